import { index, layout, type RouteConfigEntry } from '@react-router/dev/routes';
import { serviceRoutes } from './service-routes';

/** Public pages, all inside the site layout (header, footer, mobile bar); `extra` joins them there. */
export function siteRoutes(extra: RouteConfigEntry[]): RouteConfigEntry[] {
  return [layout('routes/site/layout.tsx', [index('routes/site/home.tsx'), ...serviceRoutes, ...extra])];
}
