// Optional TOTP second factor per staff account (Better Auth's twoFactor plugin, called only here on the
// server): switching it on (password, then a first code), off (password), and the second sign-in step.
// Every change and every refused code is written to the audit log (never a code or a secret).
import { APIError } from 'better-auth/api';
import { eq } from 'drizzle-orm';
import { PASSWORD_MAX_LENGTH, SIGN_IN_MESSAGES } from '#app/domain/staff-access/policy';
import { sessions, users } from '#app/server/db/schema';
import { getAuth, type AuthServices } from './auth.server';
import { recordAudit } from './audit.server';
import type { StaffUser } from './guard.server';
import {
  failureMessage,
  recordSignInFailure,
  refuseIfLimited,
  sessionTokenOf,
  type SignInClient,
  type SignInResult,
  type SignInSubject,
} from './sign-in.server';

export const TWO_FACTOR_MESSAGES = {
  invalidCode: 'Der Code ist ungültig. Bitte versuchen Sie es erneut.',
  missingCode: 'Bitte geben Sie den Bestätigungscode ein.',
  wrongPassword: 'Das Passwort ist nicht korrekt.',
  missingPassword: 'Bitte geben Sie Ihr aktuelles Passwort ein.',
  alreadyEnabled: 'Die Zwei-Faktor-Anmeldung ist bereits eingeschaltet.',
  expired: 'Die Anmeldung ist abgelaufen. Bitte melden Sie sich erneut mit E-Mail und Passwort an.',
  locked: 'Zu viele falsche Codes. Bitte versuchen Sie es später erneut.',
} as const;

export type Outcome<T> = ({ ok: true } & T) | { ok: false; message: string };

function codeOf(error: unknown): string | undefined {
  if (error instanceof APIError) {
    const body = error.body as { code?: string } | undefined;
    return body?.code;
  }
  return undefined;
}

/** A code as typed: spaces removed; six digits are a TOTP code, anything else a backup code. */
export function normaliseCode(raw: string): { kind: 'totp' | 'backup'; code: string } | null {
  const compact = raw.replace(/\s+/g, '');
  if (!compact) return null;
  if (/^\d{6}$/.test(compact)) return { kind: 'totp', code: compact };
  if (compact.length > 40) return null;
  return { kind: 'backup', code: compact };
}

/** The Base32 secret of an otpauth:// URI, in groups of four for typing into an authenticator app. */
export function groupedSecretOf(totpUri: string): string {
  const secret = new URL(totpUri).searchParams.get('secret') ?? '';
  return secret.match(/.{1,4}/g)?.join(' ') ?? '';
}

/**
 * The field message for the current password before Better Auth sees it: none given, or longer than any
 * password can be (Better Auth would throw PASSWORD_TOO_LONG, which used to end in a 500).
 */
export function currentPasswordProblem(password: string): string | null {
  if (!password) return TWO_FACTOR_MESSAGES.missingPassword;
  if (password.length > PASSWORD_MAX_LENGTH) return TWO_FACTOR_MESSAGES.wrongPassword;
  return null;
}

/**
 * The account whose second sign-in step the pending two-factor cookie belongs to, or null when there is
 * no such (unexpired) step. Read from Better Auth's verification record, so the limits key on the account
 * whatever e-mail the form carries.
 */
export async function pendingSecondFactorSubject(
  services: AuthServices,
  cookieHeader: string | null,
): Promise<SignInSubject | null> {
  const value = cookieValue(cookieHeader, 'kf.two_factor');
  if (!value) return null;
  // A signed cookie is `<identifier>.<signature>`; Better Auth checks the signature when the code is verified.
  const identifier = value.slice(0, value.lastIndexOf('.'));
  if (!identifier) return null;
  const context = await getAuth(services).$context;
  const record = await context.internalAdapter.findVerificationValue(identifier);
  if (!record || new Date(record.expiresAt).getTime() < Date.now()) return null;
  const [user] = await services.db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(eq(users.id, record.value));
  return user ? { userId: user.id, email: user.email } : null;
}

