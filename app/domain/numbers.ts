// Plain numbers (km, counts, sizes, text lengths) as text: the numbers kernel beside the money kernel
// (app/domain/pricing/money.ts, issue 40). One function per format, named by its purpose; ESLint bans
// `toFixed(`, `Intl.NumberFormat` and `toLocaleString(` outside these two files.

const germanNumber = new Intl.NumberFormat('de-DE', { maximumFractionDigits: 3 });
const germanFixed = new Map<number, Intl.NumberFormat>();

/**
 * A number as German readers read it, with grouping: 1234 -> "1.234", 12.5 -> "12,5" (up to three
 * decimals), or exactly `decimals` decimals when given: (12, 1) -> "12,0". For texts, never for a
 * value read back (CSV, form field: `decimalCommaText`).
 */
export function formatNumber(value: number, decimals?: number): string {
  if (decimals === undefined) return germanNumber.format(value + 0);
  let format = germanFixed.get(decimals);
  if (!format) {
    format = new Intl.NumberFormat('de-DE', { minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    germanFixed.set(decimals, format);
  }
  return format.format(value + 0);
}

/**
 * A decimal for machines: a dot, no grouping, exactly `decimals` decimals: (12.46, 1) -> "12.5". What
 * PostgreSQL numeric columns and XML (sitemap priorities) take.
 */
export function decimalText(value: number, decimals: number): string {
  return value.toFixed(decimals);
}

/**
 * A German decimal that is read back: a comma, no grouping, exactly `decimals` decimals: (63, 1) ->
 * "63,0". The km of the billing CSVs, file sizes in messages.
 */
export function decimalCommaText(value: number, decimals: number): string {
  return decimalText(value, decimals).replace('.', ',');
}
