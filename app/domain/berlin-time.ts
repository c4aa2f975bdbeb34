// Every business rule is computed in Europe/Berlin, whatever the server's time zone (DESIGN.md).
import { TZDate } from '@date-fns/tz';
import { format } from 'date-fns';

export const BERLIN = 'Europe/Berlin';

/** The calendar date (yyyy-MM-dd) in Berlin at `instant`. */
export function berlinDate(instant: Date = new Date()): string {
  return format(new TZDate(instant.getTime(), BERLIN), 'yyyy-MM-dd');
}

/** The wall-clock time (HH:mm) in Berlin at `instant`. */
export function berlinTime(instant: Date = new Date()): string {
  return format(new TZDate(instant.getTime(), BERLIN), 'HH:mm');
}

const HOUR_MS = 3_600_000;

/**
 * The instant at which Berlin's clocks show `date` (yyyy-MM-dd) and `time` (HH:mm), as RFC 5545 § 3.3.5
 * reads a local time: one that happens twice (the autumn change, 02:00-02:59) is its FIRST occurrence
 * (summer time); one that does not exist (the spring change, 02:00-02:59) takes the offset before the gap,
 * so 02:30 becomes 03:30 summer time. Series, calendar feeds and bookings all read times this way.
 */
export function berlinInstant(date: string, time: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  const instant = new TZDate(y, m - 1, d, hh, mm, 0, 0, BERLIN).getTime();
  // TZDate yields the later (winter-time) reading of an ambiguous time: an hour earlier shows the same clock.
  const earlier = new Date(instant - HOUR_MS);
  const wallClock = `${String(hh).padStart(2, '0')}:${String(mm).padStart(2, '0')}`;
  if (berlinDate(earlier) === date && berlinTime(earlier) === wallClock) return earlier;
  return new Date(instant);
}

// Calendar-day arithmetic lives in a module without date-fns, so the bookings list can use it (issue 15).
export { addCalendarDays } from './calendar-days';
