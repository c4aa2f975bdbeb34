// Sign-in and sign-out for the /login form and the shell's sign-out button. Better Auth's HTTP API is not
// reachable from outside (staff-access-hook.server.ts): this module and the second step in
// two-factor.server.ts are the only ways to a session, and both apply the same limits first (per account,
// keyed on the account, and per client address) and write every attempt to the audit log (never the
// password). Only failures count: an office signing in many times a day from one address is never locked
// (Better Auth's own limiter, which counts every request, is off for the password step: auth.server.ts).
import { and, desc, eq, gte, isNull, or, sql, type SQL } from 'drizzle-orm';
import {
  KNOWN_DEVICE_DAYS,
  lockMinutesLeft,
  SIGN_IN_ACCOUNT_LIMIT,
  SIGN_IN_ACCOUNT_WIDE_LIMIT,
  SIGN_IN_IP_LIMIT,
  SIGN_IN_MESSAGES,
  signInErrorMessage,
  signInLockedMessage,
} from '#app/domain/staff-access/policy';
import { auditLog, sessions, users } from '#app/server/db/schema';
import { AUTH_BASE_PATH, getAuth, type AuthServices } from './auth.server';
import { recordAudit } from './audit.server';
import { normaliseEmail } from './accounts.server';
import type { StaffUser } from './guard.server';

export type SignInResult =
  | { ok: true; userId: string; mustChangePassword: boolean; setCookies: string[] }
  | { ok: false; status: number; message: string };

/** After the correct password of an account with TOTP on: the code is asked next (two-factor.server.ts). */
export type PasswordSignInResult = SignInResult | { ok: 'second-factor'; setCookies: string[] };

/** Whom a sign-in attempt is for: the account the e-mail belongs to, or (no such account) only the typed address. */
export type SignInSubject = { userId: string | null; email: string };

/** Where an attempt comes from: the client address and the signed device id of /login (device.server.ts). */
export type SignInClient = { ip: string; deviceId?: string | null };

/** Failures that count towards the limits: wrong passwords and wrong codes, not refusals by the limits themselves. */
const COUNTED_FAILURE = sql`${auditLog.detail}->>'reason' in ('invalid_credentials', 'invalid_two_factor_code')`;

export async function subjectForEmail(services: AuthServices, rawEmail: string): Promise<SignInSubject> {
  const email = normaliseEmail(rawEmail);
  const [user] = await services.db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.email, email));
  return user ? { userId: user.id, email: user.email } : { userId: null, email };
}

/** The failures of one account, keyed on its id (rows written before accounts were keyed by id: its e-mail). */
function failuresOfSubject(subject: SignInSubject) {
  const byEmail = and(isNull(auditLog.actorUserId), eq(auditLog.actorEmail, subject.email));
  return subject.userId ? or(eq(auditLog.actorUserId, subject.userId), byEmail) : byEmail;
}

async function failureTimes(services: AuthServices, where: SQL | undefined, windowMs: number): Promise<Date[]> {
  const rows = await services.db
    .select({ at: auditLog.at })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.action, 'sign_in_failed'),
        gte(auditLog.at, new Date(Date.now() - windowMs)),
        COUNTED_FAILURE,
        where,
      ),
    )
    .orderBy(desc(auditLog.at))
    .limit(200);
  return rows.map((row) => new Date(row.at));
}

/** Whether the account has signed in on this device within KNOWN_DEVICE_DAYS. */
export async function isKnownDevice(
  services: AuthServices,
  subject: SignInSubject,
  deviceId: string | null | undefined,
): Promise<boolean> {
  if (!subject.userId || !deviceId) return false;
  const [row] = await services.db
    .select({ id: auditLog.id })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.action, 'sign_in'),
        eq(auditLog.actorUserId, subject.userId),
        sql`${auditLog.detail}->>'device' = ${deviceId}`,
        gte(auditLog.at, new Date(Date.now() - KNOWN_DEVICE_DAYS * 86_400_000)),
      ),
    )
    .limit(1);
  return Boolean(row);
}

export type SignInLock = { reason: 'rate_limited_account' | 'rate_limited_ip'; minutes: number };

