import { describe, expect, it } from 'vitest';
import { FORMULA_START_MESSAGE } from '#app/domain/text/formula-start';
import { PLAIN_TEXT_MESSAGE } from '#app/domain/text/plain-text';
import { parseDateChange, parseDateField, parsePause, parseSeriesForm } from './series-form';

const base = {
  patientId: '6f1c2b1e-8d1a-4a57-9a44-0e9d6a2f3b11',
  art: 'wochentage',
  start: '2030-03-04',
  abholzeit: '06:30',
  rueckfahrt: 'nach-termin',
  abholadresse: 'Musterstraße 1',
  zieladresse: 'Dialyse Nord',
};

describe('the series form', () => {
  it('reads a Mo/Mi/Fr series with return "nach Termin"', () => {
    expect(parseSeriesForm(base, ['FR', 'MO', 'WE'])).toEqual({
      success: true,
      data: {
        patientId: base.patientId,
        rule: {
          start: '2030-03-04',
          until: null,
          recurrence: { kind: 'weekly', weekdays: ['MO', 'WE', 'FR'], intervalWeeks: 1 },
        },
        pickupTime: '06:30',
        back: { mode: 'nach-termin' },
        holidays: 'auslassen',
        abholadresse: 'Musterstraße 1',
        zieladresse: 'Dialyse Nord',
        transportart: null,
        approvalId: null,
        hinweise: null,
      },
    });
  });

  it.each<[string, Record<string, string>, string[], Record<string, string>]>([
    ['no weekday', {}, [], { tage: 'Bitte wählen Sie mindestens einen Wochentag.' }],
    ['an unknown weekday', {}, ['MO', 'XX'], { tage: 'Bitte wählen Sie mindestens einen Wochentag.' }],
    [
      'interval 0 days',
      { art: 'intervall', intervallTage: '0' },
      [],
      { intervallTage: 'Bitte geben Sie einen Abstand von 1 bis 31 Tagen an.' },
    ],
    [
      '53 weeks',
      { intervallWochen: '53' },
      ['MO'],
      { intervallWochen: 'Bitte geben Sie einen Abstand von 1 bis 52 Wochen an.' },
    ],
    [
      'an end before the start',
      { bis: '2030-03-01' },
      ['MO'],
      { bis: 'Das Enddatum darf nicht vor dem Startdatum liegen.' },
    ],
    [
      'a fixed return before the pickup',
      { rueckfahrt: 'fest', rueckfahrtZeit: '06:00' },
      ['MO'],
      { rueckfahrtZeit: 'Die Rückfahrt muss nach der Hinfahrt liegen.' },
    ],
    [
      'no patient, no address',
      { patientId: 'x', abholadresse: '' },
      ['MO'],
      { patientId: 'Bitte wählen Sie einen Patienten.', abholadresse: 'Bitte geben Sie die Abholadresse ein.' },
    ],
    [
      'an unknown transport type',
      { transportart: 'hubschrauber' },
      ['MO'],
      { transportart: 'Bitte wählen Sie eine gültige Transportart.' },
    ],
    // The one plain-text rule (app/domain/text/plain-text.ts, issue 39): addresses are single-line, notes multi-line.
    [
      'NUL in the pickup address',
      { abholadresse: 'Muster\u0000straße 1' },
      ['MO'],
      { abholadresse: PLAIN_TEXT_MESSAGE },
    ],
    ['ESC in the destination', { zieladresse: 'Dialyse\u001B[2J Nord' }, ['MO'], { zieladresse: PLAIN_TEXT_MESSAGE }],
    ['CR in the pickup address', { abholadresse: 'Musterstraße 1\rHof' }, ['MO'], { abholadresse: PLAIN_TEXT_MESSAGE }],
    [
      'a C1 control in the destination',
      { zieladresse: 'Dialyse\u0085Nord' },
      ['MO'],
      { zieladresse: PLAIN_TEXT_MESSAGE },
    ],
    [
      'a bidi override in the destination',
      { zieladresse: 'Dialyse \u202Edron' },
      ['MO'],
      { zieladresse: PLAIN_TEXT_MESSAGE },
    ],
    // Addresses are names (issue 39): no spreadsheet formula start (= + - @); notes stay free.
    [
      'a pickup address =HYPERLINK',
      { abholadresse: '=HYPERLINK("x")' },
      ['MO'],
      { abholadresse: FORMULA_START_MESSAGE },
    ],
    ['a destination +1+1', { zieladresse: '+1+1' }, ['MO'], { zieladresse: FORMULA_START_MESSAGE }],
    ['a destination -1+1', { zieladresse: '-1+1' }, ['MO'], { zieladresse: FORMULA_START_MESSAGE }],
    ['a pickup address @SUM', { abholadresse: '@SUM(A1)' }, ['MO'], { abholadresse: FORMULA_START_MESSAGE }],
    ['a full-width = in the destination', { zieladresse: '＝1+1' }, ['MO'], { zieladresse: FORMULA_START_MESSAGE }],
    ['BEL in the notes', { hinweise: 'Klingeln\u0007' }, ['MO'], { hinweise: PLAIN_TEXT_MESSAGE }],
    ['NUL in the notes', { hinweise: 'a\u0000b' }, ['MO'], { hinweise: PLAIN_TEXT_MESSAGE }],
    [
      'an over-long address',
      { abholadresse: 'x'.repeat(301) },
      ['MO'],
      { abholadresse: 'Die Abholadresse darf höchstens 300 Zeichen lang sein.' },
    ],
    [
      'over-long notes',
      { hinweise: 'x'.repeat(1001) },
      ['MO'],
      { hinweise: 'Die Hinweise dürfen höchstens 1000 Zeichen lang sein.' },
    ],
    // The one date reading with its range 1900-01-01..2100-12-31 (calendar-days.ts, decision 256).
    ['30 February', { start: '2030-02-30' }, ['MO'], { start: 'Bitte geben Sie ein gültiges Startdatum ein.' }],
    ['an end in year 9999', { bis: '9999-12-31' }, ['MO'], { bis: 'Bitte geben Sie ein gültiges Enddatum ein.' }],
    [
      'a start in year 0000',
      { start: '0000-01-01' },
      ['MO'],
      { start: 'Bitte geben Sie ein gültiges Startdatum ein.' },
    ],
  ])('refuses %s', (_case, overrides, days, errors) => {
    expect(parseSeriesForm({ ...base, ...overrides }, days)).toEqual({ success: false, fieldErrors: errors });
  });

  it('reads "nur dieser Termin" and a pause', () => {
    expect(parseDateChange({ datum: '2030-03-06', aenderung: 'absagen' })).toEqual({
      success: true,
      data: { date: '2030-03-06', kind: 'abgesagt' },
    });
    expect(
      parseDateChange({
        datum: '2030-03-06',
        aenderung: 'verschieben',
        neuesDatum: '2030-03-07',
        abholzeit: '08:00',
        rueckfahrt: 'keine',
      }),
    ).toEqual({
      success: true,
      data: {
        date: '2030-03-06',
        kind: 'geaendert',
        toDate: '2030-03-07',
        pickupTime: '08:00',
        back: { mode: 'keine' },
      },
    });
    expect(parseDateChange({ datum: '2030-03-06' })).toMatchObject({
      success: false,
      fieldErrors: { aenderung: expect.any(String) },
    });
    expect(parsePause({ von: '2030-03-10', bis: '2030-03-09' })).toEqual({
      success: false,
      fieldErrors: { bis: 'Die Pause muss enden, nachdem sie beginnt.' },
    });
  });

  it('keeps notes on several lines and reads dates typed as dd.MM.yyyy', () => {
    const read = parseSeriesForm(
      { ...base, start: '04.03.2030', bis: '2100-12-31', hinweise: '-2 Stufen\r\nKlingeln am Hof' },
      ['MO'],
    );
    expect(read).toMatchObject({
      success: true,
      data: { rule: { start: '2030-03-04', until: '2100-12-31' }, hinweise: '-2 Stufen\r\nKlingeln am Hof' },
    });
  });

  it.each([
    ['2030-03-06', true],
    ['06.03.2030', true],
    ['2101-01-01', false], // after TYPED_DATE_RANGE.max (decision 256)
    ['1899-12-31', false], // before TYPED_DATE_RANGE.min
    ['2030-02-29', false], // no 29 February in 2030
    ['2030-03-06\u0000', false],
  ])('a pause or end date %j is read: %s', (value, ok) => {
    expect(parseDateField({ tag: value }, 'tag', 'Bitte wählen Sie einen Tag.').success).toBe(ok);
    expect(parsePause({ von: value, bis: value }).success).toBe(ok);
  });
});
