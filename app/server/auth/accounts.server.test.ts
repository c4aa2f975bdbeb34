import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaffSession, createTestServices } from '../../../tests/support/staff-session';
import { createTestDb, type TestDb } from '../../../tests/support/test-db';
import { auditLog, sessions, users } from '#app/server/db/schema';
import type { AppServices } from '#app/server/services.server';
import {
  AccountError,
  changeOwnPassword,
  createStaffAccount,
  deactivateStaffAccount,
  listStaffAccounts,
  reactivateStaffAccount,
  resetStaffPassword,
} from './accounts.server';
import { isCommonPassword } from './passwords.server';
import { signInWithPassword } from './sign-in.server';
import { ensureOwnerAccount, startStaffAccess } from './staff-access-hook.server';

let testDb: TestDb;
let services: AppServices;

beforeAll(async () => {
  testDb = await createTestDb();
  services = createTestServices(testDb.db);
});
afterAll(async () => testDb.close());

describe('first start', () => {
  it('creates the owner once with a one-time password that is printed once and must be changed', async () => {
    const other = await createTestDb();
    try {
      const fresh = createTestServices(other.db, undefined, { OWNER_EMAIL: 'Chefin@Musterfirma.example' });
      const started = await startStaffAccess(fresh);
      const lines: string[] = [];
      started.announce?.((line) => lines.push(line));
      const loginLine = lines.find((line) => line.includes('Staff login:'))!;
      expect(loginLine).toMatch(/^Mitarbeiter-Anmeldung \/ Staff login: chefin@musterfirma\.example \/ (\S+)$/);
      const password = loginLine.split(' / ').pop()!;
      expect(password.length).toBeGreaterThanOrEqual(12);
      const [owner] = await fresh.db.select().from(users);
      expect(owner).toMatchObject({ email: 'chefin@musterfirma.example', role: 'inhaber', mustChangePassword: true });
      const signedIn = await signInWithPassword(fresh, {
        email: 'chefin@musterfirma.example',
        password,
        clientIp: '10.0.0.1',
      });
      expect(signedIn).toMatchObject({ ok: true, mustChangePassword: true });
      // A second start finds the account and prints nothing.
      const again = await startStaffAccess(fresh);
      const more: string[] = [];
      again.announce?.((line) => more.push(line));
      expect(more).toEqual([]);
      expect(await fresh.db.select().from(users)).toHaveLength(1);
      const entries = await fresh.db.select().from(auditLog);
      expect(JSON.stringify(entries)).not.toContain(password);
    } finally {
      await other.close();
    }
  });

  it('takes OWNER_INITIAL_PASSWORD when set (automated tests)', async () => {
    const other = await createTestDb();
    try {
      const result = await ensureOwnerAccount(other.db, 'inhaber@test.example', 'E2E-Inhaber-Passwort-2026');
      expect(result).toBe('');
      const [owner] = await other.db.select().from(users);
      expect(owner).toMatchObject({ role: 'inhaber', mustChangePassword: false });
    } finally {
      await other.close();
    }
  });
});

