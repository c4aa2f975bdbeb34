import { route, type RouteConfigEntry } from '@react-router/dev/routes';
import { approvalRoutes } from './approvals/routes';
import { bookingStaffRoutes } from './bookings/routes';
import { fleetRoutes } from './fleet/routes';
import { invoiceRoutes } from './invoices/routes';
import { patientRoutes } from './patients/routes';
import { settingsRoutes } from './settings/routes';

/**
 * /login, /logout and the guarded /app/* back office. Each area's screens live in their own route file
 * and are children of the /app shell, so their paths are relative ('bookings', not '/app/bookings').
 */
export const staffRoutes: RouteConfigEntry[] = [
  route('login', 'routes/staff/login.tsx'),
  route('logout', 'routes/staff/logout.ts'),
  route('app', 'routes/staff/app-shell.tsx', [
    ...bookingStaffRoutes,
    ...patientRoutes,
    ...fleetRoutes,
    ...approvalRoutes,
    ...settingsRoutes,
    ...invoiceRoutes,
    route('users', 'routes/staff/users.tsx'),
    route('password', 'routes/staff/password.tsx'),
    route('ui', 'routes/staff/ui-kit.tsx'),
  ]),
];
