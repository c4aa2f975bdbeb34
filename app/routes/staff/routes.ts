import { route, type RouteConfigEntry } from '@react-router/dev/routes';
import { approvalRoutes } from './approvals/routes';
import { billingRoutes } from './billing/routes';
import { bookingStaffRoutes } from './bookings/routes';
import { dispatchRoutes } from './dispatch/routes';
import { driverAppRoutes } from './driver-app/routes';
import { fleetRoutes } from './fleet/routes';
import { invoiceRoutes } from './invoices/routes';
import { patientRoutes } from './patients/routes';
import { seriesRoutes } from './series/routes';
import { settingsRoutes } from './settings/routes';

/**
 * /login, /logout and the guarded /app/* back office. Each area's screens live in their own route file
 * and are children of the /app shell, so their paths are relative ('bookings', not '/app/bookings').
 */
export const staffRoutes: RouteConfigEntry[] = [
  route('login', 'routes/staff/login.tsx'),
  route('logout', 'routes/staff/logout.ts'),
  // The drivers' app (issue 20): role fahrer only, outside the back office's shell.
  ...driverAppRoutes,
  route('app', 'routes/staff/app-shell.tsx', [
    ...bookingStaffRoutes,
    ...patientRoutes,
    ...dispatchRoutes,
    ...seriesRoutes,
    ...fleetRoutes,
    ...approvalRoutes,
    ...billingRoutes,
    ...settingsRoutes,
    ...invoiceRoutes,
    route('users', 'routes/staff/users.tsx'),
    route('password', 'routes/staff/password.tsx'),
    route('ui', 'routes/staff/ui-kit.tsx'),
  ]),
];
