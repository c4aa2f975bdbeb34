import { index, layout, route, type RouteConfigEntry } from '@react-router/dev/routes';
import { serviceRoutes } from './service-routes';

/**
 * Public pages, all inside the site layout (header, footer, mobile bar, consent); `extra` joins them
 * there. The catch-all is inside the layout too, so the not-found page keeps header and footer.
 */
export function siteRoutes(extra: RouteConfigEntry[]): RouteConfigEntry[] {
  return [
    layout('routes/site/layout.tsx', [
      index('routes/site/home.tsx'),
      route('ueber-uns/', 'routes/site/ueber-uns.tsx'),
      route('leistungen/', 'routes/site/leistungen.tsx'),
      route('preise/', 'routes/site/preise.tsx'),
      route('kontakt/', 'routes/site/kontakt.tsx'),
      route('faq/', 'routes/site/faq.tsx'),
      route('impressum/', 'routes/site/impressum.tsx'),
      route('datenschutz', 'routes/site/datenschutz.tsx'),
      ...serviceRoutes,
      ...extra,
      route('*', 'routes/site/not-found.tsx'),
    ]),
  ];
}
