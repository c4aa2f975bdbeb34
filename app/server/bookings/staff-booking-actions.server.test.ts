import { asc, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { staffTestDb, type Actor, type TestDb } from '../../../tests/support/staff-test-db';
import { DRIVER_HANDLING } from '#app/domain/templates/driver-trip';
import { validateEditBooking } from '#app/domain/bookings/edit-booking';
import { appSettings, bookingEvents, bookings, outboxJobs, tripLegs } from '#app/server/db/schema';
import { BookingActionError } from './booking-action-error.server';
import {
  assignDriver,
  bulkReview,
  changeBookingStatus,
  changeTransportType,
  confirmBooking,
  editBooking,
  rejectBooking,
  sendConfirmation,
  sendReceipt,
} from './staff-booking-actions.server';
import { createBooking, createDriver } from './staff-bookings.fixtures';

let t: TestDb;
let actor: Actor;
staffTestDb((fresh, staff) => ([t, actor] = [fresh, staff]));

beforeEach(async () => {
  await t.db.delete(outboxJobs);
  await t.db.delete(appSettings);
});

const eventsOf = (id: string) =>
  t.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, id)).orderBy(asc(bookingEvents.id));
const jobsOf = (id: string) =>
  t.db.select().from(outboxJobs).where(eq(outboxJobs.bookingId, id)).orderBy(asc(outboxJobs.id));
const statusOf = async (id: string) => (await t.db.select().from(bookings).where(eq(bookings.id, id)))[0]!.status;

async function expectCode(promise: Promise<unknown>, code: string) {
  await expect(promise).rejects.toSatisfy((e) => e instanceof BookingActionError && e.code === code);
}

describe('confirmBooking', () => {
  it('confirms a pending booking, records the staff user, enqueues the acceptance e-mail and the calendar update', async () => {
    const booking = await createBooking(t.db, { bestaetigungsEmail: 'angehoerige@example.org' });
    const result = await confirmBooking(t.db, actor, booking.id);
    expect(result).toEqual({
      bookingNumber: booking.bookingNumber,
      emailTo: 'angehoerige@example.org',
      capacityWarning: null,
    });
    expect(await statusOf(booking.id)).toBe('confirmed');
    const [event] = await eventsOf(booking.id);
    expect(event).toMatchObject({
      actorUserId: actor.userId,
      actorLabel: actor.label,
      type: 'status-changed',
      data: { from: 'pending', to: 'confirmed' },
    });
    const jobs = await jobsOf(booking.id);
    expect(jobs.map((j) => [j.kind, j.payload])).toEqual([
      ['booking-email', { template: 'acceptance', to: 'angehoerige@example.org', bookingId: booking.id }],
      ['calendar-sync', { action: 'update', bookingId: booking.id }],
    ]);
  });

  it('falls back to the e-mail and skips the e-mail without any address', async () => {
    const withMail = await createBooking(t.db);
    expect((await confirmBooking(t.db, actor, withMail.id)).emailTo).toBe('erika@example.org');
    const noMail = await createBooking(t.db, { email: null });
    expect((await confirmBooking(t.db, actor, noMail.id)).emailTo).toBeNull();
    expect((await jobsOf(noMail.id)).map((j) => j.kind)).toEqual(['calendar-sync']);
  });

  it('refuses bookings that are not pending and changes nothing', async () => {
    for (const status of ['confirmed', 'rejected', 'completed', 'forwarded', 'billed'] as const) {
      const booking = await createBooking(t.db, { status });
      await expectCode(confirmBooking(t.db, actor, booking.id), 'not-pending');
      expect(await statusOf(booking.id)).toBe(status);
      expect(await eventsOf(booking.id)).toEqual([]);
      expect(await jobsOf(booking.id)).toEqual([]);
    }
  });

  it('reports unknown bookings as not found', async () => {
    await expectCode(confirmBooking(t.db, actor, '00000000-0000-4000-8000-000000000000'), 'not-found');
    await expectCode(confirmBooking(t.db, actor, 'kein-uuid'), 'not-found');
  });

  it('warns when the slot already holds as many confirmed rides as the capacity allows', async () => {
    await t.db.insert(appSettings).values({ key: 'slot_capacity', value: 2 });
    const slot = { datum: '2031-03-03', uhrzeit: '10:15' };
    await createBooking(t.db, { ...slot, status: 'confirmed' });
    const first = await createBooking(t.db, slot);
    expect((await confirmBooking(t.db, actor, first.id)).capacityWarning).toBeNull();
    await createBooking(t.db, { ...slot, status: 'confirmed' });
    const third = await createBooking(t.db, slot);
    const result = await confirmBooking(t.db, actor, third.id);
    expect(result.capacityWarning).toContain('Kapazität 2');
    expect(await statusOf(third.id)).toBe('confirmed');
  });

  it('never warns with capacity 0 (unlimited)', async () => {
    await t.db.insert(appSettings).values({ key: 'slot_capacity', value: 0 });
    const slot = { datum: '2031-03-04', uhrzeit: '10:15' };
    await createBooking(t.db, { ...slot, status: 'confirmed' });
    const booking = await createBooking(t.db, slot);
    expect((await confirmBooking(t.db, actor, booking.id)).capacityWarning).toBeNull();
  });
});

