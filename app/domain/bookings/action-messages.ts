// The German texts of the Buchungen screen's actions (SPEC.md §8): one catalogue for the area (decision
// 110), shared by the action route (which decides the outcome), the screen and the tests.
import type { ActionCatalogue, ActionToast } from '#app/domain/action-result';

export const BOOKING_INTENTS = [
  'confirm',
  'reject',
  'status',
  'edit',
  'transport',
  'assign',
  'assign-leg',
  'cancel-leg',
  'restore-leg',
  'send-receipt',
  'send-confirmation',
  'bulk-confirm',
  'bulk-reject',
] as const;
export type BookingIntent = (typeof BOOKING_INTENTS)[number];

export function isBookingIntent(value: unknown): value is BookingIntent {
  return typeof value === 'string' && (BOOKING_INTENTS as readonly string[]).includes(value);
}

export const BOOKING_NOT_FOUND = 'Die Buchung wurde nicht gefunden oder Sie haben keine Berechtigung.';
export const NOT_PENDING = 'Nur offene Buchungen können bestätigt oder abgelehnt werden.';
export const DRIVER_NOT_FOUND = 'Der Fahrer wurde nicht gefunden.';
export const NO_RECIPIENT =
  'E-Mail konnte nicht versendet werden. Für diese Buchung ist keine E-Mail-Adresse hinterlegt.';
export const SAVE_ERROR_TITLE = 'Fehler beim Speichern';
/** Said of every mail an action queued: the outbox sends it after the answer, so it is not delivered yet. */
export const queuedMail = (to: string, what = 'E-Mail') => `${what} an ${to} in Warteschlange.`;
export const MAX_REJECT_REASON = 500;
export const REJECT_REASON_TOO_LONG = `Die Begründung darf höchstens ${MAX_REJECT_REASON} Zeichen lang sein.`;
export const NETWORK_ERROR = 'Netzwerkfehler. Bitte überprüfen Sie Ihre Internetverbindung.';

const mail = { success: '', failure: 'Fehler', codes: { internal: 'E-Mail konnte nicht versendet werden' } };

export const bookingTexts: ActionCatalogue<BookingIntent> = {
  titles: {
    confirm: { success: 'Buchung bestätigt', failure: 'Buchung konnte nicht bestätigt werden' },
    reject: { success: 'Buchung abgelehnt', failure: 'Buchung konnte nicht abgelehnt werden' },
    status: { success: 'Status geändert', failure: 'Status konnte nicht geändert werden' },
    transport: { success: 'Transportart geändert', failure: 'Transportart konnte nicht geändert werden' },
    edit: {
      success: 'Buchung aktualisiert',
      failure: SAVE_ERROR_TITLE,
      codes: { internal: 'Buchung konnte nicht aktualisiert werden' },
    },
    assign: { success: 'Fahrt an den Fahrer gesendet', failure: 'Fahrt konnte nicht an den Fahrer gesendet werden' },
    'assign-leg': { success: 'Fahrt zugewiesen', failure: 'Fahrt konnte nicht zugewiesen werden' },
    'cancel-leg': { success: 'Fahrt abgesagt', failure: 'Fahrt konnte nicht abgesagt werden' },
    'restore-leg': { success: 'Fahrt wieder eingeplant', failure: 'Fahrt konnte nicht wieder eingeplant werden' },
    'send-receipt': { ...mail, success: 'Buchungseingang versendet' },
    'send-confirmation': { ...mail, success: 'Buchungsbestätigung versendet' },
    'bulk-confirm': { success: 'Buchung bestätigt', failure: 'Buchung konnte nicht bestätigt werden' },
    'bulk-reject': { success: 'Buchung abgelehnt', failure: 'Buchung konnte nicht abgelehnt werden' },
  },
  codes: {
    invalid: 'Bitte prüfen Sie die Eingaben.',
    'not-found': BOOKING_NOT_FOUND,
    conflict: NOT_PENDING,
    'bad-request':
      'Die Anfrage konnte nicht verarbeitet werden. Bitte laden Sie die Seite neu und versuchen Sie es erneut.',
    internal: 'Ein unerwarteter Fehler ist aufgetreten. Bitte versuchen Sie es erneut.',
  },
};

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** One toast per outcome of a bulk confirm or reject. */
export function bulkToasts(
  action: 'confirm' | 'reject',
  outcome: { done: number; skipped: number; failed: number },
): ActionToast[] {
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
