// Phone numbers in one international form (E.164, "+49691234567") for storing, matching and dialling,
// shown in German national format ("069 1234567") or, for foreign numbers, international format
// ("+43 1 234567"). Parsing and validation come from libphonenumber-js with its "min" metadata: the
// smallest set (about 29 kB gzipped in a browser bundle) that still checks length and number plan
// per country; it cannot tell mobile from landline, which nothing here needs.
//
// German habits accepted: "069 1234567", "(069) 123 45 67", "069/1234567", "+49 (0)69 1234567",
// "0049 69 1234567", "+49 0 69 …". A number without "+", "00" or a leading 0 is refused: without
// its area code a local number cannot be dialled from a mobile phone.
import { parsePhoneNumberFromString } from 'libphonenumber-js/min';

export type PhoneNumber = {
  /** E.164, the stored and dialled form: "+49691234567". */
  e164: string;
  /** What staff and patients read: "069 1234567" for German numbers, "+43 1 234567" for others. */
  display: string;
  /** ISO country of the number ("DE"), when the number plan tells it. */
  country: string | null;
};

export type PhoneResult =
  | { status: 'ok'; phone: PhoneNumber }
  | { status: 'empty' }
  /** Not a number that can exist: wrong length, no area code, letters, an extension. */
  | { status: 'invalid' };

export const PHONE_MESSAGES = {
  invalid: 'Bitte geben Sie eine gültige Telefonnummer mit Vorwahl ein, z. B. 069 1234567 oder +49 171 2345678.',
} as const;

/** At most this many characters are looked at; longer input is no phone number. */
const MAX_INPUT = 40;

export function parsePhone(raw: string): PhoneResult {
  const text = raw.trim();
  if (text === '') return { status: 'empty' };
  if (text.length > MAX_INPUT) return { status: 'invalid' };
  // Only digits, "+", spaces and the usual separators; letters (and so "ext."/"Durchwahl") are refused.
  if (!/^[+\d\s()/.\-\u00a0]+$/.test(text)) return { status: 'invalid' };
  const compact = text.replace(/[\s()/.\-\u00a0]/g, '');
  if (!/^(\+|00|0)/.test(compact)) return { status: 'invalid' };
  const parsed = parsePhoneNumberFromString(text, 'DE');
  if (!parsed || !parsed.isValid()) return { status: 'invalid' };
  const country = parsed.country ?? null;
  return {
    status: 'ok',
    phone: {
      e164: parsed.number,
      display: country === 'DE' ? parsed.formatNational() : parsed.formatInternational(),
      country,
    },
  };
}

/** The E.164 form of `raw`, or null when it is no valid number (for matching and search). */
export function toE164(raw: string): string | null {
  const result = parsePhone(raw);
  return result.status === 'ok' ? result.phone.e164 : null;
}

/** The display form of a stored number; a stored value that does not parse is shown as it is. */
export function formatPhoneForDisplay(stored: string): string {
  const result = parsePhone(stored);
  return result.status === 'ok' ? result.phone.display : stored;
}

/** Do two typed numbers denote the same line? False when either is not a valid number. */
export function isSamePhone(a: string, b: string): boolean {
  const left = toE164(a);
  return left !== null && left === toE164(b);
}
