// Dashboard growth (DESIGN.md): bookings created this month so far versus the same days of last month.
import { daysInMonth } from '#app/domain/calendar-days';

export type GrowthPeriods = {
  current: { from: string; to: string };
  previous: { from: string; to: string };
};

/**
 * Date ranges (inclusive, Berlin dates) to compare for `today`: the 1st of this month to today, and the
 * 1st of last month to the same day of last month (clamped to its length, e.g. 31 March -> 28/29 Feb).
 */
export function growthPeriods(today: string): GrowthPeriods {
  const [y, m, d] = today.split('-').map(Number) as [number, number, number];
  const prevYear = m === 1 ? y - 1 : y;
  const prevMonth = m === 1 ? 12 : m - 1;
  const pad = (n: number) => String(n).padStart(2, '0');
  const prevDay = Math.min(d, daysInMonth(prevYear, prevMonth));
  return {
    current: { from: `${y}-${pad(m)}-01`, to: today },
    previous: { from: `${prevYear}-${pad(prevMonth)}-01`, to: `${prevYear}-${pad(prevMonth)}-${pad(prevDay)}` },
  };
}

/** Percent change rounded to a whole number; null when last month had none (no meaningful ratio). */
export function growthPercent(current: number, previous: number): number | null {
  if (previous <= 0) return null;
  return Math.round(((current - previous) / previous) * 100);
}

/** German text of the growth note, e.g. "+12 % gegenüber Vormonat". */
export function growthText(current: number, previous: number): string {
  const percent = growthPercent(current, previous);
  if (percent === null) {
    return current > 0
      ? `${current} neue Buchungen, im Vormonat im gleichen Zeitraum keine`
      : 'Noch keine Buchungen in diesem und im letzten Monat';
  }
  const sign = percent > 0 ? '+' : percent < 0 ? '−' : '±';
  return `${sign}${Math.abs(percent)} % gegenüber dem Vormonat (gleicher Zeitraum)`;
}
