// The authorization sweep: every route of app/routes.ts under /app (walked from the route config, so
// routes added later are included automatically) and every staff action and resource route. Without a
// session each is refused (redirect to /login or 401) and the database is unchanged; a request from
// another site is refused even with a session. The access matrix (every route × every role) is generated
// from the one permission table (app/domain/staff-access/permissions.ts, decision 262): the capability a
// route's URL needs (accessOf), the intents a screen refuses on top and the flags its loader passes decide
// the expected answer; a driver (role fahrer, issue 20) only ever reaches the drivers' app at /fahrer and
// only their own legs, and office staff are kept out of the drivers' app.
import { randomUUID } from 'node:crypto';
import { resolve } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import routes from '../../app/routes';
import {
  accessOf,
  can,
  CAPABILITIES,
  homeOf,
  STAFF_AREAS,
  type Capability,
} from '../../app/domain/staff-access/permissions';
import { STAFF_ROLES, type StaffRole } from '../../app/domain/staff-access/policy';
import { queryRows } from '../../app/server/db/query-rows.server';
import { drivers, tripLegs } from '../../app/server/db/schema';
import { berlinDate } from '../../app/domain/berlin-time';
import { seedDemoData } from '../../app/server/db/seed.server';
import type { AppServices } from '../../app/server/services.server';
import {
  anonymousRequest,
  createDriverSession,
  createStaffSession,
  createTestServices,
  testContext,
  type DriverSessionForTest,
  type StaffSessionForTest,
} from '../support/staff-session';
import { createTestDb, type TestDb } from '../support/test-db';
import { insertBookingRows } from '../../app/server/rides/insert-rides.server';

type FlatRoute = { path: string; file: string; ancestors: string[] };

/** A confirmed booking whose outbound leg (built by the database trigger) goes to the given driver. */
function legBooking(values: {
  bookingNumber: string;
  vorname: string;
  nachname: string;
  datum: string;
  assignedDriverId: string;
}) {
  return {
    ...values,
    uhrzeit: '09:00',
    abholadresse: 'Lindenweg 3, 60311 Frankfurt',
    zieladresse: 'Kaiserstraße 5, 61169 Friedberg',
    status: 'confirmed' as const,
  };
}

const SHELL_FILE = 'routes/staff/app-shell.tsx';

function flatten(entries: RouteConfigEntry[], parent = '', ancestors: string[] = []): FlatRoute[] {
  const result: FlatRoute[] = [];
  for (const entry of entries) {
    const own = entry.path ?? '';
    const path = own.startsWith('/') ? own : [parent, own].filter(Boolean).join('/');
    result.push({ path: `/${path.replace(/^\/+/, '')}`, file: entry.file, ancestors });
    if (entry.children) result.push(...flatten(entry.children, path, [...ancestors, entry.file]));
  }
  return result;
}

const isDriverApp = (path: string) => path === '/fahrer' || path.startsWith('/fahrer/');
const staffRoutes = flatten(routes as RouteConfigEntry[]).filter(
  (route) => route.path === '/app' || route.path.startsWith('/app/') || isDriverApp(route.path),
);
const driverApp = staffRoutes.filter((route) => isDriverApp(route.path));

/** A concrete URL for a route path: params get a random id, splats a fixed segment. */
function concrete(path: string): string {
  return path.replace(/:[A-Za-z0-9_]+\??/g, () => randomUUID()).replace(/\*$/, 'x');
}

function paramsOf(path: string, url: string): Record<string, string> {
  const names = path.split('/');
  const values = url.split('/');
  const params: Record<string, string> = {};
  names.forEach((segment, at) => {
    if (segment.startsWith(':')) params[segment.slice(1).replace(/\?$/, '')] = values[at]!;
    if (segment === '*') params['*'] = values[at]!;
  });
  return params;
}

type RouteModule = {
  loader?: (args: { request: Request; context: unknown; params: Record<string, string> }) => unknown;
  action?: (args: { request: Request; context: unknown; params: Record<string, string> }) => unknown;
};

async function load(file: string): Promise<RouteModule> {
  return (await import(/* @vite-ignore */ resolve(__dirname, '../../app', file))) as RouteModule;
}

