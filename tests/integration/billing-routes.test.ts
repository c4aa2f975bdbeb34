// /app/billing over its HTTP shape (issue 21): staff load the list filtered by month and payer with one
// page per payer; unreadable filter values are ignored; a driver (role fahrer) never gets the list.
import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as billingRoute from '../../app/routes/staff/billing/billing';
import { createBillingRule, createCompletedBooking } from '../../app/server/billing/billing.fixtures';
import { createDriverSession, createStaffSession, createTestServices, type StaffSessionForTest } from '../support/staff-session';
import { createTestDb, type TestDb } from '../support/test-db';

type Args = Parameters<typeof billingRoute.loader>[0];

let t: TestDb;
let dispo: StaffSessionForTest;
let driver: StaffSessionForTest;

beforeAll(async () => {
  t = await createTestDb();
  const services = createTestServices(t.db);
  dispo = await createStaffSession(services, { role: 'disposition' });
  driver = await createDriverSession(services);
  await createBillingRule(t.db);
  await createCompletedBooking(t.db, { dataDir: dispo.services.dataDir, nachname: 'Oktober', datum: '2026-10-14' });
  await createCompletedBooking(t.db, { dataDir: dispo.services.dataDir, nachname: 'November', datum: '2026-11-03' });
});
afterAll(async () => {
  await rm(dispo.services.dataDir, { recursive: true, force: true });
  await t?.close();
});

const load = (session: StaffSessionForTest, query: string) =>
  billingRoute.loader({ request: session.request(`/app/billing${query}`), context: session.context, params: {} } as Args);

describe('/app/billing', () => {
  it('filters by month and payer and pages each payer', async () => {
    const all = await load(dispo, '');
    expect(all.list.months).toEqual(['2026-11', '2026-10']);
    expect(all.list.groups.map((g) => [g.name, g.legCount])).toEqual([['AOK Hessen', 2]]);

    const october = await load(dispo, '?monat=2026-10&kasse=krankenkasse%3Aaok+hessen&seite=7');
    expect(october.list.filter).toEqual({ monat: '2026-10', kasse: 'krankenkasse:aok hessen', seite: 7 });
    expect(october.list.groups).toHaveLength(1);
    expect(october.list.groups[0]).toMatchObject({ legCount: 1, page: { page: 1, pages: 1 } });
    expect(october.list.groups[0]!.legs.map((l) => l.patientName)).toEqual(['Oktober, Erika']);

    // Unreadable values are ignored, never an error page.
    const odd = await load(dispo, '?monat=2026-13&seite=abc&kasse=');
    expect(odd.list.filter).toEqual({ monat: null, kasse: null, seite: 1 });
    expect(odd.list.groups[0]!.legCount).toBe(2);
  });

  it('refuses a driver', async () => {
    await expect(load(driver, '')).rejects.toSatisfy((thrown: unknown) => thrown instanceof Response && [302, 403].includes(thrown.status));
  });
});
