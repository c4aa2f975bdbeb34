// The mutation protocol sweep (decision 160), walked from the route config like the authorization sweep:
// every staff action answers with the one ActionResult, a request our pages never send gets a 400 with
// a German toast, and a failure of ours (a database error quoting SQL and values) never reaches the
// toast or the log.
import { resolve } from 'node:path';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import routes from '../../app/routes';
import { isActionResult } from '../../app/domain/action-result';
import { addCalendarDays, berlinDate } from '../../app/domain/berlin-time';
import { createBooking } from '../../app/server/bookings/staff-bookings.fixtures';
import type { Db } from '../../app/server/db/client.server';
import { invoiceSettings } from '../../app/server/db/schema';
import type { AppServices } from '../../app/server/services.server';
import {
  createDriverSession,
  createStaffSession,
  testContext,
  type StaffSessionForTest,
} from '../support/staff-session';
import { actionAnswer } from '../support/action-answer';
import { createTestDb, type TestDb } from '../support/test-db';

type FlatRoute = { path: string; file: string };

function flatten(entries: RouteConfigEntry[], parent = ''): FlatRoute[] {
  return entries.flatMap((entry) => {
    const own = entry.path ?? '';
    const path = own.startsWith('/') ? own : [parent, own].filter(Boolean).join('/');
    return [{ path: `/${path.replace(/^\/+/, '')}`, file: entry.file }, ...flatten(entry.children ?? [], path)];
  });
}

type Action = (args: { request: Request; context: unknown; params: Record<string, string> }) => Promise<unknown>;

// The back office and the drivers' app (issue 20, posted to with a driver's session).
const staffRoutes = flatten(routes as RouteConfigEntry[]).filter(
  (route) => route.path.startsWith('/app/') || route.path.startsWith('/fahrer/'),
);
const modules = new Map<string, { action?: Action }>();
for (const route of staffRoutes)
  modules.set(
    route.file,
    (await import(/* @vite-ignore */ resolve(__dirname, '../../app', route.file))) as { action?: Action },
  );
/** Every staff route with an action, walked from the route config (routes added later are included). */
const staffActions = staffRoutes.filter((route) => modules.get(route.file)?.action);

let t: TestDb;
let owner: StaffSessionForTest;
let driver: StaffSessionForTest;

beforeAll(async () => {
  t = await createTestDb();
  owner = await createStaffSession(t.db, { role: 'inhaber' });
  driver = await createDriverSession(t.db);
  // Complete company data, so that an invoice gets as far as its transaction (the one this file makes fail).
  await t.db.insert(invoiceSettings).values({ id: 1, steuernummer: '045 123 45678', iban: 'DE89370400440532013000' });
});
afterAll(async () => t?.close());

describe('staff action protocol sweep', () => {
  it('finds the staff actions in the route config', () => {
    expect(staffActions.map((route) => route.path)).toEqual(
      expect.arrayContaining([
        '/app/drivers',
        '/app/vehicles',
        '/app/pricing',
        '/app/patients',
        '/app/patients/:id',
        '/app/series',
        '/app/series/:id',
        '/app/bookings/neu',
        '/app/bookings/:id/patient',
        '/app/bookings/aktionen',
        '/app/dispatch/aktionen',
        '/app/mails/:jobId/retry',
        '/app/users',
        '/app/settings',
        '/app/password',
        '/fahrer/meldungen',
        '/app/billing',
        '/app/billing/rechnungen',
        '/app/settings/rechnungsdaten',
      ]),
    );
  });

  it.each(staffActions.map((route) => [route.path, route] as const))(
    '%s: a request our pages never send gets the ActionResult with 400',
    async (path, route) => {
      const action = modules.get(route.file)!.action!;
      const url = path.replace(/:[A-Za-z]+/g, 'kein-gueltiger-wert');
      const params = Object.fromEntries([...path.matchAll(/:([A-Za-z]+)/g)].map((m) => [m[1]!, 'kein-gueltiger-wert']));
      const staff = path.startsWith('/fahrer/') ? driver : owner;
      const request = staff.request(url, {
        method: 'POST',
        body: new URLSearchParams({ intent: 'kein-bekannter-vorgang' }),
      });
      const { status, body } = await actionAnswer(await action({ request, context: staff.context, params }));
      expect(status).toBe(400);
      expect(isActionResult(body), JSON.stringify(body)).toBe(true);
      expect(body).toMatchObject({
        ok: false,
        code: 'bad-request',
        toasts: [{ kind: 'error', title: expect.any(String), description: expect.any(String) }],
      });
    },
  );
});

