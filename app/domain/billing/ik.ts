// The Institutionskennzeichen (IK) of insurers and providers: nine digits, class (2) + region (2) + serial
// (4) + check digit. The check digit (DOMAIN.md): digits 3 to 8 weighted 2, 1, 2, 1, 2, 1 from the left,
// the digit sums of the products added, the sum mod 10. Verified against IKs insurers publish (see the
// tests: AOK Hessen, BARMER, TK, DAK-Gesundheit, IKK classic, KNAPPSCHAFT, VIACTIV).

export type IkResult =
  { status: 'ok'; value: string } | { status: 'empty' } | { status: 'format' } | { status: 'check-digit' };

export const IK_MESSAGES = {
  format: 'Das Institutionskennzeichen (IK) hat genau 9 Ziffern, z. B. 105313145.',
  'check-digit':
    'Das Institutionskennzeichen (IK) ist nicht gültig (Prüfziffer stimmt nicht). Bitte prüfen Sie die Eingabe.',
} as const;

/** The check digit for the first eight digits of an IK. */
export function ikCheckDigit(firstEight: string): number {
  if (!/^\d{8}$/.test(firstEight)) throw new RangeError('expected eight digits');
  let sum = 0;
  for (let i = 2; i < 8; i++) {
    const product = Number(firstEight[i]) * (i % 2 === 0 ? 2 : 1);
    sum += product >= 10 ? product - 9 : product;
  }
  return sum % 10;
}

/** Checks a typed IK ("10 531 314 5" is fine); on success the nine digits. */
export function parseIk(raw: string): IkResult {
  const value = raw.replace(/[\s\u00a0.-]/g, '');
  if (value === '') return { status: 'empty' };
  if (!/^\d{9}$/.test(value)) return { status: 'format' };
  if (ikCheckDigit(value.slice(0, 8)) !== Number(value[8])) return { status: 'check-digit' };
  return { status: 'ok', value };
}

export function isValidIk(raw: string): boolean {
  return parseIk(raw).status === 'ok';
}

/** The refusal of a monthly package without the company's own IK, and the billing screen's notice. */
export const PROVIDER_IK_MISSING =
  'Das Institutionskennzeichen (IK) Ihres Unternehmens fehlt oder ist ungültig. Bitte tragen Sie es unter Einstellungen → Rechnungsdaten ein.';

/** Why no monthly package can be created with the company's stored IK (missing or invalid), or null. */
export function providerIkProblem(stored: string): string | null {
  return isValidIk(stored) ? null : PROVIDER_IK_MISSING;
}
