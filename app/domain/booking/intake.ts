// What the booking intake answers (route action -> wizard), and the field names of its form.
import type { FieldErrors, StepNumber } from './schemas';

export type IntakeBody =
  { ok: true; bookingNumber: string } | { ok: false; message: string; step?: StepNumber; errors?: FieldErrors };

/** Name of the hidden field that people never fill in (bots do). */
export const HONEYPOT_FIELD = 'website';
export const IDEMPOTENCY_FIELD = 'idempotencyKey';
export const PRESCRIPTION_FIELD = 'verordnung';

/** What the slot endpoint (/online-buchung/termine) answers. */
export type SlotOfferBody = {
  datum: string;
  slots: string[];
  next: { date: string; time: string } | null;
  earliest: { date: string; time: string };
  /** Google Maps browser key for the address autocomplete, or null (plain inputs). */
  autocompleteKey: string | null;
};