describe('rejectBooking', () => {
  it('rejects pending bookings only, cancelling their legs and freeing the driver (the rides core)', async () => {
    const driver = await createDriver(t.db, { name: 'Rita Reject' });
    const booking = await createBooking(t.db, { rueckfahrt: 'nach-termin', assignedDriverId: driver.id });
    await rejectBooking(t.db, actor, booking.id);
    expect(await statusOf(booking.id)).toBe('rejected');
    expect((await eventsOf(booking.id)).map((e) => [e.type, e.data])).toEqual([
      ['status-changed', { from: 'pending', to: 'rejected', via: 'reject' }],
      [
        'leg-status-changed',
        { leg: 'hin', from: 'geplant', to: 'storniert', cause: 'buchung', driverName: 'Rita Reject' },
      ],
      [
        'leg-status-changed',
        { leg: 'rueck', from: 'geplant', to: 'storniert', cause: 'buchung', driverName: 'Rita Reject' },
      ],
    ]);
    const legs = await t.db.select().from(tripLegs).where(eq(tripLegs.bookingId, booking.id));
    expect(legs.map((l) => [l.status, l.driverId, l.releasedDriverId])).toEqual([
      ['storniert', null, driver.id],
      ['storniert', null, driver.id],
    ]);
    expect((await t.db.select().from(bookings).where(eq(bookings.id, booking.id)))[0]!.assignedDriverId).toBeNull();
    await expectCode(rejectBooking(t.db, actor, booking.id), 'not-pending');
    expect(await eventsOf(booking.id)).toHaveLength(3);
  });
});

describe('bulkReview', () => {
  it('confirms the pending bookings of a selection and skips the others', async () => {
    const a = await createBooking(t.db);
    const b = await createBooking(t.db, { status: 'completed' });
    const c = await createBooking(t.db);
    const outcome = await bulkReview(t.db, actor, [a.id, b.id, c.id, a.id], 'confirm');
    expect(outcome.done).toEqual([a.bookingNumber, c.bookingNumber]);
    expect(outcome.skipped).toEqual([b.id]);
    expect(outcome.failed).toEqual([]);
    expect(await statusOf(b.id)).toBe('completed');
    const rejected = await bulkReview(t.db, actor, [a.id, (await createBooking(t.db)).id], 'reject');
    expect(rejected.done).toHaveLength(1);
    expect(rejected.skipped).toEqual([a.id]);
  });
});

