// Start-up hook of staff access: the owner account on an empty users table (its one-time password
// printed once for the operator), `Cache-Control: no-store` on every staff response (/login, /app/*,
// their data requests), and a closed /api/auth: Better Auth runs only in-process, behind our use cases
// (sign-in.server.ts, two-factor.server.ts), so none of its endpoints can skip their limits and audit log.
import { count } from 'drizzle-orm';
import type express from 'express';
import type { StartedHook } from '#app/server/bootstrap.server';
import type { Db } from '#app/server/db/client.server';
import { users } from '#app/server/db/schema';
import type { AppServices } from '#app/server/services.server';
import { createStaffAccount } from './accounts.server';
import { AUTH_BASE_PATH } from './auth.server';

const STAFF_PATH = /^\/(?:app|login|logout|api\/auth)(?:[/.?]|$)/;

/**
 * Creates the owner (role inhaber) when there is no account yet. Returns the one-time password to show
 * once, '' when the password came from OWNER_INITIAL_PASSWORD, or null when accounts existed already.
 */
export async function ensureOwnerAccount(db: Db, email: string, initialPassword?: string): Promise<string | null> {
  const [row] = await db.select({ n: count() }).from(users);
  if ((row?.n ?? 0) > 0) return null;
  const { oneTimePassword } = await createStaffAccount(
    db,
    null,
    { email, name: 'Inhaber', role: 'inhaber', password: initialPassword },
    { auditAction: 'owner_created' },
  );
  return oneTimePassword ?? '';
}

/**
 * `Cache-Control: no-store` on every staff response, whatever the route set: applied when the headers
 * are written, so it replaces (rather than duplicates) a value a route appended.
 */
export function noStoreForStaff(req: express.Request, res: express.Response, next: express.NextFunction): void {
  if (STAFF_PATH.test(req.path)) {
    const writeHead = res.writeHead;
    res.writeHead = function writeHeadNoStore(this: express.Response, ...args: Parameters<typeof writeHead>) {
      if (!this.headersSent) this.setHeader('Cache-Control', 'no-store');
      return writeHead.apply(this, args);
    } as typeof writeHead;
  }
  next();
}

/**
 * Every path under /api/auth: 404. The back office needs none of them (sign-in and sign-out are form
 * posts to /login and /logout, the session is read on the server), and each open one was a way around the
 * sign-in limits (sign-in/email), or a leak (get-session returned the session token in JSON).
 */
export function closedAuthApi(_req: express.Request, res: express.Response): void {
  res.status(404).setHeader('Cache-Control', 'no-store');
  res.type('text/plain; charset=utf-8').send('Diese Adresse gibt es nicht.');
}

export async function startStaffAccess(services: AppServices): Promise<StartedHook> {
  const email = services.env.OWNER_EMAIL.toLowerCase();
  const oneTimePassword = await ensureOwnerAccount(services.db, email, services.env.OWNER_INITIAL_PASSWORD);
  if (oneTimePassword !== null) services.logger.info('owner account created');
  return {
    mount(app) {
      app.use(noStoreForStaff);
      app.all([AUTH_BASE_PATH, `${AUTH_BASE_PATH}/*splat`], closedAuthApi);
    },
    announce(print) {
      if (oneTimePassword === null) return;
      const shown = oneTimePassword || '(Passwort aus OWNER_INITIAL_PASSWORD / password from OWNER_INITIAL_PASSWORD)';
      print('');
      print(`Mitarbeiter-Anmeldung / Staff login: ${email} / ${shown}`);
      if (oneTimePassword) {
        print('Einmalpasswort: wird nur jetzt angezeigt und muss bei der ersten Anmeldung geändert werden.');
        print('One-time password: shown only now; it must be changed at the first sign-in.');
      }
    },
  };
}
