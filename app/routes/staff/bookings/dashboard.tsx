// /app (Dashboard): tiles, rides of the chosen day (?tag=yyyy-MM-dd, ?abgelehnt=1), calendar month
// (?monat=yyyy-MM) and growth.
import { data } from 'react-router';
import { berlinDate } from '../../../domain/berlin-time';
import { requireStaff } from '../../../server/auth/guard.server';
import { loadDashboard } from '../../../server/bookings/dashboard.server';
import { DashboardScreen } from '../../../staff/dashboard/dashboard-screen';
import type { Route } from './+types/dashboard';

const NO_STORE = { 'Cache-Control': 'no-store' };
const DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

export const meta: Route.MetaFunction = () => [{ title: 'Dashboard – Verwaltung' }, { name: 'robots', content: 'noindex' }];

export function headers() {
  return NO_STORE;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const params = new URL(request.url).searchParams;
  const today = berlinDate();
  const rawDay = params.get('tag') ?? '';
  const day = DATE.test(rawDay) && !Number.isNaN(Date.parse(`${rawDay}T12:00:00Z`)) ? rawDay : today;
  const rawMonth = params.get('monat') ?? '';
  const month = MONTH.test(rawMonth) ? `${rawMonth}-01` : day;
  const dashboard = await loadDashboard(context.services.db, day, today, month);
  return data({ ...dashboard, month, today, showRejected: params.get('abgelehnt') === '1' }, { headers: NO_STORE });
}

export default function DashboardRoute({ loaderData }: Route.ComponentProps) {
  return <DashboardScreen {...loaderData} />;
}
