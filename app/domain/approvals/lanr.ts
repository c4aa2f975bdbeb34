// The LANR (lebenslange Arztnummer) on a prescription: nine digits, a six-digit serial, the check digit
// (7th digit) and the two-digit Fachgruppe. The KBV's check: digits 1-6 weighted 4, 9, 4, 9, 4, 9, the
// products added, check digit = 10 − (sum mod 10), where 10 becomes 0. The KBV's placeholder numbers
// (999999900, 4444444xx for hospital doctors) pass it by design.

export type LanrResult =
  { status: 'ok'; value: string } | { status: 'empty' } | { status: 'format' } | { status: 'check-digit' };

export const LANR_MESSAGES = {
  format: 'Die Arztnummer (LANR) besteht aus neun Ziffern.',
  'check-digit':
    'Die Arztnummer (LANR) ist nicht gültig: Die Prüfziffer (7. Ziffer) stimmt nicht. Bitte prüfen Sie die Eingabe.',
} as const;

/** The check digit (7th digit) for the first six digits of a LANR. */
export function lanrCheckDigit(firstSix: string): number {
  if (!/^\d{6}$/.test(firstSix)) throw new RangeError('expected six digits');
  let sum = 0;
  for (let i = 0; i < 6; i++) sum += Number(firstSix[i]) * (i % 2 === 0 ? 4 : 9);
  return (10 - (sum % 10)) % 10;
}

/** Checks a typed LANR (spaces are fine); on success the nine digits. */
export function parseLanr(raw: string): LanrResult {
  const value = raw.replace(/\s+/g, '');
  if (value === '') return { status: 'empty' };
  if (!/^\d{9}$/.test(value)) return { status: 'format' };
  if (lanrCheckDigit(value.slice(0, 6)) !== Number(value[6])) return { status: 'check-digit' };
  return { status: 'ok', value };
}
