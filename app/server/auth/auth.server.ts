// The one Better Auth instance per AppServices: e-mail + password, database sessions in our own tables
// (schema.ts), database-backed rate limit keyed by the client address that Express resolved.
import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError } from 'better-auth/api';
import { twoFactor } from 'better-auth/plugins/two-factor';
import { eq } from 'drizzle-orm';
import { company } from '#app/company';
import {
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  SESSION_ABSOLUTE_LIFETIME_S,
  SIGN_IN_IP_LIMIT,
} from '#app/domain/staff-access/policy';
import { isDatabaseUnavailableError } from '#app/server/db/availability.server';
import type { Db } from '#app/server/db/client.server';
import { accounts, rateLimits, sessions, twoFactors, users, verifications } from '#app/server/db/schema';
import type { AppServices } from '#app/server/services.server';

export const AUTH_BASE_PATH = '/api/auth';

/**
 * Better Auth endpoints we don't offer over HTTP: account changes go through our own use cases
 * (password policy, audit log, forced change of one-time passwords), and there is no self sign-up.
 * Left open: /sign-in/email, /get-session, /sign-out, /ok, /error. The two-factor endpoints are called
 * only on the server (two-factor.server.ts, through `auth.api`), never over HTTP.
 */
const DISABLED_PATHS = [
  '/account-info',
  '/change-email',
  '/change-password',
  '/delete-user',
  '/delete-user/callback',
  '/get-access-token',
  '/link-social',
  '/list-accounts',
  '/list-sessions',
  '/refresh-token',
  '/request-password-reset',
  '/reset-password',
  '/revoke-other-sessions',
  '/revoke-session',
  '/revoke-sessions',
  '/send-verification-email',
  '/sign-in/social',
  '/sign-up/email',
  '/unlink-account',
  '/update-session',
  '/update-user',
  '/verify-email',
  '/verify-password',
  '/totp/generate',
  '/two-factor/disable',
  '/two-factor/enable',
  '/two-factor/generate-backup-codes',
  '/two-factor/get-totp-uri',
  '/two-factor/send-otp',
  '/two-factor/verify-backup-code',
  '/two-factor/verify-otp',
  '/two-factor/verify-totp',
  '/two-factor/view-backup-codes',
];

/** A library's log message if it is one short line that can't be quoting data, else a placeholder. */
export function libraryMessage(message: unknown): string {
  if (typeof message !== 'string') return 'message withheld';
  const line = message.split(/\r|\n/)[0]?.trim() ?? '';
  if (!line || line.length > 160 || line !== message.trim() || /query|param|@|["'`=]|\d{3,}/i.test(line))
    return 'message withheld';
  return line;
}

/** The services Better Auth needs; tests pass a subset of AppServices. */
export type AuthServices = Pick<AppServices, 'db' | 'secret' | 'env'> & { logger?: AppServices['logger'] };

function createAuth(services: AuthServices) {
  const { db, env } = services;
  const secure = env.PUBLIC_URL.startsWith('https://');
  return betterAuth({
    appName: 'Krankenfahrt',
    baseURL: env.PUBLIC_URL,
    basePath: AUTH_BASE_PATH,
    secret: services.secret,
    telemetry: { enabled: false },
    disabledPaths: DISABLED_PATHS,
    trustedOrigins: [new URL(env.PUBLIC_URL).origin],
    database: drizzleAdapter(db, {
      provider: 'pg',
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        twoFactor: twoFactors,
        rateLimit: rateLimits,
      },
    }),
    emailAndPassword: {
      enabled: true,
      // Accounts are created by the owner (Benutzer screen) or the operator (npm run user:create).
      disableSignUp: true,
      minPasswordLength: PASSWORD_MIN_LENGTH,
      maxPasswordLength: PASSWORD_MAX_LENGTH,
      autoSignIn: false,
      revokeSessionsOnPasswordReset: true,
    },
    user: {
      additionalFields: {
        role: { type: 'string', required: false, defaultValue: 'disposition', input: false },
        mustChangePassword: { type: 'boolean', required: false, defaultValue: false, input: false },
        banned: { type: 'boolean', required: false, defaultValue: false, input: false },
      },
      changeEmail: { enabled: false },
      deleteUser: { enabled: false },
    },
    session: {
      // Absolute lifetime: never extended. The idle timeout is checked by the guard (guard.server.ts).
      expiresIn: SESSION_ABSOLUTE_LIFETIME_S,
      disableSessionRefresh: true,
      cookieCache: { enabled: false },
    },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      max: 100,
      customRules: {
        // Off for the password step: its limiter counts every request, successful sign-ins too (and restarts
        // its window only after a quiet one), so a busy office behind one address was locked out after about
        // 30 sign-ins. signInLock (sign-in.server.ts) runs first on every sign-in and counts only failures,
        // per account and per address; this handler is not reachable from outside.
        '/sign-in/email': false,
        '/change-password': { window: SIGN_IN_IP_LIMIT.windowS, max: services.env.SIGN_IN_IP_LIMIT },
      },
    },
    advanced: {
      useSecureCookies: secure,
      cookiePrefix: 'kf',
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', secure, path: '/' },
      ipAddress: { ipAddressHeaders: ['x-kf-client-ip'] },
    },
    databaseHooks: {
      session: {
        create: {
          // A deactivated account gets no session, whichever way the sign-in came in.
          before: async (session) => {
            const [user] = await (db as Db)
              .select({ banned: users.banned })
              .from(users)
              .where(eq(users.id, session.userId));
            if (!user || user.banned)
              throw new APIError('UNAUTHORIZED', {
                message: 'Invalid email or password',
                code: 'INVALID_EMAIL_OR_PASSWORD',
              });
          },
        },
      },
    },
    plugins: [
      // Optional TOTP second factor (RFC 6238: SHA-1, 30 s, 6 digits) with 10 single-use backup codes;
      // our tables `two_factors` / `users.two_factor_enabled` (model twoFactor, field twoFactorEnabled).
      twoFactor({
        issuer: company.name,
        totpOptions: { digits: 6, period: 30 },
        backupCodeOptions: { amount: 10, length: 10, storeBackupCodes: 'encrypted' },
        // A pending second step (after the correct password) is valid for 10 minutes.
        twoFactorCookieMaxAge: 600,
      }),
    ],
    logger: {
      level: 'warn',
      // Into our pino log (never the console), as one line: its fixed texts ("Invalid password"), but a
      // message that could quote data (a failed query with its parameters, an address) is withheld, and an
      // error argument is reduced to class and code by the logger's serializer.
      log: (level, message, ...args) => {
        const target = services.logger;
        if (!target) return;
        const error = args.find((arg) => arg instanceof Error);
        const fields = { source: 'better-auth', ...(error ? { err: error } : {}) };
        // The database away (a restart) is the 503's warning, not an error of ours (decision 259).
        if (level === 'error' && !isDatabaseUnavailableError(error)) target.error(fields, libraryMessage(message));
        else target.warn(fields, libraryMessage(message));
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

const instances = new WeakMap<object, Auth>();

/** The Better Auth instance of these services (created on first use, then reused). */
export function getAuth(services: AuthServices): Auth {
  let auth = instances.get(services);
  if (!auth) {
    auth = createAuth(services);
    instances.set(services, auth);
  }
  return auth;
}
