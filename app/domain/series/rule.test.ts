import { afterEach, describe, expect, it } from 'vitest';
import {
  isRuleDate,
  parseRRuleString,
  ruleDates,
  ruleProblems,
  sortWeekdays,
  toRRuleString,
  type SeriesRule,
} from './rule';

const dialysis: SeriesRule = {
  start: '2026-03-02',
  until: '2026-03-31',
  recurrence: { kind: 'weekly', weekdays: ['FR', 'MO', 'WE'], intervalWeeks: 1 },
};

describe('stored as an RFC 5545 rule of dates', () => {
  it.each<[string, SeriesRule, string]>([
    [
      'Mo, Mi, Fr until a date',
      dialysis,
      'DTSTART;VALUE=DATE:20260302\nRRULE:FREQ=WEEKLY;INTERVAL=1;BYDAY=MO,WE,FR;WKST=MO;UNTIL=20260331',
    ],
    [
      'every 2 weeks on Tuesday, open',
      { start: '2026-03-03', until: null, recurrence: { kind: 'weekly', weekdays: ['TU'], intervalWeeks: 2 } },
      'DTSTART;VALUE=DATE:20260303\nRRULE:FREQ=WEEKLY;INTERVAL=2;BYDAY=TU;WKST=MO',
    ],
    [
      'daily for six weeks',
      { start: '2026-04-13', until: '2026-05-22', recurrence: { kind: 'daily', intervalDays: 1 } },
      'DTSTART;VALUE=DATE:20260413\nRRULE:FREQ=DAILY;INTERVAL=1;UNTIL=20260522',
    ],
  ])('%s', (_case, rule, text) => {
    expect(toRRuleString(rule)).toBe(text);
    const sorted =
      rule.recurrence.kind === 'weekly'
        ? { ...rule.recurrence, weekdays: sortWeekdays(rule.recurrence.weekdays) }
        : rule.recurrence;
    expect(parseRRuleString(text)).toEqual({ ...rule, recurrence: sorted });
  });

  it('reads weekdays back in calendar order and accepts parts in any order and CRLF', () => {
    expect(parseRRuleString('DTSTART;VALUE=DATE:20260302\r\nRRULE:BYDAY=FR,MO;FREQ=WEEKLY;UNTIL=20260331')).toEqual({
      start: '2026-03-02',
      until: '2026-03-31',
      recurrence: { kind: 'weekly', weekdays: ['MO', 'FR'], intervalWeeks: 1 },
    });
  });

  it.each([
    ['no DTSTART', 'RRULE:FREQ=WEEKLY;BYDAY=MO'],
    ['a DTSTART with a time', 'DTSTART:20260302T063000Z\nRRULE:FREQ=WEEKLY;BYDAY=MO'],
    ['COUNT', 'DTSTART;VALUE=DATE:20260302\nRRULE:FREQ=WEEKLY;BYDAY=MO;COUNT=10'],
    ['a monthly rule', 'DTSTART;VALUE=DATE:20260302\nRRULE:FREQ=MONTHLY;BYMONTHDAY=2'],
    ['an UNTIL with a time', 'DTSTART;VALUE=DATE:20260302\nRRULE:FREQ=WEEKLY;BYDAY=MO;UNTIL=20260331T000000Z'],
    ['an unknown weekday', 'DTSTART;VALUE=DATE:20260302\nRRULE:FREQ=WEEKLY;BYDAY=XY'],
    ['BYDAY on a daily rule', 'DTSTART;VALUE=DATE:20260302\nRRULE:FREQ=DAILY;BYDAY=MO'],
    ['week start Sunday', 'DTSTART;VALUE=DATE:20260302\nRRULE:FREQ=WEEKLY;BYDAY=MO;WKST=SU'],
    ['an impossible date', 'DTSTART;VALUE=DATE:20260230\nRRULE:FREQ=DAILY'],
    ['interval 0', 'DTSTART;VALUE=DATE:20260302\nRRULE:FREQ=DAILY;INTERVAL=0'],
    ['a repeated part', 'DTSTART;VALUE=DATE:20260302\nRRULE:FREQ=DAILY;FREQ=WEEKLY'],
    ['text', 'jeden Montag'],
  ])('refuses %s', (_case, text) => {
    expect(parseRRuleString(text)).toBeNull();
  });
});

