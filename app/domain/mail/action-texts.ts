// The German texts of the mail actions (decision 160): "Erneut senden" in the booking details and the
// mail log, one endpoint for both.
import type { ActionCatalogue } from '#app/domain/action-result';

export const mailRetryTexts: ActionCatalogue<'retry-mail'> = {
  titles: {
    'retry-mail': { success: 'E-Mail wird erneut gesendet', failure: 'E-Mail konnte nicht erneut gesendet werden' },
  },
  codes: {
    invalid: 'Bitte prüfen Sie die Eingaben.',
    'not-found': 'Diese E-Mail gibt es nicht mehr.',
    conflict: 'Diese E-Mail wird gerade versendet.',
    'bad-request': 'Diese E-Mail gibt es nicht. Bitte laden Sie die Seite neu.',
    internal: 'Ein unerwarteter Fehler ist aufgetreten. Bitte versuchen Sie es erneut.',
  },
};

export const RETRY_SCHEDULED = 'Der Versand wurde neu eingeplant.';
export const ALREADY_SENT = 'Diese E-Mail wurde bereits gesendet und wird nicht noch einmal verschickt.';