describe('changeBookingStatus', () => {
  it("changes any status to any other with the lifecycle's cascade on the legs, and records both", async () => {
    const booking = await createBooking(t.db, { status: 'billed' });
    expect(await changeBookingStatus(t.db, actor, booking.id, 'pending')).toEqual({ changed: true });
    expect(await changeBookingStatus(t.db, actor, booking.id, 'forwarded')).toEqual({ changed: true });
    expect(await statusOf(booking.id)).toBe('forwarded');
    expect((await eventsOf(booking.id)).map((e) => e.data)).toEqual([
      { from: 'billed', to: 'pending' },
      { leg: 'hin', from: 'abgesetzt', to: 'geplant', cause: 'buchung' },
      { from: 'pending', to: 'forwarded' },
      { leg: 'hin', from: 'geplant', to: 'storniert', cause: 'buchung' },
    ]);
    expect((await jobsOf(booking.id)).map((j) => j.kind)).toEqual(['calendar-sync', 'calendar-sync']);
  });

  it('records the change from confirmed (its leg set down) and ignores a no-op', async () => {
    const booking = await createBooking(t.db, { status: 'confirmed' });
    expect(await changeBookingStatus(t.db, actor, booking.id, 'completed')).toEqual({ changed: true });
    expect((await eventsOf(booking.id)).map((e) => e.data)).toEqual([
      { from: 'confirmed', to: 'completed' },
      { leg: 'hin', from: 'geplant', to: 'abgesetzt', cause: 'buchung' },
    ]);
    expect(await changeBookingStatus(t.db, actor, booking.id, 'completed')).toEqual({ changed: false });
    expect(await eventsOf(booking.id)).toHaveLength(2);
  });

  it('refuses what the lifecycle refuses, in German, and changes nothing', async () => {
    const booking = await createBooking(t.db, { status: 'confirmed' });
    await t.db.update(tripLegs).set({ status: 'an-bord' }).where(eq(tripLegs.bookingId, booking.id));
    await expectCode(changeBookingStatus(t.db, actor, booking.id, 'rejected'), 'refused');
    expect(await statusOf(booking.id)).toBe('confirmed');
    expect(await eventsOf(booking.id)).toEqual([]);
  });

  it('refuses unknown statuses', async () => {
    const booking = await createBooking(t.db);
    await expectCode(changeBookingStatus(t.db, actor, booking.id, 'angenommen'), 'invalid');
    await expectCode(changeBookingStatus(t.db, actor, booking.id, 'erledigt'), 'invalid');
    expect(await statusOf(booking.id)).toBe('pending');
  });
});

describe('editBooking', () => {
  const form = {
    transportart: 'liegend',
    krankenkasse: 'BARMER',
    datum: '2030-02-01',
    uhrzeit: '11:30',
    vorname: 'Erika',
    nachname: 'Beispiel',
    telefon: '069 7654321',
    email: 'neu@example.org',
    abholadresse: 'Neue Straße 2',
    zieladresse: 'Klinik 3',
    entfernungKm: '23,4',
  };
  it('saves the changed fields and records old and new values', async () => {
    const booking = await createBooking(t.db);
    const result = validateEditBooking(form);
    if (!result.ok) throw new Error(result.message);
    const { changedFields } = await editBooking(t.db, actor, booking.id, result.values);
    expect(changedFields.sort()).toEqual(
      [
        'abholadresse',
        'datum',
        'email',
        'entfernungKm',
        'krankenkasse',
        'nachname',
        'telefon',
        'transportart',
        'uhrzeit',
        'zieladresse',
      ].sort(),
    );
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row).toMatchObject({
      transportart: 'liegend',
      datum: '2030-02-01',
      uhrzeit: '11:30',
      nachname: 'Beispiel',
      entfernungKm: '23.4',
    });
    const [event] = await eventsOf(booking.id);
    expect(event).toMatchObject({ type: 'edited', actorUserId: actor.userId });
    expect((event!.data.changes as Record<string, unknown>).nachname).toEqual({ from: 'Musterfrau', to: 'Beispiel' });
    // Saving the same values again changes nothing and writes no history.
    expect((await editBooking(t.db, actor, booking.id, result.values)).changedFields).toEqual([]);
    expect(await eventsOf(booking.id)).toHaveLength(1);
  });

  it('saves the companions (issue 20) and keeps them when a form does not post the field', async () => {
    const booking = await createBooking(t.db);
    const two = validateEditBooking({ ...form, begleitpersonen: '2' });
    if (!two.ok) throw new Error(two.message);
    expect((await editBooking(t.db, actor, booking.id, two.values)).changedFields).toContain('begleitpersonen');
    const without = validateEditBooking(form);
    if (!without.ok) throw new Error(without.message);
    expect((await editBooking(t.db, actor, booking.id, without.values)).changedFields).toEqual([]);
    const [row] = await t.db
      .select({ begleitpersonen: bookings.begleitpersonen })
      .from(bookings)
      .where(eq(bookings.id, booking.id));
    expect(row).toEqual({ begleitpersonen: 2 });
    const [event] = await eventsOf(booking.id);
    expect((event!.data.changes as Record<string, unknown>).begleitpersonen).toEqual({ from: 0, to: 2 });
  });
});

