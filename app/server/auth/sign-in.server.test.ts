import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServices, cookieFromSetCookie } from '../../../tests/support/staff-session';
import { createTestDb, type TestDb } from '../../../tests/support/test-db';
import {
  SIGN_IN_ACCOUNT_LIMIT,
  SIGN_IN_ACCOUNT_WIDE_LIMIT,
  SIGN_IN_IP_LIMIT,
  SIGN_IN_MESSAGES,
  signInLockedMessage,
} from '#app/domain/staff-access/policy';
import { auditLog, sessions } from '#app/server/db/schema';
import { createHttpApp } from '#app/server/http/create-http-app.server';
import type { AppServices } from '#app/server/services.server';
import { createStaffAccount, deactivateStaffAccount } from './accounts.server';
import { getStaffSession } from './guard.server';
import { AUTH_BASE_PATH, getAuth } from './auth.server';
import { signInWithPassword, signOut } from './sign-in.server';
import { startStaffAccess } from './staff-access-hook.server';

let testDb: TestDb;
let services: AppServices;
const PASSWORD = 'Fahrdienst-Frankfurt-2026';

beforeAll(async () => {
  testDb = await createTestDb();
  services = createTestServices(testDb.db);
});
afterAll(async () => testDb.close());

let n = 0;
async function account(role: 'inhaber' | 'disposition' = 'disposition') {
  n += 1;
  const email = `person${n}@test.example`;
  const { account: created } = await createStaffAccount(services.db, null, {
    email,
    name: `Person ${n}`,
    role,
    password: PASSWORD,
  });
  return created;
}

function requestWith(cookie: string): Request {
  return new Request('http://localhost:3000/app', { headers: { cookie } });
}

