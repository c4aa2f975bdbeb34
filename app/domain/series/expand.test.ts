import { afterEach, describe, expect, it } from 'vitest';
import type { SeriesDefinition } from './definition';
import { expandSeries, splitSeries } from './expand';
import { dialysisSeries as dialysis } from './series.fixtures';

const dates = (series: SeriesDefinition, from: string, to: string) =>
  expandSeries(series, { from, to }).occurrences.map((o) => o.date);
const utc = (series: SeriesDefinition, from: string, to: string) =>
  expandSeries(series, { from, to }).occurrences.map((o) => [
    o.date,
    o.pickupAt.toISOString(),
    o.returnAt?.toISOString() ?? null,
  ]);

describe('daylight saving: the wall-clock time stays', () => {
  it('in the week of the last Sunday of March (29 March 2026)', () => {
    const series: SeriesDefinition = { ...dialysis, back: { mode: 'fest', time: '11:00' } };
    expect(utc(series, '2026-03-25', '2026-04-01')).toEqual([
      ['2026-03-25', '2026-03-25T05:30:00.000Z', '2026-03-25T10:00:00.000Z'], // CET, UTC+1
      ['2026-03-27', '2026-03-27T05:30:00.000Z', '2026-03-27T10:00:00.000Z'],
      ['2026-03-30', '2026-03-30T04:30:00.000Z', '2026-03-30T09:00:00.000Z'], // CEST, UTC+2
      ['2026-04-01', '2026-04-01T04:30:00.000Z', '2026-04-01T09:00:00.000Z'],
    ]);
  });

  it('in the week of the last Sunday of October (25 October 2026)', () => {
    expect(utc(dialysis, '2026-10-21', '2026-10-28')).toEqual([
      ['2026-10-21', '2026-10-21T04:30:00.000Z', null],
      ['2026-10-23', '2026-10-23T04:30:00.000Z', null],
      ['2026-10-26', '2026-10-26T05:30:00.000Z', null],
      ['2026-10-28', '2026-10-28T05:30:00.000Z', null],
    ]);
  });

  it('on the change days themselves, also for night times', () => {
    const daily = (time: string): SeriesDefinition => ({
      ...dialysis,
      rule: { start: '2026-01-01', until: null, recurrence: { kind: 'daily', intervalDays: 1 } },
      pickupTime: time,
      back: { mode: 'keine' },
    });
    expect(utc(daily('06:30'), '2026-03-28', '2026-03-30').map((r) => r[1])).toEqual([
      '2026-03-28T05:30:00.000Z',
      '2026-03-29T04:30:00.000Z',
      '2026-03-30T04:30:00.000Z',
    ]);
    // 02:30 does not exist on 29 March: the ride is at 03:30 summer time, one real hour later.
    expect(utc(daily('02:30'), '2026-03-29', '2026-03-29').map((r) => r[1])).toEqual(['2026-03-29T01:30:00.000Z']);
    // 02:30 happens twice on 25 October: the first (summer-time) one, as RFC 5545 § 3.3.5 reads it.
    expect(utc(daily('02:30'), '2026-10-25', '2026-10-25').map((r) => r[1])).toEqual(['2026-10-25T00:30:00.000Z']);
    // 01:59 and 03:00 are not ambiguous: summer and winter time.
    expect(utc(daily('01:59'), '2026-10-25', '2026-10-25').map((r) => r[1])).toEqual(['2026-10-24T23:59:00.000Z']);
    expect(utc(daily('03:00'), '2026-10-25', '2026-10-25').map((r) => r[1])).toEqual(['2026-10-25T02:00:00.000Z']);
    expect(utc(daily('06:30'), '2026-10-24', '2026-10-26').map((r) => r[1])).toEqual([
      '2026-10-24T04:30:00.000Z',
      '2026-10-25T05:30:00.000Z',
      '2026-10-26T05:30:00.000Z',
    ]);
  });

  describe('whatever the process time zone', () => {
    const original = process.env.TZ;
    afterEach(() => {
      process.env.TZ = original;
    });

    it.each(['UTC', 'America/New_York', 'Asia/Tokyo', 'Pacific/Kiritimati'])('in %s', (zone) => {
      process.env.TZ = zone;
      expect(utc(dialysis, '2026-03-27', '2026-03-30')).toEqual([
        ['2026-03-27', '2026-03-27T05:30:00.000Z', null],
        ['2026-03-30', '2026-03-30T04:30:00.000Z', null],
      ]);
    });
  });
});

