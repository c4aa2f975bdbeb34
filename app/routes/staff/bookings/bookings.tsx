// /app/bookings (Buchungen): the server-side list, filters, search and page in the URL. The actions are
// posted to the resource route bookings/aktionen (booking-actions.ts). The rows travel as arrays
// (app/domain/bookings/list-wire.ts).
import { useMemo } from 'react';
import { berlinDate } from '#app/domain/berlin-time';
import { packRows, unpackRows } from '#app/domain/bookings/list-wire';
import { parseListFilters } from '#app/domain/bookings/list-filters';
import { approvalBadgesOfSubjects } from '#app/server/approvals/booking-approvals.server';
import { requireStaff } from '#app/server/auth/guard.server';
import { listBookings } from '#app/server/bookings/list-bookings.server';
import { listDriverOptions } from '#app/server/bookings/staff-lookups.server';
import { BookingsScreen } from '#app/routes/staff/bookings/ui/bookings-screen';
import type { Route } from './+types/bookings';

export const meta: Route.MetaFunction = () => [
  { title: 'Buchungen – Verwaltung' },
  { name: 'robots', content: 'noindex' },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const { db } = context.services;
  const filters = parseListFilters(new URL(request.url).searchParams);
  const today = berlinDate();
  const page = await listBookings(db, filters, today);
  const drivers = await listDriverOptions(db);
  // The rows hold the facts and legs the badges start from: no second read of either (decision 207).
  const badges = await approvalBadgesOfSubjects(db, page.rows, today);
  // Rows as arrays (list-wire.ts, decision 200): the document carries them a second time for hydration.
  const rows = packRows(page.rows.map((row) => ({ ...row, approvalBadge: badges.get(row.id) ?? null })));
  return { filters, ...page, rows, drivers, today };
}

export default function BookingsRoute({ loaderData }: Route.ComponentProps) {
  const rows = useMemo(() => unpackRows(loaderData.rows), [loaderData.rows]);
  return <BookingsScreen {...loaderData} rows={rows} />;
}
