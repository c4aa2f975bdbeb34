// The route modules of Fahrer, Fahrzeuge and Preise over HTTP-like requests: the guard comes first,
// refusals are German and store nothing, crafted requests never cause a 500.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as driversRoute from './drivers';
import * as pricingRoute from './pricing';
import * as vehiclesRoute from './vehicles';
import { bookingEvents, bookings, drivers, priceRules, vehicles } from '#app/server/db/schema';
import type { ActionResult } from '#app/domain/action-result';
import {
  anonymousRequest,
  createStaffSession,
  type StaffSessionForTest,
} from '../../../../tests/support/staff-session';
import { createTestDb, type TestDb } from '../../../../tests/support/test-db';
import { insertBookingRows } from '#app/server/rides/insert-rides.server';

let t: TestDb;
let staff: StaffSessionForTest;

beforeAll(async () => {
  t = await createTestDb();
  staff = await createStaffSession(t.db, { role: 'disposition', name: 'Dora Disponentin' });
});
afterAll(async () => t?.close());

// Each route's action has its own generated argument type; the tests build the same shape for all.
type ActionFn = (args: never) => Promise<unknown>;

async function post(
  route: { action: ActionFn },
  path: string,
  fields: Record<string, string> | BodyInit,
  init: RequestInit = {},
) {
  const body =
    typeof fields === 'object' &&
    !(fields instanceof URLSearchParams) &&
    !(typeof fields === 'string') &&
    !(fields instanceof FormData)
      ? new URLSearchParams(fields as Record<string, string>)
      : (fields as BodyInit);
  const request = staff.request(path, { method: 'POST', body, ...init });
  const action = route.action as unknown as (args: {
    request: Request;
    context: unknown;
    params: object;
  }) => Promise<unknown>;
  const result = (await action({ request, context: staff.context, params: {} })) as {
    data: ActionResult;
    init: ResponseInit | null;
  };
  // The first toast's texts beside the answer, as the screens show them.
  const [first] = result.data.toasts;
  return {
    body: { ...result.data, title: first?.title, description: first?.description },
    status: result.init?.status ?? 200,
  };
}

