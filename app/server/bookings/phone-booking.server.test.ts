// Staff phone bookings (issue 17) on both backends: no 24-hour rule but a confirmation for a leg today
// or in the past, the slot capacity with an explicit override, the chosen status, the history entry
// "telefonisch, von <staff>", the legs as entered, the patient linked (chosen or created) and the
// optional confirmation e-mail through the outbox; nothing is written when a rule refuses.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../../../tests/support/test-db';
import { berlinInstant } from '#app/domain/berlin-time';
import { describeHistoryEntry } from '#app/domain/bookings/history';
import { parseBookingEvent } from './booking-events.server';
import { PHONE_BOOKING_MESSAGES } from '#app/domain/bookings/phone-booking-form';
import { bookingEvents, bookings, outboxJobs, patients, tripLegs } from '#app/server/db/schema';
import { createPatient, getPatient } from '#app/server/patients/patients.server';
import { setSlotCapacity } from './booking-capacity.server';
import type { Actor } from './booking-events.server';
import { createPhoneBooking } from './phone-booking.server';
import { createBooking, createStaffActor } from './staff-bookings.fixtures';

// Tuesday 24.11.2026, 10:30 in Berlin.
const now = berlinInstant('2026-11-24', '10:30');
const form = {
  vorname: 'Erika',
  nachname: 'Muster',
  telefon: '069 1234567',
  email: 'erika@example.org',
  abholadresse: 'Zeil 1, 60313 Frankfurt',
  zieladresse: 'Dialysezentrum, Hanauer Landstraße 5',
  datum: '2026-11-25',
  uhrzeit: '07:10',
  status: 'confirmed',
};

let t: TestDb;
let actor: Actor;

beforeAll(async () => {
  t = await createTestDb();
  actor = await createStaffActor(t.db, 'Dora Disponentin');
});
afterAll(async () => t?.close());
beforeEach(async () => {
  await setSlotCapacity(t.db, 0);
});

async function counts() {
  return {
    bookings: (await t.db.select({ id: bookings.id }).from(bookings)).length,
    patients: (await t.db.select({ id: patients.id }).from(patients)).length,
    jobs: (await t.db.select({ id: outboxJobs.id }).from(outboxJobs)).length,
  };
}