/** The outcome of calling a loader or action: the thrown/returned Response, or what else happened. */
async function outcome(run: () => unknown): Promise<{ status: number | null; location: string | null; note: string }> {
  try {
    const value = await run();
    if (value instanceof Response)
      return { status: value.status, location: value.headers.get('location'), note: 'returned' };
    // data(payload, init): React Router's "data with response init".
    if (value && typeof value === 'object' && 'init' in value && 'data' in value) {
      const init = (value as { init: ResponseInit | null }).init;
      if (init?.status) return { status: init.status, location: null, note: `returned data(…, ${init.status})` };
    }
    return { status: null, location: null, note: `returned data: ${JSON.stringify(value)?.slice(0, 200)}` };
  } catch (error) {
    if (error instanceof Response)
      return { status: error.status, location: error.headers.get('location'), note: 'thrown' };
    return { status: null, location: null, note: `threw ${String(error)}` };
  }
}

/** A fingerprint of every table except the audit log (which records the refusals). */
async function fingerprint(services: AppServices): Promise<Record<string, string>> {
  const tables = await queryRows<{ name: string }>(
    services.db,
    sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' and table_name not in ('audit_log', '__drizzle_migrations') order by 1`,
  );
  const result: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await queryRows<{ digest: string | null }>(
      services.db,
      sql`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from ${sql.identifier(name)} t`,
    );
    result[name] = row?.digest ?? '';
  }
  return result;
}

const mutationBodies = (): Array<{ label: string; body: () => BodyInit }> => [
  { label: 'empty form', body: () => new FormData() },
  {
    label: 'typical form',
    body: () =>
      new URLSearchParams({
        intent: 'create',
        id: randomUUID(),
        name: 'Eve',
        email: 'eve@evil.example',
        role: 'inhaber',
        status: 'confirmed',
      }),
  },
];

let testDb: TestDb;
let services: AppServices;
let owner: StaffSessionForTest;
let dispo: StaffSessionForTest;
let driver: DriverSessionForTest;

beforeAll(async () => {
  testDb = await createTestDb();
  services = createTestServices(testDb.db);
  await seedDemoData(testDb.db);
  owner = await createStaffSession(services, { role: 'inhaber' });
  dispo = await createStaffSession(services, { role: 'disposition' });
  driver = await createDriverSession(services, { name: 'Anna Hinweg' });
});
afterAll(async () => testDb.close());

