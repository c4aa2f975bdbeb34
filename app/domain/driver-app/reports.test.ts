import { describe, expect, it } from 'vitest';
import { handlingFlags } from '#app/domain/bookings/handling-flags';
import {
  cardNotes,
  driverDays,
  navigationUrl,
  reportableDays,
  shownStatus,
  parseProof,
  reportTime,
  reportProblem,
  REPORT_MESSAGES,
  reportsFor,
  statusAfterReport,
  PROOF_MESSAGES,
} from './reports';

describe('reportsFor', () => {
  it.each([
    ['hin', 'fest', true, ['unterwegs', 'angekommen', 'an-bord', 'abgesetzt', 'nicht-angetroffen']],
    ['rueck', 'fest', true, ['unterwegs', 'angekommen', 'an-bord', 'abgesetzt', 'nicht-angetroffen']],
    [
      'rueck',
      'nach-termin',
      true,
      ['unterwegs', 'angekommen', 'an-bord', 'abgesetzt', 'nicht-angetroffen', 'patient-fertig'],
    ],
    ['hin', 'fest', false, []],
    ['rueck', 'nach-termin', false, []],
  ] as const)('%s/%s, reportable %s, offers %j', (kind, timing, reportable, expected) => {
    expect(reportsFor({ kind, timing, reportable })).toEqual(expected);
  });
});

describe('reportProblem', () => {
  const hin = {
    kind: 'hin',
    timing: 'fest',
    ride: { booking: 'confirmed', leg: 'geplant', billing: 'offen' },
  } as const;
  it.each([
    [hin, 'an-bord', '', null],
    [hin, 'fliegt', '', REPORT_MESSAGES.unknown],
    [hin, 'patient-fertig', '', REPORT_MESSAGES.notForLeg],
    [{ ...hin, ride: { ...hin.ride, leg: 'storniert' } } as const, 'unterwegs', '', REPORT_MESSAGES.cancelled],
    [{ ...hin, ride: { ...hin.ride, booking: 'rejected' } } as const, 'unterwegs', '', REPORT_MESSAGES.cancelled],
    [{ ...hin, ride: { ...hin.ride, leg: 'nicht-angetroffen' } } as const, 'unterwegs', '', REPORT_MESSAGES.missed],
    [
      { ...hin, ride: { ...hin.ride, leg: 'abgesetzt', billing: 'paket' } } as const,
      'abgesetzt',
      '',
      REPORT_MESSAGES.locked,
    ],
    [
      { ...hin, ride: { ...hin.ride, leg: 'abgesetzt', booking: 'billed' } } as const,
      'abgesetzt',
      '',
      REPORT_MESSAGES.locked,
    ],
    [{ ...hin, ride: { ...hin.ride, leg: 'abgesetzt', booking: 'completed' } } as const, 'an-bord', '', null],
    [hin, 'nicht-angetroffen', '  ', REPORT_MESSAGES.reasonMissing],
    [hin, 'nicht-angetroffen', 'nicht geöffnet', null],
    [hin, 'nicht-angetroffen', 'x'.repeat(301), REPORT_MESSAGES.reasonTooLong],
  ] as const)('%j %s "%s" → %s', (leg, report, reason, expected) => {
    expect(reportProblem(leg, report, reason)).toBe(expected);
  });
});

