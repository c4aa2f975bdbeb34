// The server-side guard of every /app page, staff action and staff resource route: session (with idle
// timeout), same-origin check for mutations (CSRF), forced password change and the permission table.
import { and, eq, lt } from 'drizzle-orm';
import { createContext, redirect, RouterContextProvider } from 'react-router';
import { accessOf, can, homeOf, type Capability } from '#app/domain/staff-access/permissions';
import {
  isStaffRole,
  SESSION_IDLE_TIMEOUT_MS,
  SESSION_TOUCH_INTERVAL_MS,
  type StaffRole,
} from '#app/domain/staff-access/policy';
import type { Actor } from '#app/server/bookings/booking-events.server';
import { sessions } from '#app/server/db/schema';
import { CROSS_ORIGIN_MESSAGE } from '#app/server/http/cross-origin.server';
import { failedForDatabaseAbsence } from '#app/server/db/availability.server';
import type { AppServices, RequestLoadContext } from '#app/server/services.server';
import { getAuth, type AuthServices } from './auth.server';
import { recordAudit } from './audit.server';

export type StaffUser = { id: string; email: string; name: string; role: StaffRole };

export type StaffSession = { user: StaffUser; sessionId: string; mustChangePassword: boolean };

export type RequireStaffOptions = {
  /**
   * What the request does beyond opening its URL (an intent of a screen, such as the series horizon), on
   * top of what the URL's area and part need (permissions.ts, STAFF_AREAS).
   */
  capability?: Capability;
  /** For the password-change screen itself: a user who must change the password may pass. */
  allowPendingPasswordChange?: boolean;
};

const NO_STORE = { 'Cache-Control': 'no-store' };

/** The answer (403) to a request its user's role may not make. */
const FORBIDDEN_MESSAGE = 'Für diesen Bereich fehlt Ihnen die Berechtigung.';

function refuse(status: 401 | 403, message: string): Response {
  return new Response(message, { status, headers: { ...NO_STORE, 'Content-Type': 'text/plain; charset=utf-8' } });
}

export function isMutation(request: Request): boolean {
  const method = request.method.toUpperCase();
  return method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS';
}

/** A browser navigation (a page load), as opposed to a fetch, an event stream or a data request. */
function isDocumentRequest(request: Request): boolean {
  const mode = request.headers.get('sec-fetch-mode');
  const dest = request.headers.get('sec-fetch-dest');
  if (mode === 'navigate' || dest === 'document') return true;
  if (mode || dest) return false;
  return (request.headers.get('accept') ?? '').includes('text/html');
}

/**
 * Whether a request comes from our own pages. `Origin` must be our public origin (or the origin the
 * request was addressed to); without `Origin`, `Sec-Fetch-Site` must say same-origin. Requests with
 * neither (non-browser clients) can't be cross-site forgeries and pass.
 */
export function isSameOriginRequest(request: Request, publicUrl: string): boolean {
  const origin = request.headers.get('origin');
  if (origin !== null) {
    const allowed = new Set([new URL(publicUrl).origin, new URL(request.url).origin]);
    return allowed.has(origin);
  }
  const site = request.headers.get('sec-fetch-site');
  if (site !== null) return site === 'same-origin';
  return true;
}

function pathOf(request: Request): { pathname: string; target: string } {
  const url = new URL(request.url);
  return { pathname: url.pathname, target: `${url.pathname}${url.search}` };
}

/** What the guards need of a loader's or action's context (React Router's, or a test's). */
type GuardContext = Pick<RequestLoadContext, 'services'>;

const UNREAD = 'unread' as const;

/** The request's staff session, read once by the /app middleware (staff-context.server.ts): null without a valid one. */
export const staffSessionContext = createContext<StaffSession | null | typeof UNREAD>(UNREAD);

/** The session the middleware read for this request, or undefined when it did not run (a direct call). */
export function sessionReadForRequest(context: unknown): StaffSession | null | undefined {
  if (!(context instanceof RouterContextProvider)) return undefined;
  const value = context.get(staffSessionContext);
  return value === UNREAD ? undefined : value;
}

/**
 * The signed-in staff user of this request, or null. Ends the session (and returns null) when it has
 * been idle too long or its account is deactivated; records activity at most once a minute.
 */