describe('changeTransportType', () => {
  it('sets the type and records it; rejects unknown types', async () => {
    const booking = await createBooking(t.db);
    await changeTransportType(t.db, actor, booking.id, 'tragestuhl');
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row!.transportart).toBe('tragestuhl');
    expect((await eventsOf(booking.id))[0]).toMatchObject({
      type: 'transport-changed',
      data: { from: null, to: 'tragestuhl' },
    });
    await expectCode(changeTransportType(t.db, actor, booking.id, 'fliegend'), 'invalid');
  });
});

describe('assignDriver', () => {
  it('assigns without changing the status, returns a WhatsApp link and e-mails the driver', async () => {
    const driver = await createDriver(t.db, { email: 'fahrer@example.org' });
    const booking = await createBooking(t.db, {
      pflegegrad: 3,
      besonderheiten: { infektiös: true },
      krankenkasse: 'AOK Hessen',
    });
    const result = await assignDriver(t.db, actor, booking.id, driver.id);
    expect(result.driverName).toBe('Peter Fahrmann');
    expect(result.emailTo).toBe('fahrer@example.org');
    const url = new URL(result.whatsappUrl!);
    expect(url.origin + url.pathname).toBe('https://wa.me/491711234567');
    const text = url.searchParams.get('text')!;
    expect(text).toContain(booking.bookingNumber);
    expect(text).toContain('15.01.2030 um 09:00 Uhr');
    // Handling instructions are for the driver (decision 175): an infection becomes "call first", never
    // the condition itself; care level and insurer never.
    expect(text).toContain(`Hinweise: ${DRIVER_HANDLING.callFirst}`);
    expect(text).not.toMatch(/Pflegegrad|AOK|infekt/i);
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row).toMatchObject({ assignedDriverId: driver.id, status: 'pending' });
    expect((await jobsOf(booking.id)).map((j) => [j.kind, j.payload.to ?? null])).toEqual([
      ['driver-email', 'fahrer@example.org'],
      ['calendar-sync', null],
    ]);
    expect((await eventsOf(booking.id))[0]).toMatchObject({
      type: 'driver-assigned',
      actorUserId: actor.userId,
      data: { driverName: 'Peter Fahrmann' },
    });
  });

  it('queues no e-mail for a driver without address; unknown drivers fail', async () => {
    const driver = await createDriver(t.db, { name: 'Sabine Lenker', email: null });
    const booking = await createBooking(t.db);
    expect((await assignDriver(t.db, actor, booking.id, driver.id)).emailTo).toBeNull();
    expect((await jobsOf(booking.id)).map((j) => j.kind)).toEqual(['calendar-sync']);
    await expectCode(assignDriver(t.db, actor, booking.id, '00000000-0000-4000-8000-000000000000'), 'driver-not-found');
  });
});

describe('sendReceipt and sendConfirmation', () => {
  it('queue the templates to the booking address and record the request', async () => {
    const booking = await createBooking(t.db, { bestaetigungsEmail: 'sohn@example.org' });
    expect(await sendReceipt(t.db, actor, booking.id)).toEqual({ to: 'sohn@example.org' });
    expect(await sendConfirmation(t.db, actor, booking.id)).toEqual({ to: 'sohn@example.org' });
    expect((await jobsOf(booking.id)).map((j) => j.payload.template)).toEqual(['confirmation', 'acceptance']);
    expect((await eventsOf(booking.id)).map((e) => [e.type, e.data.template])).toEqual([
      ['email-requested', 'confirmation'],
      ['email-requested', 'acceptance'],
    ]);
  });

  it('fail without any address', async () => {
    const booking = await createBooking(t.db, { email: null, bestaetigungsEmail: null });
    await expectCode(sendReceipt(t.db, actor, booking.id), 'no-recipient');
    expect(await jobsOf(booking.id)).toEqual([]);
  });
});
