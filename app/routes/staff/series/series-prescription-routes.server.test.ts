// The Serienverordnung's resource routes (issue 19, decision 211): POST /app/series/:id/verordnungsdaten
// saves for staff and answers misuse in German (the action protocol: expected refusals 200 with ok
// false, a request that is not one of the route's intents 400); GET …/transportschein answers 404 in
// German without a scan; both refuse the signed-out and drivers.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  anonymousRequest,
  createDriverSession,
  createStaffSession,
  type StaffSessionForTest,
} from '../../../../tests/support/staff-session';
import { createTestDb, type TestDb } from '../../../../tests/support/test-db';
import { action as bookingPrescriptionAction } from '#app/routes/staff/approvals/prescription-data';
import { action as seriesPrescriptionAction } from './series-prescription-data';
import { loader as seriesScanLoader } from './series-prescription-scan';
import { dialysis, marchPrescription, resetWithDialysisPatient } from '#app/server/series/series.fixtures';
import type { Actor } from '#app/server/bookings/booking-events.server';
import { createStaffActor } from '#app/server/bookings/staff-bookings.fixtures';
import { prescriptions } from '#app/server/db/schema';

let t: TestDb;
let actor: Actor;
let patientId: string;

beforeAll(async () => {
  t = await createTestDb();
  actor = await createStaffActor(t.db);
});
// A fresh patient per test: a second dialysis series for the same patient would be a duplicate (issue 37).
beforeEach(async () => {
  patientId = await resetWithDialysisPatient(t.db);
});
afterAll(async () => t?.close());

describe('POST /app/series/:id/verordnungsdaten', () => {
  let staff: StaffSessionForTest;
  beforeAll(async () => {
    staff = await createStaffSession(t.db, { role: 'disposition' });
  });
  const post = (
    session: { request: (path: string, init?: RequestInit) => Request; context: StaffSessionForTest['context'] },
    seriesId: string,
    values: Record<string, string>,
  ) => {
    const body = new FormData();
    for (const [key, value] of Object.entries(values)) body.set(key, value);
    return seriesPrescriptionAction({
      request: session.request(`/app/series/${seriesId}/verordnungsdaten`, { method: 'POST', body }),
      context: session.context,
      params: { id: seriesId },
    });
  };

  it('saves for staff and answers misuse in German (400 for a request that is not one of its intents)', async () => {
    const id = await dialysis(t.db, actor, patientId);
    const saved = await post(staff, id, { intent: 'save', ...marchPrescription });
    expect(saved.status).toBe(200);
    expect(await saved.json()).toMatchObject({
      ok: true,
      toasts: [expect.objectContaining({ title: 'Verordnung gespeichert' })],
    });

    const unknownIntent = await post(staff, id, { intent: 'rechnung' });
    expect(unknownIntent.status).toBe(400);
    expect(await unknownIntent.json()).toMatchObject({
      ok: false,
      toasts: [expect.objectContaining({ title: 'Verordnung konnte nicht gespeichert werden' })],
    });

    // Expected refusals answer 200 with ok false and the German text (the action protocol, decision 160).
    const gone = await post(staff, 'keine-serie', { intent: 'save', ...marchPrescription });
    expect(await gone.json()).toMatchObject({
      ok: false,
      code: 'not-found',
      toasts: [expect.objectContaining({ description: expect.stringContaining('Die Serie wurde nicht gefunden') })],
    });

    const invalid = await post(staff, id, { intent: 'save', ...marchPrescription, arztName: '' });
    expect(await invalid.json()).toMatchObject({
      ok: false,
      code: 'invalid',
      fieldErrors: { arztName: 'Bitte geben Sie den verordnenden Arzt ein.' },
    });

    // Removing is for a series' prescription only: the booking's route refuses the intent with a 400.
    const body = new FormData();
    body.set('intent', 'delete');
    const bookingDelete = await bookingPrescriptionAction({
      request: staff.request(`/app/bookings/${id}/verordnungsdaten`, { method: 'POST', body }),
      context: staff.context,
      params: { id },
    });
    expect(bookingDelete.status).toBe(400);
    expect(await bookingDelete.json()).toMatchObject({ ok: false, code: 'bad-request' });

    const noScan = await seriesScanLoader({
      request: staff.request(`/app/series/${id}/transportschein`),
      context: staff.context,
      params: { id },
    });
    expect(noScan.status).toBe(404);
    expect(await noScan.text()).toBe('Für diese Serie ist kein Transportschein hochgeladen.');
  });

  it('is refused to the signed-out and to drivers', async () => {
    const id = await dialysis(t.db, actor, patientId);
    const body = new FormData();
    body.set('intent', 'delete');
    const anonymous = await seriesPrescriptionAction({
      request: anonymousRequest(`/app/series/${id}/verordnungsdaten`, { method: 'POST', body }),
      context: staff.context,
      params: { id },
    }).catch((thrown: unknown) => thrown as Response);
    expect(anonymous.status).toBeGreaterThanOrEqual(300);
    expect(anonymous.status).not.toBe(200);
    const driver = await createDriverSession(staff.services, { name: 'Fahrer Serie' });
    const refused = await post(driver, id, { intent: 'save', ...marchPrescription }).catch(
      (thrown: unknown) => thrown as Response,
    );
    expect([302, 303, 403]).toContain(refused.status);
    expect(
      await t.db.select({ id: prescriptions.id }).from(prescriptions).where(eq(prescriptions.seriesId, id)),
    ).toEqual([]);
  });
});
