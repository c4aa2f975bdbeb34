// Optional TOTP two-factor sign-in: switched on and off on /app/password, asked for by /login. The codes
// are computed here from the secret (RFC 6238: HMAC-SHA-1, 30 s steps, 6 digits) with node:crypto.
import { createHmac } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { company } from '../../app/company';
import * as loginRoute from '../../app/routes/staff/login';
import * as passwordRoute from '../../app/routes/staff/password';
import { PASSWORD_MAX_LENGTH, SIGN_IN_ACCOUNT_LIMIT, signInLockedMessage } from '../../app/domain/staff-access/policy';
import { getStaffSession } from '../../app/server/auth/guard.server';
import { TWO_FACTOR_MESSAGES } from '../../app/server/auth/two-factor.server';
import { auditLog, sessions, twoFactors, users } from '../../app/server/db/schema';
import type { AppServices } from '../../app/server/services.server';
import type { ActionResult } from '../../app/domain/action-result';
import { passwordTexts, type TwoFactorSetup } from '../../app/domain/staff-access/action-texts';
import {
  anonymousRequest,
  cookieFromSetCookie,
  createStaffSession,
  createTestServices,
  type StaffSessionForTest,
} from '../support/staff-session';
import { createTestDb, type TestDb } from '../support/test-db';

type DataResult<T> = { type: string; data: T; init: ResponseInit | null };

let testDb: TestDb;
let services: AppServices;
let staff: StaffSessionForTest;
/** The current session cookie of `staff` (switching 2FA on or off renews the session). */
let cookie: string;
let secretBase32 = '';
let backupCodes: string[] = [];

beforeAll(async () => {
  testDb = await createTestDb();
  services = createTestServices(testDb.db);
  staff = await createStaffSession(services, { role: 'disposition' });
  cookie = staff.cookie;
});
afterAll(async () => testDb.close());

function base32Decode(input: string): Buffer {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of input.replace(/[\s=]/g, '').toUpperCase()) {
    const value = alphabet.indexOf(char);
    if (value < 0) throw new Error(`not base32: ${char}`);
    bits += value.toString(2).padStart(5, '0');
  }
  const bytes: number[] = [];
  for (let i = 0; i + 8 <= bits.length; i += 8) bytes.push(parseInt(bits.slice(i, i + 8), 2));
  return Buffer.from(bytes);
}

/** RFC 4226 HOTP / RFC 6238 TOTP: SHA-1, 30-second steps, 6 digits. */
function totp(secret: string, at = Date.now()): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 1000 / 30)));
  const hmac = createHmac('sha1', base32Decode(secret)).update(counter).digest();
  const offset = hmac[hmac.length - 1]! & 0x0f;
  const value = (hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000;
  return String(value).padStart(6, '0');
}

/** A 6-digit code that is certainly wrong now (not valid in the previous, current or next step). */
function wrongCode(secret: string): string {
  const valid = new Set([-30_000, 0, 30_000].map((shift) => totp(secret, Date.now() + shift)));
  for (let n = 0; ; n++) {
    const candidate = String(n).padStart(6, '0');
    if (!valid.has(candidate)) return candidate;
  }
}

function staffPost(path: string, fields: Record<string, string>): Request {
  return anonymousRequest(path, { method: 'POST', body: new URLSearchParams(fields), headers: { cookie } });
}

async function passwordAction(fields: Record<string, string>) {
  const result = (await passwordRoute.action({
    request: staffPost('/app/password', fields),
    context: staff.context,
    params: {},
  } as never)) as unknown as DataResult<ActionResult<TwoFactorSetup>>;
  return { answer: result.data, setCookies: new Headers(result.init?.headers).getSetCookie() };
}

async function loginAction(fields: Record<string, string>, pendingCookie = '') {
  const request = anonymousRequest(
    '/login',
    { method: 'POST', body: new URLSearchParams(fields), headers: pendingCookie ? { cookie: pendingCookie } : {} },
    { 'x-kf-client-ip': '10.9.0.1' },
  );
  try {
    const result = (await loginRoute.action({
      request,
      context: staff.context,
      params: {},
    } as never)) as unknown as DataResult<{
      step: 'password' | 'code';
      error: string | null;
    }>;
    return { kind: 'data' as const, data: result.data, setCookies: new Headers(result.init?.headers).getSetCookie() };
  } catch (thrown) {
    if (!(thrown instanceof Response)) throw thrown;
    return { kind: 'redirect' as const, response: thrown, setCookies: thrown.headers.getSetCookie() };
  }
}

async function userRow() {
  const [row] = await services.db.select({ on: users.twoFactorEnabled }).from(users).where(eq(users.id, staff.user.id));
  return row;
}

