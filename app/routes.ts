// The whole URL map (SPEC.md §2). Each area keeps its routes in its own file so that areas can grow
// independently: public site, booking, staff back office, resource routes (no UI).
import { type RouteConfig } from '@react-router/dev/routes';
import { bookingRoutes } from './routes/booking/routes';
import { resourceRoutes } from './routes/resources/routes';
import { siteRoutes } from './routes/site/routes';
import { staffRoutes } from './routes/staff/routes';

export default [...resourceRoutes, ...siteRoutes(bookingRoutes), ...staffRoutes] satisfies RouteConfig;