describe('a database failure during a staff action', () => {
  /** The same services, but every transaction fails like Drizzle does: the message quotes the SQL and its parameters. */
  function failingContext(services: AppServices) {
    const leak = 'Failed query: update "bookings" set "vorname" = $1 params: Erika,Mustermann,Dialyse';
    const db = new Proxy(services.db, {
      get(target, key, receiver) {
        if (key === 'transaction') return () => Promise.reject(Object.assign(new Error(leak), { code: '40P01' }));
        return Reflect.get(target, key, receiver) as unknown;
      },
    }) as Db;
    const lines: string[] = [];
    const logger = {
      ...services.logger,
      error: (...args: unknown[]) => lines.push(JSON.stringify(args)),
    } as unknown as AppServices['logger'];
    return { context: testContext({ ...services, db, logger }), lines };
  }

  it.each([
    ['/app/bookings/aktionen', 'routes/staff/bookings/booking-actions.ts', (id: string) => ({ intent: 'confirm', id })],
    [
      '/app/bookings/aktionen',
      'routes/staff/bookings/booking-actions.ts',
      (id: string) => ({
        intent: 'edit',
        id,
        ...{ transportart: '', krankenkasse: '', telefon: '', email: '', entfernungKm: '' },
        ...{
          vorname: 'Erika',
          nachname: 'Mustermann',
          datum: '2031-01-01',
          uhrzeit: '08:00',
          abholadresse: 'Dialyse 1',
          zieladresse: 'Ziel 2',
        },
      }),
    ],
    [
      '/app/dispatch/aktionen',
      'routes/staff/dispatch/dispatch-actions.ts',
      (id: string) => ({ intent: 'assign-leg', id, leg: 'hin', driverId: '' }),
    ],
    [
      '/app/drivers',
      'routes/staff/fleet/drivers.tsx',
      () => ({ intent: 'create', name: 'Erika Mustermann', phone: '01711234567' }),
    ],
    [
      '/app/billing/rechnungen',
      'routes/staff/invoices/invoices.tsx',
      () => ({
        intent: 'create-invoice',
        ...{
          legId: '00000000-0000-4000-8000-000000000001',
          empfaengerName: 'Erika Mustermann',
          empfaengerAdresse: 'Dialyse 1\n60311 Frankfurt',
        },
      }),
    ],
    [
      '/app/patients',
      'routes/staff/patients/patients.tsx',
      () => ({ intent: 'create', vorname: 'Erika', nachname: 'Mustermann', ort1Adresse: 'Dialyse 1' }),
    ],
    [
      '/app/series/:id',
      'routes/staff/series/series-detail.tsx',
      (id: string) => ({ intent: 'pause', id, von: '2031-01-01', bis: '2031-01-07' }),
    ],
    [
      '/app/bookings/neu',
      'routes/staff/bookings/new-booking.tsx',
      () => ({
        intent: 'create',
        ...{
          vorname: 'Erika',
          nachname: 'Mustermann',
          abholadresse: 'Dialyse 1',
          zieladresse: 'Ziel 2',
          datum: addCalendarDays(berlinDate(), 7),
          uhrzeit: '08:00',
          status: 'confirmed',
        },
      }),
    ],
  ])('%s shows a German toast without SQL or values and logs none of them', async (path, file, fields) => {
    const { id } = await createBooking(t.db, { status: 'pending' });
    const { context, lines } = failingContext(owner.services);
    const action = modules.get(file)!.action!;
    const request = owner.request(path, { method: 'POST', body: new URLSearchParams(fields(id)) });
    const { status, body } = await actionAnswer(await action({ request, context, params: {} }));
    expect(status).toBe(500);
    expect(body).toMatchObject({ ok: false, code: 'internal', toasts: [{ kind: 'error' }] });
    const shown = JSON.stringify(body);
    for (const secret of ['Failed query', 'update', 'params', 'Mustermann', 'Dialyse'])
      expect(shown).not.toContain(secret);
    expect(lines.length).toBe(1);
    for (const secret of ['Failed query', 'params', 'Mustermann', 'Dialyse'])
      expect(lines.join('\n')).not.toContain(secret);
    expect(lines[0]).toContain('40P01');
  });
});