describe('signInWithPassword', () => {
  it('signs in, sets an httpOnly SameSite=Lax cookie (not Secure on http) and records it', async () => {
    const user = await account();
    const result = await signInWithPassword(services, {
      email: user.email.toUpperCase(),
      password: PASSWORD,
      clientIp: '10.0.0.1',
    });
    if (!result.ok) throw new Error(result.message);
    const cookieLine = result.setCookies.find((line) => line.startsWith('kf.session_token='))!;
    expect(cookieLine).toMatch(/HttpOnly/i);
    expect(cookieLine).toMatch(/SameSite=Lax/i);
    expect(cookieLine).not.toMatch(/Secure/i);
    const staff = await getStaffSession(requestWith(cookieFromSetCookie(result.setCookies)), services);
    expect(staff?.user.email).toBe(user.email);
    const [entry] = await services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'sign_in'), eq(auditLog.actorUserId, user.id)));
    expect(entry).toBeDefined();
    expect(JSON.stringify(entry)).not.toContain(PASSWORD);
  });

  it('sets Secure cookies when PUBLIC_URL is https', async () => {
    const other = await createTestDb();
    try {
      const secure = createTestServices(other.db, undefined, { PUBLIC_URL: 'https://krankenfahrt.example' });
      await createStaffAccount(secure.db, null, {
        email: 'sicher@test.example',
        name: 'Sicher',
        role: 'inhaber',
        password: PASSWORD,
      });
      const result = await signInWithPassword(secure, {
        email: 'sicher@test.example',
        password: PASSWORD,
        clientIp: '10.0.0.2',
      });
      if (!result.ok) throw new Error(result.message);
      const cookieLine = result.setCookies.find((line) => line.includes('session_token='))!;
      expect(cookieLine).toMatch(/^__Secure-kf\.session_token=/);
      expect(cookieLine).toMatch(/; Secure/i);
    } finally {
      await other.close();
    }
  });

  it('maps a wrong password and an unknown e-mail to the §8 text and records the failure without the password', async () => {
    const user = await account();
    const wrong = await signInWithPassword(services, {
      email: user.email,
      password: 'falsches-passwort-123',
      clientIp: '10.0.0.3',
    });
    expect(wrong).toEqual({ ok: false, status: 400, message: SIGN_IN_MESSAGES.invalidCredentials });
    const unknown = await signInWithPassword(services, {
      email: 'niemand@test.example',
      password: 'irgendein-passwort',
      clientIp: '10.0.0.3',
    });
    expect(unknown).toEqual({ ok: false, status: 400, message: SIGN_IN_MESSAGES.invalidCredentials });
    const failures = await services.db.select().from(auditLog).where(eq(auditLog.action, 'sign_in_failed'));
    expect(failures.map((row) => row.actorEmail)).toEqual(expect.arrayContaining([user.email, 'niemand@test.example']));
    expect(JSON.stringify(failures)).not.toContain('falsches-passwort-123');
  });

  it('ends the previous session at sign-in (rotation)', async () => {
    const user = await account();
    const first = await signInWithPassword(services, { email: user.email, password: PASSWORD, clientIp: '10.0.0.4' });
    if (!first.ok) throw new Error(first.message);
    const firstCookie = cookieFromSetCookie(first.setCookies);
    const second = await signInWithPassword(services, {
      email: user.email,
      password: PASSWORD,
      clientIp: '10.0.0.4',
      previousCookie: firstCookie,
    });
    if (!second.ok) throw new Error(second.message);
    expect(cookieFromSetCookie(second.setCookies)).not.toBe(firstCookie);
    expect(await getStaffSession(requestWith(firstCookie), services)).toBeNull();
    expect(await getStaffSession(requestWith(cookieFromSetCookie(second.setCookies)), services)).not.toBeNull();
  });

  it(`locks an account for one address after ${SIGN_IN_ACCOUNT_LIMIT.max} failures there, says for how long, and only there`, async () => {
    const user = await account();
    const attempts = [];
    for (let i = 0; i < SIGN_IN_ACCOUNT_LIMIT.max; i++) {
      attempts.push(
        await signInWithPassword(services, {
          email: user.email,
          password: `falsch-${i}-xxxxxxxx`,
          clientIp: '10.1.0.1',
        }),
      );
    }
    expect(
      attempts.slice(0, -1).every((attempt) => !attempt.ok && attempt.message === SIGN_IN_MESSAGES.invalidCredentials),
    ).toBe(true);
    // The failure that starts the lock says so.
    expect(attempts.at(-1)).toEqual({
      ok: false,
      status: 400,
      message: `${SIGN_IN_MESSAGES.invalidCredentials} ${signInLockedMessage(15)}`,
    });
    const blocked = await signInWithPassword(services, { email: user.email, password: PASSWORD, clientIp: '10.1.0.1' });
    expect(blocked).toEqual({ ok: false, status: 429, message: signInLockedMessage(15) });
    // From another address the owner of the account still signs in; other accounts are not affected.
    expect(
      (await signInWithPassword(services, { email: user.email, password: PASSWORD, clientIp: '10.1.0.2' })).ok,
    ).toBe(true);
    const other = await account();
    expect(
      (await signInWithPassword(services, { email: other.email, password: PASSWORD, clientIp: '10.1.0.1' })).ok,
    ).toBe(true);
  });

  it(`a stranger guessing from many addresses locks out unknown devices after ${SIGN_IN_ACCOUNT_WIDE_LIMIT.max} failures, never the owner's known device`, async () => {
    const user = await account();
    const device = randomUUID();
    // The owner signed in on this device before.
    expect(
      (
        await signInWithPassword(services, {
          email: user.email,
          password: PASSWORD,
          clientIp: '10.4.0.1',
          deviceId: device,
        })
      ).ok,
    ).toBe(true);
    for (let i = 0; i < SIGN_IN_ACCOUNT_WIDE_LIMIT.max; i++) {
      await signInWithPassword(services, {
        email: user.email,
        password: `geraten-${i}-xxxxxxx`,
        clientIp: `10.5.${i}.1`,
        deviceId: randomUUID(),
      });
    }
    const stranger = await signInWithPassword(services, {
      email: user.email,
      password: PASSWORD,
      clientIp: '10.5.99.1',
      deviceId: randomUUID(),
    });
    expect(stranger).toMatchObject({
      ok: false,
      status: 429,
      message: expect.stringMatching(/^Zu viele Anmeldeversuche\. Bitte versuchen Sie es in \d+ Minuten? erneut\.$/),
    });
    // The known device signs in, even from an address the stranger used.
    expect(
      (
        await signInWithPassword(services, {
          email: user.email,
          password: PASSWORD,
          clientIp: '10.5.0.1',
          deviceId: device,
        })
      ).ok,
    ).toBe(true);
  });

  it('counts the failures of a known device per device: a stolen laptop gets five guesses, not more', async () => {
    const user = await account();
    const device = randomUUID();
    expect(
      (
        await signInWithPassword(services, {
          email: user.email,
          password: PASSWORD,
          clientIp: '10.6.0.1',
          deviceId: device,
        })
      ).ok,
    ).toBe(true);
    for (let i = 0; i < SIGN_IN_ACCOUNT_LIMIT.max; i++) {
      await signInWithPassword(services, {
        email: user.email,
        password: `dieb-${i}-xxxxxxxxx`,
        clientIp: `10.6.${i + 1}.1`,
        deviceId: device,
      });
    }
    expect(
      await signInWithPassword(services, {
        email: user.email,
        password: PASSWORD,
        clientIp: '10.6.9.1',
        deviceId: device,
      }),
    ).toMatchObject({ ok: false, status: 429 });
    const failures = await services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'sign_in_failed'), eq(auditLog.actorUserId, user.id)));
    expect(failures.every((row) => row.detail.device === device && row.detail.knownDevice === true)).toBe(true);
  });

  it(`refuses an IP after ${SIGN_IN_IP_LIMIT.max} attempts within the window`, async () => {
    const ip = '10.9.9.9';
    for (let i = 0; i < SIGN_IN_IP_LIMIT.max; i++) {
      const attempt = await signInWithPassword(services, {
        email: `unbekannt${i}@test.example`,
        password: 'irgendein-passwort',
        clientIp: ip,
      });
      expect(attempt).toMatchObject({
        ok: false,
        message: expect.stringContaining(SIGN_IN_MESSAGES.invalidCredentials),
      });
    }
    const user = await account();
    expect(await signInWithPassword(services, { email: user.email, password: PASSWORD, clientIp: ip })).toEqual({
      ok: false,
      status: 429,
      message: signInLockedMessage(SIGN_IN_IP_LIMIT.windowS / 60),
    });
    expect(
      (await signInWithPassword(services, { email: user.email, password: PASSWORD, clientIp: '10.9.9.10' })).ok,
    ).toBe(true);
  });

  it('counts only failures towards the address limit: an office signing in all day from one address is never locked', async () => {
    const limit = 3;
    const office = { ...services, env: { ...services.env, SIGN_IN_IP_LIMIT: limit } };
    const ip = '10.7.7.7';
    const staff = await Promise.all(Array.from({ length: limit + 2 }, () => account()));
    for (const user of staff) {
      expect(await signInWithPassword(office, { email: user.email, password: PASSWORD, clientIp: ip })).toMatchObject({
        ok: true,
      });
    }
    for (let i = 0; i < limit; i++) {
      await signInWithPassword(office, {
        email: `tippfehler${i}@test.example`,
        password: 'irgendein-passwort',
        clientIp: ip,
      });
    }
    expect(
      await signInWithPassword(office, { email: staff[0]!.email, password: PASSWORD, clientIp: ip }),
    ).toMatchObject({ ok: false, status: 429 });
  });

  it('refuses a deactivated account, and deactivation ends its sessions at once', async () => {
    const owner = await account('inhaber');
    const user = await account();
    const result = await signInWithPassword(services, { email: user.email, password: PASSWORD, clientIp: '10.0.0.5' });
    if (!result.ok) throw new Error(result.message);
    const cookie = cookieFromSetCookie(result.setCookies);
    expect(await getStaffSession(requestWith(cookie), services)).not.toBeNull();
    await deactivateStaffAccount(
      services.db,
      { id: owner.id, email: owner.email, name: owner.name, role: 'inhaber' },
      user.id,
    );
    expect(await getStaffSession(requestWith(cookie), services)).toBeNull();
    expect(await services.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
    expect(await signInWithPassword(services, { email: user.email, password: PASSWORD, clientIp: '10.0.0.5' })).toEqual(
      {
        ok: false,
        status: 400,
        message: SIGN_IN_MESSAGES.invalidCredentials,
      },
    );
  });

  it('signs out: the session ends, the cookie is removed, the sign-out is recorded', async () => {
    const user = await account();
    const result = await signInWithPassword(services, { email: user.email, password: PASSWORD, clientIp: '10.0.0.6' });
    if (!result.ok) throw new Error(result.message);
    const cookie = cookieFromSetCookie(result.setCookies);
    const staff = await getStaffSession(requestWith(cookie), services);
    const cleared = await signOut(services, requestWith(cookie), staff!.user);
    expect(cleared.some((line) => /kf\.session_token=;/.test(line) && /Max-Age=0/i.test(line))).toBe(true);
    expect(await getStaffSession(requestWith(cookie), services)).toBeNull();
    expect(
      await services.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'sign_out'), eq(auditLog.actorUserId, user.id))),
    ).toHaveLength(1);
  });

  it('answers the unexpected-error text when the database fails', async () => {
    const broken = await createTestDb();
    const brokenServices = createTestServices(broken.db);
    await broken.close();
    const result = await signInWithPassword(brokenServices, {
      email: 'a@test.example',
      password: PASSWORD,
      clientIp: '10.0.0.7',
    });
    expect(result).toEqual({ ok: false, status: 500, message: SIGN_IN_MESSAGES.unexpected });
  });
});

