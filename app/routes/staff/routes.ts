import type { RouteConfigEntry } from '@react-router/dev/routes';
import { bookingStaffRoutes } from './bookings/routes';
import { fleetRoutes } from './fleet/routes';
import { settingsRoutes } from './settings/routes';

/** /login and the guarded /app/* back office. The screens of each area live in their own route file. */
export const staffRoutes: RouteConfigEntry[] = [...bookingStaffRoutes, ...fleetRoutes, ...settingsRoutes];
