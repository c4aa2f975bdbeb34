// Toast texts of a failed save in the back office, chosen by the cause (SPEC.md §8).

export const SAVE_ERROR_TITLE = 'Fehler beim Speichern';

export type SaveErrorCause = { message?: string | null; code?: string | null };

export function saveErrorDescription(cause: SaveErrorCause): string {
  const message = (cause.message ?? '').toLowerCase();
  if (message.includes('transportart')) return 'Ungültige Transportart. Bitte wählen Sie eine gültige Option aus.';
  if (message.includes('foreign key')) return 'Fehler bei der Zuordnung. Bitte überprüfen Sie die Eingaben.';
  if (message.includes('network') || message.includes('failed to fetch')) {
    return 'Netzwerkfehler. Bitte überprüfen Sie Ihre Internetverbindung.';
  }
  if (cause.code === 'PGRST116' || cause.code === 'not-found') {
    return 'Die Buchung wurde nicht gefunden oder Sie haben keine Berechtigung.';
  }
  return 'Buchung konnte nicht aktualisiert werden';
}
