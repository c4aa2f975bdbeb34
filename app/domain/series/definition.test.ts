import { describe, expect, it } from 'vitest';
import { seriesProblems, type SeriesDefinition } from './definition';
import { dialysisSeries as series } from './series.fixtures';

describe('series problems in German', () => {
  it.each<[string, Partial<SeriesDefinition>, string[]]>([
    ['a fine series', {}, []],
    ['a fixed return after the pickup', { back: { mode: 'fest', time: '11:00' } }, []],
    [
      'an impossible pickup time',
      { pickupTime: '25:00' },
      ['Bitte geben Sie eine gültige Abholzeit ein (z. B. 06:30).'],
    ],
    [
      'a fixed return without time',
      { back: { mode: 'fest', time: '' } },
      ['Bitte geben Sie die Uhrzeit der Rückfahrt an.'],
    ],
    [
      'a return before the pickup',
      { back: { mode: 'fest', time: '06:30' } },
      ['Die Rückfahrt muss nach der Hinfahrt liegen.'],
    ],
    [
      'a pause ending before it starts',
      { pauses: [{ from: '2026-03-10', to: '2026-03-09' }] },
      ['Die Pause muss enden, nachdem sie beginnt.'],
    ],
    [
      'a pause with an impossible date',
      { pauses: [{ from: '2026-02-30', to: '2026-03-09' }] },
      ['Bitte geben Sie für die Pause gültige Daten ein.'],
    ],
    [
      'a change of a date without ride',
      { exceptions: [{ kind: 'abgesagt', date: '2026-03-03' }] },
      ['Am 03.03.2026 ist keine Fahrt der Serie geplant.'],
    ],
    [
      'two changes of one date',
      {
        exceptions: [
          { kind: 'abgesagt', date: '2026-03-04' },
          { kind: 'abgesagt', date: '2026-03-04' },
        ],
      },
      ['Für den 04.03.2026 gibt es schon eine Änderung.'],
    ],
    [
      'a date moved onto another ride of the series',
      {
        exceptions: [
          { kind: 'geaendert', date: '2026-03-04', toDate: '2026-03-06', pickupTime: '10:00', back: { mode: 'keine' } },
        ],
      },
      ['Am 06.03.2026 ist bereits eine Fahrt der Serie geplant.'],
    ],
    [
      'a moved date with a return before its pickup',
      {
        exceptions: [
          {
            kind: 'geaendert',
            date: '2026-03-04',
            toDate: '2026-03-05',
            pickupTime: '10:00',
            back: { mode: 'fest', time: '09:00' },
          },
        ],
      },
      ['Die Rückfahrt muss nach der Hinfahrt liegen.'],
    ],
  ])('%s', (_case, overrides, messages) => {
    expect(seriesProblems({ ...series, ...overrides }).map((p) => p.message)).toEqual(messages);
  });

  it('allows moving onto a date whose own ride is cancelled or moved away', () => {
    expect(
      seriesProblems({
        ...series,
        exceptions: [
          { kind: 'geaendert', date: '2026-03-04', toDate: '2026-03-06', pickupTime: '10:00', back: { mode: 'keine' } },
          { kind: 'abgesagt', date: '2026-03-06' },
        ],
      }),
    ).toEqual([]);
  });
});