describe('reportTime', () => {
  const now = new Date('2026-03-02T10:00:00Z');
  it.each([
    // raw, counts at, phone's time kept beside it (when the server's time is taken)
    ['2026-03-02T09:59:00Z', '2026-03-02T09:59:00.000Z', null],
    ['2026-03-02T10:59:00+01:00', '2026-03-02T09:59:00.000Z', null],
    ['2026-03-02T10:00:00Z', '2026-03-02T10:00:00.000Z', null],
    // A phone clock ahead, within 5 min: counts when it arrives (issue 39: it would outrank later reports).
    ['2026-03-02T10:00:00.001Z', '2026-03-02T10:00:00.000Z', null],
    ['2026-03-02T10:04:00Z', '2026-03-02T10:00:00.000Z', null],
    ['2026-03-02T10:05:00.000Z', '2026-03-02T10:00:00.000Z', null],
    ['2026-02-28T10:00:00Z', '2026-02-28T10:00:00.000Z', null],
    // A phone clock 5 min 1 s ahead: the report counts when it arrives, the phone's time is noted.
    ['2026-03-02T10:05:01Z', '2026-03-02T10:00:00.000Z', '2026-03-02T10:05:01.000Z'],
    ['2026-03-03T08:00:00Z', '2026-03-02T10:00:00.000Z', '2026-03-03T08:00:00.000Z'],
    // Older than a queue can be (48 h): a clock far behind.
    ['2026-02-28T09:59:59Z', '2026-03-02T10:00:00.000Z', '2026-02-28T09:59:59.000Z'],
  ])('%s → %s (phone %s)', (raw, at, phoneAt) => {
    const time = reportTime(raw, now);
    expect([time?.at.toISOString(), time?.phoneAt?.toISOString() ?? null]).toEqual([at, phoneAt]);
  });

  it.each(['2026-03-02', 'gestern', '2026-13-45T99:00:00Z', ''])('"%s" is no time', (raw) => {
    expect(reportTime(raw, now)).toBeNull();
  });
});

describe('statusAfterReport', () => {
  const t = (minute: number) => new Date(Date.UTC(2026, 2, 2, 9, minute));
  it.each([
    ['geplant', null, 'unterwegs', 5, 'unterwegs'],
    ['unterwegs', 5, 'an-bord', 10, 'an-bord'],
    ['an-bord', 10, 'unterwegs', 5, 'an-bord'],
    ['an-bord', 10, 'abgesetzt', 10, 'abgesetzt'],
    ['geplant', null, 'patient-fertig', 5, 'geplant'],
    ['abgesetzt', 20, 'nicht-angetroffen', 25, 'nicht-angetroffen'],
  ] as const)('%s (latest %s) + %s at %s → %s', (current, latest, report, minute, expected) => {
    expect(statusAfterReport(current, latest === null ? null : t(latest), report, t(minute))).toBe(expected);
  });
});

describe('driverDays', () => {
  it.each([
    ['2026-03-02', ['2026-03-02', '2026-03-03']],
    ['2026-12-31', ['2026-12-31', '2027-01-01']],
    ['2028-02-28', ['2028-02-28', '2028-02-29']],
  ])('%s → %j', (today, expected) => {
    expect(driverDays(today)).toEqual(expected);
  });
});

describe('reportableDays', () => {
  it.each([
    ['2026-03-01', ['2026-02-28', '2026-03-01', '2026-03-02']],
    ['2027-01-01', ['2026-12-31', '2027-01-01', '2027-01-02']],
  ])('%s → %j', (today, expected) => {
    expect(reportableDays(today)).toEqual(expected);
  });
});