describe('public holidays of Hesse', () => {
  it('are skipped when the series says so, and listed with their name', () => {
    const expansion = expandSeries(dialysis, { from: '2026-04-01', to: '2026-04-08' });
    expect(expansion.occurrences.map((o) => o.date)).toEqual(['2026-04-01', '2026-04-08']);
    expect(expansion.skipped).toEqual([
      { key: '2026-04-03', date: '2026-04-03', reason: 'feiertag', label: 'Feiertag: Karfreitag' },
      { key: '2026-04-06', date: '2026-04-06', reason: 'feiertag', label: 'Feiertag: Ostermontag' },
    ]);
  });

  it('are driven when the series keeps them, marked for the overview', () => {
    const expansion = expandSeries({ ...dialysis, holidays: 'fahren' }, { from: '2026-04-01', to: '2026-04-08' });
    expect(expansion.occurrences.map((o) => [o.date, o.holiday])).toEqual([
      ['2026-04-01', null],
      ['2026-04-03', 'Karfreitag'],
      ['2026-04-06', 'Ostermontag'],
      ['2026-04-08', null],
    ]);
    expect(expansion.skipped).toEqual([]);
  });
});

describe('pauses', () => {
  it('skip every date from the first to the last day of the pause', () => {
    const paused = { ...dialysis, pauses: [{ from: '2026-03-09', to: '2026-03-13' }] };
    expect(dates(paused, '2026-03-02', '2026-03-20')).toEqual([
      '2026-03-02',
      '2026-03-04',
      '2026-03-06',
      '2026-03-16',
      '2026-03-18',
      '2026-03-20',
    ]);
    expect(expandSeries(paused, { from: '2026-03-09', to: '2026-03-09' }).skipped).toEqual([
      { key: '2026-03-09', date: '2026-03-09', reason: 'pause', label: 'Pause 09.03.2026 bis 13.03.2026' },
    ]);
  });

  it('of a single day skip that day only', () => {
    const paused = { ...dialysis, pauses: [{ from: '2026-03-04', to: '2026-03-04' }] };
    expect(dates(paused, '2026-03-02', '2026-03-06')).toEqual(['2026-03-02', '2026-03-06']);
  });
});

