import type { RouteConfigEntry } from '@react-router/dev/routes';

/** Dashboard (/app) and Buchungen (/app/bookings), nested in the /app shell. */
export const bookingStaffRoutes: RouteConfigEntry[] = [];
