// A paused series ride over HTTP (issue 37, decision 212): POST /app/bookings/aktionen with "Buchung
// bearbeiten" for a ride in its series' pause is refused in German (the action protocol's conflict: 200
// with ok false, never a 5xx) and the ride keeps its date and time; the same edit of a ride outside the
// pause is saved.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { actionAnswer } from '../../../../tests/support/action-answer';
import { createStaffSession, type StaffSessionForTest } from '../../../../tests/support/staff-session';
import { createTestDb, type TestDb } from '../../../../tests/support/test-db';
import { action as bookingActions } from './booking-actions';
import { LIFECYCLE_MESSAGES } from '#app/domain/rides/lifecycle';
import { dialysis, now, resetWithDialysisPatient } from '#app/server/series/series.fixtures';
import { pauseSeries } from '#app/server/series/series.server';
import type { Actor } from '#app/server/bookings/booking-events.server';
import { createStaffActor } from '#app/server/bookings/staff-bookings.fixtures';
import { bookings } from '#app/server/db/schema';

let t: TestDb;
let actor: Actor;
let staff: StaffSessionForTest;
let patientId: string;

beforeAll(async () => {
  t = await createTestDb();
  actor = await createStaffActor(t.db);
  staff = await createStaffSession(t.db, { role: 'disposition' });
});
beforeEach(async () => {
  patientId = await resetWithDialysisPatient(t.db);
});
afterAll(async () => t?.close());

async function rideOn(datum: string) {
  const [row] = await t.db.select().from(bookings).where(eq(bookings.datum, datum));
  return row!;
}

async function postEdit(row: typeof bookings.$inferSelect, uhrzeit: string) {
  const values = {
    intent: 'edit',
    id: row.id,
    transportart: row.transportart ?? '',
    krankenkasse: row.krankenkasse ?? '',
    datum: row.datum,
    uhrzeit,
    vorname: row.vorname,
    nachname: row.nachname,
    telefon: '',
    email: '',
    abholadresse: row.abholadresse,
    zieladresse: row.zieladresse,
    entfernungKm: '',
  };
  const request = staff.request('/app/bookings/aktionen', { method: 'POST', body: new URLSearchParams(values) });
  return actionAnswer(await bookingActions({ request, context: staff.context, params: {} } as never));
}

describe('POST /app/bookings/aktionen "edit" of a paused series ride', () => {
  it('is refused in German with nothing changed; a ride outside the pause is saved', async () => {
    const id = await dialysis(t.db, actor, patientId);
    expect(await pauseSeries(t.db, actor, id, { von: '2030-03-11', bis: '2030-03-17' }, now)).toMatchObject({
      ok: true,
    });
    const paused = await rideOn('2030-03-13');
    expect(paused.status).toBe('paused');

    const refused = await postEdit(paused, '07:15');
    expect(refused.status).toBe(200);
    expect(refused.body).toMatchObject({
      ok: false,
      code: 'conflict',
      toasts: [expect.objectContaining({ kind: 'error', description: LIFECYCLE_MESSAGES.pausedOrder })],
    });
    expect(await rideOn('2030-03-13')).toMatchObject({ status: 'paused', uhrzeit: '06:30' });

    const saved = await postEdit(await rideOn('2030-03-18'), '07:15');
    expect(saved.body).toMatchObject({ ok: true });
    expect(await rideOn('2030-03-18')).toMatchObject({ status: 'confirmed', uhrzeit: '07:15' });
  });
});
