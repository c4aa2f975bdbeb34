import { describe, expect, it } from 'vitest';
import { berlinInstant } from '#app/domain/berlin-time';
import { PHONE_MESSAGES } from '#app/domain/patients/phone';
import { BEGLEITPERSONEN_MESSAGE } from './companions';
import {
  parsePhoneBookingForm,
  parseStaffTime,
  pastLegWarning,
  PHONE_BOOKING_MESSAGES,
  phoneBookingLegs,
} from './phone-booking-form';

// Tuesday 24.11.2026, 10:30 in Berlin.
const now = berlinInstant('2026-11-24', '10:30');
const base = {
  vorname: 'Erika',
  nachname: 'Muster',
  telefon: '069 1234567',
  abholadresse: 'Zeil 1, Frankfurt',
  zieladresse: 'Dialyse, Hanauer Landstraße 5',
  datum: '2026-11-25',
  uhrzeit: '07:10',
  status: 'confirmed',
};

describe('typed dates (the one parser, app/domain/german-date.ts) and parseStaffTime', () => {
  it.each([
    ['25.11.2026', '2026-11-25'],
    ['1.2.2027', '2027-02-01'],
    ['25.11.26', '2026-11-25'],
    ['25.11.', '2026-11-25'],
    ['2026-11-25', '2026-11-25'],
  ])('the form reads the date %s as %s', (input, expected) => {
    const parsed = parsePhoneBookingForm({ ...base, datum: input }, now);
    expect(parsed.success && parsed.data.datum).toBe(expected);
  });
  it('reads a short date as its next occurrence: 05.01. typed on 29.11. is next January, not refused as too old', () => {
    const lateNovember = berlinInstant('2026-11-29', '10:30');
    const parsed = parsePhoneBookingForm(
      { ...base, datum: '05.01.', rueckfahrt: 'nach-termin', rueckfahrtDatum: '05.01.' },
      lateNovember,
    );
    expect(parsed).toMatchObject({ success: true, data: { datum: '2027-01-05', rueckfahrtDatum: '2027-01-05' } });
  });
  it.each(['31.11.2026', '25/11/2026', '29.02.'])('refuses %s with the German message', (input) => {
    expect(parsePhoneBookingForm({ ...base, datum: input }, now)).toMatchObject({
      success: false,
      fieldErrors: { datum: PHONE_BOOKING_MESSAGES.datum },
    });
  });
  it.each([
    ['07:10', '07:10'],
    ['7:10', '07:10'],
    ['7.10', '07:10'],
    ['0710', '07:10'],
    ['710', '07:10'],
    ['24:00', null],
    ['7', null],
    ['07:60', null],
  ])('time %s → %s', (input, expected) => {
    expect(parseStaffTime(input)).toBe(expected);
  });
});

describe('pastLegWarning', () => {
  it.each([
    ['2026-11-25', '06:00', null],
    ['2026-11-24', '11:00', 'heute'],
    ['2026-11-24', null, 'heute'],
    ['2026-11-24', '09:00', 'heute und schon zurück (09:00 Uhr)'],
    ['2026-11-23', '12:00', 'in der Vergangenheit (23.11.2026)'],
  ])('%s %s → %s', (datum, uhrzeit, expected) => {
    expect(pastLegWarning(datum, uhrzeit, now)).toBe(expected);
  });
});

