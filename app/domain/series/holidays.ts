// Public holidays of Hesse from the maintained feiertagejs package (not a hand-written list). Hesse's
// statutory holidays (§ 1 HFeiertagsG) are all Sundays plus Neujahr, Karfreitag, Ostermontag, 1. Mai,
// Christi Himmelfahrt, Pfingstmontag, Fronleichnam, Tag der Deutschen Einheit and the two Christmas days;
// the package lists exactly these weekday holidays for region HE. Sundays are a weekday of the rule.
import { getHolidays } from 'feiertagejs';
import { utcCalendarDate } from '#app/domain/calendar-days';

export type Holiday = { date: string; name: string };

const cache = new Map<number, Holiday[]>();

function holidaysOfYear(year: number): Holiday[] {
  let holidays = cache.get(year);
  if (!holidays) {
    // The package gives each holiday as noon UTC of its day: the UTC date is the calendar date,
    // whatever the process's time zone (its own dateString uses the local zone and can be a day off).
    holidays = getHolidays(year, 'HE')
      .map((holiday) => ({ date: utcCalendarDate(holiday.date), name: holiday.translate('de') ?? holiday.name }))
      .sort((a, b) => (a.date < b.date ? -1 : 1));
    cache.set(year, holidays);
  }
  return holidays;
}

/** The public holidays of Hesse from `from` to `to` (yyyy-MM-dd, both included). */
export function hessenHolidays(from: string, to: string): Holiday[] {
  const result: Holiday[] = [];
  for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year++) {
    for (const holiday of holidaysOfYear(year)) if (holiday.date >= from && holiday.date <= to) result.push(holiday);
  }
  return result;
}

/** The holiday's name when `date` is a public holiday in Hesse, else null. */
export function hessenHolidayName(date: string): string | null {
  return holidaysOfYear(Number(date.slice(0, 4))).find((holiday) => holiday.date === date)?.name ?? null;
}
