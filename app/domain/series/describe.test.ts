import { describe, expect, it } from 'vitest';
import type { SeriesReturn } from './definition';
import { describePeriod, describeSeries } from './describe';
import type { Recurrence, Weekday } from './rule';

const weekly = (weekdays: Weekday[], intervalWeeks = 1): Recurrence => ({ kind: 'weekly', weekdays, intervalWeeks });
const none: SeriesReturn = { mode: 'keine' };

describe('a series in German words', () => {
  it.each<[Recurrence, string, SeriesReturn, string]>([
    [weekly(['MO', 'WE', 'FR']), '06:30', { mode: 'nach-termin' }, 'Mo, Mi, Fr um 06:30, Rückfahrt nach Termin'],
    [weekly(['FR', 'MO', 'WE']), '06:30', { mode: 'fest', time: '11:30' }, 'Mo, Mi, Fr um 06:30, Rückfahrt um 11:30'],
    [weekly(['MO', 'TU', 'WE', 'TH', 'FR']), '07:15', none, 'Täglich außer Sa, So um 07:15'],
    [weekly(['MO', 'TU', 'WE', 'TH', 'FR', 'SA']), '07:15', none, 'Täglich außer So um 07:15'],
    [weekly(['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU']), '07:15', none, 'Täglich um 07:15'],
    [weekly(['MO', 'TU', 'TH', 'FR']), '07:15', none, 'Mo, Di, Do, Fr um 07:15'], // three missing: listed
    [weekly(['TU', 'WE', 'TH', 'FR', 'SA']), '07:15', none, 'Täglich außer Mo, So um 07:15'],
    [weekly(['SU']), '09:00', none, 'So um 09:00'],
    [weekly(['TU'], 2), '09:00', { mode: 'fest', time: '10:30' }, 'Alle 2 Wochen Di um 09:00, Rückfahrt um 10:30'],
    [weekly(['MO', 'TU', 'WE', 'TH', 'FR'], 3), '09:00', none, 'Alle 3 Wochen Mo, Di, Mi, Do, Fr um 09:00'],
    [{ kind: 'daily', intervalDays: 1 }, '08:00', none, 'Täglich um 08:00'],
    [
      { kind: 'daily', intervalDays: 3 },
      '08:00',
      { mode: 'nach-termin' },
      'Alle 3 Tage um 08:00, Rückfahrt nach Termin',
    ],
  ])('%o at %s -> %s', (recurrence, time, back, words) => {
    expect(describeSeries(recurrence, time, back)).toBe(words);
  });

  it('describes the period', () => {
    expect(describePeriod({ start: '2026-03-02', until: null })).toBe('ab 02.03.2026, ohne Enddatum');
    expect(describePeriod({ start: '2026-03-02', until: '2026-06-30' })).toBe('02.03.2026 bis 30.06.2026');
  });
});
