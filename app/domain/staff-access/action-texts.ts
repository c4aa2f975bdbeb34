// The German texts of the Benutzer screen's actions: one catalogue for the area (decision 160).
import type { ActionCatalogue } from '../action-result';

export const USERS_INTENTS = ['create', 'deactivate', 'reactivate', 'reset-password'] as const;
export type UsersIntent = (typeof USERS_INTENTS)[number];

export function isUsersIntent(value: unknown): value is UsersIntent {
  return typeof value === 'string' && (USERS_INTENTS as readonly string[]).includes(value);
}

export const usersTexts: ActionCatalogue<UsersIntent> = {
  titles: {
    create: { success: 'Konto angelegt', failure: 'Konto konnte nicht angelegt werden' },
    deactivate: { success: 'Konto deaktiviert', failure: 'Konto konnte nicht deaktiviert werden' },
    reactivate: { success: 'Konto wieder aktiviert', failure: 'Konto konnte nicht aktiviert werden' },
    'reset-password': { success: 'Passwort zurückgesetzt', failure: 'Passwort konnte nicht zurückgesetzt werden' },
  },
  codes: {
    invalid: 'Bitte füllen Sie alle Felder aus.',
    'not-found': 'Dieses Benutzerkonto gibt es nicht (mehr).',
    conflict: 'Das Konto wurde inzwischen geändert. Bitte laden Sie die Seite neu.',
    'bad-request': 'Unbekannte Aktion. Bitte laden Sie die Seite neu und versuchen Sie es erneut.',
    internal: 'Ein unerwarteter Fehler ist aufgetreten. Bitte versuchen Sie es erneut.',
  },
};

/** What the screen shows once after creating an account or resetting a password. */
export type OneTimePassword = { email: string; oneTimePassword: string };
