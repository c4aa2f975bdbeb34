import { route, type RouteConfigEntry } from '@react-router/dev/routes';

/** Fahrer, Fahrzeuge, Preise (/app/drivers, /app/vehicles, /app/pricing), nested in the /app shell. */
export const fleetRoutes: RouteConfigEntry[] = [
  route('drivers', 'routes/staff/fleet/drivers.tsx'),
  route('vehicles', 'routes/staff/fleet/vehicles.tsx'),
  route('pricing', 'routes/staff/fleet/pricing.tsx'),
];