function cookieValue(cookieHeader: string | null, suffix: string): string | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at < 0) continue;
    const name = part.slice(0, at).trim();
    if (name === suffix || name === `__Secure-${suffix}`) {
      try {
        return decodeURIComponent(part.slice(at + 1).trim());
      } catch {
        return null;
      }
    }
  }
  return null;
}

export async function isTwoFactorEnabled(services: AuthServices, userId: string): Promise<boolean> {
  const [row] = await services.db.select({ on: users.twoFactorEnabled }).from(users).where(eq(users.id, userId));
  return Boolean(row?.on);
}

/**
 * Step 1 of switching TOTP on: checks the password and creates a new (unconfirmed) secret. Returns the
 * otpauth:// URI, the grouped secret and the backup codes (shown once). Not active until confirmed.
 */
export async function startTotpSetup(
  services: AuthServices,
  request: Request,
  user: StaffUser,
  password: string,
): Promise<Outcome<{ totpUri: string; secret: string; backupCodes: string[] }>> {
  const problem = currentPasswordProblem(password);
  if (problem) return { ok: false, message: problem };
  if (await isTwoFactorEnabled(services, user.id)) return { ok: false, message: TWO_FACTOR_MESSAGES.alreadyEnabled };
  try {
    const result = await getAuth(services).api.enableTwoFactor({
      headers: request.headers,
      body: { password, method: 'totp' },
    });
    if (!('totpURI' in result) || !result.totpURI || !result.backupCodes)
      return { ok: false, message: SIGN_IN_MESSAGES.unexpected };
    return {
      ok: true,
      totpUri: result.totpURI,
      secret: groupedSecretOf(result.totpURI),
      backupCodes: result.backupCodes,
    };
  } catch (error) {
    if (codeOf(error) === 'INVALID_PASSWORD') return { ok: false, message: TWO_FACTOR_MESSAGES.wrongPassword };
    if (codeOf(error) === 'TOTP_ALREADY_ENABLED') return { ok: false, message: TWO_FACTOR_MESSAGES.alreadyEnabled };
    throw error;
  }
}

/** Step 2: the first code from the app confirms the secret and switches TOTP on (the session is renewed). */
export async function confirmTotpSetup(
  services: AuthServices,
  request: Request,
  user: StaffUser,
  rawCode: string,
): Promise<Outcome<{ setCookies: string[] }>> {
  const code = normaliseCode(rawCode);
  if (!code) return { ok: false, message: TWO_FACTOR_MESSAGES.missingCode };
  if (code.kind !== 'totp') return { ok: false, message: TWO_FACTOR_MESSAGES.invalidCode };
  try {
    const { headers } = await getAuth(services).api.verifyTOTP({
      headers: request.headers,
      body: { code: code.code },
      returnHeaders: true,
    });
    await recordAudit(services.db, { action: 'two_factor_enabled', actorUserId: user.id, actorEmail: user.email });
    return { ok: true, setCookies: headers.getSetCookie() };
  } catch (error) {
    const reason = codeOf(error);
    if (reason === 'INVALID_CODE' || reason === 'TOTP_NOT_ENABLED') {
      await recordAudit(services.db, {
        action: 'two_factor_code_failed',
        actorUserId: user.id,
        actorEmail: user.email,
        detail: { step: 'setup' },
      });
      return { ok: false, message: TWO_FACTOR_MESSAGES.invalidCode };
    }
    throw error;
  }
}

/** Switches TOTP off again (password required); the secret and backup codes are deleted. */
export async function disableTotp(
  services: AuthServices,
  request: Request,
  user: StaffUser,
  password: string,
): Promise<Outcome<{ setCookies: string[] }>> {
  const problem = currentPasswordProblem(password);
  if (problem) return { ok: false, message: problem };
  try {
    const { headers } = await getAuth(services).api.disableTwoFactor({
      headers: request.headers,
      body: { password },
      returnHeaders: true,
    });
    await recordAudit(services.db, { action: 'two_factor_disabled', actorUserId: user.id, actorEmail: user.email });
    return { ok: true, setCookies: headers.getSetCookie() };
  } catch (error) {
    if (codeOf(error) === 'INVALID_PASSWORD') return { ok: false, message: TWO_FACTOR_MESSAGES.wrongPassword };
    throw error;
  }
}