describe('parseProof', () => {
  const empty = { km: '', kmStart: '', kmEnde: '', wartezeit: '' };
  it.each([
    [{ km: '12,5' }, { km: 12.5, wartezeitMinuten: null }],
    [
      { kmStart: '10200', kmEnde: '10223,4' },
      { km: 23.4, wartezeitMinuten: null },
    ],
    [
      { kmStart: '99,95', kmEnde: '100,1' },
      { km: 0.2, wartezeitMinuten: null },
    ],
    [{ wartezeit: '25' }, { km: null, wartezeitMinuten: 25 }],
    [
      { km: '0', wartezeit: '0' },
      { km: 0, wartezeitMinuten: 0 },
    ],
    [
      { km: '7', kmStart: '1', kmEnde: '2' },
      { km: 7, wartezeitMinuten: null },
    ],
  ])('%j → %j', (input, expected) => {
    expect(parseProof({ ...empty, ...input })).toEqual({ ok: true, value: expected });
  });

  it.each([
    [{}, { km: PROOF_MESSAGES.nothing }],
    [{ km: 'zwölf' }, { km: PROOF_MESSAGES.kmNumber }],
    [{ km: '-3' }, { km: PROOF_MESSAGES.kmNumber }],
    [{ km: '10000,5' }, { km: PROOF_MESSAGES.kmRange }],
    [{ kmStart: '100' }, { kmEnde: PROOF_MESSAGES.odometerBoth }],
    [{ kmEnde: '100' }, { kmStart: PROOF_MESSAGES.odometerBoth }],
    [{ kmStart: '100', kmEnde: '90' }, { kmEnde: PROOF_MESSAGES.odometerOrder }],
    [{ kmStart: '0', kmEnde: '20000' }, { kmEnde: PROOF_MESSAGES.kmRange }],
    [{ wartezeit: '1441' }, { wartezeit: PROOF_MESSAGES.waiting }],
    [{ wartezeit: '12,5' }, { wartezeit: PROOF_MESSAGES.waiting }],
  ])('%j → %j', (input, fieldErrors) => {
    expect(parseProof({ ...empty, ...input })).toEqual({ ok: false, fieldErrors });
  });
});

describe('shownStatus and navigationUrl', () => {
  it.each([
    ['geplant', true, [], 'geplant'],
    ['geplant', true, ['unterwegs', 'an-bord'], 'an-bord'],
    ['an-bord', true, ['patient-fertig'], 'an-bord'],
    ['unterwegs', true, ['an-bord', 'patient-fertig'], 'an-bord'],
    ['storniert', false, ['an-bord'], 'storniert'],
    ['abgesetzt', false, ['unterwegs'], 'abgesetzt'],
  ] as const)('%s (reportable %s) with queued %j → %s', (status, reportable, queued, expected) => {
    expect(shownStatus({ status, reportable }, [...queued])).toBe(expected);
  });

  it('navigates to the address', () => {
    expect(navigationUrl('Kaiserstraße 5, 61169 Friedberg')).toBe(
      'https://www.google.com/maps/dir/?api=1&destination=Kaiserstra%C3%9Fe%205%2C%2061169%20Friedberg',
    );
  });
});

describe('cardNotes: each note once on the card (issue 37)', () => {
  // The booking's note is stored twice: as the booking's note and as its free-text answer (a flag "Hinweis: …").
  const flagged = (note: string) =>
    handlingFlags({ transportart: null, besonderheiten: { weitere: true, weitereHinweise: note } });
  it.each<[string, string | null, string | null, ReturnType<typeof handlingFlags>, string[]]>([
    [
      'the booking note that the flag already shows is not repeated',
      null,
      'Klingel defekt',
      flagged('Klingel defekt'),
      [],
    ],
    ['… also with spaces around it', null, ' Klingel defekt ', flagged('Klingel defekt'), []],
    [
      'the dispatcher’s note stays beside the flag',
      'Bitte hupen',
      'Klingel defekt',
      flagged('Klingel defekt'),
      ['Bitte hupen'],
    ],
    [
      'a booking note the flag does not show (a series’ own note) stays',
      null,
      'Rollator mitnehmen',
      flagged('Hund im Haus'),
      ['Rollator mitnehmen'],
    ],
    ['a booking note without any flag stays', null, 'Klingel defekt', [], ['Klingel defekt']],
    ['the same text as leg and booking note, once', 'Klingel defekt', 'Klingel defekt', [], ['Klingel defekt']],
    ['leg note first, then the booking note', 'Bitte hupen', 'Klingel defekt', [], ['Bitte hupen', 'Klingel defekt']],
    ['empty and blank notes are left out', '  ', '', [], []],
    [
      'a flag that is not the note does not hide it',
      null,
      'Rollstuhl',
      handlingFlags({ transportart: 'rollstuhl', besonderheiten: {} }),
      ['Rollstuhl'],
    ],
  ])('%s', (_name, legNote, bookingNote, flags, notes) => {
    expect(cardNotes(legNote, bookingNote, flags)).toEqual(notes);
  });
});
