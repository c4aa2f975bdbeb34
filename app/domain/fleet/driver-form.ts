// What staff enter for a driver (SPEC.md §3, §5), checked the same way in the browser and on the server.
// Name and phone are required; SPEC.md silently ignored a missing one, we say why (issue 7).
import { plainText } from '#app/domain/text/plain-text';
import { parsePhone, PHONE_MESSAGES } from '#app/domain/patients/phone';
import { z } from '#app/domain/zod-jitless';
import { formatNumber } from '#app/domain/numbers';

export const MAX_NAME_LENGTH = 120;
export const MAX_NOTES_LENGTH = 2000;
export const MAX_EMAIL_LENGTH = 254;

export type DriverField = 'name' | 'phone' | 'email' | 'notes';
export type DriverInput = { name: string; phone: string; email: string | null; notes: string | null };

const trimmed = z.string().transform((value) => value.trim());
const optionalText = (schema: z.ZodString) => trimmed.pipe(z.union([z.literal('').transform(() => null), schema]));

export const driverFormSchema = z.object({
  name: trimmed.pipe(
    plainText(
      z
        .string()
        .min(1, 'Bitte geben Sie den Namen des Fahrers ein.')
        .max(MAX_NAME_LENGTH, `Der Name darf höchstens ${MAX_NAME_LENGTH} Zeichen lang sein.`),
      'name',
    ),
  ),
  // A phone number for calls and WhatsApp, stored in E.164 ("+49 69 9000-9130" -> "+496990009130").
  phone: plainText(z.string()).pipe(
    z.string().transform((value, ctx) => {
      const parsed = parsePhone(value);
      if (parsed.status === 'ok') return parsed.phone.e164;
      ctx.addIssue({
        code: 'custom',
        message:
          parsed.status === 'empty' ? 'Bitte geben Sie eine Telefonnummer (WhatsApp) ein.' : PHONE_MESSAGES.invalid,
      });
      return z.NEVER;
    }),
  ),
  email: optionalText(
    plainText(
      z
        .string()
        .max(MAX_EMAIL_LENGTH, 'Die E-Mail-Adresse ist zu lang.')
        .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Bitte geben Sie eine gültige E-Mail-Adresse ein.'),
    ),
  ),
  notes: optionalText(
    plainText(
      z
        .string()
        .max(MAX_NOTES_LENGTH, `Die Notizen dürfen höchstens ${formatNumber(MAX_NOTES_LENGTH)} Zeichen lang sein.`),
      'multi-line',
    ),
  ),
});

export type FieldErrors<F extends string> = Partial<Record<F, string>>;

export type FormParseResult<T, F extends string> =
  { success: true; data: T } | { success: false; fieldErrors: FieldErrors<F> };

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** The first message per field, in German. */
export function firstErrors<F extends string>(error: z.ZodError): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const issue of error.issues) {
    const field = issue.path[0] as F | undefined;
    if (field !== undefined && errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
}

export function parseDriverForm(values: Record<string, unknown>): FormParseResult<DriverInput, DriverField> {
  const result = driverFormSchema.safeParse({
    name: text(values.name),
    phone: text(values.phone),
    email: text(values.email),
    notes: text(values.notes),
  });
  return result.success
    ? { success: true, data: result.data }
    : { success: false, fieldErrors: firstErrors<DriverField>(result.error) };
}
