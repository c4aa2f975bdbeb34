import type { RouteConfigEntry } from '@react-router/dev/routes';

/** The service pages (SPEC.md §2 "Service page template"). */
export const serviceRoutes: RouteConfigEntry[] = [];
