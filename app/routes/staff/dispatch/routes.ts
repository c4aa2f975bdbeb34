import { route, type RouteConfigEntry } from '@react-router/dev/routes';

/** Disposition (/app/dispatch, issue 20), nested in the /app shell; actions and the printed day plan are resource routes. */
export const dispatchRoutes: RouteConfigEntry[] = [
  route('dispatch', 'routes/staff/dispatch/dispatch.tsx'),
  route('dispatch/aktionen', 'routes/staff/dispatch/dispatch-actions.ts'),
  route('dispatch/tagesplan/:driverId', 'routes/staff/dispatch/day-plan.ts'),
];
