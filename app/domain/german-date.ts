// The dates kernel (issue 40), part 2: the one German date formatting (SPEC.md §9: dd.MM.yyyy, HH:mm), for
// pages, mails, driver texts and lists, and the one reading of a date staff type (parseGermanDate). With
// calendar-days.ts (calendar dates, no library) and berlin-time.ts (Berlin wall clock); ESLint bans the
// alternatives (Intl.DateTimeFormat, toLocale*String, Date.parse, new Date(text)) everywhere else.
// Instants are shown as Berlin wall-clock time whatever the server's or browser's time zone, with
// date-fns rather than Intl so the output is the same in Node and every browser (no ICU differences
// such as a two-digit year or a narrow no-break space).
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';

const BERLIN = 'Europe/Berlin';
// Calendar dates need no date library: screens that show only those (the bookings list) import them from
// calendar-days.ts and load no date-fns. parseGermanDate is the one reading of a typed date (issue 37).
export { formatGermanDate, parseGermanDate } from './calendar-days';

function instantOf(value: Date | string): Date | null {
  const instant = typeof value === 'string' ? new Date(value) : value;
  return Number.isNaN(instant.getTime()) ? null : instant;
}

/** "dd.MM.yyyy, HH:mm" of an instant (a Date or an ISO timestamp) in Berlin; '' for an invalid one. */
export function formatGermanDateTime(value: Date | string): string {
  const instant = instantOf(value);
  return instant ? format(new TZDate(instant.getTime(), BERLIN), 'dd.MM.yyyy, HH:mm') : '';
}

/** "HH:mm" of an instant in Berlin (a time beside a day shown elsewhere); '' for an invalid one. */
export function formatGermanTime(value: Date | string): string {
  const instant = instantOf(value);
  return instant ? format(new TZDate(instant.getTime(), BERLIN), 'HH:mm') : '';
}
