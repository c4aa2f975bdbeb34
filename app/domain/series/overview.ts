// What the series overview says about a series besides its rule: paused now (or soon), ended, and the
// approval's validity with a warning 14 days before it ends (the series generates nothing beyond it).
import { addCalendarDays } from '#app/domain/calendar-days';
import { formatGermanDate } from '#app/domain/german-date';
import type { SeriesPause } from './definition';
import type { Expansion } from './expand';

export const APPROVAL_WARNING_DAYS = 14;

export type ApprovalNotice =
  | { kind: 'keine'; text: string }
  | { kind: 'offen'; text: string }
  | { kind: 'gueltig' | 'laeuft-ab' | 'abgelaufen'; text: string; until: string };

/** The approval's validity as the overview shows it. */
export function approvalNotice(
  approval: { gueltigBis: string | null; status: string } | null,
  today: string,
): ApprovalNotice {
  if (!approval) return { kind: 'keine', text: 'Keine Genehmigung verknüpft' };
  if (approval.status !== 'genehmigt') return { kind: 'offen', text: `Genehmigung ${approval.status}` };
  if (approval.gueltigBis === null) return { kind: 'offen', text: 'Genehmigung ohne Enddatum' };
  const until = approval.gueltigBis;
  if (until < today) return { kind: 'abgelaufen', until, text: `Genehmigung abgelaufen am ${formatGermanDate(until)}` };
  if (until <= addCalendarDays(today, APPROVAL_WARNING_DAYS))
    return { kind: 'laeuft-ab', until, text: `Genehmigung endet am ${formatGermanDate(until)}` };
  return { kind: 'gueltig', until, text: `Genehmigung gültig bis ${formatGermanDate(until)}` };
}

export type SeriesHoliday = { date: string; label: string; skipped: boolean };

/**
 * The holidays the overview names: those of the series' dates in view (skipped, or driven when the
 * series drives on holidays), up to the approval's last day. After it the series drives nothing, so a
 * holiday there is no news ("keine Fahrt" would be true for every day).
 */
export function holidaysInView(
  expansion: Pick<Expansion, 'occurrences' | 'skipped'>,
  approvalEnd: string | null,
): SeriesHoliday[] {
  const inPeriod = (date: string) => approvalEnd === null || date <= approvalEnd;
  return [
    ...expansion.skipped
      .filter((s) => s.reason === 'feiertag' && inPeriod(s.date))
      .map((s) => ({ date: s.date, label: s.label.replace(/^Feiertag: /, ''), skipped: true })),
    ...expansion.occurrences
      .filter((o) => o.holiday && inPeriod(o.date))
      .map((o) => ({ date: o.date, label: o.holiday!, skipped: false })),
  ].sort((a, b) => (a.date < b.date ? -1 : 1));
}

export type SeriesState = { kind: 'aktiv' | 'pausiert' | 'beendet'; text: string };

/** Ended (its last day passed, or ended by hand), paused today, or active (with an upcoming pause named). */
export function seriesState(
  series: { until: string | null; ended: boolean; pauses: readonly SeriesPause[] },
  today: string,
): SeriesState {
  if (series.until !== null && series.until < today)
    return { kind: 'beendet', text: `Beendet am ${formatGermanDate(series.until)}` };
  const current = series.pauses.find((pause) => pause.from <= today && pause.to >= today);
  if (current) return { kind: 'pausiert', text: `Pausiert bis ${formatGermanDate(current.to)}` };
  const next = series.pauses.filter((pause) => pause.from > today).sort((a, b) => (a.from < b.from ? -1 : 1))[0];
  const ends = series.until !== null ? `, endet am ${formatGermanDate(series.until)}` : '';
  if (next)
    return {
      kind: 'aktiv',
      text: `Aktiv, Pause ${formatGermanDate(next.from)} bis ${formatGermanDate(next.to)}${ends}`,
    };
  return { kind: 'aktiv', text: `Aktiv${ends}` };
}

/**
 * "Fortsetzen": a pause that has not begun is removed; a running one ends yesterday (or is removed when
 * it began today); past pauses stay (they explain the gaps). Returns the pauses after resuming.
 */
export function resumePauses(pauses: readonly SeriesPause[], today: string): SeriesPause[] {
  const yesterday = addCalendarDays(today, -1);
  return pauses.flatMap((pause) => {
    if (pause.to < today) return [pause];
    if (pause.from >= today) return [];
    return [{ from: pause.from, to: yesterday }];
  });
}

export type PrescriptionNotice =
  | { kind: 'fehlt'; text: string }
  | { kind: 'gueltig' | 'laeuft-ab' | 'endet-vor-horizont' | 'abgelaufen'; text: string; until: string | null };

/**
 * The series' prescription (Serienverordnung, its own or its predecessor's) as the overview and the
 * series page show it: missing; expired; ending within 14 days (like the approval) or before the last
 * planned day (the horizon's end, or the series' own end when earlier) is a warning, else valid.
 */
export function prescriptionNotice(
  prescription: { from: string; until: string | null; inherited: boolean } | null,
  context: { today: string; horizonEnd: string; seriesUntil: string | null },
): PrescriptionNotice {
  if (!prescription) return { kind: 'fehlt', text: 'Verordnung fehlt' };
  const of = prescription.inherited ? ' (Verordnung der Vorgängerserie)' : '';
  const { until } = prescription;
  if (until === null)
    return { kind: 'gueltig', until, text: `Verordnung ab ${formatGermanDate(prescription.from)} ohne Enddatum${of}` };
  const lastPlanned =
    context.seriesUntil !== null && context.seriesUntil < context.horizonEnd ? context.seriesUntil : context.horizonEnd;
  if (until < context.today)
    return { kind: 'abgelaufen', until, text: `Verordnung abgelaufen am ${formatGermanDate(until)}${of}` };
  if (until >= lastPlanned)
    return { kind: 'gueltig', until, text: `Verordnung gültig bis ${formatGermanDate(until)}${of}` };
  if (until <= addCalendarDays(context.today, APPROVAL_WARNING_DAYS))
    return { kind: 'laeuft-ab', until, text: `Verordnung endet am ${formatGermanDate(until)}${of}` };
  return {
    kind: 'endet-vor-horizont',
    until,
    text: `Verordnung endet am ${formatGermanDate(until)}, vor dem Ende der Vorausplanung${of}`,
  };
}
