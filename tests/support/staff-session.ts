// Signed-in requests for integration tests of staff loaders, actions and resource routes:
//
//   const { db } = await createTestDb();
//   const staff = await createStaffSession(db, { role: 'disposition' });
//   await loader({ request: staff.request('/app/bookings'), context: staff.context, params: {} });
//   await action({ request: staff.request('/app/drivers', { method: 'POST', body: form }), context: staff.context, params: {} });
//
// `staff.request` adds the session cookie and, for mutations, our own Origin (the guard refuses others).
// Use `anonymousRequest`/`staff.context` for the signed-out case. Every session of one database shares
// the same services object (and so the same Better Auth instance and secret).
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import type { AppLoadContext } from 'react-router';
import type { StaffRole } from '../../app/domain/staff-access/policy';
import { createStaffAccount } from '../../app/server/auth/accounts.server';
import { createDriverAccount } from '../../app/server/driver-app/driver-accounts.server';
import { drivers } from '../../app/server/db/schema';
import { getAuth } from '../../app/server/auth/auth.server';
import type { StaffUser } from '../../app/server/auth/guard.server';
import { ALWAYS_AVAILABLE } from '../../app/server/db/availability.server';
import type { Db, DbHandle } from '../../app/server/db/client.server';
import { parseEnv } from '../../app/server/env.server';
import { loadContextOf, type AppServices } from '../../app/server/services.server';

export const TEST_PUBLIC_URL = 'http://localhost:3000';

const servicesByDb = new WeakMap<Db, AppServices>();

function isServices(value: Db | AppServices): value is AppServices {
  return typeof value === 'object' && value !== null && 'db' in value && 'env' in value;
}

/** AppServices around a test database (one per database, reused): test env, silent logger. */
export function createTestServices(db: Db, handle?: DbHandle, env: Record<string, string> = {}): AppServices {
  const existing = servicesByDb.get(db);
  if (existing) return existing;
  const services: AppServices = {
    env: parseEnv({ NODE_ENV: 'test', PUBLIC_URL: TEST_PUBLIC_URL, DEMO_DATA: 'false', LOG_LEVEL: 'silent', ...env }),
    db,
    dbHandle:
      handle ??
      ({
        db,
        kind: 'pglite',
        listen: async () => async () => {},
        availability: ALWAYS_AVAILABLE,
        notificationsConnected: () => true,
        close: async () => {},
      } satisfies DbHandle),
    secret: `test-secret-${'x'.repeat(40)}`,
    dataDir: join(tmpdir(), `kf-test-${randomBytes(4).toString('hex')}`),
    logger: pino({ level: 'silent' }),
    shutdownSignal: new AbortController().signal,
  };
  servicesByDb.set(db, services);
  return services;
}

/** The load context React Router gives loaders and actions. */
export function testContext(services: AppServices): AppLoadContext {
  // The real kind of context (a RouterContextProvider carrying the services), typed as the tests' routes
  // expect it when called directly.
  return loadContextOf({ services, cspNonce: '', requestId: 'test-request' }) as unknown as AppLoadContext;
}

export type StaffSessionForTest = {
  user: StaffUser;
  password: string;
  /** `Cookie` header value of the session. */
  cookie: string;
  services: AppServices;
  context: AppLoadContext;
  /** A request to `path` (relative to the test PUBLIC_URL) with the session cookie (and Origin for mutations). */
  request: (path: string, init?: RequestInit) => Request;
};

/** Builds a request like a browser on our site would; mutations carry our Origin. */
export function anonymousRequest(
  path: string,
  init: RequestInit = {},
  extraHeaders: Record<string, string> = {},
): Request {
  const headers = new Headers(init.headers);
  const method = (init.method ?? 'GET').toUpperCase();
  if (method !== 'GET' && method !== 'HEAD' && !headers.has('origin')) headers.set('origin', TEST_PUBLIC_URL);
  for (const [name, value] of Object.entries(extraHeaders)) headers.set(name, value);
  return new Request(new URL(path, TEST_PUBLIC_URL), { ...init, headers });
}

let counter = 0;

/** Creates a staff account of the role (default inhaber) and signs it in through Better Auth. */
export async function createStaffSession(
  dbOrServices: Db | AppServices,
  options: { role?: StaffRole; email?: string; name?: string } = {},
): Promise<StaffSessionForTest> {
  const services = isServices(dbOrServices) ? dbOrServices : createTestServices(dbOrServices);
  const role = options.role ?? 'inhaber';
  counter += 1;
  const email = options.email ?? `${role}-${counter}-${randomBytes(3).toString('hex')}@test.example`;
  const password = `Test-${randomBytes(12).toString('base64url')}`;
  const { account } = await createStaffAccount(services.db, null, {
    email,
    name: options.name ?? `Test ${role} ${counter}`,
    role,
    password,
  });
  return signedIn(services, account, password);
}

/** Signs the account in and wraps its cookie into requests. */
async function signedIn(
  services: AppServices,
  account: Pick<StaffUser, 'id' | 'email' | 'name' | 'role'>,
  password: string,
): Promise<StaffSessionForTest> {
  const cookie = await signInCookie(services, account.email, password);
  const user: StaffUser = { id: account.id, email: account.email, name: account.name, role: account.role };
  return {
    user,
    password,
    cookie,
    services,
    context: testContext(services),
    request: (path, init = {}) => {
      const headers = new Headers(init.headers);
      headers.set('cookie', [headers.get('cookie'), cookie].filter(Boolean).join('; '));
      return anonymousRequest(path, { ...init, headers });
    },
  };
}

export type DriverSessionForTest = StaffSessionForTest & { driverId: string };

/** A driver record (or the given one) with its drivers' app account (role fahrer, issue 20), signed in. */
export async function createDriverSession(
  dbOrServices: Db | AppServices,
  options: { driverId?: string; name?: string } = {},
): Promise<DriverSessionForTest> {
  const services = isServices(dbOrServices) ? dbOrServices : createTestServices(dbOrServices);
  counter += 1;
  const email = `fahrer-${counter}-${randomBytes(3).toString('hex')}@test.example`;
  let driverId = options.driverId;
  if (driverId) {
    await services.db.update(drivers).set({ email }).where(eq(drivers.id, driverId));
  } else {
    const [driver] = await services.db
      .insert(drivers)
      .values({ name: options.name ?? `Fahrer ${counter}`, phone: '0171 0000000', email })
      .returning();
    driverId = driver!.id;
  }
  const password = `Test-${randomBytes(12).toString('base64url')}`;
  const created = await createDriverAccount(services.db, null, driverId, { password });
  if (!created.ok) throw new Error(`driver account not created: ${created.code}`);
  return { ...(await signedIn(services, created.value.account, password)), driverId };
}

/** Signs in with e-mail and password and returns the session's `Cookie` header value. */
export async function signInCookie(services: AppServices, email: string, password: string): Promise<string> {
  const auth = getAuth(services);
  const { headers } = await auth.api.signInEmail({
    body: { email, password },
    headers: new Headers({ 'x-kf-client-ip': '127.0.0.1' }),
    returnHeaders: true,
  });
  return cookieFromSetCookie(headers.getSetCookie());
}

/** `name=value; name2=value2` from Set-Cookie header values (expired cookies left out). */
export function cookieFromSetCookie(setCookies: string[]): string {
  return setCookies
    .filter((line) => !/;\s*max-age=0\b/i.test(line))
    .map((line) => line.split(';')[0]!)
    .join('; ');
}
