import { route, type RouteConfigEntry } from '@react-router/dev/routes';

export const resourceRoutes: RouteConfigEntry[] = [
  // The staff event stream (realtime); guarded in its loader.
  route('app/events', 'routes/resources/staff-events.ts'),
];
