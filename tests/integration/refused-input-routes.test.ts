// Every refusal writes nothing (issue 39: a fuzz run stored series, bookings and legs from invalid input,
// one leg dated 9999-12-31; NUL in a series address, 2026-02-30 on "Buchung bearbeiten", year 0000 on a
// patient's exemption card and `?q=a%00b` answered 500). Invalid input posted to the series, phone
// booking, booking edit and patient forms gets the action protocol's German refusal (ok false, code
// "invalid", the message on its field; never a 5xx) and leaves series, bookings, trip_legs and patients
// as they were. Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionAnswer } from '../support/action-answer';
import { createStaffSession, type StaffSessionForTest } from '../support/staff-session';
import { createTestDb, type TestDb } from '../support/test-db';
import { action as bookingActions } from '../../app/routes/staff/bookings/booking-actions';
import { action as newBookingAction, loader as newBookingLoader } from '../../app/routes/staff/bookings/new-booking';
import { action as patientsAction, loader as patientsLoader } from '../../app/routes/staff/patients/patients';
import { action as seriesAction } from '../../app/routes/staff/series/series';
import { berlinDate } from '../../app/domain/berlin-time';
import { PHONE_BOOKING_MESSAGES } from '../../app/domain/bookings/phone-booking-form';
import { addCalendarDays } from '../../app/domain/calendar-days';
import { PLAIN_TEXT_MESSAGE } from '../../app/domain/text/plain-text';
import { createBooking } from '../../app/server/bookings/staff-bookings.fixtures';
import { bookings, patients, series, tripLegs } from '../../app/server/db/schema';
import { resetWithDialysisPatient, seriesForm } from '../../app/server/series/series.fixtures';

let t: TestDb;
let staff: StaffSessionForTest;
let patientId: string;
let booking: typeof bookings.$inferSelect;

beforeAll(async () => {
  t = await createTestDb();
  staff = await createStaffSession(t.db, { role: 'disposition' });
  patientId = await resetWithDialysisPatient(t.db);
  // Its number is outside the year the phone booking numbers in (no collision with the one it creates).
  booking = await createBooking(t.db, { bookingNumber: 'KF-2019-00001' });
});
afterAll(async () => t?.close());

type AnyAction = (args: never) => Promise<unknown>;

async function post(
  action: AnyAction,
  path: string,
  fields: Record<string, string>,
  repeated: Record<string, string[]> = {},
) {
  const body = new URLSearchParams(fields);
  for (const [name, values] of Object.entries(repeated)) for (const value of values) body.append(name, value);
  const call = action as unknown as (args: { request: Request; context: unknown; params: object }) => Promise<unknown>;
  return actionAnswer(
    await call({ request: staff.request(path, { method: 'POST', body }), context: staff.context, params: {} }),
  );
}

