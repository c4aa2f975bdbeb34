// The German texts of the Benutzer screen's actions: one catalogue for the area (decision 160).
import type { ActionCatalogue } from '#app/domain/action-result';

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

/** /app/password: one's own password and the two-factor sign-in ("Zwei-Faktor-Anmeldung"). */
export const PASSWORD_INTENTS = ['change-password', 'totp-start', 'totp-confirm', 'totp-disable'] as const;
export type PasswordIntent = (typeof PASSWORD_INTENTS)[number];

export function isPasswordIntent(value: unknown): value is PasswordIntent {
  return typeof value === 'string' && (PASSWORD_INTENTS as readonly string[]).includes(value);
}

export const passwordTexts: ActionCatalogue<PasswordIntent> = {
  titles: {
    'change-password': { success: 'Passwort geändert.', failure: 'Passwort konnte nicht geändert werden' },
    'totp-start': { success: 'Einrichtung gestartet', failure: 'Einrichtung konnte nicht gestartet werden' },
    'totp-confirm': {
      success: 'Die Zwei-Faktor-Anmeldung ist eingeschaltet.',
      failure: 'Zwei-Faktor-Anmeldung konnte nicht eingeschaltet werden',
    },
    'totp-disable': {
      success: 'Die Zwei-Faktor-Anmeldung ist ausgeschaltet.',
      failure: 'Zwei-Faktor-Anmeldung konnte nicht ausgeschaltet werden',
    },
  },
  codes: { ...usersTexts.codes, invalid: 'Bitte prüfen Sie die markierten Felder.' },
};

/** What the two-factor setup shows between "Einrichtung starten" and the confirming code (only to its own user). */
export type TwoFactorSetup = { secret: string; totpUri: string; backupCodes: string[] };
