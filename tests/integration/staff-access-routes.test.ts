// /login, /logout, the /app shell, /app/password and /app/users as React Router calls them.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as shellRoute from '../../app/routes/staff/app-shell';
import * as loginRoute from '../../app/routes/staff/login';
import * as logoutRoute from '../../app/routes/staff/logout';
import * as passwordRoute from '../../app/routes/staff/password';
import * as usersRoute from '../../app/routes/staff/users';
import type { ActionResult } from '../../app/domain/action-result';
import { SIGN_IN_MESSAGES } from '../../app/domain/staff-access/policy';
import { createStaffAccount } from '../../app/server/auth/accounts.server';
import { auditLog, users } from '../../app/server/db/schema';
import type { AppServices } from '../../app/server/services.server';
import {
  anonymousRequest,
  cookieFromSetCookie,
  createStaffSession,
  createTestServices,
  testContext,
  type StaffSessionForTest,
} from '../support/staff-session';
import { createTestDb, type TestDb } from '../support/test-db';

type DataResult<T> = { type: string; data: T; init: ResponseInit | null };

let testDb: TestDb;
let services: AppServices;
let owner: StaffSessionForTest;

beforeAll(async () => {
  testDb = await createTestDb();
  services = createTestServices(testDb.db);
  owner = await createStaffSession(services, { role: 'inhaber' });
});
afterAll(async () => testDb.close());

