// Money as integer cents: parsing what staff type (German or English decimal style), converting to and
// from PostgreSQL numeric text, and German display with two decimals ("1.234,50 €"). This is the money
// kernel (issue 40): every euro amount the product shows or writes is formatted here, one function per
// format, named by its purpose; ESLint bans `toFixed(`, `Intl.NumberFormat` and `toLocaleString(`
// elsewhere (plain numbers such as km and counts: app/domain/numbers.ts).

export type ParsedNumber =
  | { status: 'empty' }
  | { status: 'not-a-number' }
  /** More decimals than the unit allows (cents: 2, whole numbers: 0). */
  | { status: 'too-precise' }
  | { status: 'ok'; value: number };

const MAX_DIGITS = 12;

/**
 * Parses a euro amount into cents. Accepts "49", "49,5", "49,50", "49.50", "1.234,56", "1 234,56",
 * "49,50 €" and a leading minus (returned as a negative value, for the caller to refuse). A comma is
 * the decimal separator when present (dots are then thousands separators); else a single dot is.
 */
export function parseEuroToCents(raw: string): ParsedNumber {
  let text = raw.replace(/[\s\u00a0€]/g, '');
  if (text === '') return { status: 'empty' };
  let negative = false;
  if (text.startsWith('-') || text.startsWith('−')) {
    negative = true;
    text = text.slice(1);
  }
  let whole: string;
  let fraction: string;
  if (text.includes(',')) {
    const parts = text.split(',');
    if (parts.length !== 2) return { status: 'not-a-number' };
    const [w, f] = parts as [string, string];
    if (!/^(\d{1,3}(\.\d{3})+|\d+)$/.test(w) && w !== '') return { status: 'not-a-number' };
    whole = w.replace(/\./g, '');
    fraction = f;
  } else {
    const parts = text.split('.');
    if (parts.length > 2) return { status: 'not-a-number' };
    whole = parts[0] ?? '';
    fraction = parts[1] ?? '';
  }
  if (whole === '' && fraction === '') return { status: 'not-a-number' };
  if (!/^\d*$/.test(whole) || !/^\d*$/.test(fraction)) return { status: 'not-a-number' };
  if (whole.length > MAX_DIGITS) return { status: 'ok', value: (negative ? -1 : 1) * Number.MAX_SAFE_INTEGER };
  if (fraction.length > 2) return { status: 'too-precise' };
  const cents = Number(whole || '0') * 100 + Number(fraction.padEnd(2, '0') || '0');
  return { status: 'ok', value: negative && cents !== 0 ? -cents : cents };
}

/** Parses a whole number ("10", "1.000", "1 000"); "10,5" is too precise, "zehn" not a number. */
export function parseWholeNumber(raw: string): ParsedNumber {
  let text = raw.replace(/[\s\u00a0]/g, '');
  if (text === '') return { status: 'empty' };
  let negative = false;
  if (text.startsWith('-') || text.startsWith('−')) {
    negative = true;
    text = text.slice(1);
  }
  if (/^\d{1,3}(\.\d{3})+$/.test(text)) text = text.replace(/\./g, '');
  const decimal = /^(\d+)[.,](\d+)$/.exec(text);
  if (decimal)
    return /^0+$/.test(decimal[2]!)
      ? parseWholeNumber(`${negative ? '-' : ''}${decimal[1]}`)
      : { status: 'too-precise' };
  if (!/^\d+$/.test(text)) return { status: 'not-a-number' };
  if (text.length > MAX_DIGITS) return { status: 'ok', value: (negative ? -1 : 1) * Number.MAX_SAFE_INTEGER };
  const value = Number(text);
  return { status: 'ok', value: negative && value !== 0 ? -value : value };
}

/** Integer cents -> PostgreSQL numeric text ("4950" -> "49.50"), exact for any safe integer. */
export function centsToDecimal(cents: number): string {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`not a whole number of cents: ${cents}`);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** PostgreSQL numeric text (or a number) -> integer cents, rounded half away from zero to whole cents. */
export function decimalToCents(value: string | number): number {
  const text = typeof value === 'number' ? value.toFixed(4) : value.trim();
  const match = /^(-?)(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match) throw new RangeError(`not a decimal number: ${value}`);
  const [, sign, whole = '', fraction = ''] = match;
  const padded = fraction.padEnd(3, '0');
  let cents = Number(whole || '0') * 100 + Number(padded.slice(0, 2));
  if (Number(padded[2]) >= 5) cents += 1;
  return sign === '-' && cents !== 0 ? -cents : cents;
}

const amountFormat = new Intl.NumberFormat('de-DE', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/**
 * "1.234,50" (German grouping and comma, always two decimals, a minus for negative amounts): the amount
 * columns of the billing CSVs, and the number inside `formatEuro`.
 */
export function formatAmount(cents: number): string {
  // `+ 0` turns -0 into 0: no "-0,00".
  return amountFormat.format(cents / 100 + 0);
}

/** "1.234,50 €" with a non-breaking space before the sign, as German typography has it. */
export function formatEuro(cents: number): string {
  return `${formatAmount(cents)}\u00a0€`;
}

/**
 * A price as the public pages state it: whole euros without decimals ("49 €"), else as `formatEuro`
 * ("49,50 €"); never rounded.
 */
export function formatEuroCompact(cents: number): string {
  return cents % 100 === 0 ? `${formatAmount(cents).slice(0, -3)}\u00a0€` : formatEuro(cents);
}

/** A difference with its sign: "+12,40 €", "−3,00 €" (typographic minus), "0,00 €". */
export function formatEuroDifference(cents: number): string {
  if (cents === 0) return formatEuro(0);
  return `${cents > 0 ? '+' : '\u2212'}${formatEuro(Math.abs(cents))}`;
}

/** The value to put back into a form field: "49,50". No grouping, so it parses back unchanged. */
export function centsToInput(cents: number): string {
  return centsToDecimal(cents).replace('.', ',');
}