async function auditCount(action: string) {
  return (
    await services.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, action), eq(auditLog.actorUserId, staff.user.id)))
  ).length;
}

/** Password step of /login for `staff`; returns the pending two-factor cookie. */
async function passwordStep(): Promise<string> {
  const answer = await loginAction({ email: staff.user.email, password: staff.password });
  if (answer.kind !== 'data') throw new Error('expected the code step');
  expect(answer.data).toMatchObject({ step: 'code', error: null });
  const pending = cookieFromSetCookie(answer.setCookies);
  expect(pending).toContain('kf.two_factor=');
  return pending;
}

describe('switching TOTP on', () => {
  it('refuses a wrong password', async () => {
    const { answer } = await passwordAction({ intent: 'totp-start', password: 'nicht-das-passwort-123' });
    expect(answer).toMatchObject({
      ok: false,
      code: 'invalid',
      fieldErrors: { password: TWO_FACTOR_MESSAGES.wrongPassword },
      data: null,
    });
    expect((await userRow())?.on).toBe(false);
  });

  it('shows the secret grouped and the otpauth URI, and refuses a wrong code', async () => {
    const { answer } = await passwordAction({ intent: 'totp-start', password: staff.password });
    const state = answer.data;
    if (!answer.ok || !state) throw new Error(`expected setup, got ${JSON.stringify(answer)}`);
    const uri = new URL(state.totpUri);
    expect(uri.protocol).toBe('otpauth:');
    expect(uri.searchParams.get('issuer')).toBe(company.name);
    secretBase32 = uri.searchParams.get('secret')!;
    expect(state.secret.replace(/ /g, '')).toBe(secretBase32);
    expect(state.secret).toMatch(/^([A-Z2-7]{4} )+[A-Z2-7]{1,4}$/);
    expect(state.backupCodes).toHaveLength(10);
    backupCodes = state.backupCodes;

    const refused = await passwordAction({
      intent: 'totp-confirm',
      code: wrongCode(secretBase32),
      secret: state.secret,
      totpUri: state.totpUri,
      backupCodes: state.backupCodes.join(' '),
    });
    // The setup stays on screen (also without JavaScript): the form sent it back.
    expect(refused.answer).toMatchObject({
      ok: false,
      fieldErrors: { code: TWO_FACTOR_MESSAGES.invalidCode },
      data: { secret: state.secret, totpUri: state.totpUri, backupCodes: state.backupCodes },
    });
    expect(refused.setCookies).toEqual([]);
    expect((await userRow())?.on).toBe(false);
    expect(await auditCount('two_factor_code_failed')).toBe(1);
    // Not yet active: the sign-in still needs only the password.
    expect((await loginAction({ email: staff.user.email, password: staff.password })).kind).toBe('redirect');
  });

  it('activates with a valid code and renews the session', async () => {
    const { answer, setCookies } = await passwordAction({ intent: 'totp-confirm', code: totp(secretBase32) });
    expect(answer).toMatchObject({
      ok: true,
      toasts: [{ kind: 'success', title: passwordTexts.titles['totp-confirm'].success }],
    });
    expect((await userRow())?.on).toBe(true);
    expect(await auditCount('two_factor_enabled')).toBe(1);
    const renewed = cookieFromSetCookie(setCookies);
    expect(renewed).toContain('kf.session_token=');
    cookie = renewed;
    const session = await getStaffSession(new Request('http://localhost:3000/app', { headers: { cookie } }), services);
    expect(session?.user.id).toBe(staff.user.id);
  });
});

