// The insurance number on the health card (Krankenversichertennummer, unveränderbarer Teil, § 290 SGB V):
// one capital letter A-Z and nine digits, the last a check digit. The check digit (GKV-Spitzenverband's
// "Modulo 10" with weights 1-2): the letter becomes its two-digit position in the alphabet (A = 01 …
// Z = 26), giving ten digits with the first eight digits; these are multiplied from the left by 1, 2,
// 1, 2, …; the digit sums of the products are added; the check digit is that sum mod 10.
//
// The check catches every single wrong digit and every swap of two neighbouring digits except 0↔9 (the
// weakness of every Luhn-like code); it cannot catch every wrong letter (F = 06 and K = 11 weigh alike).

export type KvnrResult =
  | { status: 'ok'; value: string }
  | { status: 'empty' }
  /** Not one letter and nine digits. */
  | { status: 'format' }
  /** Well formed, but the check digit does not match: a typing error. */
  | { status: 'check-digit' };

export const KVNR_MESSAGES = {
  format: 'Die Versichertennummer besteht aus einem Buchstaben und neun Ziffern, z. B. A123456780.',
  'check-digit': 'Die Versichertennummer ist nicht gültig (Prüfziffer stimmt nicht). Bitte prüfen Sie die Eingabe.',
} as const;

const KVNR_PATTERN = /^[A-Z]\d{9}$/;

/** The digit sum of a product of one digit and 1 or 2 (at most 18, so two digits at most). */
function digitSum(n: number): number {
  return n >= 10 ? n - 9 : n;
}

/** The check digit for the letter and the first eight digits ("A12345678" -> 0). */
export function kvnrCheckDigit(letterAndEightDigits: string): number {
  if (!/^[A-Z]\d{8}$/.test(letterAndEightDigits)) throw new RangeError('expected one letter A-Z and eight digits');
  const letterNumber = letterAndEightDigits.charCodeAt(0) - 64; // A = 1 … Z = 26
  const digits = `${String(letterNumber).padStart(2, '0')}${letterAndEightDigits.slice(1)}`;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) sum += digitSum(Number(digits[i]) * (i % 2 === 0 ? 1 : 2));
  return sum % 10;
}

/** The number as staff type it, without spaces and in capitals ("a 123 456 780" -> "A123456780"). */
export function normaliseKvnr(raw: string): string {
  return raw.replace(/[\s\u00a0-]/g, '').toUpperCase();
}

/** Checks a typed insurance number; on success the normalised value to store. */
export function parseKvnr(raw: string): KvnrResult {
  const value = normaliseKvnr(raw);
  if (value === '') return { status: 'empty' };
  if (!KVNR_PATTERN.test(value)) return { status: 'format' };
  if (kvnrCheckDigit(value.slice(0, 9)) !== Number(value[9])) return { status: 'check-digit' };
  return { status: 'ok', value };
}

export function isValidKvnr(raw: string): boolean {
  return parseKvnr(raw).status === 'ok';
}