describe('only this date', () => {
  it('cancels one date', () => {
    const series = { ...dialysis, exceptions: [{ kind: 'abgesagt' as const, date: '2026-03-04' }] };
    const expansion = expandSeries(series, { from: '2026-03-02', to: '2026-03-06' });
    expect(expansion.occurrences.map((o) => o.date)).toEqual(['2026-03-02', '2026-03-06']);
    expect(expansion.skipped).toEqual([
      { key: '2026-03-04', date: '2026-03-04', reason: 'abgesagt', label: 'abgesagt' },
    ]);
  });

  it('moves one date to another day and time, keyed by its original date', () => {
    const series: SeriesDefinition = {
      ...dialysis,
      exceptions: [
        {
          kind: 'geaendert',
          date: '2026-03-04',
          toDate: '2026-03-05',
          pickupTime: '08:00',
          back: { mode: 'fest', time: '12:00' },
        },
      ],
    };
    const [moved] = expandSeries(series, { from: '2026-03-05', to: '2026-03-05' }).occurrences;
    expect(moved).toMatchObject({ key: '2026-03-04', date: '2026-03-05', pickupTime: '08:00', changed: true });
    expect(moved?.pickupAt.toISOString()).toBe('2026-03-05T07:00:00.000Z');
    expect(moved?.returnAt?.toISOString()).toBe('2026-03-05T11:00:00.000Z');
    expect(dates(series, '2026-03-02', '2026-03-06')).toEqual(['2026-03-02', '2026-03-05', '2026-03-06']);
    // Looking at the original day only: the ride is elsewhere, not skipped.
    expect(expandSeries(series, { from: '2026-03-04', to: '2026-03-04' })).toEqual({ occurrences: [], skipped: [] });
  });

  it('changes only the time on the same date', () => {
    const series: SeriesDefinition = {
      ...dialysis,
      exceptions: [
        { kind: 'geaendert', date: '2026-03-04', toDate: '2026-03-04', pickupTime: '09:45', back: { mode: 'keine' } },
      ],
    };
    expect(
      expandSeries(series, { from: '2026-03-04', to: '2026-03-04' }).occurrences.map((o) => [
        o.pickupTime,
        o.back.mode,
      ]),
    ).toEqual([['09:45', 'keine']]);
  });

  it('wins over a pause and a holiday: the dispatcher decided it', () => {
    const series: SeriesDefinition = {
      ...dialysis,
      pauses: [{ from: '2026-04-01', to: '2026-04-10' }],
      exceptions: [
        {
          kind: 'geaendert',
          date: '2026-04-03',
          toDate: '2026-04-04',
          pickupTime: '07:00',
          back: { mode: 'nach-termin' },
        },
      ],
    };
    expect(dates(series, '2026-04-01', '2026-04-10')).toEqual(['2026-04-04']);
  });

  it('ignores a change of a date the rule no longer has', () => {
    const series: SeriesDefinition = {
      ...dialysis,
      exceptions: [
        { kind: 'geaendert', date: '2026-03-03', toDate: '2026-03-05', pickupTime: '07:00', back: { mode: 'keine' } },
      ],
    };
    expect(dates(series, '2026-03-05', '2026-03-05')).toEqual([]);
  });
});

describe('never beyond an end date', () => {
  it('stops at the approval’s last day and says why', () => {
    const expansion = expandSeries(dialysis, {
      from: '2026-03-23',
      to: '2026-04-01',
      limit: { date: '2026-03-27', reason: 'Genehmigung gültig bis 27.03.2026' },
    });
    expect(expansion.occurrences.map((o) => o.date)).toEqual(['2026-03-23', '2026-03-25', '2026-03-27']);
    expect(expansion.skipped).toEqual([
      { key: '2026-03-30', date: '2026-03-30', reason: 'nach_ende', label: 'Genehmigung gültig bis 27.03.2026' },
      { key: '2026-04-01', date: '2026-04-01', reason: 'nach_ende', label: 'Genehmigung gültig bis 27.03.2026' },
    ]);
  });

  it('also for a date moved past it', () => {
    const series: SeriesDefinition = {
      ...dialysis,
      exceptions: [
        { kind: 'geaendert', date: '2026-03-27', toDate: '2026-03-28', pickupTime: '06:30', back: { mode: 'keine' } },
      ],
    };
    const expansion = expandSeries(series, {
      from: '2026-03-25',
      to: '2026-03-31',
      limit: { date: '2026-03-27', reason: 'Ende' },
    });
    expect(expansion.occurrences.map((o) => o.date)).toEqual(['2026-03-25']);
    expect(expansion.skipped.map((s) => [s.key, s.date])).toEqual([
      ['2026-03-27', '2026-03-28'],
      ['2026-03-30', '2026-03-30'],
    ]);
  });

  it('and never beyond the series’ own last day', () => {
    const ending = { ...dialysis, rule: { ...dialysis.rule, until: '2026-03-04' } };
    expect(dates(ending, '2026-03-01', '2026-03-31')).toEqual(['2026-03-02', '2026-03-04']);
  });
});