/**
 * Whether an attempt must be refused before the password or code is even checked (decision 150), and
 * for how many more minutes:
 * - the account from this client: 5 failures in 15 minutes from this device if the account has signed
 *   in on it before, else from this address (failures of its known devices not counted);
 * - the account from all unknown devices together: 20 in 15 minutes (guessing from many addresses);
 *   a known device is not affected, so a stranger can't lock the owner out;
 * - the address, whatever the account: SIGN_IN_IP_LIMIT failures in 5 minutes.
 */
export async function signInLock(
  services: AuthServices,
  subject: SignInSubject,
  client: SignInClient,
): Promise<SignInLock | null> {
  const now = new Date();
  const account = failuresOfSubject(subject);
  const known = await isKnownDevice(services, subject, client.deviceId);
  const unknownDevices = sql`coalesce(${auditLog.detail}->>'knownDevice', 'false') <> 'true'`;
  const fromClient = known
    ? sql`${auditLog.detail}->>'device' = ${client.deviceId!}`
    : and(sql`${auditLog.detail}->>'ip' = ${client.ip}`, unknownDevices);
  const perClient = lockMinutesLeft(
    await failureTimes(services, and(account, fromClient), SIGN_IN_ACCOUNT_LIMIT.windowMs),
    SIGN_IN_ACCOUNT_LIMIT,
    now,
  );
  if (perClient) return { reason: 'rate_limited_account', minutes: perClient };
  if (!known) {
    const wide = lockMinutesLeft(
      await failureTimes(services, and(account, unknownDevices), SIGN_IN_ACCOUNT_WIDE_LIMIT.windowMs),
      SIGN_IN_ACCOUNT_WIDE_LIMIT,
      now,
    );
    if (wide) return { reason: 'rate_limited_account', minutes: wide };
  }
  const addressLimit = { windowMs: SIGN_IN_IP_LIMIT.windowS * 1000, max: services.env.SIGN_IN_IP_LIMIT };
  const perAddress = lockMinutesLeft(
    await failureTimes(services, sql`${auditLog.detail}->>'ip' = ${client.ip}`, addressLimit.windowMs),
    addressLimit,
    now,
  );
  if (perAddress) return { reason: 'rate_limited_ip', minutes: perAddress };
  return null;
}

/** Records a failed or refused attempt against the account (never the password or code), with its client. */
export async function recordSignInFailure(
  services: AuthServices,
  subject: SignInSubject,
  client: SignInClient,
  detail: { reason: string } & Record<string, unknown>,
): Promise<void> {
  const knownDevice = await isKnownDevice(services, subject, client.deviceId);
  await recordAudit(services.db, {
    action: 'sign_in_failed',
    actorUserId: subject.userId,
    actorEmail: subject.email || null,
    detail: { ...detail, ip: client.ip, ...(client.deviceId ? { device: client.deviceId } : {}), knownDevice },
  });
}

/** Refuses (429, recorded, saying how long) when signInLock says so; null when the attempt may go on. */
export async function refuseIfLimited(
  services: AuthServices,
  subject: SignInSubject,
  client: SignInClient,
): Promise<SignInResult | null> {
  const lock = await signInLock(services, subject, client);
  if (!lock) return null;
  await recordSignInFailure(services, subject, client, { reason: lock.reason });
  return { ok: false, status: 429, message: signInLockedMessage(lock.minutes) };
}

/** A counted failure's message: the §8 text, and when this failure started a lock, how long it lasts. */
export async function failureMessage(
  services: AuthServices,
  subject: SignInSubject,
  client: SignInClient,
  message: string,
): Promise<string> {
  const lock = await signInLock(services, subject, client);
  return lock ? `${message} ${signInLockedMessage(lock.minutes)}` : message;
}

export function sessionTokenOf(cookieHeader: string | null): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name?.endsWith('kf.session_token')) {
      const value = decodeURIComponent(rest.join('='));
      return value.split('.')[0] ?? null;
    }
  }
  return null;
}

/**
 * Signs in with e-mail and password. `previousCookie` is the request's Cookie header: a session it
 * still holds is ended (the new session replaces it: rotation at sign-in).
 */
