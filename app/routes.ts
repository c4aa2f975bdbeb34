// The whole URL map (SPEC.md §2). Each area keeps its routes in its own file so that areas can grow
// independently; the order here is the order of matching for equal specificity.
import { route, type RouteConfig } from '@react-router/dev/routes';
import { resourceRoutes } from './routes/resources/routes';
import { siteRoutes } from './routes/site/routes';
import { bookingRoutes } from './routes/booking/routes';
import { staffRoutes } from './routes/staff/routes';

export default [
  ...siteRoutes,
  ...bookingRoutes,
  ...staffRoutes,
  ...resourceRoutes,
  route('*', 'routes/site/not-found.tsx'),
] satisfies RouteConfig;
