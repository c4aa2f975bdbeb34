// /app/billing over its HTTP shape (issue 21): staff load the list filtered by month and payer with one
// page per payer; unreadable filter values are ignored; a driver (role fahrer) never gets the list. A
// correction of a billed ride (decision 251): recorded over the action, listed and prefilled by the loader;
// bad input and a ride not in a package are German answers (ok: false, the action protocol's 200); a driver is refused.
import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as billingRoute from './billing';
import { PROVIDER_IK, createBillingRule, createCompletedBooking } from '#app/server/billing/billing.fixtures';
import { PROVIDER_IK_MISSING } from '#app/domain/billing/ik';
import { invoiceSettings } from '#app/server/db/schema';
import {
  createDriverSession,
  createStaffSession,
  createTestServices,
  type StaffSessionForTest,
} from '../../../../tests/support/staff-session';
import { actionAnswer } from '../../../../tests/support/action-answer';
import { createTestDb, type TestDb } from '../../../../tests/support/test-db';

type Args = Parameters<typeof billingRoute.loader>[0];
type ActionArgs = Parameters<typeof billingRoute.action>[0];

const post = async (session: StaffSessionForTest, values: Record<string, string>) =>
  actionAnswer(
    await billingRoute.action({
      request: session.request('/app/billing', { method: 'POST', body: new URLSearchParams(values) }),
      context: session.context,
      params: {},
    } as ActionArgs),
  );

let t: TestDb;
let dispo: StaffSessionForTest;
let driver: StaffSessionForTest;

beforeAll(async () => {
  t = await createTestDb();
  const services = createTestServices(t.db);
  dispo = await createStaffSession(services, { role: 'disposition' });
  driver = await createDriverSession(services);
  await createBillingRule(t.db);
  await t.db
    .insert(invoiceSettings)
    .values({ id: 1, ik: PROVIDER_IK })
    .onConflictDoUpdate({ target: invoiceSettings.id, set: { ik: PROVIDER_IK } });
  await createCompletedBooking(t.db, { dataDir: dispo.services.dataDir, nachname: 'Oktober', datum: '2026-10-14' });
  await createCompletedBooking(t.db, { dataDir: dispo.services.dataDir, nachname: 'November', datum: '2026-11-03' });
});
afterAll(async () => {
  await rm(dispo.services.dataDir, { recursive: true, force: true });
  await t?.close();
});

const load = (session: StaffSessionForTest, query: string) =>
  billingRoute.loader({
    request: session.request(`/app/billing${query}`),
    context: session.context,
    params: {},
  } as Args);

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

  it("says up front when the company's IK is missing or invalid, as the package's refusal does (issue 37)", async () => {
    const owner = await createStaffSession(dispo.services, { role: 'inhaber' });
    expect(await load(dispo, '')).toMatchObject({ providerIkProblem: null, canEditSettings: false });
    try {
      for (const ik of [null, '123456789']) {
        await t.db.update(invoiceSettings).set({ ik });
        expect(await load(owner, '')).toMatchObject({ providerIkProblem: PROVIDER_IK_MISSING, canEditSettings: true });
        // The server still refuses the package, with the same text.
        const refused = await post(dispo, { intent: 'export', kasse: 'AOK Hessen', monat: '2026-10' });
        expect(JSON.stringify(refused)).toContain(PROVIDER_IK_MISSING);
      }
    } finally {
      await t.db.update(invoiceSettings).set({ ik: PROVIDER_IK });
    }
  });

  it('refuses a driver', async () => {
    await expect(load(driver, '')).rejects.toSatisfy(
      (thrown: unknown) => thrown instanceof Response && [302, 403].includes(thrown.status),
    );
    await expect(
      post(driver, { intent: 'correction', buchungsnummer: 'KF-2026-00001', fahrt: 'hin', km: '1', grund: 'x' }),
    ).rejects.toSatisfy((thrown: unknown) => thrown instanceof Response && [302, 403].includes(thrown.status));
  });

  it("records the correction of a ride in a package, lists it and prefills the form from the details' link", async () => {
    const { booking } = await createCompletedBooking(t.db, {
      dataDir: dispo.services.dataDir,
      nachname: 'September',
      datum: '2026-09-10',
    });
    const open = await post(dispo, {
      intent: 'correction',
      buchungsnummer: booking.bookingNumber,
      fahrt: 'hin',
      km: '20',
      grund: 'Umleitung',
    });
    expect(open).toMatchObject({
      status: 200,
      body: {
        ok: false,
        code: 'conflict',
        toasts: [{ kind: 'error', description: expect.stringContaining('noch in keinem Monatspaket') }],
      },
    });

    expect(await post(dispo, { intent: 'export', kasse: 'AOK Hessen', monat: '2026-09' })).toMatchObject({
      status: 200,
      body: { ok: true },
    });
    const bad = await post(dispo, {
      intent: 'correction',
      buchungsnummer: booking.bookingNumber,
      fahrt: 'hin',
      km: 'zwanzig',
      grund: '',
    });
    expect(bad).toMatchObject({
      status: 200,
      body: {
        ok: false,
        code: 'invalid',
        fieldErrors: { km: expect.stringContaining('Kilometer'), grund: 'Bitte geben Sie den Grund der Korrektur an.' },
      },
    });
    const done = await post(dispo, {
      intent: 'correction',
      buchungsnummer: booking.bookingNumber,
      fahrt: 'hin',
      km: '20',
      grund: 'Umleitung',
    });
    expect(done).toMatchObject({
      status: 200,
      body: {
        ok: true,
        toasts: [
          {
            kind: 'success',
            title: 'Korrektur gespeichert',
            description: `${booking.bookingNumber}, Hinfahrt: Korrektur für das nächste Monatspaket vorgemerkt (Differenz +10,13\u00a0€).`,
          },
        ],
      },
    });

    const page = await load(dispo, `?korrektur=${booking.bookingNumber.toLowerCase()}&fahrt=hin`);
    expect(page.prefill).toEqual({ buchungsnummer: booking.bookingNumber, fahrt: 'hin' });
    expect(page.corrections.map((c) => [c.bookingNumber, c.krankenkasse, c.billedMonat])).toEqual([
      [booking.bookingNumber, 'AOK Hessen', '2026-09'],
    ]);
    expect(page.month).toMatch(/^\d{4}-\d{2}$/);
  });
});
