// Typed booking history (decision 171): every event type written with recordBookingEvent comes back
// from the details read model as the same typed event; stored rows that do not fit stay readable as
// "unknown" instead of breaking the dialog.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../../../tests/support/test-db';
import type { BookingEvent } from '#app/domain/bookings/history-events';
import { getBookingDetails } from './booking-details.server';
import { parseBookingEvent, recordBookingEvent } from './booking-events.server';
import { createBooking, createStaffActor } from './staff-bookings.fixtures';

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(async () => t.close());

const events: BookingEvent[] = [
  { type: 'created', data: { status: 'pending', source: 'online', prescription: true } },
  { type: 'status-changed', data: { from: 'pending', to: 'confirmed', via: 'confirm', overCapacity: true } },
  {
    type: 'edited',
    data: { changes: { nachname: { from: 'Alt', to: 'Neu' }, entfernungKm: { from: null, to: 12.5 } } },
  },
  { type: 'transport-changed', data: { from: null, to: 'rollstuhl' } },
  {
    type: 'driver-assigned',
    data: {
      driverId: '9c1e0b1e-0000-4000-8000-000000000001',
      driverName: 'Ali',
      previousDriverId: null,
      emailed: false,
    },
  },
  { type: 'driver-assigned', data: { leg: 'rueck', driverId: null, driverName: null, previousDriverId: null } },
  { type: 'driver-unassigned', data: { driverId: 'x', driverName: 'Ali', reason: 'driver-deleted' } },
  { type: 'email-requested', data: { template: 'notification', to: 'info@example.org' } },
  { type: 'patient-linked', data: { patientId: 'p-1', previousPatientId: null } },
  {
    type: 'created',
    data: { status: 'confirmed', source: 'telefon', staff: 'Dora', patientId: 'p-1', overbooked: true },
  },
  {
    type: 'vehicle-assigned',
    data: { leg: 'hin', vehicleId: 'v-1', vehicleLabel: 'F-KT 101', previousVehicleId: null },
  },
  {
    type: 'approval-linked',
    data: { approvalId: 'a-1', nummer: 'G-1', status: 'genehmigt', gueltigBis: '2026-12-31' },
  },
  { type: 'approval-changed', data: { approvalId: 'a-1', nummer: null, status: 'beantragt', gueltigBis: null } },
  { type: 'approval-unlinked', data: { approvalId: 'a-1', nummer: 'G-1', deleted: true } },
  { type: 'prescription-saved', data: { created: true, grund: 'dialyse', ausstellungsdatum: '2026-11-20' } },
  { type: 'prescription-scan', data: { fileName: 'scan.pdf' } },
  { type: 'created', data: { status: 'confirmed', source: 'serie', seriesId: 's-1', patientId: 'p-1' } },
  {
    type: 'series-updated',
    data: {
      seriesId: 's-1',
      datum: '2030-03-05',
      uhrzeit: '08:00',
      previousDatum: '2030-03-04',
      previousUhrzeit: '06:30',
      driverRemoved: true,
    },
  },
  { type: 'series-cancelled', data: { seriesId: 's-1', grund: 'Pause 11.03.2030 bis 17.03.2030' } },
];

describe('booking history events', () => {
  it('every event type round-trips from recordBookingEvent to the details read model', async () => {
    const actor = await createStaffActor(t.db, 'Max Disponent');
    const booking = await createBooking(t.db);
    await t.db.execute(sql`delete from booking_events where booking_id = ${booking.id}`);
    for (const event of events) await recordBookingEvent(t.db, { bookingId: booking.id, actor, ...event });
    const details = await getBookingDetails(t.db, booking.id);
    expect(details!.history.map((h) => h.event)).toEqual(events);
    expect(new Set(events.map((e) => e.type)).size).toBe(16);
  });

  it('keeps a stored row that does not fit readable as unknown', () => {
    expect(parseBookingEvent('imported-from-old-site', { any: 1 })).toEqual({
      type: 'unknown',
      storedType: 'imported-from-old-site',
    });
    expect(parseBookingEvent('status-changed', { from: 'angenommen', to: 'billed' })).toEqual({
      type: 'unknown',
      storedType: 'status-changed',
    });
    expect(parseBookingEvent('edited', null)).toEqual({ type: 'unknown', storedType: 'edited' });
    // Unknown keys are dropped; the details keep only what the type declares.
    expect(parseBookingEvent('created', { status: 'pending', extra: 'x' })).toEqual({
      type: 'created',
      data: { status: 'pending' },
    });
  });
});
