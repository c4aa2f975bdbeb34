// A series as the dispatcher defines it: the recurrence (rule.ts), the pickup time, the return, what
// happens on public holidays, pauses (from-to, e.g. a hospital stay) and single-date changes ("only this
// date": cancelled, or moved to another date and/or time).
import { TIME_PATTERN, isTimeAfter } from '#app/domain/booking/slots';
import { isCalendarDate } from '#app/domain/calendar-days';
import { formatGermanDate } from '#app/domain/german-date';
import { expandSeries } from './expand';
import { isRuleDate, ruleProblems, type SeriesRule } from './rule';

/** The return of each date: none, at a fixed time, or "nach Termin" (when the practice calls). Same modes as the wizard. */
export type SeriesReturn = { mode: 'keine' } | { mode: 'nach-termin' } | { mode: 'fest'; time: string };

/** Public holidays of Hesse: no ride ('auslassen') or ride as usual ('fahren'). */
export type HolidayHandling = 'auslassen' | 'fahren';

/** No rides from `from` to `to`, both included. */
export type SeriesPause = { from: string; to: string };

export type SeriesException =
  /** This date is cancelled. */
  | { kind: 'abgesagt'; date: string }
  /** This date's ride takes place on `toDate` (may be the same day) at `pickupTime`, with `back`. */
  | { kind: 'geaendert'; date: string; toDate: string; pickupTime: string; back: SeriesReturn };

export type SeriesDefinition = {
  rule: SeriesRule;
  pickupTime: string;
  back: SeriesReturn;
  holidays: HolidayHandling;
  pauses: readonly SeriesPause[];
  exceptions: readonly SeriesException[];
};

export type SeriesProblem = { field: string; message: string };

function timeProblems(field: string, pickupTime: string, back: SeriesReturn): SeriesProblem[] {
  if (!TIME_PATTERN.test(pickupTime))
    return [{ field, message: 'Bitte geben Sie eine gültige Abholzeit ein (z. B. 06:30).' }];
  if (back.mode !== 'fest') return [];
  if (!TIME_PATTERN.test(back.time))
    return [{ field: `${field}.back`, message: 'Bitte geben Sie die Uhrzeit der Rückfahrt an.' }];
  if (!isTimeAfter(back.time, pickupTime))
    return [{ field: `${field}.back`, message: 'Die Rückfahrt muss nach der Hinfahrt liegen.' }];
  return [];
}

/** Everything wrong with a series definition, in German; empty when it can be saved. */
export function seriesProblems(series: SeriesDefinition): SeriesProblem[] {
  const problems: SeriesProblem[] = [
    ...ruleProblems(series.rule),
    ...timeProblems('pickupTime', series.pickupTime, series.back),
  ];
  series.pauses.forEach((pause, index) => {
    if (!isCalendarDate(pause.from) || !isCalendarDate(pause.to)) {
      problems.push({ field: `pauses.${index}`, message: 'Bitte geben Sie für die Pause gültige Daten ein.' });
    } else if (pause.to < pause.from) {
      problems.push({ field: `pauses.${index}`, message: 'Die Pause muss enden, nachdem sie beginnt.' });
    }
  });
  if (problems.length) return problems;

  const seen = new Set<string>();
  series.exceptions.forEach((exception, index) => {
    const field = `exceptions.${index}`;
    if (!isCalendarDate(exception.date) || !isRuleDate(series.rule, exception.date)) {
      problems.push({ field, message: `Am ${formatGermanDate(exception.date)} ist keine Fahrt der Serie geplant.` });
    } else if (seen.has(exception.date)) {
      problems.push({ field, message: `Für den ${formatGermanDate(exception.date)} gibt es schon eine Änderung.` });
    }
    seen.add(exception.date);
    if (exception.kind === 'geaendert') {
      if (!isCalendarDate(exception.toDate))
        problems.push({ field, message: 'Bitte geben Sie ein gültiges neues Datum ein.' });
      problems.push(...timeProblems(field, exception.pickupTime, exception.back));
    }
  });
  if (problems.length) return problems;

  // Two rides of the series on one day (a date moved onto another one) would be one too many.
  const moved = series.exceptions.filter(
    (e): e is Extract<SeriesException, { kind: 'geaendert' }> => e.kind === 'geaendert',
  );
  if (moved.length) {
    const dates = moved.flatMap((e) => [e.date, e.toDate]).sort();
    const { occurrences } = expandSeries(series, { from: dates[0]!, to: dates.at(-1)! });
    for (const exception of moved) {
      if (occurrences.filter((o) => o.date === exception.toDate).length > 1) {
        problems.push({
          field: `exceptions.${series.exceptions.indexOf(exception)}`,
          message: `Am ${formatGermanDate(exception.toDate)} ist bereits eine Fahrt der Serie geplant.`,
        });
      }
    }
  }
  return problems;
}
