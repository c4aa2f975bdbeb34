import type { RouteConfigEntry } from '@react-router/dev/routes';

/** Einstellungen (/app/settings) and its resource routes, nested in the /app shell. */
export const settingsRoutes: RouteConfigEntry[] = [];
