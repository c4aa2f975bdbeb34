// The German texts of the drivers' app and of "Zugang für Fahrer-App anlegen" (decision 160: one
// catalogue per area).
import type { ActionCatalogue, ActionErrorCode } from '#app/domain/action-result';

export const DRIVER_APP_INTENTS = ['report', 'proof', 'document'] as const;
export type DriverAppIntent = (typeof DRIVER_APP_INTENTS)[number];

export function isDriverAppIntent(value: unknown): value is DriverAppIntent {
  return typeof value === 'string' && (DRIVER_APP_INTENTS as readonly string[]).includes(value);
}

export const LEG_GONE =
  'Diese Fahrt gibt es nicht (mehr) oder sie ist Ihnen nicht zugewiesen. Bitte laden Sie die Liste neu.';

const codes: Record<ActionErrorCode, string> = {
  invalid: 'Bitte prüfen Sie Ihre Eingaben.',
  'not-found': LEG_GONE,
  conflict: 'Die Fahrt wurde inzwischen geändert. Bitte laden Sie die Liste neu.',
  'bad-request':
    'Die Meldung konnte nicht verarbeitet werden. Bitte laden Sie die Seite neu und versuchen Sie es erneut.',
  internal: 'Ein unerwarteter Fehler ist aufgetreten. Die Meldung wird erneut gesendet.',
};

export const driverAppTexts: ActionCatalogue<DriverAppIntent> = {
  titles: {
    report: { success: 'Meldung gesendet', failure: 'Meldung nicht gespeichert' },
    proof: { success: 'Kilometer und Wartezeit gespeichert', failure: 'Kilometer und Wartezeit nicht gespeichert' },
    document: { success: 'Nachweis gespeichert', failure: 'Nachweis nicht gespeichert' },
  },
  codes,
};

export const DRIVER_ACCOUNT_INTENT = 'create-account' as const;

/** The title of "Zugang für Fahrer-App anlegen" on the Fahrer screen (merged into its catalogue). */
export const driverAccountTitle = {
  success: 'Zugang für die Fahrer-App angelegt',
  failure: 'Zugang konnte nicht angelegt werden',
  codes: { conflict: 'Für diesen Fahrer gibt es bereits einen Zugang.' },
};

/** What the Fahrer screen shows once after creating a driver's access. */
export type DriverAccountCreated = { email: string; oneTimePassword: string | null };

export const DRIVER_ACCOUNT_MESSAGES = {
  emailMissing: 'Bitte tragen Sie beim Fahrer zuerst eine E-Mail-Adresse ein: sie ist sein Anmeldename.',
  exists: 'Für diesen Fahrer gibt es bereits einen Zugang.',
} as const;

/** What a driver sees when the account is not (or no longer) linked to a driver record. */
export const NOT_LINKED = 'Ihr Zugang ist keinem Fahrer zugeordnet. Bitte wenden Sie sich an die Disposition.';
