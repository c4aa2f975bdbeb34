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

/**
 * The one range of a date anyone may type in a form (issue 39, decision 256): 1900-01-01 to 2100-12-31.
 * Wider than any ride, birth or exemption date, narrow enough that PostgreSQL's date type and
 * JavaScript's Date read it the same way (year 0000 and 9999-12-31 reached the database before). Forms
 * with a narrower rule (a date of birth up to today, a ride within the booking horizon) keep it on top.
 */
export const TYPED_DATE_RANGE = { min: '1900-01-01', max: '2100-12-31' } as const;

/** A real calendar date in yyyy-MM-dd (2026-02-30 is none) within TYPED_DATE_RANGE. */
function isRealDate(value: string): boolean {
  return (
    ISO_DATE.test(value) &&
    value >= TYPED_DATE_RANGE.min &&
    value <= TYPED_DATE_RANGE.max &&
    addCalendarDays(value, 0) === value
  );
}

const TYPED_DATE = /^(\d{1,2})\.(\d{1,2})\.(\d{4}|\d{2})?$/;

/**
 * The one reading of a date as staff type it (issue 37), yyyy-MM-dd or null: `25.11.2026`, `5.1.2027` and
 * yyyy-MM-dd (what date inputs send) always; with `today` (yyyy-MM-dd, Berlin) also the short forms a
 * dispatcher types on the phone: `25.11.26` (this century) and `25.11.` without a year, which means its
 * next occurrence, today included (`05.01.` typed on 29.11.2026 is 05.01.2027). A `29.02.` whose next
 * February has no 29th is refused rather than moved years ahead. Without `today` (a date of birth, a
 * search) only complete dates are read: a short form is never guessed there. Every date outside
 * TYPED_DATE_RANGE is null.
 */
export function parseGermanDate(value: string, today?: string): string | null {
  const text = value.trim();
  if (isRealDate(text)) return text;
  const match = TYPED_DATE.exec(text);
  if (!match) return null;
  const [, d, m, y] = match as unknown as [string, string, string, string | undefined];
  const dayMonth = `${m.padStart(2, '0')}-${d.padStart(2, '0')}`;
  if (y?.length === 4) return isRealDate(`${y}-${dayMonth}`) ? `${y}-${dayMonth}` : null;
  if (!today || !isRealDate(today)) return null;
  if (y) {
    const iso = `${today.slice(0, 2)}${y}-${dayMonth}`;
    return isRealDate(iso) ? iso : null;
  }
  const year = Number(today.slice(0, 4));
  const next = `${year}-${dayMonth}` >= today ? year : year + 1;
  const iso = `${String(next).padStart(4, '0')}-${dayMonth}`;
  return isRealDate(iso) ? iso : null;
}
