import { route, type RouteConfigEntry } from '@react-router/dev/routes';

/**
 * The drivers' app (issue 20), outside the /app shell: its own screen for the role fahrer, the
 * endpoint its report queue posts to and its live updates. The manifest, icons and service worker are static files in public/.
 */
export const driverAppRoutes: RouteConfigEntry[] = [
  route('fahrer', 'routes/staff/driver-app/driver-app.tsx', [
    route('meldungen', 'routes/staff/driver-app/driver-reports.ts'),
    // Live updates of the driver's own rides: content-free change events (Server-Sent Events).
    route('ereignisse', 'routes/staff/driver-app/driver-events.ts'),
  ]),
];