describe('parsePhoneBookingForm', () => {
  it('accepts tomorrow at any minute (no 24-hour rule, no slot grid) and normalises the phone, date and time', () => {
    const parsed = parsePhoneBookingForm({ ...base, datum: '25.11.2026', uhrzeit: '710' }, now);
    expect(parsed).toMatchObject({
      success: true,
      data: {
        telefon: '+49691234567',
        datum: '2026-11-25',
        uhrzeit: '07:10',
        rueckfahrt: 'keine',
        rueckfahrtDatum: null,
        status: 'confirmed',
        email: null,
        patientId: null,
      },
    });
  });

  it('asks to confirm a leg today or in the past; accepts it once confirmed', () => {
    const today = parsePhoneBookingForm({ ...base, datum: '2026-11-24', uhrzeit: '12:00' }, now);
    expect(today).toEqual({
      success: false,
      fieldErrors: { pastConfirmed: PHONE_BOOKING_MESSAGES.pastConfirmation('heute') },
    });
    const past = parsePhoneBookingForm({ ...base, datum: '2026-11-20' }, now);
    expect(past.success || past.fieldErrors.pastConfirmed).toContain('in der Vergangenheit (20.11.2026)');
    expect(
      parsePhoneBookingForm({ ...base, datum: '2026-11-24', uhrzeit: '12:00', pastConfirmed: 'on' }, now).success,
    ).toBe(true);
    expect(parsePhoneBookingForm({ ...base, datum: '2026-10-01', pastConfirmed: 'on' }, now)).toMatchObject({
      success: false,
      fieldErrors: { datum: PHONE_BOOKING_MESSAGES.tooOld },
    });
  });

  // Companions (issue 20): 0–8, empty means none.
  it.each([
    [undefined, 0],
    ['', 0],
    ['2', 2],
    ['8', 8],
    ['9', null],
    ['-1', null],
    ['eins', null],
  ])('Begleitpersonen %j → %s', (begleitpersonen, expected) => {
    const parsed = parsePhoneBookingForm(
      { ...base, ...(begleitpersonen === undefined ? {} : { begleitpersonen }) },
      now,
    );
    if (expected === null)
      expect(parsed).toEqual({ success: false, fieldErrors: { begleitpersonen: BEGLEITPERSONEN_MESSAGE } });
    else expect(parsed).toMatchObject({ success: true, data: { begleitpersonen: expected } });
  });

  it('builds a "nach Termin" return on the same day with swapped addresses', () => {
    const parsed = parsePhoneBookingForm({ ...base, rueckfahrt: 'nach-termin' }, now);
    expect(parsed.success).toBe(true);
    if (!parsed.success) return;
    const { hin, back } = phoneBookingLegs(parsed.data);
    expect(hin).toMatchObject({
      kind: 'hin',
      timing: 'fest',
      datum: '2026-11-25',
      uhrzeit: '07:10',
      abholadresse: base.abholadresse,
    });
    expect(back).toMatchObject({
      kind: 'rueck',
      timing: 'nach-termin',
      datum: '2026-11-25',
      uhrzeit: null,
      abholadresse: base.zieladresse,
      zieladresse: base.abholadresse,
    });
  });

  it('checks a fixed return: a time after the outbound on the same day, any time on a later day', () => {
    expect(parsePhoneBookingForm({ ...base, rueckfahrt: 'fest', rueckfahrtZeit: '07:00' }, now)).toMatchObject({
      success: false,
      fieldErrors: { rueckfahrtZeit: PHONE_BOOKING_MESSAGES.rueckfahrtNachHinfahrt },
    });
    expect(parsePhoneBookingForm({ ...base, rueckfahrt: 'fest', rueckfahrtZeit: '' }, now)).toMatchObject({
      success: false,
      fieldErrors: { rueckfahrtZeit: PHONE_BOOKING_MESSAGES.rueckfahrtZeit },
    });
    expect(
      parsePhoneBookingForm(
        { ...base, rueckfahrt: 'fest', rueckfahrtZeit: '07:00', rueckfahrtDatum: '2026-11-26' },
        now,
      ).success,
    ).toBe(true);
    expect(
      parsePhoneBookingForm(
        { ...base, rueckfahrt: 'fest', rueckfahrtZeit: '09:00', rueckfahrtDatum: '2026-11-24' },
        now,
      ),
    ).toMatchObject({
      success: false,
      fieldErrors: { rueckfahrtDatum: PHONE_BOOKING_MESSAGES.rueckfahrtDatum },
    });
  });

  // The return has the outbound date's horizon (STAFF_HORIZON_DAYS = 732 days from 24.11.2026 is
  // 2028-11-25; issue 39: a return on 9999-12-31 was stored).
  it.each([
    ['2028-11-25', null],
    ['25.11.2028', null],
    ['2028-11-26', PHONE_BOOKING_MESSAGES.tooFarAhead('2028-11-25')],
    ['9999-12-31', PHONE_BOOKING_MESSAGES.datum], // outside the one date range (decision 256)
    ['2026-02-30', PHONE_BOOKING_MESSAGES.datum],
  ])('a return on %j: %j', (rueckfahrtDatum, message) => {
    const parsed = parsePhoneBookingForm({ ...base, rueckfahrt: 'nach-termin', rueckfahrtDatum }, now);
    if (message === null) expect(parsed.success).toBe(true);
    else expect(parsed).toEqual({ success: false, fieldErrors: { rueckfahrtDatum: message } });
  });

  it('gives a German reason per bad field', () => {
    const parsed = parsePhoneBookingForm(
      {
        vorname: '',
        nachname: 'x'.repeat(101),
        telefon: '12',
        email: 'kein-at',
        abholadresse: '',
        zieladresse: 'a\u0000',
        datum: '2026-02-30',
        uhrzeit: '7 Uhr',
        rueckfahrt: 'morgen',
        transportart: 'fliegend',
        pflegegrad: '9',
        status: 'billed',
        patientId: 'x',
      },
      now,
    );
    expect(parsed.success).toBe(false);
    if (parsed.success) return;
    expect(Object.keys(parsed.fieldErrors).sort()).toEqual(
      [
        'abholadresse',
        'datum',
        'email',
        'nachname',
        'patientId',
        'pflegegrad',
        'rueckfahrt',
        'status',
        'telefon',
        'transportart',
        'uhrzeit',
        'vorname',
        'zieladresse',
      ].sort(),
    );
    expect(parsed.fieldErrors.telefon).toBe(PHONE_MESSAGES.invalid);
    expect(parsed.fieldErrors.datum).toBe(PHONE_BOOKING_MESSAGES.datum);
  });

  it('needs an e-mail address for the confirmation e-mail; a chosen patient wins over "save as patient"', () => {
    expect(parsePhoneBookingForm({ ...base, sendEmail: 'on' }, now)).toMatchObject({
      success: false,
      fieldErrors: { email: PHONE_BOOKING_MESSAGES.emailForConfirmation },
    });
    const id = '0b7d2a3e-1c4f-4a8b-9d2e-3f4a5b6c7d8e';
    expect(parsePhoneBookingForm({ ...base, patientId: id, savePatient: 'on' }, now)).toMatchObject({
      success: true,
      data: { patientId: id, savePatient: false },
    });
    expect(parsePhoneBookingForm({ ...base, savePatient: 'on' }, now)).toMatchObject({
      success: true,
      data: { patientId: null, savePatient: true },
    });
  });
});
