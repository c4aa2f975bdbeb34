import { describe, expect, it } from 'vitest';
import { parseDateChange, parsePause, parseSeriesForm } from './series-form';

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
        rule: { start: '2030-03-04', until: null, recurrence: { kind: 'weekly', weekdays: ['MO', 'WE', 'FR'], intervalWeeks: 1 } },
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
    ['interval 0 days', { art: 'intervall', intervallTage: '0' }, [], { intervallTage: 'Bitte geben Sie einen Abstand von 1 bis 31 Tagen an.' }],
    ['53 weeks', { intervallWochen: '53' }, ['MO'], { intervallWochen: 'Bitte geben Sie einen Abstand von 1 bis 52 Wochen an.' }],
    ['an end before the start', { bis: '2030-03-01' }, ['MO'], { bis: 'Das Enddatum darf nicht vor dem Startdatum liegen.' }],
    ['a fixed return before the pickup', { rueckfahrt: 'fest', rueckfahrtZeit: '06:00' }, ['MO'], { rueckfahrtZeit: 'Die Rückfahrt muss nach der Hinfahrt liegen.' }],
    ['no patient, no address', { patientId: 'x', abholadresse: '' }, ['MO'], { patientId: 'Bitte wählen Sie einen Patienten.', abholadresse: 'Bitte geben Sie die Abholadresse ein.' }],
    ['an unknown transport type', { transportart: 'hubschrauber' }, ['MO'], { transportart: 'Bitte wählen Sie eine gültige Transportart.' }],
  ])('refuses %s', (_case, overrides, days, errors) => {
    expect(parseSeriesForm({ ...base, ...overrides }, days)).toEqual({ success: false, fieldErrors: errors });
  });

  it('reads "nur dieser Termin" and a pause', () => {
    expect(parseDateChange({ datum: '2030-03-06', aenderung: 'absagen' })).toEqual({ success: true, data: { date: '2030-03-06', kind: 'abgesagt' } });
    expect(parseDateChange({ datum: '2030-03-06', aenderung: 'verschieben', neuesDatum: '2030-03-07', abholzeit: '08:00', rueckfahrt: 'keine' })).toEqual({
      success: true,
      data: { date: '2030-03-06', kind: 'geaendert', toDate: '2030-03-07', pickupTime: '08:00', back: { mode: 'keine' } },
    });
    expect(parseDateChange({ datum: '2030-03-06' })).toMatchObject({ success: false, fieldErrors: { aenderung: expect.any(String) } });
    expect(parsePause({ von: '2030-03-10', bis: '2030-03-09' })).toEqual({ success: false, fieldErrors: { bis: 'Die Pause muss enden, nachdem sie beginnt.' } });
  });
});
