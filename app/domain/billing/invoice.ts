// Invoice numbers and the kind of invoice a private customer gets.
//
// Numbers: RE-<year>-<sequence>, the sequence five digits with leading zeros (RE-2026-00001), growing
// to six digits after 99999 rather than wrapping. Unique and gap-free per year: the database hands out
// the sequence; this module only formats and reads it back. A correction is a cancellation invoice
// (Storno) with its own new number.
//
// Kind: up to and including 250 € gross a small-amount invoice (§ 33 UStDV) suffices; above it the full
// invoice of § 14 Abs. 4 UStG is required. A cancellation is judged by the amount it cancels.

export const SMALL_AMOUNT_LIMIT_CENTS = 25_000;

export type InvoiceKind = 'kleinbetragsrechnung' | 'rechnung';

export const INVOICE_KIND_LABELS: Record<InvoiceKind, string> = {
  kleinbetragsrechnung: 'Kleinbetragsrechnung (§ 33 UStDV)',
  rechnung: 'Rechnung (§ 14 Abs. 4 UStG)',
};

export function invoiceKind(grossCents: number): InvoiceKind {
  if (!Number.isSafeInteger(grossCents)) throw new RangeError(`gross must be whole cents, got ${grossCents}`);
  return Math.abs(grossCents) <= SMALL_AMOUNT_LIMIT_CENTS ? 'kleinbetragsrechnung' : 'rechnung';
}

/** The fields each kind must show (what a PDF test reads back). */
export const REQUIRED_INVOICE_FIELDS: Record<InvoiceKind, readonly string[]> = {
  kleinbetragsrechnung: [
    'Name und Anschrift des leistenden Unternehmers',
    'Ausstellungsdatum',
    'Menge und Art der Leistung',
    'Entgelt und Steuerbetrag in einer Summe (Bruttobetrag)',
    'Steuersatz oder Hinweis auf die Steuerbefreiung',
  ],
  rechnung: [
    'Name und Anschrift des leistenden Unternehmers',
    'Name und Anschrift des Leistungsempfängers',
    'Steuernummer oder USt-IdNr. des leistenden Unternehmers',
    'Ausstellungsdatum',
    'Fortlaufende Rechnungsnummer',
    'Menge und Art der Leistung',
    'Zeitpunkt der Leistung',
    'Nettobetrag nach Steuersätzen getrennt',
    'Steuersatz und Steuerbetrag oder Hinweis auf die Steuerbefreiung',
  ],
};

export const INVOICE_NUMBER_PATTERN = /^RE-(\d{4})-(\d{5,})$/;

/** "RE-2026-00001". */
export function formatInvoiceNumber(year: number, sequence: number): string {
  if (!Number.isInteger(year) || year < 1000 || year > 9999)
    throw new RangeError(`year must have four digits, got ${year}`);
  if (!Number.isSafeInteger(sequence) || sequence < 1)
    throw new RangeError(`sequence must be a whole number >= 1, got ${sequence}`);
  return `RE-${year}-${String(sequence).padStart(5, '0')}`;
}

/** Reads an invoice number back; null when it is not one (also for "RE-2026-00000" and surrounding text). */
export function parseInvoiceNumber(text: string): { year: number; sequence: number } | null {
  const match = INVOICE_NUMBER_PATTERN.exec(text.trim());
  if (!match) return null;
  const digits = match[2]!;
  // Leading zeros pad to five digits only: "RE-2026-000001" is not how a number is written.
  if (digits.length > 5 && digits.startsWith('0')) return null;
  const sequence = Number(digits);
  if (sequence < 1 || !Number.isSafeInteger(sequence)) return null;
  return { year: Number(match[1]), sequence };
}