describe('dates of a rule', () => {
  it('gives Mo, Mi, Fr of March 2026 up to the last day', () => {
    expect(ruleDates(dialysis, '2026-03-01', '2026-04-30')).toEqual([
      '2026-03-02',
      '2026-03-04',
      '2026-03-06',
      '2026-03-09',
      '2026-03-11',
      '2026-03-13',
      '2026-03-16',
      '2026-03-18',
      '2026-03-20',
      '2026-03-23',
      '2026-03-25',
      '2026-03-27',
      '2026-03-30',
    ]);
  });

  it('includes both ends of the window and of the rule', () => {
    expect(ruleDates(dialysis, '2026-03-04', '2026-03-06')).toEqual(['2026-03-04', '2026-03-06']);
    expect(ruleDates({ ...dialysis, until: '2026-03-04' }, '2026-03-01', '2026-03-31')).toEqual([
      '2026-03-02',
      '2026-03-04',
    ]);
    expect(ruleDates(dialysis, '2026-02-01', '2026-03-01')).toEqual([]);
    expect(ruleDates(dialysis, '2026-04-01', '2026-04-30')).toEqual([]);
  });

  it('does not count a start date that is not one of the weekdays', () => {
    expect(ruleDates({ ...dialysis, start: '2026-03-03' }, '2026-03-01', '2026-03-06')).toEqual([
      '2026-03-04',
      '2026-03-06',
    ]);
  });

  it('counts every other week from the week of the start (weeks start on Monday)', () => {
    const rule: SeriesRule = {
      start: '2026-03-04',
      until: null,
      recurrence: { kind: 'weekly', weekdays: ['MO', 'FR'], intervalWeeks: 2 },
    };
    expect(ruleDates(rule, '2026-03-01', '2026-04-05')).toEqual([
      '2026-03-06',
      '2026-03-16',
      '2026-03-20',
      '2026-03-30',
      '2026-04-03',
    ]);
  });

  it('counts day intervals from the start', () => {
    const rule: SeriesRule = { start: '2026-03-30', until: null, recurrence: { kind: 'daily', intervalDays: 3 } };
    expect(ruleDates(rule, '2026-03-01', '2026-04-10')).toEqual([
      '2026-03-30',
      '2026-04-02',
      '2026-04-05',
      '2026-04-08',
    ]);
  });

  it('spans the daylight-saving changes without losing or doubling a day', () => {
    const daily: SeriesRule = {
      start: '2026-03-27',
      until: '2026-03-31',
      recurrence: { kind: 'daily', intervalDays: 1 },
    };
    expect(ruleDates(daily, '2026-03-01', '2026-12-31')).toEqual([
      '2026-03-27',
      '2026-03-28',
      '2026-03-29',
      '2026-03-30',
      '2026-03-31',
    ]);
    const october: SeriesRule = { ...daily, start: '2026-10-24', until: '2026-10-26' };
    expect(ruleDates(october, '2026-10-01', '2026-10-31')).toEqual(['2026-10-24', '2026-10-25', '2026-10-26']);
  });

  it('knows whether a date is one of the rule', () => {
    expect(isRuleDate(dialysis, '2026-03-04')).toBe(true);
    expect(isRuleDate(dialysis, '2026-03-05')).toBe(false);
    expect(isRuleDate(dialysis, '2026-04-01')).toBe(false);
  });

  describe('whatever the process time zone', () => {
    const original = process.env.TZ;
    afterEach(() => {
      process.env.TZ = original;
    });

    it.each(['Pacific/Kiritimati', 'Pacific/Pago_Pago', 'America/Sao_Paulo', 'Europe/Berlin'])(
      'gives the same dates in %s',
      (zone) => {
        process.env.TZ = zone;
        expect(ruleDates(dialysis, '2026-03-25', '2026-04-03')).toEqual(['2026-03-25', '2026-03-27', '2026-03-30']);
      },
    );
  });
});

describe('rule problems in German', () => {
  it.each<[string, Partial<SeriesRule>, string[]]>([
    ['a fine rule', {}, []],
    ['an end before the start', { until: '2026-03-01' }, ['Das Enddatum darf nicht vor dem Startdatum liegen.']],
    ['an impossible start', { start: '2026-02-30' }, ['Bitte geben Sie ein gültiges Startdatum ein.']],
    [
      'no weekday',
      { recurrence: { kind: 'weekly', weekdays: [], intervalWeeks: 1 } },
      ['Bitte wählen Sie mindestens einen Wochentag.'],
    ],
    [
      'interval 0 weeks',
      { recurrence: { kind: 'weekly', weekdays: ['MO'], intervalWeeks: 0 } },
      ['Der Abstand muss 1 bis 52 Wochen betragen.'],
    ],
    [
      'interval 53 weeks',
      { recurrence: { kind: 'weekly', weekdays: ['MO'], intervalWeeks: 53 } },
      ['Der Abstand muss 1 bis 52 Wochen betragen.'],
    ],
    [
      'interval 32 days',
      { recurrence: { kind: 'daily', intervalDays: 32 } },
      ['Der Abstand muss 1 bis 31 Tage betragen.'],
    ],
    [
      'interval 1.5 days',
      { recurrence: { kind: 'daily', intervalDays: 1.5 } },
      ['Der Abstand muss 1 bis 31 Tage betragen.'],
    ],
  ])('%s', (_case, overrides, messages) => {
    expect(ruleProblems({ ...dialysis, ...overrides }).map((p) => p.message)).toEqual(messages);
  });
});
