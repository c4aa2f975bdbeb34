import type { RouteConfigEntry } from '@react-router/dev/routes';

/** Fahrer, Fahrzeuge, Preise (/app/drivers, /app/vehicles, /app/pricing), nested in the /app shell. */
export const fleetRoutes: RouteConfigEntry[] = [];
