// The company's billing data for invoices (issue 21): tax number or VAT id (§ 14 Abs. 4 Nr. 2 UStG),
// the provider IK (class 60 for patient-transport firms), bank data and the payment term; for the VAT of
// rides (issue 38, § 12 Abs. 2 Nr. 10 UStG) the kind of the company's licence (Taxi or Mietwagen) and the
// municipality of the licence (name and postal codes). Every field arrives as a form string; German
// messages, the same in browser and server.
import { parseIk, IK_MESSAGES } from '#app/domain/billing/ik';
import { formString, optionalText } from '#app/domain/approvals/form-fields';
import { parseUstId, UST_ID_MESSAGES } from './ust-id';
import { parsePostalCodeList } from '#app/domain/postal-code';
import { LICENCE_KINDS } from '#app/domain/billing/vat';
import { z } from '#app/domain/zod-jitless';

/** German tax number as the tax office writes it ("045 123 45678", "045/123/45678"): 10 to 13 digits. */
export function normaliseSteuernummer(raw: string): string | null {
  const value = raw.trim();
  if (!/^[0-9][0-9 /]{8,17}[0-9]$/.test(value)) return null;
  const digits = value.replace(/[ /]/g, '');
  return digits.length >= 10 && digits.length <= 13 ? value.replace(/\s+/g, ' ') : null;
}

/** IBAN with the ISO 13616 mod-97 check; returned without spaces, upper case. */
export function normaliseIban(raw: string): string | null {
  const value = raw.replace(/\s/g, '').toUpperCase();
  if (!/^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$/.test(value)) return null;
  if (value.startsWith('DE') && value.length !== 22) return null;
  const rearranged = `${value.slice(4)}${value.slice(0, 4)}`;
  let remainder = 0;
  for (const char of rearranged) {
    const digits = /[A-Z]/.test(char) ? String(char.charCodeAt(0) - 55) : char;
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1 ? value : null;
}

/** "DE89 3704 0044 0532 0130 00". */
export function formatIban(iban: string): string {
  return iban.replace(/(.{4})/g, '$1 ').trim();
}

export const BIC_PATTERN = /^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/;

export const INVOICE_SETTINGS_MESSAGES = {
  steuernummer: 'Bitte geben Sie die Steuernummer so ein, wie das Finanzamt sie schreibt, z. B. 045 123 45678.',
  iban: 'Die IBAN ist nicht gültig. Bitte prüfen Sie die Eingabe (z. B. DE89 3704 0044 0532 0130 00).',
  bic: 'Die BIC hat 8 oder 11 Zeichen, z. B. COBADEFFXXX.',
  zahlungsziel: 'Bitte geben Sie das Zahlungsziel in ganzen Tagen zwischen 0 und 90 ein.',
  taxId: 'Bitte geben Sie die Steuernummer oder die USt-IdNr. ein: eine von beiden muss auf jeder Rechnung stehen.',
  konzession: 'Bitte wählen Sie, ob das Unternehmen eine Taxi- oder eine Mietwagenkonzession hat.',
  gemeindeName: 'Bitte geben Sie den Namen der Gemeinde ein, für die die Konzession gilt.',
  gemeindePlz: 'Bitte geben Sie die Postleitzahlen der Gemeinde ein (5 Ziffern, durch Kommas getrennt).',
} as const;

const optionalChecked = (normalise: (raw: string) => string | null, message: string) =>
  formString.pipe(
    z.string().transform((value, ctx) => {
      if (value === '') return null;
      const normalised = normalise(value);
      if (normalised === null) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return normalised;
    }),
  );

export const invoiceSettingsSchema = z
  .object({
    steuernummer: optionalChecked(normaliseSteuernummer, INVOICE_SETTINGS_MESSAGES.steuernummer),
    ustId: formString.pipe(
      z.string().transform((value, ctx) => {
        const result = parseUstId(value);
        if (result.status === 'empty') return null;
        if (result.status === 'ok') return result.value;
        ctx.addIssue({ code: 'custom', message: UST_ID_MESSAGES[result.status] });
        return z.NEVER;
      }),
    ),
    // One message per fault, as for the USt-IdNr.: nine digits with a wrong check digit are not told "9 Ziffern".
    ik: formString.pipe(
      z.string().transform((value, ctx) => {
        const result = parseIk(value);
        if (result.status === 'empty') return null;
        if (result.status === 'ok') return result.value;
        ctx.addIssue({ code: 'custom', message: IK_MESSAGES[result.status] });
        return z.NEVER;
      }),
    ),
    bankName: optionalText(120, 'name'),
    iban: optionalChecked(normaliseIban, INVOICE_SETTINGS_MESSAGES.iban),
    bic: optionalChecked((raw) => {
      const value = raw.replace(/\s/g, '').toUpperCase();
      return BIC_PATTERN.test(value) ? value : null;
    }, INVOICE_SETTINGS_MESSAGES.bic),
    zahlungszielTage: formString.pipe(
      z
        .string()
        .regex(/^[0-9]{1,2}$/, INVOICE_SETTINGS_MESSAGES.zahlungsziel)
        .transform(Number)
        .refine((n) => n <= 90, INVOICE_SETTINGS_MESSAGES.zahlungsziel),
    ),
    // Absent (a form before issue 38) is the legal default, Mietwagen: only a taxi licence gives 7 %.
    konzession: formString.pipe(
      z
        .string()
        .transform((value) => value || 'mietwagen')
        .pipe(z.enum(LICENCE_KINDS, INVOICE_SETTINGS_MESSAGES.konzession)),
    ),
    gemeindeName: optionalText(80, 'name'),
    gemeindePlz: formString.pipe(
      z.string().transform((value, ctx) => {
        const result = parsePostalCodeList(value);
        if (result.ok) return result.value;
        ctx.addIssue({ code: 'custom', message: result.message });
        return z.NEVER;
      }),
    ),
  })
  .superRefine((value, ctx) => {
    if (!value.steuernummer && !value.ustId)
      ctx.addIssue({ code: 'custom', path: ['steuernummer'], message: INVOICE_SETTINGS_MESSAGES.taxId });
    // The municipality is its name and its postal codes: one without the other decides nothing.
    if (value.gemeindePlz.length && !value.gemeindeName)
      ctx.addIssue({ code: 'custom', path: ['gemeindeName'], message: INVOICE_SETTINGS_MESSAGES.gemeindeName });
    if (value.gemeindeName && !value.gemeindePlz.length)
      ctx.addIssue({ code: 'custom', path: ['gemeindePlz'], message: INVOICE_SETTINGS_MESSAGES.gemeindePlz });
  });

export type InvoiceSettingsInput = z.output<typeof invoiceSettingsSchema>;
