// Patients on both backends: create, edit, archive, search (also by phone in any form), the legs on the
// detail page, duplicates flagged and booking suggestions accepted by staff.
import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { staffTestDb, type Actor, type TestDb } from '../../../tests/support/staff-test-db';
import { bookingEvents, bookings, patients, tripLegs } from '#app/server/db/schema';
import { createBooking } from '#app/server/bookings/staff-bookings.fixtures';
import {
  createPatient,
  createPatientFromBooking,
  getPatient,
  linkBookingToPatient,
  linkedPatientOf,
  patientsForBooking,
  listPatients,
  setPatientArchived,
  suggestPatientsForBooking,
  updatePatient,
} from './patients.server';

const today = '2030-06-15';
let t: TestDb;
let actor: Actor;
staffTestDb((fresh, staff) => ([t, actor] = [fresh, staff]));
beforeEach(async () => {
  await t.db.delete(patients);
});

async function create(values: Record<string, unknown>) {
  const result = await createPatient(t.db, values, today);
  if (!result.ok) throw new Error(JSON.stringify(result));
  return result.value;
}

describe('patients', () => {
  it('creates a patient with normalised fields and refuses bad input with German field errors', async () => {
    const created = await create({
      vorname: 'Erika',
      nachname: 'Müller',
      geburtsdatum: '1941-03-02',
      telefon1: '069 1234567',
      versichertennummer: 'A123456780',
    });
    const [row] = await t.db.select().from(patients).where(eq(patients.id, created.id));
    expect(row).toMatchObject({
      vorname: 'Erika',
      nachname: 'Müller',
      telefone: ['+49691234567'],
      versichertennummer: 'A123456780',
      archivedAt: null,
    });
    expect(created.duplicates).toEqual([]);

    const bad = await createPatient(t.db, { vorname: 'X', nachname: '', versichertennummer: 'A123456789' }, today);
    expect(bad).toMatchObject({
      ok: false,
      code: 'invalid',
      fieldErrors: {
        nachname: 'Bitte geben Sie den Nachnamen ein.',
        versichertennummer: expect.stringContaining('Prüfziffer'),
      },
    });
    expect(await t.db.select().from(patients)).toHaveLength(1);
  });

  it('flags likely duplicates on create and edit, never merging them', async () => {
    const first = await create({ vorname: 'Erika', nachname: 'Müller', geburtsdatum: '1941-03-02' });
    const second = await create({ vorname: 'Erika', nachname: 'Mueller', geburtsdatum: '1941-03-02' });
    expect(second.duplicates).toMatchObject([{ patient: { id: first.id }, match: { strength: 'hoch' } }]);
    const third = await create({ vorname: 'Hans', nachname: 'Schmidt', telefon1: '0171 2345678' });
    expect(third.duplicates).toEqual([]);
    const edited = await updatePatient(
      t.db,
      third.id,
      { vorname: 'Hans', nachname: 'Schmidt', telefon1: '0171 2345678', telefon2: '+49 69 1234567' },
      today,
    );
    expect(edited.ok).toBe(true);
    const fourth = await create({ vorname: 'Pflegeheim', nachname: 'Sonnenhof', telefon1: '+49 (0)171 2345678' });
    expect(fourth.duplicates).toMatchObject([
      { patient: { id: third.id }, match: { strength: 'mittel', reasons: ['telefon'] } },
    ]);
    expect(await t.db.select().from(patients)).toHaveLength(4);
  });

  it('searches by name, KVNR, date of birth and phone in any notation; archives and restores', async () => {
    const erika = await create({
      vorname: 'Erika',
      nachname: 'Müller',
      geburtsdatum: '1941-03-02',
      telefon1: '069 90009130',
      versichertennummer: 'X110411675',
    });
    await create({ vorname: 'Hans', nachname: 'Schmidt', geburtsdatum: '1950-01-01' });
    const ids = async (q: string, archived = false) => (await listPatients(t.db, { q, archived })).map((p) => p.id);
    expect(await ids('müller')).toEqual([erika.id]);
    expect(await ids('x110411675')).toEqual([erika.id]);
    expect(await ids('+49 (0)69 900 091 30')).toEqual([erika.id]);
    expect(await ids('069/90009130')).toEqual([erika.id]);
    expect(await ids('02.03.1941')).toEqual([erika.id]);
    expect(await ids('2.3.1941')).toEqual([erika.id]);
    expect(await ids('03.02.1941')).toEqual([]);
    // The lists show "Nachname, Vorname": the words match in any order, with or without comma.
    for (const q of ['Erika Müller', 'Müller, Erika', 'Müller Erika', 'Müller,Erika', ' müller ,  eri '])
      expect(await ids(q)).toEqual([erika.id]);
    expect(await ids('Müller, Hans')).toEqual([]);
    expect((await patientsForBooking(t.db, { q: 'Müller, Erika' })).map((p) => p.id)).toEqual([erika.id]);
    expect((await listPatients(t.db)).map((p) => p.nachname)).toEqual(['Müller', 'Schmidt']);

    expect(await setPatientArchived(t.db, erika.id, true)).toEqual({ ok: true, value: { id: erika.id } });
    expect(await ids('müller')).toEqual([]);
    expect(await ids('müller', true)).toEqual([erika.id]);
    await setPatientArchived(t.db, erika.id, false);
    expect(await ids('müller')).toEqual([erika.id]);
    expect(await setPatientArchived(t.db, 'nope', true)).toMatchObject({ ok: false, code: 'not-found' });
    expect(
      await updatePatient(t.db, '00000000-0000-4000-8000-000000000000', { vorname: 'A', nachname: 'B' }, today),
    ).toMatchObject({ ok: false, code: 'not-found' });
  });

  it('suggests the patient of an online booking; staff link it; the detail page lists past and upcoming legs', async () => {
    const erika = await create({ vorname: 'Erika', nachname: 'Musterfrau', telefon1: '069 900091' });
    await create({ vorname: 'Otto', nachname: 'Anders' });
    const upcoming = await createBooking(t.db, {
      datum: '2030-06-20',
      uhrzeit: '08:00',
      rueckfahrt: 'nach-termin',
      telefon: '+4969900091',
    });
    const past = await createBooking(t.db, { datum: '2030-06-01', uhrzeit: '09:30', telefon: '069 900091' });

    const suggestions = await suggestPatientsForBooking(t.db, upcoming.id);
    expect(suggestions.map((s) => [s.patient.id, s.match.strength])).toEqual([[erika.id, 'hoch']]);

    expect(await linkBookingToPatient(t.db, actor, upcoming.id, erika.id)).toMatchObject({ ok: true });
    await linkBookingToPatient(t.db, actor, past.id, erika.id);
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, upcoming.id));
    expect(row?.patientenId).toBe(erika.id);
    const events = await t.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, upcoming.id));
    expect(events.map((e) => e.type)).toEqual(['patient-linked']);

    const detail = await getPatient(t.db, erika.id, today);
    expect(detail?.upcoming.map((l) => [l.bookingNumber, l.kind, l.datum, l.uhrzeit])).toEqual([
      [upcoming.bookingNumber, 'hin', '2030-06-20', '08:00'],
      [upcoming.bookingNumber, 'rueck', '2030-06-20', null],
    ]);
    expect(detail?.past.map((l) => [l.bookingNumber, l.kind])).toEqual([[past.bookingNumber, 'hin']]);

    // Archiving keeps the link and the history.
    await setPatientArchived(t.db, erika.id, true);
    expect((await getPatient(t.db, erika.id, today))?.upcoming).toHaveLength(2);
    expect(await linkBookingToPatient(t.db, actor, upcoming.id, '00000000-0000-4000-8000-000000000000')).toMatchObject({
      ok: false,
      code: 'not-found',
    });
  });

  it('lists as upcoming only the legs still to be driven from today on; set down, billed or cancelled ones under the past', async () => {
    const erna = await create({ vorname: 'Erna', nachname: 'Sommerfeld' });
    const mine = { patientenId: erna.id, vorname: 'Erna', nachname: 'Sommerfeld' };
    const setLeg = (bookingId: string, kind: 'hin' | 'rueck', status: 'abgesetzt' | 'storniert') =>
      t.db
        .update(tripLegs)
        .set({ status })
        .where(and(eq(tripLegs.bookingId, bookingId), eq(tripLegs.kind, kind)));
    // Today's ride, already set down and billed.
    const billed = await createBooking(t.db, { ...mine, datum: today, uhrzeit: '08:30', status: 'billed' });
    await setLeg(billed.id, 'hin', 'abgesetzt');
    // A later ride cut off when its approval was shortened: leg "storniert", order "Abgelehnt".
    const rejected = await createBooking(t.db, { ...mine, datum: '2030-07-01', uhrzeit: '09:00', status: 'rejected' });
    await setLeg(rejected.id, 'hin', 'storniert');
    // A confirmed ride whose outward leg was called off, its return still to be driven.
    const half = await createBooking(t.db, {
      ...mine,
      datum: '2030-06-20',
      uhrzeit: '10:00',
      rueckfahrt: 'nach-termin',
      status: 'confirmed',
    });
    await setLeg(half.id, 'hin', 'storniert');
    // Still to be driven today, and one waiting for the dispatcher's yes.
    const todays = await createBooking(t.db, { ...mine, datum: today, uhrzeit: '14:00', status: 'confirmed' });
    const pending = await createBooking(t.db, { ...mine, datum: '2030-06-16', uhrzeit: '07:00' });
    const earlier = await createBooking(t.db, { ...mine, datum: '2030-06-14', uhrzeit: '07:00', status: 'confirmed' });

    const detail = await getPatient(t.db, erna.id, today);
    expect(detail?.upcoming.map((l) => [l.bookingNumber, l.kind])).toEqual([
      [todays.bookingNumber, 'hin'],
      [pending.bookingNumber, 'hin'],
      [half.bookingNumber, 'rueck'],
    ]);
    expect(detail?.past.map((l) => [l.bookingNumber, l.kind, l.legStatus])).toEqual([
      [rejected.bookingNumber, 'hin', 'storniert'],
      [half.bookingNumber, 'hin', 'storniert'],
      [billed.bookingNumber, 'hin', 'abgesetzt'],
      [earlier.bookingNumber, 'hin', 'geplant'],
    ]);
  });

  it('makes a new patient from a booking (linked, with history) when no suggestion fits; only once', async () => {
    const booking = await createBooking(t.db, {
      vorname: 'Karl',
      nachname: 'Neu',
      telefon: '+491715550123',
      krankenkasse: 'AOK',
      besonderheiten: { infektiös: true },
    });
    expect(await linkedPatientOf(t.db, booking.id)).toEqual({ found: true, patient: null });
    const created = await createPatientFromBooking(t.db, actor, booking.id);
    expect(created).toMatchObject({ ok: true, value: { bookingId: booking.id, name: 'Karl Neu' } });
    if (!created.ok) return;
    const [patient] = await t.db.select().from(patients).where(eq(patients.id, created.value.patientId));
    expect(patient).toMatchObject({
      vorname: 'Karl',
      nachname: 'Neu',
      telefone: ['+491715550123'],
      adresse: booking.abholadresse,
      krankenkasse: 'AOK',
      besonderheiten: { infektiös: true },
    });
    expect((await linkedPatientOf(t.db, booking.id)).patient?.id).toBe(patient!.id);
    const events = await t.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, booking.id));
    expect(events.map((e) => [e.type, e.data])).toEqual([
      ['patient-linked', { patientId: patient!.id, previousPatientId: null, created: true }],
    ]);
    expect(await createPatientFromBooking(t.db, actor, booking.id)).toMatchObject({ ok: false, code: 'conflict' });
    expect(await createPatientFromBooking(t.db, actor, '00000000-0000-4000-8000-000000000000')).toMatchObject({
      ok: false,
      code: 'not-found',
    });
    expect(await linkedPatientOf(t.db, 'kaputt')).toEqual({ found: false, patient: null });
  });

  it('finds patients for the booking form by search or id; archived ones are not offered', async () => {
    const erika = await create({
      vorname: 'Erika',
      nachname: 'Muster',
      telefon1: '069 1234567',
      ort1Label: 'Dialyse',
      ort1Adresse: 'Zeil 5',
    });
    expect((await patientsForBooking(t.db, { q: '069/1234567' })).map((p) => [p.id, p.orte])).toEqual([
      [erika.id, [{ label: 'Dialyse', adresse: 'Zeil 5' }]],
    ]);
    expect(await patientsForBooking(t.db, { q: '  ' })).toEqual([]);
    expect((await patientsForBooking(t.db, { id: erika.id })).map((p) => p.id)).toEqual([erika.id]);
    expect(await patientsForBooking(t.db, { id: 'kaputt' })).toEqual([]);
    await setPatientArchived(t.db, erika.id, true);
    expect(await patientsForBooking(t.db, { id: erika.id })).toEqual([]);
    expect(await patientsForBooking(t.db, { q: 'Muster' })).toEqual([]);
  });
});
