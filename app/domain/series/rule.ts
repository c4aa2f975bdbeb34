// A series' recurrence (weekdays or an interval, from a date, until a date or open), stored as an
// RFC 5545 recurrence of calendar dates and expanded with the `rrule` package:
//
//   DTSTART;VALUE=DATE:20260302
//   RRULE:FREQ=WEEKLY;INTERVAL=1;BYDAY=MO,WE,FR;WKST=MO;UNTIL=20260630
//
// Only dates recur here. The pickup time, the return and the time zone belong to the series, not to the
// rule: expansion yields calendar dates, and the wall-clock time is attached per date in Europe/Berlin
// (expand.ts), so a series at 06:30 stays at 06:30 across daylight-saving changes. The rrule package
// computes with UTC dates as "floating" dates, which makes it independent of the process's time zone.
import * as rruleModule from 'rrule';
import { isCalendarDate, utcCalendarDate, utcMidnight } from '#app/domain/calendar-days';

// rrule ships CommonJS to Node, where its named exports are not detectable (they sit on the default
// export), and ES modules to bundlers (no default export; Reflect.get keeps bundlers from warning).
const { RRule } = 'RRule' in rruleModule ? rruleModule : (Reflect.get(rruleModule, 'default') as typeof rruleModule);

export const WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const WEEKDAY_SHORT_LABELS: Record<Weekday, string> = {
  MO: 'Mo',
  TU: 'Di',
  WE: 'Mi',
  TH: 'Do',
  FR: 'Fr',
  SA: 'Sa',
  SU: 'So',
};

export const MAX_INTERVAL_WEEKS = 52;
export const MAX_INTERVAL_DAYS = 31;

export type Recurrence =
  /** Every `intervalWeeks` weeks (weeks start on Monday) on `weekdays`. */
  | { kind: 'weekly'; weekdays: readonly Weekday[]; intervalWeeks: number }
  /** Every `intervalDays` days from the start. */
  | { kind: 'daily'; intervalDays: number };

export type SeriesRule = {
  /** First possible date, yyyy-MM-dd. */
  start: string;
  /** Last possible date, yyyy-MM-dd; null = open. */
  until: string | null;
  recurrence: Recurrence;
};

const RRULE_DAYS = [RRule.MO, RRule.TU, RRule.WE, RRule.TH, RRule.FR, RRule.SA, RRule.SU];

/** yyyy-MM-dd as the floating (UTC midnight) date rrule computes with. */
const floating = utcMidnight;

function compact(date: string): string {
  return date.replaceAll('-', '');
}

function expandCompact(value: string): string {
  return `${value.slice(0, 4)}-${value.slice(4, 6)}-${value.slice(6, 8)}`;
}

/** Weekdays in calendar order, each once. */
export function sortWeekdays(weekdays: readonly Weekday[]): Weekday[] {
  return WEEKDAYS.filter((day) => weekdays.includes(day));
}

function rruleOptions(rule: SeriesRule) {
  const { recurrence } = rule;
  return recurrence.kind === 'weekly'
    ? {
        freq: RRule.WEEKLY,
        interval: recurrence.intervalWeeks,
        byweekday: sortWeekdays(recurrence.weekdays).map((day) => RRULE_DAYS[WEEKDAYS.indexOf(day)]!),
        wkst: RRule.MO,
      }
    : { freq: RRule.DAILY, interval: recurrence.intervalDays };
}

/** The stored form: DTSTART (a date) and RRULE, separated by a line break. */
export function toRRuleString(rule: SeriesRule): string {
  const ruleLine = RRule.optionsToString(rruleOptions(rule));
  const until = rule.until === null ? '' : `;UNTIL=${compact(rule.until)}`;
  return `DTSTART;VALUE=DATE:${compact(rule.start)}\n${ruleLine}${until}`;
}

const DATE_VALUE = /^\d{8}$/;

/**
 * Reads a stored rule back. Accepts exactly what toRRuleString writes (any order of parts); anything
 * else (COUNT, BYMONTH, times, other frequencies) is not a series rule of this product: null.
 */