export async function getStaffSession(
  request: Request,
  services: AuthServices & { dbHandle?: Pick<AppServices['dbHandle'], 'availability'> },
): Promise<StaffSession | null> {
  if (!request.headers.get('cookie')) return null;
  const auth = getAuth(services);
  let result: Awaited<ReturnType<typeof auth.api.getSession>>;
  try {
    result = await auth.api.getSession({ headers: request.headers, query: { disableRefresh: true } });
  } catch (error) {
    // The database away is not "signed out": the request fails (503, database-unavailable.server.ts)
    // and the session stays. Better Auth may hide the cause, so the instance's view counts as well.
    if (failedForDatabaseAbsence(services.dbHandle?.availability, error)) throw error;
    return null;
  }
  if (!result) return null;
  const { session, user } = result;
  const now = Date.now();
  const lastActive = new Date(session.updatedAt).getTime();
  if (user.banned || !isStaffRole(user.role)) {
    await services.db.delete(sessions).where(eq(sessions.userId, user.id));
    return null;
  }
  if (now - lastActive > SESSION_IDLE_TIMEOUT_MS) {
    await services.db.delete(sessions).where(eq(sessions.id, session.id));
    await recordAudit(services.db, {
      action: 'session_expired',
      actorUserId: user.id,
      actorEmail: user.email,
      detail: { reason: 'idle' },
    });
    return null;
  }
  if (now - lastActive > SESSION_TOUCH_INTERVAL_MS) {
    await services.db
      .update(sessions)
      .set({ updatedAt: new Date(now) })
      .where(and(eq(sessions.id, session.id), lt(sessions.updatedAt, new Date(now))));
  }
  return {
    user: { id: user.id, email: user.email, name: user.name, role: user.role },
    sessionId: session.id,
    mustChangePassword: Boolean(user.mustChangePassword),
  };
}

/**
 * Returns the signed-in staff user or throws the response that refuses the request:
 * - a mutation from another origin: 403 (nothing happens; recorded as denied access);
 * - no valid session: a redirect to /login?redirectTo=… for a page load, else 401;
 * - a password that must be changed first: a redirect to /app/password for a page load, else 403;
 * - an area that is not its role's (a driver in the back office, office staff in the drivers' app; a path
 *   outside every area): a redirect to its own start for a page load, else 403;
 * - a capability it lacks (the URL's part such as /app/users, /app/settings, or options.capability): 403.
 * Both from the one permission table (app/domain/staff-access/permissions.ts).
 */
export async function requireStaff(
  request: Request,
  context: GuardContext,
  options: RequireStaffOptions = {},
): Promise<StaffUser> {
  return (await requireStaffSession(request, context, options)).user;
}

/** As requireStaff, but returns the whole session (id, pending password change). */
export async function requireStaffSession(
  request: Request,
  context: GuardContext,
  options: RequireStaffOptions = {},
): Promise<StaffSession> {
  const { services } = context;
  const { pathname, target } = pathOf(request);
  const mutation = isMutation(request);

  if (mutation && !isSameOriginRequest(request, services.env.PUBLIC_URL)) {
    await recordAudit(services.db, {
      action: 'access_denied',
      detail: { reason: 'cross_origin', method: request.method, path: pathname },
    });
    throw refuse(403, CROSS_ORIGIN_MESSAGE);
  }

  // Read once per request by the /app middleware (staff-context.server.ts); read here when called without it.
  const read = sessionReadForRequest(context);
  const staff = read === undefined ? await getStaffSession(request, services) : read;
  if (!staff) {
    if (!mutation && isDocumentRequest(request)) {
      throw redirect(`/login?redirectTo=${encodeURIComponent(target)}`, { headers: NO_STORE });
    }
    throw refuse(401, 'Bitte melden Sie sich an.');
  }

  if (staff.mustChangePassword && !options.allowPendingPasswordChange) {
    if (!mutation && isDocumentRequest(request)) throw redirect('/app/password', { headers: NO_STORE });
    throw refuse(403, 'Bitte ändern Sie zuerst Ihr Passwort.');
  }

  const access = accessOf(pathname);
  if (!access || !can(staff.user, access.area)) {
    await recordAudit(services.db, {
      action: 'access_denied',
      actorUserId: staff.user.id,
      actorEmail: staff.user.email,
      detail: { reason: 'area', role: staff.user.role, method: request.method, path: pathname },
    });
    if (!mutation && isDocumentRequest(request)) throw redirect(homeOf(staff.user.role), { headers: NO_STORE });
    throw refuse(403, FORBIDDEN_MESSAGE);
  }

  const lacking = [access.part, options.capability].find((capability) => capability && !can(staff.user, capability));
  if (lacking) {
    await recordAudit(services.db, {
      action: 'access_denied',
      actorUserId: staff.user.id,
      actorEmail: staff.user.email,
      detail: {
        reason: 'capability',
        capability: lacking,
        role: staff.user.role,
        method: request.method,
        path: pathname,
      },
    });
    throw refuse(403, FORBIDDEN_MESSAGE);
  }
  return staff;
}

/** The author of a history entry (booking events and the like) for a staff user. */
export function actorOf(user: StaffUser): Actor {
  return { userId: user.id, label: user.name.trim() || user.email };
}
