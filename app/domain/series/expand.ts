// The rides a series produces in a horizon (from-to), and "this and all following" changes.
//
// Expansion, per date of the rule (rule.ts, calendar dates only):
//   1. a single-date change wins: cancelled -> skipped; changed -> the ride on its new date and time
//      (also when the original date lies in a pause or on a holiday: the dispatcher decided it);
//   2. otherwise a pause skips it, and so does a public holiday of Hesse when the series says 'auslassen';
//   3. nothing after `limit` (e.g. the approval's last day), moved rides included.
// Times are attached per date as Berlin wall-clock time (berlinInstant), so 06:30 stays 06:30 across the
// changes to and from summer time. A time that does not exist on the spring change day (02:00-02:59)
// becomes the instant one hour later (03:xx summer time); an ambiguous autumn time is its first, summer-time
// occurrence (RFC 5545 § 3.3.5, decision in berlinInstant). Each ride carries `key`, its original rule date: unique per series, the generation key.
import { addCalendarDays, berlinInstant } from '#app/domain/berlin-time';
import { formatGermanDate } from '#app/domain/german-date';
import type { SeriesDefinition, SeriesException, SeriesReturn } from './definition';
import { hessenHolidayName } from './holidays';
import { isRuleDate, ruleDates, type Recurrence } from './rule';

export type SeriesOccurrence = {
  /** The rule date this ride belongs to (unique per series; what generated bookings are keyed on). */
  key: string;
  date: string;
  pickupTime: string;
  /** The pickup as an instant (Berlin wall-clock time on `date`). */
  pickupAt: Date;
  back: SeriesReturn;
  /** The fixed return as an instant; null for none or "nach Termin". */
  returnAt: Date | null;
  /** A single-date change applies. */
  changed: boolean;
  /** The holiday's name when the ride falls on a public holiday (kept, or moved there). */
  holiday: string | null;
};

export type SkipReason = 'abgesagt' | 'pause' | 'feiertag' | 'nach_ende';

export type SkippedDate = { key: string; date: string; reason: SkipReason; label: string };

export type ExpandOptions = {
  from: string;
  to: string;
  /** No ride after this date; `reason` is shown for the dates left out ("Genehmigung gültig bis 31.05.2026"). */
  limit?: { date: string; reason: string } | null;
};

export type Expansion = { occurrences: SeriesOccurrence[]; skipped: SkippedDate[] };

function occurrence(
  key: string,
  date: string,
  pickupTime: string,
  back: SeriesReturn,
  changed: boolean,
): SeriesOccurrence {
  return {
    key,
    date,
    pickupTime,
    pickupAt: berlinInstant(date, pickupTime),
    back,
    returnAt: back.mode === 'fest' ? berlinInstant(date, back.time) : null,
    changed,
    holiday: hessenHolidayName(date),
  };
}

/** The rides of `series` from `options.from` to `options.to` (both included), by date and time. */
export function expandSeries(series: SeriesDefinition, options: ExpandOptions): Expansion {
  const { from, to, limit } = options;
  const exceptionOf = new Map<string, SeriesException>(series.exceptions.map((e) => [e.date, e]));
  const occurrences: SeriesOccurrence[] = [];
  const skipped: SkippedDate[] = [];
  const inWindow = (date: string) => date >= from && date <= to;

  const place = (key: string, date: string, pickupTime: string, back: SeriesReturn, changed: boolean) => {
    if (limit && date > limit.date) skipped.push({ key, date, reason: 'nach_ende', label: limit.reason });
    else occurrences.push(occurrence(key, date, pickupTime, back, changed));
  };

  for (const date of ruleDates(series.rule, from, to)) {
    const exception = exceptionOf.get(date);
    if (exception?.kind === 'abgesagt') {
      skipped.push({ key: date, date, reason: 'abgesagt', label: 'abgesagt' });
      continue;
    }
    if (exception?.kind === 'geaendert') {
      // Moved within the window: placed here; moved out of it: it belongs to another window.
      if (inWindow(exception.toDate)) place(date, exception.toDate, exception.pickupTime, exception.back, true);
      continue;
    }
    const pause = series.pauses.find((p) => date >= p.from && date <= p.to);
    if (pause) {
      skipped.push({
        key: date,
        date,
        reason: 'pause',
        label: `Pause ${formatGermanDate(pause.from)} bis ${formatGermanDate(pause.to)}`,
      });
      continue;
    }
    const holiday = hessenHolidayName(date);
    if (holiday && series.holidays === 'auslassen') {
      skipped.push({ key: date, date, reason: 'feiertag', label: `Feiertag: ${holiday}` });
      continue;
    }
    place(date, date, series.pickupTime, series.back, false);
  }

  // Rides moved into the window from a rule date outside it.
  for (const exception of series.exceptions) {
    if (exception.kind !== 'geaendert' || inWindow(exception.date) || !inWindow(exception.toDate)) continue;
    if (!isRuleDate(series.rule, exception.date)) continue; // a stale change of a date the rule no longer has
    place(exception.date, exception.toDate, exception.pickupTime, exception.back, true);
  }

  occurrences.sort((a, b) => a.pickupAt.getTime() - b.pickupAt.getTime() || (a.key < b.key ? -1 : 1));
  skipped.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  return { occurrences, skipped };
}

