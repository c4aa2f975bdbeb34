import { route, type RouteConfigEntry } from '@react-router/dev/routes';

/** Abrechnung (/app/billing, issue 21) and the download of a stored monthly package's files. */
export const billingRoutes: RouteConfigEntry[] = [
  route('billing', 'routes/staff/billing/billing.tsx'),
  // Resource route (no UI): CSV, PDF or ZIP of an export, checked against its stored hash.
  route('billing/exporte/:id/:datei', 'routes/staff/billing/export-file.ts'),
];
