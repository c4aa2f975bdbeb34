// Sign-in and sign-out for the /login form and the shell's sign-out button. Sign-in goes through Better
// Auth's HTTP handler (so its per-IP rate limit applies) with a per-account limit of our own in front;
// every attempt is written to the audit log (never the password).
import { and, count, eq, gte, sql } from 'drizzle-orm';
import { SIGN_IN_ACCOUNT_LIMIT, SIGN_IN_MESSAGES, signInErrorMessage } from '../../domain/staff-access/policy';
import { auditLog, sessions, users } from '../db/schema';
import { AUTH_BASE_PATH, getAuth, type AuthServices } from './auth.server';
import { recordAudit } from './audit.server';
import { normaliseEmail } from './accounts.server';
import type { StaffUser } from './guard.server';

export type SignInResult =
  | { ok: true; userId: string; mustChangePassword: boolean; setCookies: string[] }
  | { ok: false; status: number; message: string };

/** After the correct password of an account with TOTP on: the code is asked next (two-factor.server.ts). */
export type PasswordSignInResult = SignInResult | { ok: 'second-factor'; setCookies: string[] };

async function recentFailures(services: AuthServices, email: string): Promise<number> {
  const since = new Date(Date.now() - SIGN_IN_ACCOUNT_LIMIT.windowMs);
  const [row] = await services.db
    .select({ n: count() })
    .from(auditLog)
    .where(
      and(
        eq(auditLog.action, 'sign_in_failed'),
        eq(auditLog.actorEmail, email),
        gte(auditLog.at, since),
        sql`${auditLog.detail}->>'reason' in ('invalid_credentials', 'invalid_two_factor_code')`,
      ),
    );
  return row?.n ?? 0;
}

/** Whether the account has had too many failed sign-ins (wrong passwords or codes) recently. */
export async function isAccountSignInLimited(services: AuthServices, email: string): Promise<boolean> {
  return (await recentFailures(services, email)) >= SIGN_IN_ACCOUNT_LIMIT.max;
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
  input: { email: string; password: string; clientIp: string; userAgent?: string | null; previousCookie?: string | null },
): Promise<PasswordSignInResult> {
  const email = normaliseEmail(input.email);
  try {
    if (await isAccountSignInLimited(services, email)) {
      await recordAudit(services.db, { action: 'sign_in_failed', actorEmail: email, detail: { reason: 'rate_limited_account', ip: input.clientIp } });
      return { ok: false, status: 429, message: SIGN_IN_MESSAGES.tooManyRequests };
    }
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
        message === SIGN_IN_MESSAGES.tooManyRequests ? 'rate_limited_ip' : message === SIGN_IN_MESSAGES.invalidCredentials ? 'invalid_credentials' : 'error';
      await recordAudit(services.db, { action: 'sign_in_failed', actorEmail: email, detail: { reason, ip: input.clientIp, status: response.status } });
      return { ok: false, status: response.status === 429 ? 429 : 400, message };
    }
    const body = (await response.json()) as { user?: { id?: string }; twoFactorRedirect?: boolean };
    if (body.twoFactorRedirect) {
      // Correct password, TOTP on: no session yet, only the signed cookie of the pending second step.
      return { ok: 'second-factor', setCookies: response.headers.getSetCookie() };
    }
    const userId = body.user?.id;
    if (!userId) return { ok: false, status: 500, message: SIGN_IN_MESSAGES.unexpected };
    const [user] = await services.db.select({ mustChangePassword: users.mustChangePassword }).from(users).where(eq(users.id, userId));
    const previousToken = sessionTokenOf(input.previousCookie ?? null);
    if (previousToken) await services.db.delete(sessions).where(eq(sessions.token, previousToken));
    await recordAudit(services.db, { action: 'sign_in', actorUserId: userId, actorEmail: email, detail: { ip: input.clientIp } });
    return { ok: true, userId, mustChangePassword: Boolean(user?.mustChangePassword), setCookies: response.headers.getSetCookie() };
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