/** What "this and all following" may change from the split date on. */
export type SeriesChange = Partial<Pick<SeriesDefinition, 'pickupTime' | 'back' | 'holidays'>> & {
  recurrence?: Recurrence;
  /** The new last date (null = open); unchanged when left out. */
  until?: string | null;
};

export type SplitResult =
  | {
      ok: true;
      /** The series up to the day before the split date, unchanged; null when the split is at or before its start. */
      before: SeriesDefinition | null;
      /** The series from the split date on, with the change applied. */
      after: SeriesDefinition;
      /** Single-date changes dropped because the new rule no longer has their date. */
      droppedExceptions: SeriesException[];
    }
  | { ok: false; message: string };

/**
 * "Diese und alle folgenden": the series ends the day before `splitDate` and a new series with `change`
 * starts on it. Past rides stay untouched: a split before `today` is refused. Pauses are cut at the split.
 * With an interval of several weeks the new alternation counts from the split date: split on a ride's date.
 */
export function splitSeries(
  series: SeriesDefinition,
  splitDate: string,
  today: string,
  change: SeriesChange,
): SplitResult {
  if (splitDate < today) {
    return {
      ok: false,
      message:
        'Änderungen für „diese und alle folgenden“ gelten frühestens ab heute; vergangene Fahrten bleiben unverändert.',
    };
  }
  const { rule } = series;
  if (rule.until !== null && splitDate > rule.until) {
    return { ok: false, message: `Die Serie endet am ${formatGermanDate(rule.until)}, vor dem gewählten Datum.` };
  }
  const newStart = splitDate > rule.start ? splitDate : rule.start;
  const afterRule = {
    start: newStart,
    until: change.until === undefined ? rule.until : change.until,
    recurrence: change.recurrence ?? rule.recurrence,
  };
  const laterExceptions = series.exceptions.filter((e) => e.date >= newStart);
  const kept = laterExceptions.filter((e) => isRuleDate(afterRule, e.date));
  const after: SeriesDefinition = {
    rule: afterRule,
    pickupTime: change.pickupTime ?? series.pickupTime,
    back: change.back ?? series.back,
    holidays: change.holidays ?? series.holidays,
    pauses: series.pauses
      .filter((p) => p.to >= newStart)
      .map((p) => ({ from: p.from < newStart ? newStart : p.from, to: p.to })),
    exceptions: kept,
  };
  const droppedExceptions = laterExceptions.filter((e) => !kept.includes(e));
  if (splitDate <= rule.start) return { ok: true, before: null, after, droppedExceptions };

  const lastBefore = addCalendarDays(splitDate, -1);
  const before: SeriesDefinition = {
    ...series,
    rule: { ...rule, until: lastBefore },
    pauses: series.pauses
      .filter((p) => p.from <= lastBefore)
      .map((p) => ({ from: p.from, to: p.to > lastBefore ? lastBefore : p.to })),
    exceptions: series.exceptions.filter((e) => e.date <= lastBefore),
  };
  return { ok: true, before, after, droppedExceptions };
}
