// Calendar dates (yyyy-MM-dd) without time zones or libraries: safe for the smallest browser bundles.

/** `date` (yyyy-MM-dd) shifted by `days` calendar days. */
export function addCalendarDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  // Pure UTC arithmetic: independent of the process's time zone and of daylight saving.
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** dd.MM.yyyy from a calendar date (yyyy-MM-dd); anything else is returned unchanged. */
export function formatGermanDate(date: string): string {
  const match = ISO_DATE.exec(date);
  return match ? `${match[3]}.${match[2]}.${match[1]}` : date;
}