describe('this and all following', () => {
  it('ends the old rule the day before and starts the changed one on the split date', () => {
    const series: SeriesDefinition = {
      ...dialysis,
      pauses: [{ from: '2026-03-12', to: '2026-03-19' }],
      exceptions: [
        { kind: 'abgesagt', date: '2026-03-04' },
        { kind: 'abgesagt', date: '2026-03-23' },
        { kind: 'abgesagt', date: '2026-03-25' },
      ],
    };
    const result = splitSeries(series, '2026-03-16', '2026-03-10', {
      recurrence: { kind: 'weekly', weekdays: ['TU', 'TH', 'SA'], intervalWeeks: 1 },
      pickupTime: '07:00',
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.before).toEqual({
      ...series,
      rule: { ...series.rule, until: '2026-03-15' },
      pauses: [{ from: '2026-03-12', to: '2026-03-15' }],
      exceptions: [{ kind: 'abgesagt', date: '2026-03-04' }],
    });
    expect(result.after).toEqual({
      ...series,
      rule: {
        start: '2026-03-16',
        until: null,
        recurrence: { kind: 'weekly', weekdays: ['TU', 'TH', 'SA'], intervalWeeks: 1 },
      },
      pickupTime: '07:00',
      pauses: [{ from: '2026-03-16', to: '2026-03-19' }],
      exceptions: [],
    });
    // 23 and 25 March are Monday and Wednesday: the new rule has no such dates.
    expect(result.droppedExceptions).toEqual([
      { kind: 'abgesagt', date: '2026-03-23' },
      { kind: 'abgesagt', date: '2026-03-25' },
    ]);
    // Together they give the old dates before and the new ones after the split.
    const before = dates(result.before!, '2026-03-09', '2026-03-22');
    const after = dates(result.after, '2026-03-09', '2026-03-22');
    expect([...before, ...after]).toEqual(['2026-03-09', '2026-03-11', '2026-03-21']);
  });

  it('keeps single-date changes the new rule still has', () => {
    const series = { ...dialysis, exceptions: [{ kind: 'abgesagt' as const, date: '2026-03-20' }] };
    const result = splitSeries(series, '2026-03-16', '2026-03-16', { pickupTime: '07:00' });
    expect(result.ok && result.after.exceptions).toEqual([{ kind: 'abgesagt', date: '2026-03-20' }]);
    expect(result.ok && result.droppedExceptions).toEqual([]);
  });

  it('changes the whole series when split at or before its start', () => {
    const future = { ...dialysis, rule: { ...dialysis.rule, start: '2026-04-01' } };
    const result = splitSeries(future, '2026-03-20', '2026-03-16', { back: { mode: 'keine' } });
    expect(result).toMatchObject({
      ok: true,
      before: null,
      after: { rule: { start: '2026-04-01' }, back: { mode: 'keine' } },
    });
  });

  it('can end the new part or open it', () => {
    const ending = splitSeries(dialysis, '2026-03-16', '2026-03-16', { until: '2026-04-30' });
    expect(ending.ok && ending.after.rule.until).toBe('2026-04-30');
    const closed = { ...dialysis, rule: { ...dialysis.rule, until: '2026-06-30' } };
    const opened = splitSeries(closed, '2026-03-16', '2026-03-16', { until: null });
    expect(opened.ok && opened.after.rule.until).toBeNull();
  });

  it('leaves the past untouched', () => {
    expect(splitSeries(dialysis, '2026-03-09', '2026-03-10', { pickupTime: '07:00' })).toEqual({
      ok: false,
      message:
        'Änderungen für „diese und alle folgenden“ gelten frühestens ab heute; vergangene Fahrten bleiben unverändert.',
    });
  });

  it('refuses a split after the series’ end', () => {
    const ending = { ...dialysis, rule: { ...dialysis.rule, until: '2026-03-31' } };
    expect(splitSeries(ending, '2026-04-01', '2026-03-10', {})).toEqual({
      ok: false,
      message: 'Die Serie endet am 31.03.2026, vor dem gewählten Datum.',
    });
  });
});
