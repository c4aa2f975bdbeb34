import { route, type RouteConfigEntry } from '@react-router/dev/routes';
import { serviceSlugs } from '#app/site/services/slugs';

/** The eleven service pages (SPEC.md §2 "Service page template"); canonical paths end with a slash. */
export const serviceRoutes: RouteConfigEntry[] = serviceSlugs.map((slug) =>
  route(`${slug}/`, `routes/site/services/${slug}.tsx`),
);