describe('staff accounts', () => {
  it('creates accounts with a one-time password; refuses duplicates, bad input and common passwords', async () => {
    const owner = await createStaffSession(services, { role: 'inhaber' });
    const { account, oneTimePassword } = await createStaffAccount(services.db, owner.user, {
      email: ' Neu@Test.example ',
      name: 'Nora Neu',
      role: 'disposition',
    });
    expect(account).toMatchObject({
      email: 'neu@test.example',
      role: 'disposition',
      active: true,
      mustChangePassword: true,
    });
    expect(oneTimePassword).toMatch(/^[A-Za-z2-9]{4}(-[A-Za-z2-9]{4}){3}$/);
    await expect(
      createStaffAccount(services.db, owner.user, { email: 'neu@test.example', name: 'X', role: 'disposition' }),
    ).rejects.toThrow('Für diese E-Mail-Adresse gibt es bereits ein Konto.');
    await expect(
      createStaffAccount(services.db, owner.user, { email: 'kein-mail', name: 'X', role: 'disposition' }),
    ).rejects.toBeInstanceOf(AccountError);
    await expect(
      createStaffAccount(services.db, owner.user, { email: 'a@b.example', name: 'X', role: 'admin' }),
    ).rejects.toThrow(/Rolle/);
    // A user's name is a name (issue 39): no spreadsheet formula start.
    for (const name of ['=HYPERLINK("x")', '+1+1', '-1+1', '@SUM(A1)']) {
      await expect(
        createStaffAccount(services.db, owner.user, { email: 'f@b.example', name, role: 'disposition' }),
      ).rejects.toMatchObject({
        message: 'Diese Angabe darf nicht mit =, +, - oder @ beginnen.',
        field: 'name',
      });
    }
    await expect(
      createStaffAccount(services.db, owner.user, {
        email: 'c@b.example',
        name: 'X',
        role: 'inhaber',
        password: 'Passwort1234',
      }),
    ).rejects.toThrow(/zu bekannt/);
    await expect(
      createStaffAccount(services.db, owner.user, {
        email: 'd@b.example',
        name: 'X',
        role: 'inhaber',
        password: 'kurz',
      }),
    ).rejects.toThrow(/12 Zeichen/);
    const created = await services.db.select().from(auditLog).where(eq(auditLog.action, 'user_created'));
    expect(created.some((row) => row.detail.email === 'neu@test.example' && row.actorUserId === owner.user.id)).toBe(
      true,
    );
  });

  it('ships a common-password list', () => {
    expect(isCommonPassword('Password1234')).toBe(true);
    expect(isCommonPassword('123456789012')).toBe(true);
    expect(isCommonPassword('Fahrdienst-Frankfurt-2026')).toBe(false);
  });

  it('deactivates (not oneself, not the last owner), reactivates', async () => {
    const owner = await createStaffSession(services, { role: 'inhaber' });
    const dispo = await createStaffSession(services, { role: 'disposition' });
    await expect(deactivateStaffAccount(services.db, owner.user, owner.user.id)).rejects.toThrow(/eigenes Konto/);
    await deactivateStaffAccount(services.db, owner.user, dispo.user.id);
    expect(await services.db.select().from(sessions).where(eq(sessions.userId, dispo.user.id))).toEqual([]);
    expect((await listStaffAccounts(services.db)).find((row) => row.id === dispo.user.id)?.active).toBe(false);
    await reactivateStaffAccount(services.db, owner.user, dispo.user.id);
    const result = await signInWithPassword(services, {
      email: dispo.user.email,
      password: dispo.password,
      clientIp: '10.0.0.9',
    });
    expect(result.ok).toBe(true);
  });

  it('refuses to deactivate the last active owner', async () => {
    const other = await createTestDb();
    try {
      const only = await createStaffSession(createTestServices(other.db), { role: 'inhaber' });
      const second = await createStaffSession(only.services, { role: 'inhaber' });
      await deactivateStaffAccount(other.db, only.user, second.user.id);
      const third = await createStaffSession(only.services, { role: 'disposition' });
      // `only` is now the last active owner; nobody (not even a hypothetical other owner) may remove it.
      await expect(deactivateStaffAccount(other.db, { ...third.user, role: 'inhaber' }, only.user.id)).rejects.toThrow(
        /letzte aktive Inhaber/,
      );
    } finally {
      await other.close();
    }
  });

  it('keeps one active owner when two owners deactivate each other at the same moment', async () => {
    const other = await createTestDb();
    try {
      const otherServices = createTestServices(other.db);
      let survivor = await createStaffSession(otherServices, { role: 'inhaber' });
      for (let round = 0; round < 4; round++) {
        const challenger = await createStaffSession(otherServices, { role: 'inhaber' });
        const outcomes = await Promise.allSettled([
          deactivateStaffAccount(other.db, survivor.user, challenger.user.id),
          deactivateStaffAccount(other.db, challenger.user, survivor.user.id),
        ]);
        expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
        const refused = outcomes.find((outcome) => outcome.status === 'rejected');
        expect(String((refused as PromiseRejectedResult).reason)).toMatch(/letzte aktive Inhaber|nicht mehr aktiv/);
        const active = (await listStaffAccounts(other.db)).filter((row) => row.role === 'inhaber' && row.active);
        expect(active).toHaveLength(1);
        survivor = active[0]!.id === survivor.user.id ? survivor : challenger;
      }
    } finally {
      await other.close();
    }
  });

  it('resets a password: new one-time password, sessions end, old password invalid', async () => {
    const owner = await createStaffSession(services, { role: 'inhaber' });
    const dispo = await createStaffSession(services, { role: 'disposition' });
    await expect(resetStaffPassword(services.db, owner.user, owner.user.id)).rejects.toThrow(/Passwort ändern/);
    const fresh = await resetStaffPassword(services.db, owner.user, dispo.user.id);
    expect(await services.db.select().from(sessions).where(eq(sessions.userId, dispo.user.id))).toEqual([]);
    expect(
      (await signInWithPassword(services, { email: dispo.user.email, password: dispo.password, clientIp: '10.0.1.1' }))
        .ok,
    ).toBe(false);
    expect(
      await signInWithPassword(services, { email: dispo.user.email, password: fresh, clientIp: '10.0.1.1' }),
    ).toMatchObject({
      ok: true,
      mustChangePassword: true,
    });
  });

  it("changes one's own password: checks the current one and the policy, ends the other sessions", async () => {
    const first = await createStaffSession(services, { role: 'disposition' });
    const second = await signInWithPassword(services, {
      email: first.user.email,
      password: first.password,
      clientIp: '10.0.2.1',
    });
    if (!second.ok) throw new Error('sign-in failed');
    const [current] = await services.db.select().from(sessions).where(eq(sessions.userId, first.user.id)).limit(1);
    await expect(
      changeOwnPassword(services.db, first.user, current!.id, {
        currentPassword: 'falsch-falsch-falsch',
        newPassword: 'Ein-neues-Passwort-2026',
      }),
    ).rejects.toThrow(/aktuelle Passwort/);
    await expect(
      changeOwnPassword(services.db, first.user, current!.id, {
        currentPassword: first.password,
        newPassword: 'qwertzuiop12',
      }),
    ).rejects.toThrow(/zu bekannt/);
    await changeOwnPassword(services.db, first.user, current!.id, {
      currentPassword: first.password,
      newPassword: 'Ein-neues-Passwort-2026',
    });
    const left = await services.db.select().from(sessions).where(eq(sessions.userId, first.user.id));
    expect(left.map((row) => row.id)).toEqual([current!.id]);
    expect(
      (
        await signInWithPassword(services, {
          email: first.user.email,
          password: 'Ein-neues-Passwort-2026',
          clientIp: '10.0.2.2',
        })
      ).ok,
    ).toBe(true);
  });
});
