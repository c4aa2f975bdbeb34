import { route, type RouteConfigEntry } from '@react-router/dev/routes';

/** Serien (/app/series, /app/series/:id), nested in the /app shell (issue 19). */
export const seriesRoutes: RouteConfigEntry[] = [route('series', 'routes/staff/series/series.tsx'), route('series/:id', 'routes/staff/series/series-detail.tsx')];
