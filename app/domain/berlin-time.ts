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

/** The instant at which Berlin's clocks show `date` (yyyy-MM-dd) and `time` (HH:mm). */
export function berlinInstant(date: string, time: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  return new Date(new TZDate(y, m - 1, d, hh, mm, 0, 0, BERLIN).getTime());
}

// Calendar-day arithmetic lives in a module without date-fns, so the bookings list can use it (issue 15).
export { addCalendarDays } from './calendar-days';
