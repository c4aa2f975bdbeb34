// The back office's "Buchung bearbeiten" form (SPEC.md §2, §5): shared by the dialog and the action.
import { parsePhone, PHONE_MESSAGES } from '#app/domain/patients/phone';
import { z } from '#app/domain/zod-jitless';
import { emailField, MESSAGES } from '#app/domain/booking/schemas';
import { parseGermanDate } from '#app/domain/calendar-days';
import { plainText, type TextKind } from '#app/domain/text/plain-text';
import { BEGLEITPERSONEN_MESSAGE, parseCompanions } from './companions';
import { TRANSPORT_TYPES } from './transport';
import { decimalText } from '#app/domain/numbers';

export const VALIDATION_ERROR_TITLE = 'Validierungsfehler';
export const NAME_REQUIRED = 'Vor- und Nachname sind Pflichtfelder';
export const DATE_TIME_REQUIRED = 'Datum und Uhrzeit sind Pflichtfelder';

export { BEGLEITPERSONEN_MESSAGE };

/** The companions field (issue 20): a whole number 0–8; empty (or not posted) leaves the stored number as it is. */
const begleitpersonenField = z
  .string()
  .refine((v) => parseCompanions(v) !== undefined, BEGLEITPERSONEN_MESSAGE)
  .transform((v) => parseCompanions(v) ?? undefined);

const optionalText = (max: number, message: string, kind: TextKind = 'single-line') =>
  plainText(z.string().trim().max(max, message), kind).transform((v) => (v === '' ? null : v));

export const editBookingSchema = z.object({
  transportart: z
    .union([
      z.enum(TRANSPORT_TYPES, { message: 'Ungültige Transportart. Bitte wählen Sie eine gültige Option aus.' }),
      z.literal(''),
    ])
    .transform((v) => (v === '' ? null : v)),
  krankenkasse: optionalText(200, 'Die Krankenkasse darf höchstens 200 Zeichen lang sein.', 'name'),
  // The one date reading with its range (issue 39: 2026-02-30 reached PostgreSQL and answered 500).
  datum: z
    .string()
    .trim()
    .refine((v) => v === '' || parseGermanDate(v) !== null, 'Bitte geben Sie ein gültiges Datum ein.')
    .transform((v) => (v === '' ? v : (parseGermanDate(v) ?? v))),
  uhrzeit: z
    .string()
    .trim()
    .refine(
      (v) => v === '' || /^([01]\d|2[0-3]):[0-5]\d$/.test(v),
      'Bitte geben Sie eine gültige Uhrzeit ein (HH:MM).',
    ),
  vorname: plainText(z.string().trim().max(100, 'Der Vorname darf höchstens 100 Zeichen lang sein.'), 'name'),
  nachname: plainText(z.string().trim().max(100, 'Der Nachname darf höchstens 100 Zeichen lang sein.'), 'name'),
  // Stored in E.164 like every phone number (app/domain/patients/phone.ts).
  telefon: plainText(z.string()).pipe(
    z.string().transform((value, ctx) => {
      const parsed = parsePhone(value);
      if (parsed.status === 'empty') return null;
      if (parsed.status === 'ok') return parsed.phone.e164;
      ctx.addIssue({ code: 'custom', message: PHONE_MESSAGES.invalid });
      return z.NEVER;
    }),
  ),
  email: plainText(z.string().trim())
    .refine((v) => v === '' || emailField.safeParse(v).success, MESSAGES.email)
    .transform((v) => (v === '' ? null : v)),
  abholadresse: plainText(
    z.string().trim().min(1, 'Bitte geben Sie die Abholadresse ein.').max(300, 'Die Abholadresse ist zu lang.'),
    'name',
  ),
  zieladresse: plainText(
    z.string().trim().min(1, 'Bitte geben Sie die Zieladresse ein.').max(300, 'Die Zieladresse ist zu lang.'),
    'name',
  ),
  entfernungKm: z
    .string()
    .trim()
    .refine(
      (v) => v === '' || (/^\d{1,5}([.,]\d)?$/.test(v) && Number(v.replace(',', '.')) <= 10000),
      'Die Entfernung muss zwischen 0 und 10000 km liegen (eine Nachkommastelle).',
    )
    .transform((v) => (v === '' ? null : decimalText(Number(v.replace(',', '.')), 1))),
  begleitpersonen: begleitpersonenField,
});

export const RETURN_KINDS = ['keine', 'fest', 'nach-termin'] as const;
export type ReturnKind = (typeof RETURN_KINDS)[number];
export const RETURN_KIND_LABELS: Record<ReturnKind, string> = {
  keine: 'Keine Rückfahrt',
  fest: 'Feste Uhrzeit',
  'nach-termin': 'Nach Termin (auf Anruf)',
};

/** The return leg as the form posts it (issue 17). */
export type ReturnLegValues = {
  rueckfahrt: ReturnKind;
  rueckDatum: string | null;
  rueckUhrzeit: string | null;
  rueckAbholadresse: string | null;
  rueckZieladresse: string | null;
};

export const RETURN_MESSAGES = {
  kind: 'Bitte wählen Sie, ob und wie eine Rückfahrt stattfindet.',
  datum: 'Bitte geben Sie das Datum der Rückfahrt ein.',
  uhrzeit: 'Bitte geben Sie die Uhrzeit der Rückfahrt ein (HH:MM) oder wählen Sie „Nach Termin“.',
  abholadresse: 'Bitte geben Sie die Abholadresse der Rückfahrt ein.',
  zieladresse: 'Bitte geben Sie die Zieladresse der Rückfahrt ein.',
  beforeOutbound: 'Die Rückfahrt darf nicht vor der Hinfahrt liegen.',
} as const;

