// A series in German words for lists and overviews:
//   "Mo, Mi, Fr um 06:30, Rückfahrt nach Termin"
//   "Täglich außer Sa, So um 07:15"            (at most two weekdays missing: named as exceptions)
//   "Täglich um 07:15"                          (all seven weekdays, or every day)
//   "Alle 2 Wochen Di um 09:00, Rückfahrt um 11:30"
//   "Alle 3 Tage um 08:00"
import { formatGermanDate } from '#app/domain/german-date';
import type { SeriesReturn } from './definition';
import { sortWeekdays, WEEKDAY_SHORT_LABELS, WEEKDAYS, type Recurrence, type SeriesRule } from './rule';

function days(weekdays: readonly (typeof WEEKDAYS)[number][]): string {
  return weekdays.map((day) => WEEKDAY_SHORT_LABELS[day]).join(', ');
}

function recurrenceWords(recurrence: Recurrence): string {
  if (recurrence.kind === 'daily')
    return recurrence.intervalDays === 1 ? 'Täglich' : `Alle ${recurrence.intervalDays} Tage`;
  const chosen = sortWeekdays(recurrence.weekdays);
  if (recurrence.intervalWeeks > 1) return `Alle ${recurrence.intervalWeeks} Wochen ${days(chosen)}`;
  if (chosen.length === WEEKDAYS.length) return 'Täglich';
  const missing = WEEKDAYS.filter((day) => !chosen.includes(day));
  return missing.length <= 2 ? `Täglich außer ${days(missing)}` : days(chosen);
}

function returnWords(back: SeriesReturn): string {
  if (back.mode === 'nach-termin') return ', Rückfahrt nach Termin';
  if (back.mode === 'fest') return `, Rückfahrt um ${back.time}`;
  return '';
}

/** "Mo, Mi, Fr um 06:30, Rückfahrt nach Termin". */
export function describeSeries(recurrence: Recurrence, pickupTime: string, back: SeriesReturn): string {
  return `${recurrenceWords(recurrence)} um ${pickupTime}${returnWords(back)}`;
}

/** "ab 02.03.2026, ohne Enddatum" or "02.03.2026 bis 30.06.2026". */
export function describePeriod(rule: Pick<SeriesRule, 'start' | 'until'>): string {
  return rule.until === null
    ? `ab ${formatGermanDate(rule.start)}, ohne Enddatum`
    : `${formatGermanDate(rule.start)} bis ${formatGermanDate(rule.until)}`;
}