describe('fleet and pricing routes', () => {
  it('refuses a signed-out request and one from another site before doing anything', async () => {
    const form = new URLSearchParams({ intent: 'create', name: 'Eve', phone: '0171' });
    const signedOut = driversRoute.action({
      request: anonymousRequest('/app/drivers', { method: 'POST', body: form }),
      context: staff.context,
      params: {},
    } as Parameters<typeof driversRoute.action>[0]);
    await expect(signedOut).rejects.toMatchObject({ status: 401 });
    const crossSite = driversRoute.action({
      request: staff.request('/app/drivers', {
        method: 'POST',
        body: form,
        headers: { origin: 'https://evil.example' },
      }),
      context: staff.context,
      params: {},
    } as Parameters<typeof driversRoute.action>[0]);
    await expect(crossSite).rejects.toMatchObject({ status: 403 });
    const loader = driversRoute.loader({
      request: anonymousRequest('/app/drivers'),
      context: staff.context,
      params: {},
    } as Parameters<typeof driversRoute.loader>[0]);
    await expect(loader).rejects.toMatchObject({ status: 401 });
    expect(await t.db.select().from(drivers)).toEqual([]);
  });

  it('creates a driver with the SPEC toast and lists it', async () => {
    const { body, status } = await post(driversRoute, '/app/drivers', {
      intent: 'create',
      name: 'Peter Fahrmann',
      phone: '+49 69 90009130',
    });
    expect(status).toBe(200);
    expect(body).toMatchObject({ ok: true, title: 'Fahrer erfolgreich hinzugefügt', description: 'Peter Fahrmann' });
    const data = await driversRoute.loader({
      request: staff.request('/app/drivers'),
      context: staff.context,
      params: {},
    } as Parameters<typeof driversRoute.loader>[0]);
    expect(data.drivers).toEqual([expect.objectContaining({ name: 'Peter Fahrmann', phone: '+496990009130' })]);
  });

  it('answers bad input with German messages and stores nothing', async () => {
    const before = (await t.db.select().from(drivers)).length;
    const driver = await post(driversRoute, '/app/drivers', {
      intent: 'create',
      name: '',
      phone: '',
      notes: 'x'.repeat(10_000),
    });
    expect(driver.body).toMatchObject({
      ok: false,
      title: 'Fehler beim Hinzufügen des Fahrers',
      description: 'Bitte prüfen Sie die markierten Felder.',
      fieldErrors: {
        name: 'Bitte geben Sie den Namen des Fahrers ein.',
        phone: 'Bitte geben Sie eine Telefonnummer (WhatsApp) ein.',
        notes: 'Die Notizen dürfen höchstens 2.000 Zeichen lang sein.',
      },
    });
    expect(driver.body.values.notes).toHaveLength(10_000);
    expect(await t.db.select().from(drivers)).toHaveLength(before);

    const vehicle = await post(vehiclesRoute, '/app/vehicles', { intent: 'create', plate: 'F-AB 1', seats: 'drei' });
    expect(vehicle.body).toMatchObject({
      ok: false,
      title: 'Fehler beim Anlegen des Fahrzeugs',
      fieldErrors: { seats: expect.any(String) },
    });
    expect(await t.db.select().from(vehicles)).toEqual([]);

    // Taxi or Mietwagen (VAT, issue 38) is the Inhaber's choice: Disposition's request is refused.
    const licence = await post(vehiclesRoute, '/app/vehicles', {
      intent: 'create',
      plate: 'F-AB 1',
      konzession: 'taxi',
    });
    expect(licence.body).toMatchObject({
      ok: false,
      fieldErrors: { konzession: 'Ob ein Fahrzeug als Taxi oder Mietwagen fährt, legt nur der Inhaber fest.' },
    });
    expect(await t.db.select().from(vehicles)).toEqual([]);

    const rule = await post(pricingRoute, '/app/pricing', {
      intent: 'create',
      insurer: 'AOK',
      mode: 'sitzend',
      baseFare: '-1',
      perKm: '1e9',
    });
    expect(rule.body).toMatchObject({
      ok: false,
      title: 'Fehler beim Speichern der Preisregel',
      fieldErrors: { baseFare: 'Die Grundpauschale darf nicht negativ sein.' },
    });
    expect(await t.db.select().from(priceRules)).toEqual([]);

    // A surcharge's condition (issue 21): an unknown one or one on an empty slot is a German field error.
    const condition = await post(pricingRoute, '/app/pricing', {
      intent: 'create',
      insurer: 'AOK',
      mode: 'sitzend',
      baseFare: '49',
      zuschlag1Bezeichnung: 'Treppe',
      zuschlag1Betrag: '10',
      zuschlag1Bedingung: 'merkmal:fliegend',
      zuschlag2Bedingung: 'transport:liegend',
    });
    expect(condition.body).toMatchObject({
      ok: false,
      fieldErrors: {
        zuschlag1Bedingung: 'Bitte wählen Sie, für welche Fahrten der Zuschlag gilt.',
        zuschlag2Bedingung: 'Eine Bedingung gilt nur für einen Zuschlag mit Bezeichnung und Betrag.',
      },
    });
    expect(await t.db.select().from(priceRules)).toEqual([]);
    const stored = await post(pricingRoute, '/app/pricing', {
      intent: 'create',
      insurer: 'AOK',
      mode: 'sitzend',
      baseFare: '49',
      zuschlag1Bezeichnung: 'Treppe',
      zuschlag1Betrag: '10',
      zuschlag1Bedingung: 'merkmal:treppen',
    });
    expect(stored.body).toMatchObject({ ok: true });
    expect((await t.db.select().from(priceRules))[0]!.zuschlaege).toEqual([
      {
        code: 'z1',
        label: 'Treppe',
        cents: 1000,
        positionsnummer: null,
        bedingung: { art: 'merkmal', merkmal: 'treppen' },
      },
    ]);
    await t.db.delete(priceRules);
  });

  it('reports duplicates and vanished rows', async () => {
    await post(vehiclesRoute, '/app/vehicles', { intent: 'create', plate: 'F-KF 101' });
    const duplicate = await post(vehiclesRoute, '/app/vehicles', { intent: 'create', plate: 'f-kf101' });
    expect(duplicate.body).toMatchObject({
      ok: false,
      description: 'Das Kennzeichen F-KF 101 ist bereits für ein anderes Fahrzeug eingetragen.',
    });

    await post(pricingRoute, '/app/pricing', {
      intent: 'create',
      insurer: 'AOK Hessen',
      mode: 'sitzend',
      baseFare: '49',
    });
    const rule = await post(pricingRoute, '/app/pricing', {
      intent: 'create',
      insurer: 'AOK HESSEN',
      mode: 'sitzend',
      baseFare: '50',
    });
    expect(rule.body).toMatchObject({
      ok: false,
      description: expect.stringContaining('gibt es bereits eine Preisregel'),
    });

    const gone = await post(driversRoute, '/app/drivers', {
      intent: 'delete',
      id: '00000000-0000-4000-8000-000000000000',
    });
    expect(gone.body).toMatchObject({
      ok: false,
      title: 'Fehler beim Löschen des Fahrers',
      description: expect.stringContaining('nicht gefunden'),
    });
    const crafted = await post(vehiclesRoute, '/app/vehicles', {
      intent: 'update',
      id: "'; drop table vehicles; --",
      plate: 'F-A 1',
    });
    expect(crafted.body).toMatchObject({ ok: false, title: 'Fehler beim Speichern des Fahrzeugs' });
  });

  it('refuses a body that is not a form and an unknown intent with 400', async () => {
    const notAForm = await post(driversRoute, '/app/drivers', '{"intent":"create"}', {
      headers: { 'content-type': 'application/json' },
    });
    expect(notAForm.status).toBe(400);
    expect(notAForm.body.ok).toBe(false);
    const unknown = await post(pricingRoute, '/app/pricing', { intent: 'explode' });
    expect(unknown.status).toBe(400);
    expect(unknown.body.description).toMatch(/Bitte laden Sie die Seite neu/);
  });

  it('deletes a driver through the route and names the staff user in the booking history', async () => {
    const created = await post(driversRoute, '/app/drivers', {
      intent: 'create',
      name: 'Ali Beispiel',
      phone: '01711234567',
    });
    expect(created.body.ok).toBe(true);
    const [ali] = (await t.db.select().from(drivers)).filter((d) => d.name === 'Ali Beispiel');
    const [booking] = await insertBookingRows(t.db, [
      {
        bookingNumber: 'KF-2026-00077',
        vorname: 'Erika',
        nachname: 'Musterfrau',
        abholadresse: 'Musterstraße 1, 60311 Frankfurt am Main',
        zieladresse: 'Beispielweg 7, 61348 Bad Homburg',
        datum: '2026-12-01',
        uhrzeit: '09:00',
        assignedDriverId: ali!.id,
      },
    ]);
    const deleted = await post(driversRoute, '/app/drivers', { intent: 'delete', id: ali!.id });
    expect(deleted.body).toMatchObject({
      ok: true,
      title: 'Fahrer erfolgreich gelöscht',
      description: expect.stringContaining('1 Buchung ist jetzt ohne Fahrer'),
    });
    expect(await t.db.select({ id: bookings.id, driver: bookings.assignedDriverId }).from(bookings)).toEqual([
      { id: booking!.id, driver: null },
    ]);
    expect(
      await t.db
        .select({
          actorLabel: bookingEvents.actorLabel,
          actorUserId: bookingEvents.actorUserId,
          data: bookingEvents.data,
        })
        .from(bookingEvents),
    ).toEqual([
      {
        actorLabel: 'Dora Disponentin',
        actorUserId: staff.user.id,
        data: { driverId: ali!.id, driverName: 'Ali Beispiel', reason: 'driver-deleted' },
      },
    ]);
  });
});
