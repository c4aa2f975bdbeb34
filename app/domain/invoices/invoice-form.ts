// The forms of the invoices screen (issue 21): a private invoice for chosen legs, a co-payment receipt
// for one insurer leg, a cancellation with its reason, a payment date. German messages.
import { formString, optionalText, requiredDate, requiredText } from '#app/domain/approvals/form-fields';
import { FORMULA_START_MESSAGE, startsLikeFormula } from '#app/domain/text/formula-start';
import { isPlainText, PLAIN_TEXT_MESSAGE } from '#app/domain/text/plain-text';
import { isUuid } from '#app/domain/uuid';
import { z } from '#app/domain/zod-jitless';

export const MAX_LEGS_PER_INVOICE = 50;

/** A postal address an invoice can go to: two lines or more, or one line with its PLZ. */
export const POSTAL_ADDRESS_MESSAGE = 'Bitte geben Sie Straße und PLZ mit Ort an.';
export const isPostalAddress = (value: string) =>
  value.split(/\r?\n/).filter((line) => line.trim()).length >= 2 || /\d{5}/.test(value);

/** An invoice address field (also a hospital's Rechnungsanschrift), no formula start as every address; `missing` says what to enter. */
export const invoiceAddress = (missing: string) =>
  formString.pipe(
    z
      .string()
      .min(1, missing)
      .max(300, 'Höchstens 300 Zeichen.')
      .refine((value) => isPlainText(value, 'multi-line'), PLAIN_TEXT_MESSAGE)
      .refine((value) => !startsLikeFormula(value), FORMULA_START_MESSAGE)
      .refine(isPostalAddress, POSTAL_ADDRESS_MESSAGE),
  );

const recipient = {
  empfaengerName: requiredText(120, 'Bitte geben Sie den Namen des Rechnungsempfängers ein.', 'name'),
  empfaengerAdresse: invoiceAddress('Bitte geben Sie die Anschrift des Rechnungsempfängers ein (Straße, PLZ und Ort).'),
};

export const createInvoiceSchema = z.object({
  ...recipient,
  legIds: z
    .array(z.string().refine(isUuid, 'Ungültige Fahrt.'))
    .min(1, 'Bitte wählen Sie mindestens eine Fahrt aus.')
    .max(MAX_LEGS_PER_INVOICE, `Höchstens ${MAX_LEGS_PER_INVOICE} Fahrten je Rechnung.`),
});

export const createReceiptSchema = z.object({
  ...recipient,
  legId: formString.pipe(z.string().refine(isUuid, 'Bitte wählen Sie eine Fahrt aus.')),
});

export const cancelInvoiceSchema = z.object({
  id: formString.pipe(z.string().refine(isUuid, 'Ungültige Rechnung.')),
  grund: optionalText(300),
});

export const markPaidSchema = z.object({
  id: formString.pipe(z.string().refine(isUuid, 'Ungültige Rechnung.')),
  bezahltAm: requiredDate('Bitte geben Sie das Zahlungsdatum ein.'),
});

/** The form's fields with the checked leg boxes (`legId` repeated) as `legIds`. */
export function invoiceFormValues(form: FormData): Record<string, unknown> {
  const values: Record<string, unknown> = {};
  for (const [key, value] of form.entries()) if (typeof value === 'string' && key !== 'legId') values[key] = value;
  values.legIds = form.getAll('legId').filter((value): value is string => typeof value === 'string');
  values.legId = form.get('legId') ?? '';
  return values;
}