export async function signInWithPassword(
  services: AuthServices,
  input: {
    email: string;
    password: string;
    clientIp: string;
    deviceId?: string | null;
    userAgent?: string | null;
    previousCookie?: string | null;
  },
): Promise<PasswordSignInResult> {
  const email = normaliseEmail(input.email);
  const client: SignInClient = { ip: input.clientIp, deviceId: input.deviceId };
  try {
    const subject = await subjectForEmail(services, email);
    const refused = await refuseIfLimited(services, subject, client);
    if (refused) return refused;
    const origin = new URL(services.env.PUBLIC_URL).origin;
    const headers = new Headers({ 'content-type': 'application/json', origin, 'x-kf-client-ip': input.clientIp });
    if (input.userAgent) headers.set('user-agent', input.userAgent.slice(0, 500));
    const response = await getAuth(services).handler(
      new Request(`${services.env.PUBLIC_URL}${AUTH_BASE_PATH}/sign-in/email`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ email, password: input.password, rememberMe: true }),
      }),
    );
    if (!response.ok) {
      const body = (await response.json().catch(() => ({}))) as { code?: string; message?: string };
      const message = signInErrorMessage({ status: response.status, code: body.code, message: body.message });
      const reason =
        message === SIGN_IN_MESSAGES.tooManyRequests
          ? 'rate_limited_ip'
          : message === SIGN_IN_MESSAGES.invalidCredentials
            ? 'invalid_credentials'
            : 'error';
      await recordSignInFailure(services, subject, client, { reason, status: response.status });
      if (reason === 'rate_limited_ip') {
        // Better Auth's per-address limit says when the next attempt is allowed.
        const seconds = Number(response.headers.get('x-retry-after'));
        return {
          ok: false,
          status: 429,
          message: seconds > 0 ? signInLockedMessage(Math.ceil(seconds / 60)) : message,
        };
      }
      const shown =
        reason === 'invalid_credentials' ? await failureMessage(services, subject, client, message) : message;
      return { ok: false, status: 400, message: shown };
    }
    const body = (await response.json()) as { user?: { id?: string }; twoFactorRedirect?: boolean };
    if (body.twoFactorRedirect) {
      // Correct password, TOTP on: no session yet, only the signed cookie of the pending second step.
      return { ok: 'second-factor', setCookies: response.headers.getSetCookie() };
    }
    const userId = body.user?.id;
    if (!userId) return { ok: false, status: 500, message: SIGN_IN_MESSAGES.unexpected };
    const [user] = await services.db
      .select({ mustChangePassword: users.mustChangePassword })
      .from(users)
      .where(eq(users.id, userId));
    const previousToken = sessionTokenOf(input.previousCookie ?? null);
    if (previousToken) await services.db.delete(sessions).where(eq(sessions.token, previousToken));
    await recordAudit(services.db, {
      action: 'sign_in',
      actorUserId: userId,
      actorEmail: email,
      detail: { ip: input.clientIp, ...(input.deviceId ? { device: input.deviceId } : {}) },
    });
    return {
      ok: true,
      userId,
      mustChangePassword: Boolean(user?.mustChangePassword),
      setCookies: response.headers.getSetCookie(),
    };
  } catch (error) {
    services.logger?.error({ err: error }, 'sign-in failed unexpectedly');
    return { ok: false, status: 500, message: SIGN_IN_MESSAGES.unexpected };
  }
}

/** Ends the request's session; returns the Set-Cookie lines that remove the cookie. Throws on failure. */
export async function signOut(services: AuthServices, request: Request, user: StaffUser | null): Promise<string[]> {
  // Deleted here first so that a database failure is reported (Better Auth's sign-out ignores it).
  const token = sessionTokenOf(request.headers.get('cookie'));
  if (token) await services.db.delete(sessions).where(eq(sessions.token, token));
  const { headers } = await getAuth(services).api.signOut({ headers: request.headers, returnHeaders: true });
  if (user) await recordAudit(services.db, { action: 'sign_out', actorUserId: user.id, actorEmail: user.email });
  return headers.getSetCookie();
}
