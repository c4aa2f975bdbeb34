// A ride the patient already has (issue 37), on both backends: "Neue Buchung" at 06:30 for a patient whose
// series already drives them at 06:30 that day, and "Neue Serie" for a patient with single bookings at those
// times, are answered with a warning naming the clashing dates and write nothing; with "Trotzdem buchen"
// they are saved, and the history names what they were booked despite (the booking's Verlauf, the series'
// history). A cancelled ride, another day, another patient or a time outside the window is no clash.
import { beforeEach, describe, expect, it } from 'vitest';
import { staffTestDb, type Actor, type TestDb } from '../../../tests/support/staff-test-db';
import { DUPLICATE_OVERRIDE_FIELD } from '#app/domain/rides/duplicate-rides';
import { bookings, patients, series } from '#app/server/db/schema';
import { createPhoneBooking } from '#app/server/bookings/phone-booking.server';
import { changeBookingStatus } from '#app/server/bookings/staff-booking-actions.server';
import { resetWithDialysisPatient, seriesForm } from '#app/server/series/series.fixtures';
import { createSeries } from '#app/server/series/series.server';
import { findDuplicateRides } from './duplicate-rides.server';
import { describeHistoryEntry } from '#app/domain/bookings/history';
import { setSlotCapacity } from '#app/server/bookings/booking-capacity.server';
import { getBookingDetails } from '#app/server/bookings/booking-details.server';
import { getSeriesDetail } from '#app/server/series/series-reads.server';

/** Monday, 4 March 2030, 05:00 in Berlin (the series fixtures' day). */
const now = new Date('2030-03-04T04:00:00Z');

let t: TestDb;
let actor: Actor;
let patientId: string;
staffTestDb((fresh, staff) => ([t, actor] = [fresh, staff]));
beforeEach(async () => {
  patientId = await resetWithDialysisPatient(t.db);
});

const phoneForm = (values: Record<string, string> = {}) => ({
  patientId,
  vorname: 'Erika',
  nachname: 'Dialyse',
  abholadresse: 'Musterstraße 1, Frankfurt',
  zieladresse: 'Dialysezentrum Nord, Frankfurt',
  datum: '06.03.2030',
  uhrzeit: '06:30',
  rueckfahrt: 'nach-termin',
  status: 'confirmed',
  ...values,
});

/** The booking's Verlauf as the details dialog shows it. */
async function historyOf(bookingId: string) {
  const details = await getBookingDetails(t.db, bookingId);
  return (details?.history ?? []).map((entry) => describeHistoryEntry(entry.event));
}

async function count(table: typeof bookings | typeof series) {
  return (await t.db.select({ id: table.id }).from(table)).length;
}

describe('Neue Buchung for a patient whose series already drives them', () => {
  it('warns before booking a second 06:30 ride that day, writes nothing, and books with "Trotzdem buchen"', async () => {
    const created = await createSeries(t.db, actor, seriesForm(patientId), ['MO', 'WE', 'FR'], now);
    expect(created.ok).toBe(true);
    const before = await count(bookings);

    const warned = await createPhoneBooking(t.db, actor, phoneForm(), { now });
    expect(warned).toMatchObject({ ok: false, code: 'invalid' });
    const warning = warned.ok ? '' : (warned.fieldErrors?.[DUPLICATE_OVERRIDE_FIELD] ?? '');
    expect(warning).toMatch(
      /^Der Patient hat am 06\.03\.2030 \(Hinfahrt 06:30 Uhr, KF-2030-\d{5}\) bereits eine Fahrt zu dieser Zeit\./,
    );
    expect(warning).toContain('„Trotzdem buchen“');
    expect(await count(bookings)).toBe(before);

    // 07:15 is within the hour, 07:31 is not (and has no return).
    expect(
      (await createPhoneBooking(t.db, actor, phoneForm({ uhrzeit: '07:15', rueckfahrt: 'keine' }), { now })).ok,
    ).toBe(false);
    expect(
      await createPhoneBooking(t.db, actor, phoneForm({ uhrzeit: '07:31', rueckfahrt: 'keine' }), { now }),
    ).toMatchObject({ ok: true });
    // Tuesday: the series does not drive.
    expect(await createPhoneBooking(t.db, actor, phoneForm({ datum: '05.03.2030' }), { now })).toMatchObject({
      ok: true,
    });

    const booked = await createPhoneBooking(t.db, actor, phoneForm({ [DUPLICATE_OVERRIDE_FIELD]: 'on' }), { now });
    expect(booked).toMatchObject({ ok: true });
    expect(await count(bookings)).toBe(before + 3);

    // The booking's history names the ride it was booked beside (the one the warning named).
    const [, clashing] = /(KF-2030-\d{5})/.exec(warning)!;
    expect(await historyOf(booked.ok ? booked.value.bookingId : '')).toEqual([
      `Buchung angelegt (telefonisch, von ${actor.label}), trotz gleichzeitiger Fahrt gebucht (${clashing})`,
    ]);
  });

  it("records both overrides, a full slot and a ride the patient already has, in the booking's history", async () => {
    const first = await createPhoneBooking(t.db, actor, phoneForm({ rueckfahrt: 'keine' }), { now });
    if (!first.ok) throw new Error(JSON.stringify(first));
    // Without a warning nothing is named, even with the boxes ticked.
    const calm = await createPhoneBooking(
      t.db,
      actor,
      phoneForm({ datum: '05.03.2030', rueckfahrt: 'keine', [DUPLICATE_OVERRIDE_FIELD]: 'on', capacityOverride: 'on' }),
      { now },
    );
    expect(await historyOf(calm.ok ? calm.value.bookingId : '')).toEqual([
      `Buchung angelegt (telefonisch, von ${actor.label})`,
    ]);

    await setSlotCapacity(t.db, 1);
    try {
      const warned = await createPhoneBooking(t.db, actor, phoneForm({ rueckfahrt: 'keine' }), { now });
      expect(warned.ok ? {} : warned.fieldErrors).toEqual({
        capacityOverride: expect.any(String),
        [DUPLICATE_OVERRIDE_FIELD]: expect.any(String),
      });
      const booked = await createPhoneBooking(
        t.db,
        actor,
        phoneForm({ rueckfahrt: 'keine', [DUPLICATE_OVERRIDE_FIELD]: 'on', capacityOverride: 'on' }),
        { now },
      );
      expect(booked).toMatchObject({ ok: true, value: { overbooked: true } });
      expect(await historyOf(booked.ok ? booked.value.bookingId : '')).toEqual([
        `Buchung angelegt (telefonisch, von ${actor.label}), trotz voller Kapazität gebucht, trotz gleichzeitiger Fahrt gebucht (${first.value.bookingNumber})`,
      ]);
    } finally {
      await setSlotCapacity(t.db, 0);
    }
  });

  it('does not count a cancelled ride, another patient, or a caller who is not chosen from the Stammdaten', async () => {
    const first = await createPhoneBooking(t.db, actor, phoneForm(), { now });
    if (!first.ok) throw new Error(JSON.stringify(first));
    expect((await createPhoneBooking(t.db, actor, phoneForm(), { now })).ok).toBe(false);

    const [other] = await t.db
      .insert(patients)
      .values({ vorname: 'Otto', nachname: 'Anders' })
      .returning({ id: patients.id });
    expect(await createPhoneBooking(t.db, actor, phoneForm({ patientId: other!.id }), { now })).toMatchObject({
      ok: true,
    });
    expect(await createPhoneBooking(t.db, actor, phoneForm({ patientId: '' }), { now })).toMatchObject({ ok: true });

    await changeBookingStatus(t.db, actor, first.value.bookingId, 'rejected');
    expect(await createPhoneBooking(t.db, actor, phoneForm(), { now })).toMatchObject({ ok: true });
  });
});

