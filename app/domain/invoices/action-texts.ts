// The German toast texts of the invoices screen and the billing data settings (issue 21), one catalogue
// per area (decision 160).
import { codeTexts, type ActionCatalogue } from '#app/domain/action-result';

export const INVOICE_INTENTS = ['create-invoice', 'create-receipt', 'cancel', 'mark-paid'] as const;
export type InvoiceIntent = (typeof INVOICE_INTENTS)[number];

const codes = (gone: string) =>
  codeTexts({ 'not-found': gone, conflict: 'Die Daten wurden inzwischen geändert. Bitte laden Sie die Seite neu.' });

export const invoiceTexts: ActionCatalogue<InvoiceIntent> = {
  titles: {
    'create-invoice': { success: 'Rechnung erstellt', failure: 'Rechnung konnte nicht erstellt werden' },
    'create-receipt': { success: 'Zuzahlungsbeleg erstellt', failure: 'Zuzahlungsbeleg konnte nicht erstellt werden' },
    cancel: { success: 'Rechnung storniert', failure: 'Rechnung konnte nicht storniert werden' },
    'mark-paid': { success: 'Zahlung vermerkt', failure: 'Zahlung konnte nicht vermerkt werden' },
  },
  codes: codes('Die Rechnung oder Fahrt wurde nicht gefunden.'),
};

export type InvoiceSettingsIntent = 'save';

export const invoiceSettingsTexts: ActionCatalogue<InvoiceSettingsIntent> = {
  titles: {
    save: { success: 'Rechnungsdaten gespeichert', failure: 'Rechnungsdaten konnten nicht gespeichert werden' },
  },
  codes: codes('Die Einstellungen wurden nicht gefunden.'),
};

export function isInvoiceIntent(value: unknown): value is InvoiceIntent {
  return typeof value === 'string' && (INVOICE_INTENTS as readonly string[]).includes(value);
}