describe('signing in with TOTP on', () => {
  it('asks for the code after the correct password and creates no session before it', async () => {
    const before = (await services.db.select().from(sessions).where(eq(sessions.userId, staff.user.id))).length;
    const pending = await passwordStep();
    const after = (await services.db.select().from(sessions).where(eq(sessions.userId, staff.user.id))).length;
    expect(after).toBe(before);
    // The pending cookie alone is no session.
    expect(
      await getStaffSession(new Request('http://localhost:3000/app', { headers: { cookie: pending } }), services),
    ).toBeNull();
  });

  it('refuses a wrong code with the German text and records it, then accepts the right one', async () => {
    const pending = await passwordStep();
    const failedBefore = (await services.db.select().from(auditLog).where(eq(auditLog.action, 'sign_in_failed')))
      .length;
    const refused = await loginAction(
      { intent: 'second-factor', email: staff.user.email, code: wrongCode(secretBase32) },
      pending,
    );
    expect(refused).toMatchObject({
      kind: 'data',
      data: { step: 'code', error: 'Der Code ist ungültig. Bitte versuchen Sie es erneut.' },
    });
    const failed = await services.db.select().from(auditLog).where(eq(auditLog.action, 'sign_in_failed'));
    expect(failed).toHaveLength(failedBefore + 1);
    expect(failed.at(-1)?.detail).toMatchObject({ reason: 'invalid_two_factor_code' });

    const accepted = await loginAction(
      { intent: 'second-factor', email: staff.user.email, code: totp(secretBase32), redirectTo: '/app/bookings' },
      pending,
    );
    if (accepted.kind !== 'redirect') throw new Error(`expected a redirect, got ${JSON.stringify(accepted.data)}`);
    expect(accepted.response.headers.get('location')).toBe('/app/bookings');
    const session = await getStaffSession(
      new Request('http://localhost:3000/app', { headers: { cookie: cookieFromSetCookie(accepted.setCookies) } }),
      services,
    );
    expect(session?.user.id).toBe(staff.user.id);
  });

  it('refuses a code without the pending password step', async () => {
    const answer = await loginAction({ intent: 'second-factor', email: staff.user.email, code: totp(secretBase32) });
    expect(answer).toMatchObject({ kind: 'data', data: { step: 'password', error: TWO_FACTOR_MESSAGES.expired } });
  });

  it('counts wrong codes against the account, whatever e-mail the form carries', async () => {
    const clearFailures = () =>
      services.db
        .delete(auditLog)
        .where(and(eq(auditLog.action, 'sign_in_failed'), eq(auditLog.actorUserId, staff.user.id)));
    await clearFailures();
    try {
      for (let i = 0; i < SIGN_IN_ACCOUNT_LIMIT.max; i++) {
        const refused = await loginAction(
          { intent: 'second-factor', email: `jemand-anderes-${i}@test.example`, code: wrongCode(secretBase32) },
          await passwordStep(),
        );
        expect(refused).toMatchObject({
          kind: 'data',
          data: { error: expect.stringContaining(TWO_FACTOR_MESSAGES.invalidCode) },
        });
      }
      const failures = await services.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, 'sign_in_failed'), eq(auditLog.actorUserId, staff.user.id)));
      expect(failures.filter((row) => row.detail.reason === 'invalid_two_factor_code')).toHaveLength(
        SIGN_IN_ACCOUNT_LIMIT.max,
      );
      expect(failures.every((row) => row.actorEmail === staff.user.email)).toBe(true);
      // The account is locked now: the right password is refused.
      const locked = await loginAction({ email: staff.user.email, password: staff.password });
      expect(locked).toMatchObject({ kind: 'data', data: { step: 'password', error: signInLockedMessage(15) } });
    } finally {
      await clearFailures();
    }
  });

  it('accepts a backup code once', async () => {
    const code = backupCodes[0]!;
    const first = await loginAction({ intent: 'second-factor', email: staff.user.email, code }, await passwordStep());
    expect(first.kind).toBe('redirect');
    const second = await loginAction({ intent: 'second-factor', email: staff.user.email, code }, await passwordStep());
    expect(second).toMatchObject({ kind: 'data', data: { step: 'code', error: TWO_FACTOR_MESSAGES.invalidCode } });
  });
});

describe('switching TOTP off', () => {
  it('answers a password longer than any password can be with the field message, not a failure', async () => {
    for (const intent of ['totp-disable', 'totp-start']) {
      const { answer } = await passwordAction({ intent, password: 'x'.repeat(PASSWORD_MAX_LENGTH + 1) });
      expect(answer).toMatchObject({
        ok: false,
        code: 'invalid',
        fieldErrors: { password: TWO_FACTOR_MESSAGES.wrongPassword },
      });
    }
    expect((await userRow())?.on).toBe(true);
  });

  it('refuses a wrong password, then switches off with the right one', async () => {
    const refused = await passwordAction({ intent: 'totp-disable', password: 'nicht-das-passwort-123' });
    expect(refused.answer).toMatchObject({
      ok: false,
      intent: 'totp-disable',
      fieldErrors: { password: TWO_FACTOR_MESSAGES.wrongPassword },
    });
    expect((await userRow())?.on).toBe(true);

    const { answer, setCookies } = await passwordAction({ intent: 'totp-disable', password: staff.password });
    expect(answer).toMatchObject({
      ok: true,
      toasts: [{ kind: 'success', title: passwordTexts.titles['totp-disable'].success }],
    });
    expect((await userRow())?.on).toBe(false);
    expect(await services.db.select().from(twoFactors).where(eq(twoFactors.userId, staff.user.id))).toHaveLength(0);
    expect(await auditCount('two_factor_disabled')).toBe(1);
    expect(cookieFromSetCookie(setCookies)).toContain('kf.session_token=');
    // The password alone signs in again.
    expect((await loginAction({ email: staff.user.email, password: staff.password })).kind).toBe('redirect');
  });
});
