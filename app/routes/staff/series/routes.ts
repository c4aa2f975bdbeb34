import { route, type RouteConfigEntry } from '@react-router/dev/routes';

/** Serien (/app/series, /app/series/:id), nested in the /app shell (issue 19), and the Serienverordnung's resource routes. */
export const seriesRoutes: RouteConfigEntry[] = [
  route('series', 'routes/staff/series/series.tsx'),
  route('series/:id', 'routes/staff/series/series-detail.tsx'),
  route('series/:id/verordnungsdaten', 'routes/staff/series/series-prescription-data.ts'),
  route('series/:id/transportschein', 'routes/staff/series/series-prescription-scan.ts'),
];
