import { route, type RouteConfigEntry } from '@react-router/dev/routes';

export const resourceRoutes: RouteConfigEntry[] = [
  // Crawlers: every public page (app/site/public-pages.ts) and the robots rules.
  route('sitemap.xml', 'routes/resources/sitemap.ts'),
  route('robots.txt', 'routes/resources/robots.ts'),
  // The staff event stream (realtime); guarded in its loader.
  route('app/events', 'routes/resources/staff-events.ts'),
];
