// The German VAT id (Umsatzsteuer-Identifikationsnummer, § 27a UStG): "DE" and nine digits, the ninth a
// check digit over the first eight by ISO 7064 MOD 11,10, the procedure the Bundeszentralamt für Steuern
// uses. A wrong number on an invoice costs the customer the input-tax deduction, so it is checked where
// it is typed and again before an invoice is written.

export type UstIdResult =
  { status: 'ok'; value: string } | { status: 'empty' } | { status: 'format' } | { status: 'check-digit' };

export const UST_ID_MESSAGES = {
  format: 'Die USt-IdNr. beginnt mit DE und hat danach 9 Ziffern, z. B. DE136695976.',
  'check-digit': 'Die USt-IdNr. ist nicht gültig (Prüfziffer stimmt nicht). Bitte prüfen Sie die Eingabe.',
} as const;

/** The check digit (ISO 7064 MOD 11,10) for the first eight digits of a German VAT id. */
export function ustIdCheckDigit(firstEight: string): number {
  if (!/^\d{8}$/.test(firstEight)) throw new RangeError('expected eight digits');
  let product = 10;
  for (const digit of firstEight) {
    const sum = (Number(digit) + product) % 10 || 10;
    product = (2 * sum) % 11;
  }
  const check = 11 - product;
  return check === 10 ? 0 : check;
}

/** Checks a typed VAT id ("de 136 695 976" is fine); on success "DE" and the nine digits. */
export function parseUstId(raw: string): UstIdResult {
  const value = raw.replace(/[\s\u00a0.]/g, '').toUpperCase();
  if (value === '') return { status: 'empty' };
  if (!/^DE\d{9}$/.test(value)) return { status: 'format' };
  if (ustIdCheckDigit(value.slice(2, 10)) !== Number(value[10])) return { status: 'check-digit' };
  return { status: 'ok', value };
}

export function isValidUstId(raw: string): boolean {
  return parseUstId(raw).status === 'ok';
}
