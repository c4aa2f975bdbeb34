// The German texts of the Einstellungen screen's actions (SPEC.md §8): one catalogue for the area
// (decision 160).
import type { ActionCatalogue } from '#app/domain/action-result';

export const SETTINGS_INTENTS = [
  'save-smtp',
  'send-test',
  'save-whatsapp',
  'save-template',
  'regenerate-feed',
  'save-slot-capacity',
  'save-dispatch',
] as const;
export type SettingsIntent = (typeof SETTINGS_INTENTS)[number];

export function isSettingsIntent(value: unknown): value is SettingsIntent {
  return typeof value === 'string' && (SETTINGS_INTENTS as readonly string[]).includes(value);
}

const saveFailed = 'Fehler beim Speichern';

export const settingsTexts: ActionCatalogue<SettingsIntent> = {
  titles: {
    'save-smtp': { success: 'SMTP-Einstellungen gespeichert', failure: saveFailed },
    'send-test': { success: 'Test-E-Mail gesendet', failure: 'Fehler beim Senden' },
    'save-whatsapp': { success: 'WhatsApp-Einstellungen gespeichert', failure: saveFailed },
    'save-template': { success: 'Vorlage gespeichert', failure: saveFailed },
    'regenerate-feed': { success: 'Neue Kalender-Adresse erstellt', failure: saveFailed },
    'save-slot-capacity': { success: 'Einstellung gespeichert', failure: saveFailed },
    'save-dispatch': { success: 'Einstellung gespeichert', failure: saveFailed },
  },
  codes: {
    invalid: 'Bitte prüfen Sie die markierten Felder.',
    'not-found': 'Die Einstellung wurde nicht gefunden. Bitte laden Sie die Seite neu.',
    conflict: 'Die Einstellung wurde inzwischen geändert. Bitte laden Sie die Seite neu.',
    'bad-request': 'Unbekannte Aktion.',
    internal: 'Ein unerwarteter Fehler ist aufgetreten. Bitte versuchen Sie es erneut.',
  },
};