describe('Neue Serie for a patient with single bookings', () => {
  it('lists the clashing dates of its first horizon, creates nothing, and is created with "Trotzdem buchen"', async () => {
    for (const datum of ['06.03.2030', '11.03.2030']) {
      const booked = await createPhoneBooking(t.db, actor, phoneForm({ datum }), { now });
      if (!booked.ok) throw new Error(JSON.stringify(booked));
    }
    const before = await count(bookings);

    const warned = await createSeries(t.db, actor, seriesForm(patientId), ['MO', 'WE', 'FR'], now);
    expect(warned).toMatchObject({ ok: false, code: 'invalid' });
    const warning = warned.ok ? '' : (warned.fieldErrors?.[DUPLICATE_OVERRIDE_FIELD] ?? '');
    expect(warning).toMatch(
      /^Der Patient hat an 2 Tagen bereits Fahrten zu dieser Zeit: 06\.03\.2030 \(Hinfahrt 06:30 Uhr, KF-2030-\d{5}\), 11\.03\.2030 \(Hinfahrt 06:30 Uhr, KF-2030-\d{5}\)\./,
    );
    expect(await count(series)).toBe(0);
    expect(await count(bookings)).toBe(before);

    // Another time of day is no clash.
    const afternoon = await createSeries(
      t.db,
      actor,
      seriesForm(patientId, { abholzeit: '14:00' }),
      ['MO', 'WE', 'FR'],
      now,
    );
    expect(afternoon.ok).toBe(true);
    // A series created without a clash says nothing of the kind.
    const plain = await getSeriesDetail(t.db, afternoon.ok ? afternoon.value.id : '', '2030-03-04');
    expect(plain?.history.map((entry) => entry.text)).toEqual([
      expect.stringMatching(/^Serie angelegt: .*angelegt\)$/),
    ]);
    await t.db.delete(series);

    const created = await createSeries(
      t.db,
      actor,
      seriesForm(patientId, { [DUPLICATE_OVERRIDE_FIELD]: '1' }),
      ['MO', 'WE', 'FR'],
      now,
    );
    expect(created).toMatchObject({ ok: true, value: { effect: { angelegt: 22 } } });

    // The series' own history says it was created despite those dates.
    const detail = await getSeriesDetail(t.db, created.ok ? created.value.id : '', '2030-03-04');
    expect(detail?.history.map((entry) => entry.text)).toEqual([
      'Serie angelegt: Mo, Mi, Fr um 06:30, Rückfahrt nach Termin (Fahrten: 22 angelegt), trotz gleichzeitiger Fahrten gebucht (06.03.2030, 11.03.2030)',
    ]);
  });

  it('reads only the given days and directions through the rides core', async () => {
    await createPhoneBooking(t.db, actor, phoneForm({ rueckfahrt: 'fest', rueckfahrtZeit: '12:00' }), { now });
    expect(await findDuplicateRides(t.db, patientId, [])).toEqual([]);
    const found = await findDuplicateRides(t.db, patientId, [
      { kind: 'rueck', datum: '2030-03-06', uhrzeit: '11:30' },
      { kind: 'rueck', datum: '2030-03-07', uhrzeit: '12:00' },
    ]);
    expect(found.map((d) => [d.leg.datum, d.existing.kind, d.existing.uhrzeit])).toEqual([
      ['2030-03-06', 'rueck', '12:00'],
    ]);
  });
});