describe('Better Auth over HTTP', () => {
  it('is closed: every one of its paths answers 404 (GET and POST), the right password opens no session, get-session shows no token', async () => {
    const user = await account();
    // Mounted as the server mounts it (start-up hook of staff access).
    const hook = await startStaffAccess(services);
    const app = createHttpApp({
      services,
      handleRequest: (_req, res) => void res.status(418).send('React Router'),
      mount: (express) => hook.mount?.(express),
    });
    const server = await new Promise<Server>((resolve) => {
      const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
    });
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const paths = Object.values(getAuth(services).api)
        .map((endpoint) => (endpoint as { path?: string }).path)
        .filter((path): path is string => typeof path === 'string')
        .map((path) => path.replace(/:[a-z]+/gi, 'x'));
      expect(paths).toEqual(
        expect.arrayContaining(['/sign-in/email', '/get-session', '/sign-out', '/two-factor/verify-totp', '/ok']),
      );
      const body = JSON.stringify({ email: user.email, password: PASSWORD });
      for (const path of ['', '/', ...paths]) {
        for (const method of ['GET', 'POST']) {
          const response = await fetch(`${base}${AUTH_BASE_PATH}${path}`, {
            method,
            headers: {
              'content-type': 'application/json',
              origin: 'http://localhost:3000',
              cookie: 'kf.session_token=x',
            },
            body: method === 'POST' ? body : undefined,
          });
          expect(response.status, `${method} ${path}`).toBe(404);
          expect(response.headers.get('cache-control')).toBe('no-store');
          expect(response.headers.getSetCookie()).toEqual([]);
          expect(await response.text()).toBe('Diese Adresse gibt es nicht.');
        }
      }
      expect(await services.db.select().from(sessions).where(eq(sessions.userId, user.id))).toEqual([]);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('offers only sign-in, session and sign-out: account changes, sign-up and resets are closed', async () => {
    const auth = getAuth(services);
    const post = (path: string, body: unknown) =>
      auth.handler(
        new Request(`http://localhost:3000/api/auth${path}`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            origin: 'http://localhost:3000',
            'x-kf-client-ip': '10.3.0.1',
          },
          body: JSON.stringify(body),
        }),
      );
    for (const path of [
      '/sign-up/email',
      '/change-password',
      '/update-user',
      '/request-password-reset',
      '/reset-password',
      '/revoke-sessions',
    ]) {
      const response = await post(path, {
        email: 'x@test.example',
        password: 'Irgendein-Passwort-1',
        name: 'X',
        newPassword: 'Irgendein-Passwort-2',
        currentPassword: 'a',
      });
      expect(response.status, path).toBe(404);
    }
    const user = await account();
    expect((await post('/sign-in/email', { email: user.email, password: PASSWORD })).status).toBe(200);
  });
});
