// /app/billing/berichte: revenue per month, payer and driver for a year, and the open private invoices
// (issue 21).
import { berlinDate } from '#app/domain/berlin-time';
import { requireStaff } from '#app/server/auth/guard.server';
import { openInvoices, yearRevenue } from '#app/server/invoices/reports.server';
import { ReportsScreen } from '#app/routes/staff/invoices/ui/reports-screen';
import type { Route } from './+types/reports';

export const meta: Route.MetaFunction = () => [{ title: 'Berichte – Back Office' }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const { db } = context.services;
  const today = berlinDate();
  const current = Number(today.slice(0, 4));
  const raw = new URL(request.url).searchParams.get('jahr') ?? '';
  // Any year the company may have driven in; anything else shows the current year.
  const year = /^\d{4}$/.test(raw) && Number(raw) >= 2000 && Number(raw) <= current + 1 ? Number(raw) : current;
  const [revenue, open] = await Promise.all([yearRevenue(db, year), openInvoices(db, today)]);
  return { year, years: Array.from({ length: 6 }, (_, i) => current + 1 - i), revenue, open };
}

export default function ReportsRoute({ loaderData }: Route.ComponentProps) {
  return <ReportsScreen {...loaderData} />;
}