export type EditBookingInput = z.input<typeof editBookingSchema>;
/** `ruecklauf` is absent when the form did not post the return leg (it then follows the outbound leg). */
export type EditBookingValues = z.output<typeof editBookingSchema> & {
  datum: string;
  uhrzeit: string;
  ruecklauf?: ReturnLegValues;
};

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The return leg's fields: absent (null), or checked with a German message per field. */
function parseReturnLeg(str: (key: string) => string, has: (key: string) => boolean) {
  if (!has('rueckfahrt')) return { value: null, fieldErrors: {} as Record<string, string> };
  const fieldErrors: Record<string, string> = {};
  const kind = str('rueckfahrt').trim();
  if (!(RETURN_KINDS as readonly string[]).includes(kind))
    return { value: null, fieldErrors: { rueckfahrt: RETURN_MESSAGES.kind } };
  if (kind === 'keine') {
    return {
      value: {
        rueckfahrt: 'keine',
        rueckDatum: null,
        rueckUhrzeit: null,
        rueckAbholadresse: null,
        rueckZieladresse: null,
      } as ReturnLegValues,
      fieldErrors,
    };
  }
  const datum = parseGermanDate(str('rueckDatum')) ?? '';
  const uhrzeit = str('rueckUhrzeit').trim();
  const abhol = stripAddress(str('rueckAbholadresse'));
  const ziel = stripAddress(str('rueckZieladresse'));
  if (!datum) fieldErrors.rueckDatum = RETURN_MESSAGES.datum;
  if (kind === 'fest' && !HHMM.test(uhrzeit)) fieldErrors.rueckUhrzeit = RETURN_MESSAGES.uhrzeit;
  if (!abhol) fieldErrors.rueckAbholadresse = RETURN_MESSAGES.abholadresse;
  if (!ziel) fieldErrors.rueckZieladresse = RETURN_MESSAGES.zieladresse;
  if (abhol.length > 300) fieldErrors.rueckAbholadresse = 'Die Abholadresse der Rückfahrt ist zu lang.';
  if (ziel.length > 300) fieldErrors.rueckZieladresse = 'Die Zieladresse der Rückfahrt ist zu lang.';
  if (Object.keys(fieldErrors).length) return { value: null, fieldErrors };
  return {
    value: {
      rueckfahrt: kind,
      rueckDatum: datum,
      rueckUhrzeit: kind === 'fest' ? uhrzeit : null,
      rueckAbholadresse: abhol,
      rueckZieladresse: ziel,
    } as ReturnLegValues,
    fieldErrors,
  };
}

// Addresses: control characters dropped like plainText does for the outbound fields.
function stripAddress(value: string): string {
  const parsed = plainText(z.string()).safeParse(value);
  return parsed.success ? parsed.data.trim() : '';
}

/**
 * The dialog's check of the return the user sees: not before the outbound leg. (The server checks the
 * legs it stores, since a form posted with the old return lets the return follow the outbound leg.)
 */
export function returnOrderErrors(
  values: Pick<EditBookingValues, 'datum' | 'uhrzeit' | 'ruecklauf'>,
): Record<string, string> {
  const back = values.ruecklauf;
  if (!back || back.rueckfahrt === 'keine' || !back.rueckDatum) return {};
  if (back.rueckDatum < values.datum) return { rueckDatum: RETURN_MESSAGES.beforeOutbound };
  if (
    back.rueckfahrt === 'fest' &&
    back.rueckDatum === values.datum &&
    back.rueckUhrzeit &&
    back.rueckUhrzeit <= values.uhrzeit
  ) {
    return { rueckUhrzeit: RETURN_MESSAGES.beforeOutbound };
  }
  return {};
}

export type FollowFields = { datum: string; abholadresse: string; zieladresse: string };
export type ReturnFormFields = { rueckDatum: string; rueckAbholadresse: string; rueckZieladresse: string };

/**
 * What the dialog does while the outbound leg is edited (the same rule as `followOutbound` on the
 * server): a return on the old outbound date moves with it; a return that picked up at the old
 * destination picks up at the new one, one that drove to the old pickup drives to the new one; a field
 * the user changed by hand (`touched`) stays.
 */
export function followOutboundFields(
  before: FollowFields,
  after: FollowFields,
  back: ReturnFormFields,
  touched: ReadonlySet<keyof ReturnFormFields> = new Set(),
): ReturnFormFields {
  const next = { ...back };
  if (!touched.has('rueckDatum') && back.rueckDatum === before.datum) next.rueckDatum = after.datum;
  if (!touched.has('rueckAbholadresse') && back.rueckAbholadresse === before.zieladresse)
    next.rueckAbholadresse = after.zieladresse;
  if (!touched.has('rueckZieladresse') && back.rueckZieladresse === before.abholadresse)
    next.rueckZieladresse = after.abholadresse;
  return next;
}

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
    begleitpersonen: str('begleitpersonen'),
  });
  const back = parseReturnLeg(str, (key) => typeof input[key] === 'string');
  if (!parsed.success || Object.keys(back.fieldErrors).length) {
    const fieldErrors: Record<string, string> = {};
    for (const issue of parsed.success ? [] : parsed.error.issues) {
      const key = String(issue.path[0] ?? '');
      if (key && !fieldErrors[key]) fieldErrors[key] = issue.message;
    }
    Object.assign(fieldErrors, back.fieldErrors);
    return {
      ok: false,
      title: VALIDATION_ERROR_TITLE,
      message: Object.values(fieldErrors)[0] ?? 'Bitte prüfen Sie die Eingaben.',
      fieldErrors,
    };
  }
  return {
    ok: true,
    values: { ...(parsed.data as EditBookingValues), ...(back.value ? { ruecklauf: back.value } : {}) },
  };
}
