import { route, type RouteConfigEntry } from '@react-router/dev/routes';

/** Genehmigungen (/app/approvals), the insurers' exceptions (Inhaber) and a booking's prescription data (issue 18). */
export const approvalRoutes: RouteConfigEntry[] = [
  route('approvals', 'routes/staff/approvals/approvals.tsx'),
  route('approvals/kassen', 'routes/staff/approvals/insurer-settings.tsx'),
  // Resource routes (no UI): save the prescription data or upload the Transportschein, download the scan.
  route('bookings/:id/verordnungsdaten', 'routes/staff/approvals/prescription-data.ts'),
  route('bookings/:id/transportschein', 'routes/staff/approvals/prescription-scan.ts'),
];
