import { route, type RouteConfigEntry } from '@react-router/dev/routes';

export const resourceRoutes: RouteConfigEntry[] = [
  // Crawlers: every public page (app/site/public-pages.ts) and the robots rules.
  route('sitemap.xml', 'routes/resources/sitemap.ts'),
  route('robots.txt', 'routes/resources/robots.ts'),
  // The iCalendar feed of the coming rides; public, protected by its secret key (messaging).
  route('kalender/fahrten.ics', 'routes/resources/calendar-feed.ts'),
  // The staff event stream (realtime); guarded in its loader.
  route('app/events', 'routes/resources/staff-events.ts'),
];
