// /app/settings/mail-log: Versandprotokoll. Every mail with its state, recipient and reason, with
// "Erneut senden" for waiting and failed ones, and the bookings whose calendar push failed.
import { requireStaff } from '#app/server/auth/guard.server';
import { listCalendarSyncProblems } from '#app/server/calendar/calendar-sync.server';
import { countMailStates, listMailLog, type MailLogFilter } from '#app/server/mail/booking-messages.server';
import { getSmtpSettingsView } from '#app/server/mail/smtp-settings.server';
import { MailLogScreen } from '#app/routes/staff/settings/ui/mail-log-screen';
import type { Route } from './+types/mail-log';

export const meta: Route.MetaFunction = () => [{ title: 'Versandprotokoll – Back Office' }];

const filters: MailLogFilter[] = ['alle', 'wartend', 'gesendet', 'fehlgeschlagen'];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const { db, env } = context.services;
  const requested = new URL(request.url).searchParams.get('status');
  const filter = filters.find((f) => f === requested) ?? 'alle';
  const [messages, counts, calendarProblems, smtp] = await Promise.all([
    listMailLog(db, { filter, limit: 200 }),
    countMailStates(db),
    listCalendarSyncProblems(db),
    getSmtpSettingsView(db),
  ]);
  return { filter, messages, counts, calendarProblems, smtpConfigured: Boolean(smtp) || Boolean(env.SMTP_URL) };
}

export default function MailLogRoute({ loaderData }: Route.ComponentProps) {
  return <MailLogScreen {...loaderData} />;
}
