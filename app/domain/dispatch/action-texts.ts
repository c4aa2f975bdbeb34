// The German texts of the dispatch board's actions (decision 160): one catalogue for the area.
import type { ActionCatalogue } from '#app/domain/action-result';

export const DISPATCH_INTENTS = ['assign-leg', 'send-plan'] as const;
export type DispatchIntent = (typeof DISPATCH_INTENTS)[number];

export function isDispatchIntent(value: unknown): value is DispatchIntent {
  return typeof value === 'string' && (DISPATCH_INTENTS as readonly string[]).includes(value);
}

export const NO_LEGS_FOR_PLAN = 'Dieser Fahrer hat an diesem Tag keine Fahrten.';
export const DRIVER_GONE = 'Der Fahrer wurde nicht gefunden. Bitte laden Sie die Seite neu.';
export const BAD_PLAN_DATE = 'Bitte wählen Sie einen gültigen Tag.';

export const dispatchTexts: ActionCatalogue<DispatchIntent> = {
  titles: {
    'assign-leg': { success: 'Zuweisung gespeichert', failure: 'Zuweisung nicht gespeichert' },
    'send-plan': { success: 'Tagesplan gesendet', failure: 'Tagesplan nicht gesendet' },
  },
  codes: {
    invalid: 'Bitte prüfen Sie die Auswahl.',
    'not-found': 'Die Fahrt wurde nicht gefunden. Bitte laden Sie die Seite neu.',
    conflict: 'Die Fahrt wurde inzwischen geändert. Bitte laden Sie die Seite neu.',
    'bad-request': 'Unbekannte Aktion.',
    internal: 'Ein unerwarteter Fehler ist aufgetreten. Bitte versuchen Sie es erneut.',
  },
};
