import { route, type RouteConfigEntry } from '@react-router/dev/routes';

/** Online booking (issue 4), nested inside the public site layout. */
export const bookingRoutes: RouteConfigEntry[] = [
  // The page and the intake action; React Router matches it with and without a trailing slash.
  route('online-buchung', 'routes/booking/online-buchung.tsx'),
  // Resource route: free slots of a date (?datum=yyyy-MM-dd) and the autocomplete key, as JSON.
  route('online-buchung/termine', 'routes/booking/termine.ts'),
  // Resource route: the same intake as the page's action, answering JSON (what the wizard uses).
  route('online-buchung/absenden', 'routes/booking/absenden.ts'),
];