export function parseRRuleString(text: string): SeriesRule | null {
  const lines = text.trim().split(/\r?\n/);
  if (lines.length !== 2) return null;
  const start = /^DTSTART;VALUE=DATE:(\d{8})$/.exec(lines[0]!.trim());
  const ruleLine = /^RRULE:(.+)$/.exec(lines[1]!.trim());
  if (!start || !ruleLine) return null;
  const parts = new Map<string, string>();
  for (const part of ruleLine[1]!.split(';')) {
    const [key, value, ...rest] = part.split('=');
    if (!key || value === undefined || rest.length || parts.has(key)) return null;
    parts.set(key, value);
  }
  const allowed = new Set(['FREQ', 'INTERVAL', 'BYDAY', 'WKST', 'UNTIL']);
  if ([...parts.keys()].some((key) => !allowed.has(key))) return null;
  const untilValue = parts.get('UNTIL');
  if (untilValue !== undefined && !DATE_VALUE.test(untilValue)) return null;
  const interval = Number(parts.get('INTERVAL') ?? '1');
  if (!Number.isInteger(interval) || interval < 1) return null;
  const base = { start: expandCompact(start[1]!), until: untilValue === undefined ? null : expandCompact(untilValue) };
  if (!isCalendarDate(base.start) || (base.until !== null && !isCalendarDate(base.until))) return null;

  const freq = parts.get('FREQ');
  if (freq === 'DAILY') {
    if (parts.has('BYDAY')) return null;
    return { ...base, recurrence: { kind: 'daily', intervalDays: interval } };
  }
  if (freq !== 'WEEKLY') return null;
  if ((parts.get('WKST') ?? 'MO') !== 'MO') return null;
  const days = (parts.get('BYDAY') ?? '').split(',');
  if (!days.every((day): day is Weekday => (WEEKDAYS as readonly string[]).includes(day))) return null;
  return { ...base, recurrence: { kind: 'weekly', weekdays: sortWeekdays(days), intervalWeeks: interval } };
}

/**
 * The dates of `rule` from `from` to `to` (both included), ascending. Dates only: the caller attaches
 * the time of day in Berlin.
 */
export function ruleDates(rule: SeriesRule, from: string, to: string): string[] {
  const last = rule.until !== null && rule.until < to ? rule.until : to;
  if (last < from || last < rule.start) return [];
  const engine = new RRule({ ...rruleOptions(rule), dtstart: floating(rule.start), until: floating(last) });
  return engine.between(floating(from), floating(last), true).map(utcCalendarDate);
}

/** Does the rule produce `date`? */
export function isRuleDate(rule: SeriesRule, date: string): boolean {
  return ruleDates(rule, date, date).length === 1;
}

export type RuleProblem = { field: 'start' | 'until' | 'weekdays' | 'interval'; message: string };

/** What is wrong with a rule as staff entered it, in German; empty when it is fine. */
export function ruleProblems(rule: SeriesRule): RuleProblem[] {
  const problems: RuleProblem[] = [];
  if (!isCalendarDate(rule.start))
    problems.push({ field: 'start', message: 'Bitte geben Sie ein gültiges Startdatum ein.' });
  if (rule.until !== null) {
    if (!isCalendarDate(rule.until))
      problems.push({ field: 'until', message: 'Bitte geben Sie ein gültiges Enddatum ein.' });
    else if (isCalendarDate(rule.start) && rule.until < rule.start) {
      problems.push({ field: 'until', message: 'Das Enddatum darf nicht vor dem Startdatum liegen.' });
    }
  }
  const { recurrence } = rule;
  if (recurrence.kind === 'weekly') {
    if (sortWeekdays(recurrence.weekdays).length === 0)
      problems.push({ field: 'weekdays', message: 'Bitte wählen Sie mindestens einen Wochentag.' });
    if (
      !Number.isInteger(recurrence.intervalWeeks) ||
      recurrence.intervalWeeks < 1 ||
      recurrence.intervalWeeks > MAX_INTERVAL_WEEKS
    ) {
      problems.push({ field: 'interval', message: `Der Abstand muss 1 bis ${MAX_INTERVAL_WEEKS} Wochen betragen.` });
    }
  } else if (
    !Number.isInteger(recurrence.intervalDays) ||
    recurrence.intervalDays < 1 ||
    recurrence.intervalDays > MAX_INTERVAL_DAYS
  ) {
    problems.push({ field: 'interval', message: `Der Abstand muss 1 bis ${MAX_INTERVAL_DAYS} Tage betragen.` });
  }
  return problems;
}