async function caught(run: () => unknown): Promise<Response> {
  try {
    await run();
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error('expected a thrown response');
}

function form(fields: Record<string, string>): URLSearchParams {
  return new URLSearchParams(fields);
}

function loginPost(fields: Record<string, string>, headers: Record<string, string> = {}) {
  return anonymousRequest(
    '/login',
    { method: 'POST', body: form(fields) },
    { 'x-kf-client-ip': '10.2.0.1', ...headers },
  );
}

function setCookieHeader(response: Response): string {
  return cookieFromSetCookie(response.headers.getSetCookie());
}

describe('/login', () => {
  it('asks for both fields with the §8 text', async () => {
    for (const fields of [{ email: '', password: 'x' }, { email: 'a@b.example', password: '' }, {}] as Record<
      string,
      string
    >[]) {
      const result = (await loginRoute.action({
        request: loginPost(fields),
        context: testContext(services),
        params: {},
      } as never)) as DataResult<{ error: string }>;
      expect(result.data.error).toBe('Bitte füllen Sie alle Felder aus.');
    }
  });

  it('answers wrong credentials with the §8 text', async () => {
    const result = (await loginRoute.action({
      request: loginPost({ email: owner.user.email, password: 'nicht-das-passwort' }),
      context: testContext(services),
      params: {},
    } as never)) as DataResult<{ error: string }>;
    expect(result.data.error).toBe(SIGN_IN_MESSAGES.invalidCredentials);
  });

  it('signs in: session cookie, the success notice for the shell, the safe target', async () => {
    const response = await caught(() =>
      loginRoute.action({
        request: loginPost({
          email: owner.user.email,
          password: owner.password,
          redirectTo: '/app/bookings?status=pending',
        }),
        context: testContext(services),
        params: {},
      } as never),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/app/bookings?status=pending');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const cookie = setCookieHeader(response);
    expect(cookie).toMatch(/kf\.session_token=/);
    // The shell shows "Erfolgreich angemeldet!" once.
    const shell = (await shellRoute.loader({
      request: anonymousRequest('/app', { headers: { cookie } }),
      context: testContext(services),
      params: {},
    } as never)) as DataResult<{
      notice: string | null;
      user: { email: string };
    }>;
    expect(shell.data.notice).toBe('Erfolgreich angemeldet!');
    expect(shell.data.user.email).toBe(owner.user.email);
  });

  it('never redirects off-site after sign-in', async () => {
    const response = await caught(() =>
      loginRoute.action({
        request: loginPost({ email: owner.user.email, password: owner.password, redirectTo: '//evil.example/app' }),
        context: testContext(services),
        params: {},
      } as never),
    );
    expect(response.headers.get('location')).toBe('/app');
  });

  it('sends a signed-in user on to /app', async () => {
    const response = await caught(() =>
      loginRoute.loader({ request: owner.request('/login'), context: owner.context, params: {} } as never),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/app');
  });

  it('sends a user with a one-time password to the password change first', async () => {
    const { oneTimePassword } = await createStaffAccount(services.db, owner.user, {
      email: 'einmal@test.example',
      name: 'Einmal',
      role: 'disposition',
    });
    const response = await caught(() =>
      loginRoute.action({
        request: loginPost({ email: 'einmal@test.example', password: oneTimePassword!, redirectTo: '/app/bookings' }),
        context: testContext(services),
        params: {},
      } as never),
    );
    expect(response.headers.get('location')).toBe('/app/password');
    const cookie = setCookieHeader(response);
    const page = await caught(() =>
      shellRoute.loader({
        request: anonymousRequest('/app/bookings', { headers: { cookie } }, { 'sec-fetch-mode': 'navigate' }),
        context: testContext(services),
        params: {},
      } as never),
    );
    expect(page.headers.get('location')).toBe('/app/password');
    const blocked = await caught(() =>
      usersRoute.action({
        request: anonymousRequest('/app/users', { method: 'POST', body: form({}), headers: { cookie } }),
        context: testContext(services),
        params: {},
      } as never),
    );
    expect(blocked.status).toBe(403);
    const change = (fields: Record<string, string>) =>
      passwordRoute.action({
        request: anonymousRequest('/app/password', {
          method: 'POST',
          headers: { cookie },
          body: form({ intent: 'change-password', ...fields }),
        }),
        context: testContext(services),
        params: {},
      } as never) as unknown as Promise<DataResult<ActionResult>>;
    const refused = await change({
      currentPassword: oneTimePassword!,
      newPassword: 'passwort1234',
      repeatPassword: 'passwort1234',
    });
    expect(refused.data).toMatchObject({
      ok: false,
      code: 'invalid',
      fieldErrors: { newPassword: expect.stringContaining('zu bekannt') },
    });
    // The toast names the form; the reason stands at its field only.
    expect(JSON.stringify(refused.data.toasts)).not.toContain('zu bekannt');
    const mismatch = await change({
      currentPassword: oneTimePassword!,
      newPassword: 'Mein-eigenes-Passwort-7',
      repeatPassword: 'anders',
    });
    expect(mismatch.data.fieldErrors).toEqual({ repeatPassword: 'Die beiden neuen Passwörter stimmen nicht überein.' });
    const changed = await change({
      currentPassword: oneTimePassword!,
      newPassword: 'Mein-eigenes-Passwort-7',
      repeatPassword: 'Mein-eigenes-Passwort-7',
    });
    expect(changed.data).toMatchObject({
      ok: true,
      intent: 'change-password',
      toasts: [{ kind: 'success', title: 'Passwort geändert.' }],
    });
    const [row] = await services.db.select().from(users).where(eq(users.email, 'einmal@test.example'));
    expect(row?.mustChangePassword).toBe(false);
  });

  it('refuses a sign-in posted from another site', async () => {
    const response = await caught(() =>
      loginRoute.action({
        request: loginPost({ email: owner.user.email, password: owner.password }, { origin: 'https://evil.example' }),
        context: testContext(services),
        params: {},
      } as never),
    );
    expect(response.status).toBe(403);
  });
});

describe('/logout', () => {
  it('signs out: redirect to /login, which shows "Erfolgreich abgemeldet!"; the old cookie is worthless', async () => {
    const staff = await createStaffSession(services, { role: 'disposition' });
    const response = (await logoutRoute.action({
      request: staff.request('/logout', { method: 'POST' }),
      context: staff.context,
      params: {},
    } as never)) as Response;
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/login');
    const flash = setCookieHeader(response);
    const login = (await loginRoute.loader({
      request: anonymousRequest('/login', { headers: { cookie: flash } }),
      context: staff.context,
      params: {},
    } as never)) as DataResult<{
      notice: string | null;
    }>;
    expect(login.data.notice).toBe('Erfolgreich abgemeldet!');
    const after = await caught(() =>
      shellRoute.loader({
        request: staff.request('/app/bookings', { headers: { 'sec-fetch-mode': 'navigate' } }),
        context: staff.context,
        params: {},
      } as never),
    );
    expect(after.headers.get('location')).toBe('/login?redirectTo=%2Fapp%2Fbookings');
  });

  it('reports "Fehler beim Abmelden." when signing out fails', async () => {
    const other = await createTestDb();
    const staff = await createStaffSession(createTestServices(other.db), { role: 'disposition' });
    const broken = { ...staff.services, db: other.db };
    await other.close();
    const result = (await logoutRoute.action({
      request: staff.request('/logout', { method: 'POST' }),
      context: testContext(broken),
      params: {},
    } as never)) as DataResult<{
      error: string;
    }>;
    expect(result.data.error).toBe('Fehler beim Abmelden.');
  });
});

describe('/app/users', () => {
  it('lets the owner create an account (one-time password shown once) and deactivate it', async () => {
    const created = (await usersRoute.action({
      request: owner.request('/app/users', {
        method: 'POST',
        body: form({ intent: 'create', name: 'Dana Dispo', email: 'dana@test.example', role: 'disposition' }),
      }),
      context: owner.context,
      params: {},
    } as never)) as DataResult<{ ok: boolean; data: { email: string; oneTimePassword: string } }>;
    expect(created.data.ok).toBe(true);
    expect(created.data.data).toMatchObject({ email: 'dana@test.example', oneTimePassword: expect.any(String) });
    const list = (await usersRoute.loader({
      request: owner.request('/app/users'),
      context: owner.context,
      params: {},
    } as never)) as {
      users: { id: string; email: string; active: boolean }[];
    };
    const dana = list.users.find((row) => row.email === 'dana@test.example')!;
    expect(JSON.stringify(list)).not.toContain(created.data.data.oneTimePassword);
    const deactivated = (await usersRoute.action({
      request: owner.request('/app/users', { method: 'POST', body: form({ intent: 'deactivate', id: dana.id }) }),
      context: owner.context,
      params: {},
    } as never)) as DataResult<{ ok: boolean }>;
    expect(deactivated.data.ok).toBe(true);
    const audit = await services.db.select().from(auditLog).where(eq(auditLog.action, 'user_deactivated'));
    expect(audit.some((row) => row.detail.email === 'dana@test.example')).toBe(true);
  });

  it('marks the field a refusal concerns from the use case, not from its text', async () => {
    const post = async (fields: Record<string, string>) =>
      (await usersRoute.action({
        request: owner.request('/app/users', { method: 'POST', body: form(fields) }),
        context: owner.context,
        params: {},
      } as never)) as unknown as DataResult<{
        ok: boolean;
        code: string;
        fieldErrors: Record<string, string>;
      }>;
    const fields = { intent: 'create', name: 'Doppelt', email: 'doppelt@test.example', role: 'disposition' };
    expect((await post(fields)).data.ok).toBe(true);
    expect((await post(fields)).data).toMatchObject({
      ok: false,
      code: 'conflict',
      fieldErrors: { email: 'Für diese E-Mail-Adresse gibt es bereits ein Konto.' },
    });
    expect((await post({ ...fields, email: 'neu@test.example', role: 'chef' })).data).toMatchObject({
      ok: false,
      code: 'invalid',
      fieldErrors: { role: expect.stringContaining('Rolle') },
    });
  });

  it('answers bad input with German messages, never a 500', async () => {
    for (const fields of [
      { intent: 'create' },
      { intent: 'create', name: 'X', email: 'kaputt', role: 'disposition' },
      { intent: 'deactivate', id: 'gibt-es-nicht' },
      { intent: 'unsinn' },
    ] as Record<string, string>[]) {
      const result = (await usersRoute.action({
        request: owner.request('/app/users', { method: 'POST', body: form(fields) }),
        context: owner.context,
        params: {},
      } as never)) as unknown as DataResult<{ ok: boolean; toasts: { title: string; description?: string }[] }>;
      expect(result.data.ok).toBe(false);
      expect(result.init?.status ?? 200).toBeLessThan(500);
      expect(`${result.data.toasts[0]!.title} ${result.data.toasts[0]!.description}`).toMatch(
        /[äöüÄÖÜß]|Bitte|gibt|Unbekannte/,
      );
    }
  });

  it('records denied access of Disposition', async () => {
    const dispo = await createStaffSession(services, { role: 'disposition' });
    const response = await caught(() =>
      usersRoute.loader({ request: dispo.request('/app/users'), context: dispo.context, params: {} } as never),
    );
    expect(response.status).toBe(403);
    const denied = await services.db.select().from(auditLog).where(eq(auditLog.actorUserId, dispo.user.id));
    expect(denied.map((row) => row.action)).toContain('access_denied');
  });
});