async function counts() {
  const n = async (table: typeof series | typeof bookings | typeof tripLegs | typeof patients) =>
    (await t.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;
  return {
    series: await n(series),
    bookings: await n(bookings),
    tripLegs: await n(tripLegs),
    patients: await n(patients),
  };
}

const DATE = 'Bitte geben Sie ein gültiges Datum ein.';
const today = berlinDate();
const tomorrow = addCalendarDays(today, 1);

const phoneBooking = {
  intent: 'create',
  vorname: 'Erika',
  nachname: 'Muster',
  telefon: '069 1234567',
  abholadresse: 'Zeil 1, Frankfurt',
  zieladresse: 'Dialyse, Hanauer Landstraße 5',
  datum: tomorrow,
  uhrzeit: '07:10',
  status: 'confirmed',
};

const bookingEdit = () => ({
  intent: 'edit',
  id: booking.id,
  transportart: '',
  krankenkasse: '',
  datum: booking.datum,
  uhrzeit: booking.uhrzeit,
  vorname: booking.vorname,
  nachname: booking.nachname,
  telefon: '',
  email: '',
  abholadresse: booking.abholadresse,
  zieladresse: booking.zieladresse,
  entfernungKm: '',
});

type Case = [name: string, send: () => ReturnType<typeof post>, field: string, message: string];

const cases: Case[] = [
  [
    'series: NUL in the pickup address',
    () =>
      post(
        seriesAction,
        '/app/series',
        { intent: 'create', ...seriesForm(patientId, { abholadresse: 'Muster\u0000straße 1' }) },
        { tage: ['MO'] },
      ),
    'abholadresse',
    PLAIN_TEXT_MESSAGE,
  ],
  [
    'series: a bidi override in the destination',
    () =>
      post(
        seriesAction,
        '/app/series',
        { intent: 'create', ...seriesForm(patientId, { zieladresse: 'Dialyse \u202Edron' }) },
        { tage: ['MO'] },
      ),
    'zieladresse',
    PLAIN_TEXT_MESSAGE,
  ],
  [
    'series: ESC in the notes',
    () =>
      post(
        seriesAction,
        '/app/series',
        { intent: 'create', ...seriesForm(patientId, { hinweise: 'Klingeln\u001b[2J' }) },
        { tage: ['MO'] },
      ),
    'hinweise',
    PLAIN_TEXT_MESSAGE,
  ],
  [
    'series: an end on 9999-12-31',
    () =>
      post(
        seriesAction,
        '/app/series',
        { intent: 'create', ...seriesForm(patientId, { bis: '9999-12-31' }) },
        { tage: ['MO'] },
      ),
    'bis',
    'Bitte geben Sie ein gültiges Enddatum ein.',
  ],
  [
    'phone booking: a return on 9999-12-31',
    () =>
      post(newBookingAction, '/app/bookings/neu', {
        ...phoneBooking,
        rueckfahrt: 'nach-termin',
        rueckfahrtDatum: '9999-12-31',
      }),
    'rueckfahrtDatum',
    PHONE_BOOKING_MESSAGES.datum,
  ],
  [
    'phone booking: NUL in the pickup address',
    () => post(newBookingAction, '/app/bookings/neu', { ...phoneBooking, abholadresse: 'Zeil\u0000 1' }),
    'abholadresse',
    PLAIN_TEXT_MESSAGE,
  ],
  [
    'booking edit: 2026-02-30',
    () => post(bookingActions, '/app/bookings/aktionen', { ...bookingEdit(), datum: '2026-02-30' }),
    'datum',
    DATE,
  ],
  [
    'booking edit: year 0000',
    () => post(bookingActions, '/app/bookings/aktionen', { ...bookingEdit(), datum: '0000-01-01' }),
    'datum',
    DATE,
  ],
  [
    'booking edit: a return on 2026-02-30',
    () =>
      post(bookingActions, '/app/bookings/aktionen', {
        ...bookingEdit(),
        rueckfahrt: 'nach-termin',
        rueckDatum: '2026-02-30',
        rueckAbholadresse: 'A',
        rueckZieladresse: 'B',
      }),
    'rueckDatum',
    'Bitte geben Sie das Datum der Rückfahrt ein.',
  ],
  [
    'patient: "Befreiung bis" 0000-01-01',
    () =>
      post(patientsAction, '/app/patients', {
        intent: 'create',
        vorname: 'Anna',
        nachname: 'Neu',
        befreiungAb: '2026-01-01',
        befreiungBis: '0000-01-01',
      }),
    'befreiungBis',
    DATE,
  ],
  [
    'patient: "Befreiung gültig ab" 0000-01-01',
    () =>
      post(patientsAction, '/app/patients', {
        intent: 'create',
        vorname: 'Anna',
        nachname: 'Neu',
        befreiungAb: '0000-01-01',
        befreiungBis: '2026-12-31',
      }),
    'befreiungAb',
    DATE,
  ],
  [
    'patient: a bidi override in the name',
    () => post(patientsAction, '/app/patients', { intent: 'create', vorname: 'Anna\u202E', nachname: 'Neu' }),
    'vorname',
    PLAIN_TEXT_MESSAGE,
  ],
];

describe('invalid input on the staff forms', () => {
  it.each(cases)('%s: refused in German on its field, nothing written', async (_name, send, field, message) => {
    const before = await counts();
    const answer = await send();
    expect(answer.status).toBeLessThan(500);
    expect(answer.body).toMatchObject({ ok: false, code: 'invalid', fieldErrors: { [field]: message } });
    expect(await counts()).toEqual(before);
  });

  it('the same forms store valid input (the cases above differ from it in one field only)', async () => {
    const before = await counts();
    const created = await post(
      seriesAction,
      '/app/series',
      { intent: 'create', ...seriesForm(patientId) },
      { tage: ['MO'] },
    );
    expect(created.body, JSON.stringify(created.body)).toMatchObject({ ok: true });
    const phoned = await post(newBookingAction, '/app/bookings/neu', phoneBooking);
    expect(phoned.body, JSON.stringify(phoned.body)).toMatchObject({ ok: true });
    expect(
      (await post(bookingActions, '/app/bookings/aktionen', { ...bookingEdit(), datum: '15.01.2030' })).body,
    ).toMatchObject({ ok: true });
    expect(
      (
        await post(patientsAction, '/app/patients', {
          intent: 'create',
          vorname: 'Anna',
          nachname: 'Neu',
          befreiungAb: '01.01.2026',
          befreiungBis: '2026-12-31',
        })
      ).body,
    ).toMatchObject({ ok: true });
    const after = await counts();
    expect(after.series).toBe(before.series + 1);
    expect(after.patients).toBe(before.patients + 1);
    expect(after.bookings).toBeGreaterThan(before.bookings);
  });

  it.each([
    ['/app/patients', patientsLoader],
    ['/app/bookings/neu', newBookingLoader],
  ] as const)(
    '%s with a NUL and a bidi override in ?q searches for "ab" instead of answering 500',
    async (path, loader) => {
      const call = loader as unknown as (args: {
        request: Request;
        context: unknown;
        params: object;
      }) => Promise<unknown>;
      const answer = await actionAnswer(
        await call({ request: staff.request(`${path}?q=a%00b%E2%80%AE`), context: staff.context, params: {} }),
      );
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({ q: 'ab' });
    },
  );
});
