import { route, type RouteConfigEntry } from '@react-router/dev/routes';

/** Einstellungen (/app/settings), the mail log and the mail retry action, nested in the /app shell. */
export const settingsRoutes: RouteConfigEntry[] = [
  route('settings', 'routes/staff/settings/settings.tsx'),
  route('settings/mail-log', 'routes/staff/settings/mail-log.tsx'),
  // Resource route (POST only): schedules a waiting or failed mail again. Not under /app/settings, so
  // Disposition may use it from the booking details too.
  route('mails/:jobId/retry', 'routes/staff/settings/retry-mail.ts'),
];
