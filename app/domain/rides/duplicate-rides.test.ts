import { describe, expect, it } from 'vitest';
import {
  DUPLICATE_WINDOW_MINUTES,
  duplicateDates,
  duplicateOrderNumbers,
  duplicateRides,
  duplicateWarning,
  isDuplicateLeg,
  type NewLeg,
  type PatientLeg,
} from './duplicate-rides';
import type { RideState } from './lifecycle';

const PATIENT = 'p-1';
const planned: NewLeg = { kind: 'hin', datum: '2026-12-01', uhrzeit: '06:30' };
const active: RideState = { booking: 'confirmed', leg: 'geplant', billing: 'offen' };

function existing(over: Partial<PatientLeg> = {}): PatientLeg {
  return {
    kind: 'hin',
    datum: '2026-12-01',
    uhrzeit: '06:30',
    patientId: PATIENT,
    bookingNumber: 'KF-2026-00012',
    ride: active,
    ...over,
  };
}

describe('isDuplicateLeg', () => {
  it.each<[string, Partial<PatientLeg>, Partial<NewLeg>, boolean]>([
    ['the same time', {}, {}, true],
    ['60 minutes later (window end included)', { uhrzeit: '07:30' }, {}, true],
    ['60 minutes earlier', { uhrzeit: '05:30' }, {}, true],
    ['61 minutes later', { uhrzeit: '07:31' }, {}, false],
    ['61 minutes earlier', { uhrzeit: '05:29' }, {}, false],
    ['another day', { datum: '2026-12-02' }, {}, false],
    ['the other direction', { kind: 'rueck' }, {}, false],
    ['another patient', { patientId: 'p-2' }, {}, false],
    ['a booking without patient', { patientId: null }, {}, false],
    [
      'two "nach Termin" returns of one day (their outbound legs tell)',
      { kind: 'rueck', uhrzeit: null },
      { kind: 'rueck', uhrzeit: null },
      false,
    ],
    [
      'a fixed return and a "nach Termin" one',
      { kind: 'rueck', uhrzeit: '12:00' },
      { kind: 'rueck', uhrzeit: null },
      false,
    ],
    ['a pending order', { ride: { ...active, booking: 'pending' } }, {}, true],
    ['a leg already driven', { ride: { booking: 'completed', leg: 'abgesetzt', billing: 'offen' } }, {}, true],
    ['a billed leg', { ride: { booking: 'billed', leg: 'abgesetzt', billing: 'paket' } }, {}, true],
    ['a cancelled leg', { ride: { ...active, leg: 'storniert' } }, {}, false],
    ['a rejected order', { ride: { booking: 'rejected', leg: 'storniert', billing: 'offen' } }, {}, false],
    ['an order passed on to another company', { ride: { ...active, booking: 'forwarded' } }, {}, false],
  ])('%s', (_name, other, leg, expected) => {
    expect(isDuplicateLeg(PATIENT, { ...planned, ...leg }, existing(other))).toBe(expected);
  });

  it('compares minutes across the hour and at the ends of the day', () => {
    expect(DUPLICATE_WINDOW_MINUTES).toBe(60);
    expect(isDuplicateLeg(PATIENT, { ...planned, uhrzeit: '00:00' }, existing({ uhrzeit: '01:00' }))).toBe(true);
    expect(isDuplicateLeg(PATIENT, { ...planned, uhrzeit: '23:59' }, existing({ uhrzeit: '22:59' }))).toBe(true);
    // Midnight is a day boundary: 23:30 and 00:10 of the next day are different days.
    expect(
      isDuplicateLeg(PATIENT, { ...planned, uhrzeit: '23:30' }, existing({ datum: '2026-12-02', uhrzeit: '00:10' })),
    ).toBe(false);
  });
});

describe('duplicateRides and duplicateWarning', () => {
  it('pairs each new leg with the ride it duplicates and names it', () => {
    const found = duplicateRides(
      PATIENT,
      [planned, { kind: 'rueck', datum: '2026-12-01', uhrzeit: '11:00' }],
      [existing({ uhrzeit: '06:45' }), existing({ kind: 'rueck', uhrzeit: '11:30', bookingNumber: 'KF-2026-00013' })],
    );
    expect(found.map((d) => [d.leg.kind, d.existing.uhrzeit])).toEqual([
      ['hin', '06:45'],
      ['rueck', '11:30'],
    ]);
    expect(duplicateWarning(found)).toBe(
      'Der Patient hat am 01.12.2026 (Hinfahrt 06:45 Uhr, KF-2026-00012; Rückfahrt 11:30 Uhr, KF-2026-00013) bereits eine Fahrt zu dieser Zeit. Bitte prüfen Sie, ob die Fahrt doppelt gebucht wird; zum Anlegen „Trotzdem buchen“ ankreuzen.',
    );
    expect(duplicateRides(PATIENT, [planned], [existing({ uhrzeit: '09:00' })])).toEqual([]);
  });

  it('names each clashing order and each date once for the history (a ride clashing there and back)', () => {
    const found = duplicateRides(
      PATIENT,
      [
        { kind: 'hin', datum: '2026-12-03', uhrzeit: '06:30' },
        { kind: 'hin', datum: '2026-12-01', uhrzeit: '06:30' },
        { kind: 'rueck', datum: '2026-12-01', uhrzeit: '11:00' },
      ],
      [
        existing({ datum: '2026-12-03', bookingNumber: 'KF-2026-00014' }),
        existing(),
        existing({ kind: 'rueck', uhrzeit: '11:00' }),
      ],
    );
    expect(duplicateOrderNumbers(found)).toEqual(['KF-2026-00014', 'KF-2026-00012']);
    expect(duplicateDates(found)).toEqual(['2026-12-01', '2026-12-03']);
    expect(duplicateOrderNumbers([])).toEqual([]);
    expect(duplicateDates([])).toEqual([]);
  });

  it('lists the clashing dates of a series in order, at most eight, and counts the rest', () => {
    const dates = Array.from({ length: 10 }, (_, i) => `2026-12-${String(10 - i).padStart(2, '0')}`);
    const found = duplicateRides(
      PATIENT,
      dates.map((datum) => ({ ...planned, datum })),
      dates.map((datum, i) => existing({ datum, bookingNumber: `KF-2026-000${20 + i}` })),
    );
    const text = duplicateWarning(found);
    expect(text).toMatch(
      /^Der Patient hat an 10 Tagen bereits Fahrten zu dieser Zeit: 01\.12\.2026 \(Hinfahrt 06:30 Uhr, KF-2026-00029\), 02\.12\.2026/,
    );
    expect(text).toContain('08.12.2026 (Hinfahrt 06:30 Uhr, KF-2026-00022) und 2 weitere Tage.');
    expect(text).not.toContain('09.12.2026');
  });
});
