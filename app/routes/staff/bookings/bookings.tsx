// /app/bookings (Buchungen): the server-side list, filters, search and page in the URL. The actions are
// posted to the resource route bookings/aktionen (booking-actions.ts).
import { berlinDate } from '#app/domain/berlin-time';
import { parseListFilters } from '#app/domain/bookings/list-filters';
import { approvalBadgesOf } from '#app/server/approvals/booking-approvals.server';
import { requireStaff } from '#app/server/auth/guard.server';
import { listBookings } from '#app/server/bookings/list-bookings.server';
import { listDriverOptions } from '#app/server/bookings/staff-lookups.server';
import { BookingsScreen } from '#app/staff/bookings/bookings-screen';
import type { Route } from './+types/bookings';

export const meta: Route.MetaFunction = () => [{ title: 'Buchungen – Verwaltung' }, { name: 'robots', content: 'noindex' }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const { db } = context.services;
  const filters = parseListFilters(new URL(request.url).searchParams);
  const today = berlinDate();
  const page = await listBookings(db, filters, today);
  const drivers = await listDriverOptions(db);
  const badges = await approvalBadgesOf(db, page.rows.map((row) => row.id), today);
  const rows = page.rows.map((row) => ({ ...row, approvalBadge: badges.get(row.id) ?? null }));
  return { filters, ...page, rows, drivers, today };
}

export default function BookingsRoute({ loaderData }: Route.ComponentProps) {
  return <BookingsScreen {...loaderData} />;
}