describe('staff authorization sweep', () => {
  const page = { 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' };

  it('guards the /app shell itself and nests the screens in it', async () => {
    const shell = staffRoutes.find((route) => route.path === '/app' && route.file === SHELL_FILE);
    expect(shell).toBeDefined();
    expect(staffRoutes.filter((route) => route.ancestors.includes(SHELL_FILE)).length).toBeGreaterThan(3);
  });

  it('finds the back office in the route config', () => {
    const paths = staffRoutes.map((route) => route.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/app',
        '/app/users',
        '/app/password',
        '/app/dispatch',
        '/app/dispatch/aktionen',
        '/app/dispatch/tagesplan/:driverId',
      ]),
    );
    expect(paths.length).toBeGreaterThan(3);
  });

  it.each(staffRoutes.map((route) => [route.path, route] as const))(
    '%s: refused without a session, nothing changes',
    async (_path, route) => {
      const module = await load(route.file);
      const before = await fingerprint(services);
      const url = concrete(route.path);
      const params = paramsOf(route.path, url);
      const context = testContext(services);
      if (module.loader) {
        const page = await outcome(() =>
          module.loader!({
            request: anonymousRequest(url, {}, { 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' }),
            context,
            params,
          }),
        );
        const fetched = await outcome(() => module.loader!({ request: anonymousRequest(url), context, params }));
        if (page.status === 405 && fetched.status === 405) {
          // A POST-only resource route: its GET answers 405 to everyone and reveals nothing.
        } else {
          expect(page, `page load of ${url}`).toMatchObject({
            status: 302,
            location: `/login?redirectTo=${encodeURIComponent(url)}`,
          });
          expect(fetched.status, `fetch of ${url}: ${fetched.note}`).toBe(401);
        }
      }
      if (module.action) {
        for (const { label, body } of mutationBodies()) {
          const result = await outcome(() =>
            module.action!({ request: anonymousRequest(url, { method: 'POST', body: body() }), context, params }),
          );
          expect(result.status, `POST ${url} (${label}): ${result.note}`).toBe(401);
        }
      }
      if (!module.loader && !module.action) {
        // A screen without server data renders only inside the guarded shell, whose loader refuses.
        expect(route.ancestors, `${route.file} has no loader or action and is not inside the /app shell`).toContain(
          SHELL_FILE,
        );
      }
      expect(await fingerprint(services)).toEqual(before);
    },
  );

  it.each(staffRoutes.filter((route) => route.path !== '/app').map((route) => [route.path, route] as const))(
    '%s: a signed-in POST from another site is refused, nothing changes',
    async (_path, route) => {
      const module = await load(route.file);
      if (!module.action) return;
      const before = await fingerprint(services);
      const url = concrete(route.path);
      const params = paramsOf(route.path, url);
      for (const { label, body } of mutationBodies()) {
        const request = owner.request(url, {
          method: 'POST',
          body: body(),
          headers: { origin: 'https://evil.example' },
        });
        const result = await outcome(() => module.action!({ request, context: owner.context, params }));
        expect(result.status, `cross-site POST ${url} (${label}): ${result.note}`).toBe(403);
      }
      expect(await fingerprint(services)).toEqual(before);
    },
  );

  const sessionOf = (role: StaffRole) => ({ inhaber: owner, disposition: dispo, fahrer: driver })[role];

  /** What a route answers a role, from the capability its URL needs: open, sent to the role's own area, or 403. */
  function expectedAnswer(path: string, role: StaffRole): 'open' | 'elsewhere' | 'forbidden' {
    const access = accessOf(path);
    if (!access || !can({ role }, access.area)) return 'elsewhere';
    return can({ role }, access.part) ? 'open' : 'forbidden';
  }

  const matrix = staffRoutes.flatMap((route) =>
    STAFF_ROLES.map((role) => [route.path, role, expectedAnswer(route.path, role), route] as const),
  );

  it('places every staff route in an area of the permission table, and the matrix has every kind of answer', () => {
    expect(staffRoutes.filter((route) => accessOf(route.path) === null)).toEqual([]);
    expect(new Set(matrix.map(([, , expected]) => expected))).toEqual(new Set(['open', 'elsewhere', 'forbidden']));
    expect(
      matrix.filter(([, role, expected]) => role === 'disposition' && expected === 'forbidden').map(([path]) => path),
    ).toEqual(
      expect.arrayContaining([
        '/app/users',
        '/app/settings',
        '/app/settings/mail-log',
        '/app/settings/rechnungsdaten',
        '/app/approvals/kassen',
      ]),
    );
  });

  it.each(matrix)('%s as %s: %s', async (_path, role, expected, route) => {
    const staff = sessionOf(role);
    const module = await load(route.file);
    const url = concrete(route.path);
    const params = paramsOf(route.path, url);
    if (expected === 'open') {
      if (!module.loader) return;
      // An event stream stays open: ended once the answer is there.
      const stop = new AbortController();
      const result = await outcome(() =>
        module.loader!({ request: staff.request(url, { signal: stop.signal }), context: staff.context, params }),
      );
      stop.abort();
      const refused =
        result.status === 401 ||
        result.status === 403 ||
        (result.status === 302 && (result.location === homeOf(role) || result.location?.startsWith('/login')));
      expect(refused, `GET ${url} as ${role}: ${result.status} ${result.location ?? ''} ${result.note}`).toBe(false);
      return;
    }
    const before = await fingerprint(services);
    if (module.loader) {
      const opened = await outcome(() =>
        module.loader!({ request: staff.request(url, { headers: page }), context: staff.context, params }),
      );
      const fetched = await outcome(() =>
        module.loader!({ request: staff.request(url), context: staff.context, params }),
      );
      if (!(opened.status === 405 && fetched.status === 405)) {
        if (expected === 'elsewhere')
          expect(opened, `page load of ${url} as ${role}`).toMatchObject({ status: 302, location: homeOf(role) });
        else expect(opened.status, `page load of ${url} as ${role}: ${opened.note}`).toBe(403);
        expect(fetched.status, `fetch of ${url} as ${role}: ${fetched.note}`).toBe(403);
      }
    }
    if (module.action) {
      for (const { label, body } of mutationBodies()) {
        const result = await outcome(() =>
          module.action!({
            request: staff.request(url, { method: 'POST', body: body() }),
            context: staff.context,
            params,
          }),
        );
        expect(result.status, `POST ${url} (${label}) as ${role}: ${result.note}`).toBe(403);
      }
    }
    expect(await fingerprint(services)).toEqual(before);
  });

  /** Intents a screen refuses on top of its URL, each with the capability its route declares (requireStaff's option). */
  const intentChecks: { path: string; capability: Capability; fields: () => Record<string, string> }[] = [
    { path: '/app/series', capability: 'series-horizon.set', fields: () => ({ intent: 'horizon', wochen: '8' }) },
    {
      path: '/app/drivers',
      capability: 'driver-accounts.create',
      fields: () => ({ intent: 'create-account', id: randomUUID() }),
    },
  ];

  /** The flags a loader passes its screen, each from one capability. */
  const flagChecks: { path: string; capability: Capability; flag: (data: Record<string, unknown>) => boolean }[] = [
    { path: '/app/series', capability: 'series-horizon.set', flag: (data) => data.canSetHorizon === true },
    { path: '/app/approvals', capability: 'insurers.edit', flag: (data) => data.canEditInsurers === true },
    { path: '/app/billing', capability: 'settings.edit', flag: (data) => data.canEditSettings === true },
    { path: '/app/billing/rechnungen', capability: 'settings.edit', flag: (data) => data.canEditSettings === true },
    { path: '/app/drivers', capability: 'driver-accounts.create', flag: (data) => data.canCreateAccounts === true },
    { path: '/app/vehicles', capability: 'vehicle-licence.choose', flag: (data) => data.companyLicence !== null },
  ];

  it('checks every capability of the table: by URL, by intent or by a loader flag', () => {
    const byUrl = STAFF_AREAS.flatMap((area) => [
      area.capability,
      ...(area.parts ?? []).map((part) => part.capability),
    ]);
    const checked = new Set([
      ...byUrl,
      ...intentChecks.map((check) => check.capability),
      ...flagChecks.map((check) => check.capability),
    ]);
    expect(CAPABILITIES.filter((capability) => !checked.has(capability))).toEqual([]);
  });

  it.each(
    intentChecks.flatMap((check) =>
      (['inhaber', 'disposition'] as const).map((role) => [check.path, check.capability, role, check] as const),
    ),
  )('%s, intent needing %s, as %s: 403 exactly when the role lacks it', async (path, capability, role, check) => {
    const staff = sessionOf(role);
    const module = await load(staffRoutes.find((route) => route.path === path)!.file);
    const before = await fingerprint(services);
    const result = await outcome(() =>
      module.action!({
        request: staff.request(path, { method: 'POST', body: new URLSearchParams(check.fields()) }),
        context: staff.context,
        params: {},
      }),
    );
    if (can({ role }, capability)) {
      expect(result.status, `POST ${path} as ${role}: ${result.note}`).not.toBe(403);
    } else {
      expect(result.status, `POST ${path} as ${role}: ${result.note}`).toBe(403);
      expect(await fingerprint(services)).toEqual(before);
    }
  });

  it.each(
    flagChecks.flatMap((check) =>
      (['inhaber', 'disposition'] as const).map((role) => [check.path, check.capability, role, check] as const),
    ),
  )('%s passes the flag of %s to %s as the table says', async (path, capability, role, check) => {
    const staff = sessionOf(role);
    const module = await load(staffRoutes.find((route) => route.path === path)!.file);
    const value = (await module.loader!({
      request: staff.request(path),
      context: staff.context,
      params: {},
    })) as Record<string, unknown>;
    const data = ('init' in value && 'data' in value ? value.data : value) as Record<string, unknown>;
    expect(check.flag(data)).toBe(can({ role }, capability));
  });

  it('lets Disposition open the patients, series, phone booking and dispatch screens (issues 17, 19, 20: not owner-only)', async () => {
    for (const path of ['/app/patients', '/app/series', '/app/bookings/neu', '/app/dispatch']) {
      const route = staffRoutes.find((candidate) => candidate.path === path)!;
      const module = await load(route.file);
      const result = await outcome(() =>
        module.loader!({ request: dispo.request(path), context: dispo.context, params: {} }),
      );
      expect(result.status === null || result.status === 200, `GET ${path} as Disposition: ${result.note}`).toBe(true);
    }
    const detail = staffRoutes.find((candidate) => candidate.path === '/app/patients/:id')!;
    const module = await load(detail.file);
    const missing = await outcome(() =>
      module.loader!({
        request: dispo.request(`/app/patients/${randomUUID()}`),
        context: dispo.context,
        params: { id: randomUUID() },
      }),
    );
    expect(missing.status, missing.note).toBe(404);
    const series = await load(staffRoutes.find((candidate) => candidate.path === '/app/series/:id')!.file);
    const noSeries = await outcome(() =>
      series.loader!({
        request: dispo.request(`/app/series/${randomUUID()}`),
        context: dispo.context,
        params: { id: randomUUID() },
      }),
    );
    expect(noSeries.status, noSeries.note).toBe(404);
  });

  it("finds the drivers' app in the route config", () => {
    expect(driverApp.map((route) => route.path)).toEqual(expect.arrayContaining(['/fahrer', '/fahrer/meldungen']));
  });

  it("lets a driver change the one-time password at /app/password and open the drivers' app", async () => {
    const password = staffRoutes.find((route) => route.path === '/app/password')!;
    const passwordPage = await outcome(() =>
      load(password.file).then((m) =>
        m.loader!({ request: driver.request('/app/password'), context: driver.context, params: {} }),
      ),
    );
    expect(passwordPage.status, passwordPage.note).toBeNull();
    const app = await load(driverApp.find((route) => route.path === '/fahrer')!.file);
    const opened = await outcome(() =>
      app.loader!({ request: driver.request('/fahrer'), context: driver.context, params: {} }),
    );
    expect(opened.status, opened.note).toBeNull();
  });

  it('shows a driver only their own legs of today and tomorrow, and refuses reports on any other leg', async () => {
    const today = berlinDate();
    const [other] = await services.db.insert(drivers).values({ name: 'Bruno Rückweg', phone: '0171 2' }).returning();
    const [mine] = await insertBookingRows(services.db, [
      legBooking({
        bookingNumber: 'KF-2099-90001',
        vorname: 'Meine',
        nachname: 'Patientin',
        datum: today,
        assignedDriverId: driver.driverId,
      }),
    ]);
    const [theirs] = await insertBookingRows(services.db, [
      legBooking({
        bookingNumber: 'KF-2099-90002',
        vorname: 'Fremde',
        nachname: 'Patientin',
        datum: today,
        assignedDriverId: other!.id,
      }),
    ]);
    const app = await load(driverApp.find((route) => route.path === '/fahrer')!.file);
    const data = (await app.loader!({ request: driver.request('/fahrer'), context: driver.context, params: {} })) as {
      legs: { patient: string }[];
    };
    expect(data.legs.map((leg) => leg.patient)).toEqual(['Meine Patientin']);
    const [foreignLeg] = await services.db.select().from(tripLegs).where(eq(tripLegs.bookingId, theirs!.id));
    const reports = await load(driverApp.find((route) => route.path === '/fahrer/meldungen')!.file);
    const before = await fingerprint(services);
    const form = new URLSearchParams({
      intent: 'report',
      reportId: randomUUID(),
      legId: foreignLeg!.id,
      report: 'an-bord',
      grund: '',
      reportedAt: new Date().toISOString(),
    });
    const answer = (await reports.action!({
      request: driver.request('/fahrer/meldungen', { method: 'POST', body: form }),
      context: driver.context,
      params: {},
    })) as Response;
    expect(await answer.json()).toMatchObject({ ok: false, code: 'not-found' });
    expect(await fingerprint(services)).toEqual(before);
    expect(mine).toBeDefined();
  });
});