describe('createPhoneBooking', () => {
  it('creates a confirmed booking for a known patient with a "nach Termin" return, history and legs', async () => {
    const patient = await createPatient(
      t.db,
      { vorname: 'Erika', nachname: 'Muster', telefon1: '069 1234567' },
      '2026-11-24',
    );
    if (!patient.ok) throw new Error('patient');
    const result = await createPhoneBooking(
      t.db,
      actor,
      { ...form, patientId: patient.value.id, rueckfahrt: 'nach-termin', sendEmail: 'on', begleitpersonen: '1' },
      { now },
    );
    expect(result).toMatchObject({
      ok: true,
      value: {
        bookingNumber: expect.stringMatching(/^KF-2026-\d{5}$/),
        patientId: patient.value.id,
        status: 'confirmed',
        emailQueued: true,
        overbooked: false,
      },
    });
    if (!result.ok) return;
    const id = result.value.bookingId;

    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, id));
    expect(row).toMatchObject({
      status: 'confirmed',
      quelle: 'telefon',
      telefon: '+49691234567',
      patientenId: patient.value.id,
      rueckfahrt: 'nach-termin',
      rueckfahrtDatum: '2026-11-25',
      rueckfahrtUhrzeit: null,
      begleitpersonen: 1,
    });
    const legs = await t.db.select().from(tripLegs).where(eq(tripLegs.bookingId, id)).orderBy(tripLegs.kind);
    expect(legs.map((leg) => [leg.kind, leg.timing, leg.datum, leg.uhrzeit, leg.abholadresse])).toEqual([
      ['hin', 'fest', '2026-11-25', '07:10', form.abholadresse],
      ['rueck', 'nach-termin', '2026-11-25', null, form.zieladresse],
    ]);
    const [event] = await t.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, id));
    expect(event).toMatchObject({ type: 'created', actorUserId: actor.userId, actorLabel: 'Dora Disponentin' });
    expect(describeHistoryEntry(parseBookingEvent(event!.type, event!.data))).toBe(
      'Buchung angelegt (telefonisch, von Dora Disponentin)',
    );
    const jobs = await t.db.select().from(outboxJobs).where(eq(outboxJobs.bookingId, id));
    expect(jobs.map((job) => job.kind).sort()).toEqual(['booking-email', 'calendar-sync']);
    expect(jobs.find((job) => job.kind === 'booking-email')?.payload).toMatchObject({
      template: 'acceptance',
      to: 'erika@example.org',
    });

    // The patient's page lists both legs as upcoming.
    const page = await getPatient(t.db, patient.value.id, '2026-11-24');
    expect(page?.upcoming.map((leg) => leg.kind)).toEqual(['hin', 'rueck']);
  });

  it('asks to confirm a leg today or in the past and writes nothing until confirmed', async () => {
    const before = await counts();
    const today = await createPhoneBooking(t.db, actor, { ...form, datum: '2026-11-24', uhrzeit: '12:00' }, { now });
    expect(today).toMatchObject({
      ok: false,
      code: 'invalid',
      fieldErrors: { pastConfirmed: PHONE_BOOKING_MESSAGES.pastConfirmation('heute') },
    });
    const past = await createPhoneBooking(t.db, actor, { ...form, datum: '2026-11-23' }, { now });
    expect(past).toMatchObject({
      ok: false,
      fieldErrors: { pastConfirmed: expect.stringContaining('in der Vergangenheit') },
    });
    expect(await counts()).toEqual(before);

    const confirmed = await createPhoneBooking(
      t.db,
      actor,
      { ...form, datum: '2026-11-24', uhrzeit: '12:00', pastConfirmed: 'on', status: 'pending' },
      { now },
    );
    expect(confirmed).toMatchObject({ ok: true, value: { status: 'pending', emailQueued: false, patientId: null } });
    const [event] = await t.db
      .select()
      .from(bookingEvents)
      .where(eq(bookingEvents.bookingId, confirmed.ok ? confirmed.value.bookingId : ''));
    expect(event?.data).toMatchObject({ status: 'pending', source: 'telefon', pastConfirmed: true });
  });

  it('checks the slot capacity like the intake; an explicit override books anyway and is recorded', async () => {
    await setSlotCapacity(t.db, 1);
    await createBooking(t.db, {
      bookingNumber: 'KF-1999-00001',
      datum: '2026-12-01',
      uhrzeit: '08:00',
      status: 'pending',
    });
    const before = await counts();
    const refused = await createPhoneBooking(t.db, actor, { ...form, datum: '2026-12-01', uhrzeit: '08:00' }, { now });
    expect(refused).toMatchObject({
      ok: false,
      code: 'invalid',
      fieldErrors: { capacityOverride: PHONE_BOOKING_MESSAGES.slotFull(1, 1) },
    });
    expect(await counts()).toEqual(before);
    // Another minute is another slot: free.
    expect(
      (await createPhoneBooking(t.db, actor, { ...form, datum: '2026-12-01', uhrzeit: '08:05' }, { now })).ok,
    ).toBe(true);

    const overbooked = await createPhoneBooking(
      t.db,
      actor,
      { ...form, datum: '2026-12-01', uhrzeit: '08:00', capacityOverride: 'on' },
      { now },
    );
    expect(overbooked).toMatchObject({ ok: true, value: { overbooked: true } });
    const [event] = await t.db
      .select()
      .from(bookingEvents)
      .where(eq(bookingEvents.bookingId, overbooked.ok ? overbooked.value.bookingId : ''));
    expect(event?.data).toMatchObject({ overbooked: true });
  });

  it('creates a new patient from the booking when asked, and refuses an unknown or archived patient', async () => {
    const created = await createPhoneBooking(
      t.db,
      actor,
      {
        ...form,
        vorname: 'Hans',
        nachname: 'Neumann',
        telefon: '0171 2345678',
        savePatient: 'on',
        flag_rollstuhl: 'on',
        treppen: 'on',
        krankenkasse: 'AOK Hessen',
      },
      { now },
    );
    expect(created.ok).toBe(true);
    if (!created.ok) return;
    const [patient] = await t.db.select().from(patients).where(eq(patients.id, created.value.patientId!));
    expect(patient).toMatchObject({
      vorname: 'Hans',
      nachname: 'Neumann',
      telefone: ['+491712345678'],
      adresse: form.abholadresse,
      krankenkasse: 'AOK Hessen',
      besonderheiten: { rollstuhl: true, barrierefreiZugang: false },
    });
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, created.value.bookingId));
    expect(row?.patientenId).toBe(patient!.id);
    expect(row?.besonderheiten).toMatchObject({ rollstuhl: true, barrierefreiZugang: false });

    const before = await counts();
    const unknown = await createPhoneBooking(
      t.db,
      actor,
      { ...form, patientId: '00000000-0000-4000-8000-000000000000' },
      { now },
    );
    expect(unknown).toMatchObject({ ok: false, fieldErrors: { patientId: PHONE_BOOKING_MESSAGES.patient } });
    await t.db.update(patients).set({ archivedAt: new Date() }).where(eq(patients.id, patient!.id));
    const archived = await createPhoneBooking(t.db, actor, { ...form, patientId: patient!.id }, { now });
    expect(archived).toMatchObject({ ok: false, fieldErrors: { patientId: PHONE_BOOKING_MESSAGES.patient } });
    expect(await counts()).toEqual(before);
  });

  it('numbers phone and online bookings from one sequence', async () => {
    const first = await createPhoneBooking(t.db, actor, form, { now });
    const second = await createPhoneBooking(
      t.db,
      actor,
      { ...form, rueckfahrt: 'fest', rueckfahrtZeit: '12:00' },
      { now },
    );
    if (!first.ok || !second.ok) throw new Error('not created');
    const n = (number: string) => Number(number.slice(-5));
    expect(n(second.value.bookingNumber)).toBe(n(first.value.bookingNumber) + 1);
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, second.value.bookingId));
    expect(row).toMatchObject({
      rueckfahrt: 'fest',
      rueckfahrtUhrzeit: '12:00',
      rueckfahrtAbholadresse: form.zieladresse,
      rueckfahrtZieladresse: form.abholadresse,
    });
  });
});
