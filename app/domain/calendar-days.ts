// The dates kernel (issue 40), part 1: calendar dates (yyyy-MM-dd) without time zones or libraries, safe
// for the smallest browser bundles. The one reading of a typed date (parseGermanDate), the one check of a
// date (isCalendarDate, one range), the one German display (dd.MM.yyyy, weekday), calendar arithmetic.
// Instants (Berlin wall clock, date-fns) are in german-date.ts and berlin-time.ts. ESLint bans the
// alternatives elsewhere (Intl.DateTimeFormat, toLocale*String, Date.parse, new Date(string)).

const DAY_MS = 86_400_000;

/** Milliseconds since the epoch of UTC midnight of `date` (yyyy-MM-dd), for pure day arithmetic. */
function utcMidnightMs(date: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(y, m - 1, d);
}

/** `date` (yyyy-MM-dd) shifted by `days` calendar days. */
export function addCalendarDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  // Pure UTC arithmetic: independent of the process's time zone and of daylight saving.
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** dd.MM.yyyy from a calendar date (yyyy-MM-dd); anything else is returned unchanged. */
export function formatGermanDate(date: string): string {
  const match = ISO_DATE.exec(date);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : date;
}

/**
 * The one range of a date anyone may type in a form (issue 39, decision 256): 1900-01-01 to 2100-12-31.
 * Wider than any ride, birth or exemption date, narrow enough that PostgreSQL's date type and
 * JavaScript's Date read it the same way (year 0000 and 9999-12-31 reached the database before). Forms
 * with a narrower rule (a date of birth up to today, a ride within the booking horizon) keep it on top.
 */
export const TYPED_DATE_RANGE = { min: '1900-01-01', max: '2100-12-31' } as const;

/**
 * The one check of a date (issue 40): a real calendar date in yyyy-MM-dd (2026-02-30 is none) within
 * TYPED_DATE_RANGE. For dates from the URL, a form or the database alike.
 */
export function isCalendarDate(value: string): boolean {
  return (
    ISO_DATE.test(value) &&
    value >= TYPED_DATE_RANGE.min &&
    value <= TYPED_DATE_RANGE.max &&
    addCalendarDays(value, 0) === value
  );
}

const TYPED_DATE = /^(\d{1,2})\.(\d{1,2})\.(\d{4}|\d{2})?$/;

/**
 * The one reading of a date as staff type it (issue 37), yyyy-MM-dd or null: `25.11.2026`, `5.1.2027` and
 * yyyy-MM-dd (what date inputs send) always; with `today` (yyyy-MM-dd, Berlin) also the short forms a
 * dispatcher types on the phone: `25.11.26` (this century) and `25.11.` without a year, which means its
 * next occurrence, today included (`05.01.` typed on 29.11.2026 is 05.01.2027). A `29.02.` whose next
 * February has no 29th is refused rather than moved years ahead. Without `today` (a date of birth, a
 * search) only complete dates are read: a short form is never guessed there. Every date outside
 * TYPED_DATE_RANGE is null.
 */
export function parseGermanDate(value: string, today?: string): string | null {
  const text = value.trim();
  if (isCalendarDate(text)) return text;
  const match = TYPED_DATE.exec(text);
  if (!match) return null;
  const [, d, m, y] = match as unknown as [string, string, string, string | undefined];
  const dayMonth = `${m.padStart(2, '0')}-${d.padStart(2, '0')}`;
  if (y?.length === 4) return isCalendarDate(`${y}-${dayMonth}`) ? `${y}-${dayMonth}` : null;
  if (!today || !isCalendarDate(today)) return null;
  if (y) {
    const iso = `${today.slice(0, 2)}${y}-${dayMonth}`;
    return isCalendarDate(iso) ? iso : null;
  }
  const year = Number(today.slice(0, 4));
  const next = `${year}-${dayMonth}` >= today ? year : year + 1;
  const iso = `${String(next).padStart(4, '0')}-${dayMonth}`;
  return isCalendarDate(iso) ? iso : null;
}

/** Whole calendar days from `from` to `to` (yyyy-MM-dd each), negative when `to` is earlier; no daylight saving. */
export function daysBetween(from: string, to: string): number {
  return Math.round((utcMidnightMs(to) - utcMidnightMs(from)) / DAY_MS);
}

/** The weekday of `date` (yyyy-MM-dd): 0 = Monday … 6 = Sunday (weeks start on Monday, SPEC.md §9). */
export function weekdayIndex(date: string): number {
  return (new Date(utcMidnightMs(date)).getUTCDay() + 6) % 7;
}

/** The last day (28-31) of `month` (1-12) in `year`. */
export function daysInMonth(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

const WEEKDAYS_SHORT = ['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So'] as const;

/** The German short weekday of `date` (yyyy-MM-dd): "Mo" … "So". */
export function formatGermanWeekday(date: string): string {
  return WEEKDAYS_SHORT[weekdayIndex(date)]!;
}

const GERMAN_MONTHS = [
  'Januar',
  'Februar',
  'März',
  'April',
  'Mai',
  'Juni',
  'Juli',
  'August',
  'September',
  'Oktober',
  'November',
  'Dezember',
] as const;

/** "November 2026" from a month (yyyy-MM); anything else is returned unchanged. */
export function formatGermanMonth(month: string): string {
  const match = /^(\d{4})-(\d{2})$/.exec(month);
  const name = match ? GERMAN_MONTHS[Number(match[2]) - 1] : undefined;
  return match && name ? `${name} ${match[1]}` : month;
}

/** "Mo, 02.03.2026" from a calendar date (yyyy-MM-dd). */
export function formatGermanDateWithWeekday(date: string): string {
  return `${formatGermanWeekday(date)}, ${formatGermanDate(date)}`;
}

/** UTC midnight of `date` (yyyy-MM-dd): the floating date a recurrence library computes with. */
export function utcMidnight(date: string): Date {
  return new Date(utcMidnightMs(date));
}

/** yyyy-MM-dd of an instant read in UTC (the counterpart of utcMidnight). */
export function utcCalendarDate(instant: Date): string {
  return instant.toISOString().slice(0, 10);
}

/** The local Date a date picker shows for `date` (yyyy-MM-dd), at noon so no time zone moves its day. */
export function pickerDate(date: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d, 12);
}

/** yyyy-MM-dd of the day a date picker hands back (a local Date). */
export function calendarDateOfPicker(day: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${String(day.getFullYear()).padStart(4, '0')}-${pad(day.getMonth() + 1)}-${pad(day.getDate())}`;
}

// An instant as ISO 8601 with its offset: what a browser sends (Date#toISOString) and what the database
// returns as text. A date without time, or a time without offset, is not an instant.
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * The instant of an ISO 8601 timestamp with offset ("2026-11-29T06:30:00Z", "…+01:00") on a real calendar
 * day within the one range, else null (JavaScript's own parser reads 2026-02-30 as 2 March).
 */
export function parseInstant(value: string): Date | null {
  if (!ISO_INSTANT.test(value) || !isCalendarDate(value.slice(0, 10))) return null;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? null : at;
}