/**
 * The second sign-in step: `cookieHeader` carries the pending two-factor cookie set after the correct
 * password; `code` is a 6-digit TOTP code or a backup code (each backup code works once). Wrong codes
 * count towards the per-account sign-in limit.
 */
export async function signInWithSecondFactor(
  services: AuthServices,
  input: { code: string; clientIp: string; deviceId?: string | null; cookieHeader: string | null },
): Promise<SignInResult> {
  const code = normaliseCode(input.code);
  const client: SignInClient = { ip: input.clientIp, deviceId: input.deviceId };
  if (!code) return { ok: false, status: 400, message: TWO_FACTOR_MESSAGES.missingCode };
  try {
    const subject = await pendingSecondFactorSubject(services, input.cookieHeader);
    if (!subject) return { ok: false, status: 400, message: TWO_FACTOR_MESSAGES.expired };
    const refused = await refuseIfLimited(services, subject, client);
    if (refused) return refused;
    const auth = getAuth(services);
    const headers = new Headers({ cookie: input.cookieHeader ?? '' });
    let answer: { headers: Headers; response: { user: { id: string; email: string } } };
    try {
      answer =
        code.kind === 'totp'
          ? await auth.api.verifyTOTP({ headers, body: { code: code.code }, returnHeaders: true })
          : await auth.api.verifyBackupCode({ headers, body: { code: code.code }, returnHeaders: true });
    } catch (error) {
      const reason = codeOf(error);
      if (reason === 'INVALID_CODE' || reason === 'INVALID_BACKUP_CODE') {
        await recordSignInFailure(services, subject, client, { reason: 'invalid_two_factor_code', kind: code.kind });
        return {
          ok: false,
          status: 400,
          message: await failureMessage(services, subject, client, TWO_FACTOR_MESSAGES.invalidCode),
        };
      }
      if (reason === 'TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE' || reason === 'ACCOUNT_TEMPORARILY_LOCKED') {
        await recordSignInFailure(services, subject, client, { reason: 'two_factor_locked' });
        return {
          ok: false,
          status: 429,
          message: reason === 'ACCOUNT_TEMPORARILY_LOCKED' ? TWO_FACTOR_MESSAGES.locked : TWO_FACTOR_MESSAGES.expired,
        };
      }
      if (reason === 'INVALID_TWO_FACTOR_COOKIE' || reason === 'TOTP_NOT_ENABLED') {
        return { ok: false, status: 400, message: TWO_FACTOR_MESSAGES.expired };
      }
      throw error;
    }
    const user = answer.response.user;
    const [row] = await services.db
      .select({ mustChangePassword: users.mustChangePassword })
      .from(users)
      .where(eq(users.id, user.id));
    const previousToken = sessionTokenOf(input.cookieHeader);
    if (previousToken) await services.db.delete(sessions).where(eq(sessions.token, previousToken));
    await recordAudit(services.db, {
      action: 'sign_in',
      actorUserId: user.id,
      actorEmail: user.email,
      detail: {
        ip: input.clientIp,
        ...(input.deviceId ? { device: input.deviceId } : {}),
        secondFactor: code.kind === 'totp' ? 'totp' : 'backup_code',
      },
    });
    return {
      ok: true,
      userId: user.id,
      mustChangePassword: Boolean(row?.mustChangePassword),
      setCookies: answer.headers.getSetCookie(),
    };
  } catch (error) {
    services.logger?.error({ err: error }, 'second sign-in step failed unexpectedly');
    return { ok: false, status: 500, message: SIGN_IN_MESSAGES.unexpected };
  }
}
