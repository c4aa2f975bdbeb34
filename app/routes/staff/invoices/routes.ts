import { route, type RouteConfigEntry } from '@react-router/dev/routes';

/**
 * Rechnungen and Berichte of the billing area (issue 21, second half), the PDF download and the billing
 * data under Einstellungen (Inhaber only, through the /app/settings prefix). The /app/billing overview
 * itself belongs to the first half of the issue.
 */
export const invoiceRoutes: RouteConfigEntry[] = [
  route('billing/rechnungen', 'routes/staff/invoices/invoices.tsx'),
  // Resource route (GET only): the stored PDF of an invoice, receipt or Storno.
  route('billing/rechnungen/:id/pdf', 'routes/staff/invoices/invoice-pdf.ts'),
  route('billing/berichte', 'routes/staff/invoices/reports.tsx'),
  route('settings/rechnungsdaten', 'routes/staff/invoices/invoice-settings.tsx'),
];
