// The German toasts of "Neue Buchung" (issue 17): one catalogue for the phone booking (decision 160).
import { codeTexts, type ActionCatalogue, type ActionToast } from '#app/domain/action-result';
import { formatGermanDate } from '#app/domain/german-date';
import { isAcceptedOrder } from '#app/domain/rides/lifecycle';
import type { PhoneBookingStatus } from './phone-booking-form';

export const phoneBookingTexts: ActionCatalogue<'create'> = {
  titles: { create: { success: 'Buchung angelegt', failure: 'Buchung konnte nicht angelegt werden' } },
  codes: codeTexts({
    'not-found': 'Der Eintrag wurde nicht gefunden. Bitte laden Sie die Seite neu.',
    conflict: 'Die Daten wurden inzwischen geändert. Bitte laden Sie die Seite neu.',
    internal: 'Ein unerwarteter Fehler ist aufgetreten. Ihre Eingaben sind erhalten – bitte versuchen Sie es erneut.',
  }),
};

type Created = {
  bookingNumber: string;
  status: PhoneBookingStatus;
  emailQueued: boolean;
  overbooked: boolean;
  datum: string;
};

/** "KF-2026-00042 (bestätigt) für 25.11.2026" */
export function createdNote(created: Created): string {
  return `${created.bookingNumber} (${isAcceptedOrder(created.status) ? 'bestätigt' : 'offen'}) für ${formatGermanDate(created.datum)}`;
}

/** The toasts after the success toast: the queued e-mail, an overbooked slot. */
export function createdExtras(created: Created): ActionToast[] {
  const toasts: ActionToast[] = [];
  if (created.emailQueued)
    toasts.push({
      kind: 'info',
      title: 'Bestätigung in Warteschlange',
      description: 'Die E-Mail wird in Kürze versendet; den Stand zeigt das E-Mail-Protokoll.',
    });
  if (created.overbooked)
    toasts.push({
      kind: 'warning',
      title: 'Zeitfenster überbucht',
      description: 'Die Kapazität des Zeitfensters wurde bewusst überschritten.',
    });
  return toasts;
}
