// The toasts of the Buchungen screen (SPEC.md §8). One place for the texts, shared by the action (which
// decides the outcome) and the tests.
import { SAVE_ERROR_TITLE, saveErrorDescription } from './save-error';

export type ActionToast = { kind: 'success' | 'error' | 'warning' | 'info'; title: string; description?: string };

export const BOOKING_INTENTS = [
  'confirm',
  'reject',
  'status',
  'edit',
  'transport',
  'assign',
  'send-receipt',
  'send-confirmation',
  'bulk-confirm',
  'bulk-reject',
  'retry-mail',
] as const;
export type BookingIntent = (typeof BOOKING_INTENTS)[number];

export function isBookingIntent(value: unknown): value is BookingIntent {
  return typeof value === 'string' && (BOOKING_INTENTS as readonly string[]).includes(value);
}

export type FailureCode = 'not-found' | 'not-pending' | 'invalid' | 'no-recipient' | 'driver-not-found' | 'network' | 'unknown';

const NOT_FOUND = 'Die Buchung wurde nicht gefunden oder Sie haben keine Berechtigung.';

/** The error toast of a failed single-booking action. */
export function failureToast(intent: BookingIntent, code: FailureCode, message?: string): ActionToast {
  const detail =
    code === 'network'
      ? 'Netzwerkfehler. Bitte überprüfen Sie Ihre Internetverbindung.'
      : code === 'not-found'
        ? NOT_FOUND
        : code === 'not-pending'
          ? 'Nur offene Buchungen können bestätigt oder abgelehnt werden.'
          : code === 'driver-not-found'
            ? 'Der Fahrer wurde nicht gefunden.'
            : code === 'no-recipient'
              ? 'Für diese Buchung ist keine E-Mail-Adresse hinterlegt.'
              : undefined;
  switch (intent) {
    case 'confirm':
      return { kind: 'error', title: 'Buchung konnte nicht bestätigt werden', description: detail };
    case 'reject':
      return { kind: 'error', title: 'Buchung konnte nicht abgelehnt werden', description: detail };
    case 'status':
      return { kind: 'error', title: 'Status konnte nicht geändert werden', description: detail };
    case 'transport':
      return { kind: 'error', title: 'Transportart konnte nicht geändert werden', description: detail };
    case 'send-receipt':
    case 'send-confirmation':
      return { kind: 'error', title: 'Fehler', description: code === 'no-recipient' ? `E-Mail konnte nicht versendet werden. ${detail}` : 'E-Mail konnte nicht versendet werden' };
    case 'edit':
      return {
        kind: 'error',
        title: SAVE_ERROR_TITLE,
        description: saveErrorDescription({ message: code === 'network' ? 'network' : message, code: code === 'not-found' ? 'not-found' : null }),
      };
    case 'assign':
      return { kind: 'error', title: 'Fahrt konnte nicht an den Fahrer gesendet werden', description: detail };
    case 'retry-mail':
      return { kind: 'error', title: 'E-Mail konnte nicht erneut versendet werden', description: message ?? detail };
    case 'bulk-confirm':
      return { kind: 'error', title: 'Buchung konnte nicht bestätigt werden', description: detail };
    case 'bulk-reject':
      return { kind: 'error', title: 'Buchung konnte nicht abgelehnt werden', description: detail };
  }
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** One toast per outcome of a bulk confirm or reject. */
export function bulkToasts(action: 'confirm' | 'reject', outcome: { done: number; skipped: number; failed: number }): ActionToast[] {
  const toasts: ActionToast[] = [];
  if (outcome.done) {
    toasts.push({
      kind: 'success',
      title: action === 'confirm' ? 'Buchung bestätigt' : 'Buchung abgelehnt',
      description: `${plural(outcome.done, 'Buchung', 'Buchungen')} ${action === 'confirm' ? 'bestätigt' : 'abgelehnt'}.`,
    });
  }
  if (outcome.skipped) {
    toasts.push({
      kind: 'info',
      title: `${plural(outcome.skipped, 'Buchung', 'Buchungen')} übersprungen`,
      description: `Nur offene Buchungen können ${action === 'confirm' ? 'bestätigt' : 'abgelehnt'} werden.`,
    });
  }
  if (outcome.failed) {
    toasts.push({
      kind: 'error',
      title: action === 'confirm' ? 'Buchung konnte nicht bestätigt werden' : 'Buchung konnte nicht abgelehnt werden',
      description: `${plural(outcome.failed, 'Buchung', 'Buchungen')} nicht geändert.`,
    });
  }
  if (!toasts.length) toasts.push({ kind: 'info', title: 'Keine Buchung ausgewählt' });
  return toasts;
}

/** What the Buchungen action answers: toasts to show, plus what a dialog or the page needs. */
export type BookingActionResult = {
  intent: BookingIntent | null;
  ok: boolean;
  toasts: ActionToast[];
  /** "An Fahrer senden": the WhatsApp click-to-chat link with the trip prefilled. */
  whatsappUrl?: string | null;
  /** Edit form: SPEC.md's destructive notice "Validierungsfehler" and per-field messages. */
  validation?: { title: string; message: string; fieldErrors: Record<string, string> };
};
