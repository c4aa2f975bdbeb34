// The back office's "Buchung bearbeiten" form (SPEC.md §2, §5): shared by the dialog and the action.
import { parsePhone, PHONE_MESSAGES } from '../patients/phone';
import { z } from '../zod-jitless';
import { emailField, MESSAGES } from '../booking/schemas';
import { plainText } from '../text/plain-text';
import { TRANSPORT_TYPES } from './transport';

export const VALIDATION_ERROR_TITLE = 'Validierungsfehler';
export const NAME_REQUIRED = 'Vor- und Nachname sind Pflichtfelder';
export const DATE_TIME_REQUIRED = 'Datum und Uhrzeit sind Pflichtfelder';

const optionalText = (max: number, message: string) =>
  plainText(z.string().trim().max(max, message)).transform((v) => (v === '' ? null : v));

export const editBookingSchema = z.object({
  transportart: z
    .union([z.enum(TRANSPORT_TYPES, { message: 'Ungültige Transportart. Bitte wählen Sie eine gültige Option aus.' }), z.literal('')])
    .transform((v) => (v === '' ? null : v)),
  krankenkasse: optionalText(200, 'Die Krankenkasse darf höchstens 200 Zeichen lang sein.'),
  datum: z
    .string()
    .trim()
    .refine((v) => v === '' || (/^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`))), 'Bitte geben Sie ein gültiges Datum ein.'),
  uhrzeit: z
    .string()
    .trim()
    .refine((v) => v === '' || /^([01]\d|2[0-3]):[0-5]\d$/.test(v), 'Bitte geben Sie eine gültige Uhrzeit ein (HH:MM).'),
  vorname: plainText(z.string().trim().max(100, 'Der Vorname darf höchstens 100 Zeichen lang sein.')),
  nachname: plainText(z.string().trim().max(100, 'Der Nachname darf höchstens 100 Zeichen lang sein.')),
  // Stored in E.164 like every phone number (app/domain/patients/phone.ts).
  telefon: plainText(z.string()).pipe(z.string().transform((value, ctx) => {
    const parsed = parsePhone(value);
    if (parsed.status === 'empty') return null;
    if (parsed.status === 'ok') return parsed.phone.e164;
    ctx.addIssue({ code: 'custom', message: PHONE_MESSAGES.invalid });
    return z.NEVER;
  })),
  email: plainText(z.string().trim())
    .refine((v) => v === '' || emailField.safeParse(v).success, MESSAGES.email)
    .transform((v) => (v === '' ? null : v)),
  abholadresse: plainText(z.string().trim().min(1, 'Bitte geben Sie die Abholadresse ein.').max(300, 'Die Abholadresse ist zu lang.')),
  zieladresse: plainText(z.string().trim().min(1, 'Bitte geben Sie die Zieladresse ein.').max(300, 'Die Zieladresse ist zu lang.')),
  entfernungKm: z
    .string()
    .trim()
    .refine((v) => v === '' || (/^\d{1,5}([.,]\d)?$/.test(v) && Number(v.replace(',', '.')) <= 10000), 'Die Entfernung muss zwischen 0 und 10000 km liegen (eine Nachkommastelle).')
    .transform((v) => (v === '' ? null : Number(v.replace(',', '.')).toFixed(1))),
});

export type EditBookingInput = z.input<typeof editBookingSchema>;
export type EditBookingValues = z.output<typeof editBookingSchema> & { datum: string; uhrzeit: string };

export type EditBookingResult =
  | { ok: true; values: EditBookingValues }
  | { ok: false; title: string; message: string; fieldErrors: Record<string, string> };

/**
 * Validates the form. The two required-field rules come first and give SPEC.md's messages under the
 * title "Validierungsfehler"; then the format rules.
 */
export function validateEditBooking(input: Record<string, unknown>): EditBookingResult {
  const str = (key: string) => (typeof input[key] === 'string' ? (input[key] as string) : '');
  if (!str('vorname').trim() || !str('nachname').trim()) {
    return { ok: false, title: VALIDATION_ERROR_TITLE, message: NAME_REQUIRED, fieldErrors: {} };
  }
  if (!str('datum').trim() || !str('uhrzeit').trim()) {
    return { ok: false, title: VALIDATION_ERROR_TITLE, message: DATE_TIME_REQUIRED, fieldErrors: {} };
  }
  const parsed = editBookingSchema.safeParse({
    transportart: str('transportart'),
    krankenkasse: str('krankenkasse'),
    datum: str('datum'),
    uhrzeit: str('uhrzeit'),
    vorname: str('vorname'),
    nachname: str('nachname'),
    telefon: str('telefon'),
    email: str('email'),
    abholadresse: str('abholadresse'),
    zieladresse: str('zieladresse'),
    entfernungKm: str('entfernungKm'),
  });
  if (!parsed.success) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? '');
      if (key && !fieldErrors[key]) fieldErrors[key] = issue.message;
    }
    return { ok: false, title: VALIDATION_ERROR_TITLE, message: Object.values(fieldErrors)[0] ?? 'Bitte prüfen Sie die Eingaben.', fieldErrors };
  }
  return { ok: true, values: parsed.data as EditBookingValues };
}
