// /app (Dashboard): tiles, rides of the chosen day (?tag=yyyy-MM-dd, ?abgelehnt=1), calendar month
// (?monat=yyyy-MM) and growth.
import { berlinDate } from '#app/domain/berlin-time';
import { isCalendarDate } from '#app/domain/calendar-days';
import { exemptionCardsEndingThisMonth, expiringApprovals } from '#app/server/approvals/approvals.server';
import { requireStaff } from '#app/server/auth/guard.server';
import { loadDashboard } from '#app/server/bookings/dashboard.server';
import { DashboardScreen } from '#app/routes/staff/bookings/ui/dashboard-screen';
import type { Route } from './+types/dashboard';

const MONTH = /^\d{4}-\d{2}$/;

export const meta: Route.MetaFunction = () => [
  { title: 'Dashboard – Verwaltung' },
  { name: 'robots', content: 'noindex' },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const params = new URL(request.url).searchParams;
  const today = berlinDate();
  const rawDay = params.get('tag') ?? '';
  const day = isCalendarDate(rawDay) ? rawDay : today;
  const rawMonth = params.get('monat') ?? '';
  // The one date check (a real day within the one range, issue 40): Date.parse took 2026-02-30.
  const month = MONTH.test(rawMonth) && isCalendarDate(`${rawMonth}-01`) ? `${rawMonth}-01` : day;
  const dashboard = await loadDashboard(context.services.db, day, today, month);
  const approvalNotices = {
    expiring: (await expiringApprovals(context.services.db, today)).map((a) => ({
      id: a.id,
      patientName: a.patientName,
      nummer: a.nummer,
      krankenkasse: a.krankenkasse,
      message: a.expiry?.message ?? '',
    })),
    exemptions: await exemptionCardsEndingThisMonth(context.services.db, today),
  };
  return { ...dashboard, month, today, showRejected: params.get('abgelehnt') === '1', approvalNotices };
}

export default function DashboardRoute({ loaderData }: Route.ComponentProps) {
  return <DashboardScreen {...loaderData} />;
}
