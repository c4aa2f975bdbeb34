// Bookable times (SPEC.md §9): 45 slots from 07:00 to 18:00 in 15-minute steps; the earliest bookable
// moment is now + 24 h, moved to 07:00 the next day at or after 18:00 and to 07:00 the same day before
// 07:00. All wall-clock values are Berlin's, whatever the process's time zone (DESIGN.md).
import { berlinDate, berlinTime } from '#app/domain/berlin-time';
import { addCalendarDays, daysInMonth, isCalendarDate } from '#app/domain/calendar-days';

export const FIRST_SLOT = '07:00';
export const LAST_SLOT = '18:00';
export const SLOT_MINUTES = 15;
/** How far the "next available date" search looks ahead (SPEC.md §9). */
export const SEARCH_DAYS = 30;

function minutesOf(time: string): number {
  const [hh, mm] = time.split(':').map(Number) as [number, number];
  return hh * 60 + mm;
}

function timeOf(minutes: number): string {
  return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** The 45 slot times 07:00, 07:15, …, 18:00. */
export const SLOT_TIMES: readonly string[] = Array.from(
  { length: (minutesOf(LAST_SLOT) - minutesOf(FIRST_SLOT)) / SLOT_MINUTES + 1 },
  (_, i) => timeOf(minutesOf(FIRST_SLOT) + i * SLOT_MINUTES),
);

export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

export function isSlotTime(value: string): boolean {
  return SLOT_TIMES.includes(value);
}

/** A Berlin wall-clock moment: date yyyy-MM-dd and time HH:mm. Comparable as the string `${date} ${time}`. */
export type WallClock = { date: string; time: string };

const key = (moment: WallClock) => `${moment.date} ${moment.time}`;

/**
 * The earliest bookable moment at `now`. The 24 hours are real elapsed time; a started minute counts
 * as a whole one, so a slot is never less than 24 h away.
 */
export function earliestBookable(now: Date): WallClock {
  const ms = now.getTime() + 24 * 60 * 60 * 1000;
  const roundedUp = new Date(Math.ceil(ms / 60_000) * 60_000);
  const date = berlinDate(roundedUp);
  const time = berlinTime(roundedUp);
  if (time >= LAST_SLOT) return { date: addCalendarDays(date, 1), time: FIRST_SLOT };
  if (time < FIRST_SLOT) return { date, time: FIRST_SLOT };
  return { date, time };
}

/** Is `date`/`time` a slot that may be booked at `now` (ignoring capacity)? */
export function isBookableMoment(date: string, time: string, now: Date): boolean {
  if (!isCalendarDate(date) || !isSlotTime(time)) return false;
  return key({ date, time }) >= key(earliestBookable(now));
}

/** How far ahead the online booking reaches (decision 145): 12 calendar months from today in Berlin. */
export const BOOKING_HORIZON_MONTHS = 12;

/**
 * The last date that may be booked online at `now`: today (Berlin) plus 12 months, on the same day of
 * the month or the month's last day (29 February + 12 months = 28 February).
 */
export function latestBookableDate(now: Date): string {
  const [y, m, d] = berlinDate(now).split('-').map(Number) as [number, number, number];
  const year = y + Math.floor((m - 1 + BOOKING_HORIZON_MONTHS) / 12);
  const month = ((m - 1 + BOOKING_HORIZON_MONTHS) % 12) + 1;
  const lastDay = daysInMonth(year, month);
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(Math.min(d, lastDay)).padStart(2, '0')}`;
}

/** Is `date` within the online booking horizon at `now`? (Not before the earliest date is checked apart.) */
export function isWithinHorizon(date: string, now: Date): boolean {
  return date <= latestBookableDate(now);
}

/** Number of active bookings per slot time on one date. */
export type SlotCounts = Readonly<Record<string, number>>;

/**
 * The slots of `date` still bookable at `now`: not before the earliest moment, and with fewer than
 * `capacity` bookings (0 = unlimited).
 */
export function availableSlots(
  date: string,
  now: Date,
  options: { capacity?: number; counts?: SlotCounts } = {},
): string[] {
  if (!isCalendarDate(date)) return [];
  const earliest = earliestBookable(now);
  if (date < earliest.date || !isWithinHorizon(date, now)) return [];
  const capacity = options.capacity ?? 0;
  return SLOT_TIMES.filter((time) => {
    if (date === earliest.date && time < earliest.time) return false;
    if (capacity > 0 && (options.counts?.[time] ?? 0) >= capacity) return false;
    return true;
  });
}

/**
 * The first date (with its first free slot) from `fromDate` (or the earliest bookable date, if later)
 * on, at most `SEARCH_DAYS` days after that start,
 * that has a bookable slot; null when there is none. `countsOn` gives the bookings per slot of a date.
 */
export function nextAvailable(
  fromDate: string,
  now: Date,
  options: { capacity?: number; countsOn?: (date: string) => SlotCounts; days?: number } = {},
): WallClock | null {
  const days = options.days ?? SEARCH_DAYS;
  const earliest = earliestBookable(now);
  const start = fromDate < earliest.date ? earliest.date : fromDate;
  const last = addCalendarDays(start, days);
  for (let date = start; date <= last; date = addCalendarDays(date, 1)) {
    const slots = availableSlots(date, now, { capacity: options.capacity, counts: options.countsOn?.(date) });
    if (slots.length) return { date, time: slots[0]! };
  }
  return null;
}

/** The dates a search from `fromDate` may look at (for loading the counts in one query). */
export function searchWindow(fromDate: string, now: Date, days = SEARCH_DAYS): { from: string; to: string } {
  const earliest = earliestBookable(now);
  const from = fromDate < earliest.date ? earliest.date : fromDate;
  return { from, to: addCalendarDays(from, days) };
}

/** True when `later` (HH:mm) is strictly after `earlier` (HH:mm). */
export function isTimeAfter(later: string, earlier: string): boolean {
  return minutesOf(later) > minutesOf(earlier);
}
