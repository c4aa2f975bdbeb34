// /app/billing: Abrechnung (issue 21). Thin: guard, loader with the open legs and the exports, one handler per intent.
import { billingTexts } from '#app/domain/billing/action-texts';
import { monthLabel } from '#app/domain/billing/package-csv';
import { formatEuro } from '#app/domain/pricing/money';
import { actorOf, requireStaff } from '#app/server/auth/guard.server';
import { billingList, saveLegValues } from '#app/server/billing/billing.server';
import { parseBillingFilter } from '#app/domain/billing/billing-list';
import { createBillingExport, listBillingExports } from '#app/server/billing/exports.server';
import { crudAction, crudHandler } from '#app/server/http/crud-action.server';
import { BillingScreen } from '#app/routes/staff/billing/ui/billing-screen';
import type { Route } from './+types/billing';

export const meta: Route.MetaFunction = () => [{ title: 'Abrechnung – Back Office' }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const { db } = context.services;
  const filter = parseBillingFilter(new URL(request.url).searchParams);
  return { list: await billingList(db, filter), exports: await listBillingExports(db) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const actor = actorOf(await requireStaff(request, context));
  const { db, logger, dataDir } = context.services;
  return crudAction(request, logger, billingTexts, {
    'leg-values': crudHandler({
      run: (values) => saveLegValues(db, actor, values.id, values),
      describe: (saved) => `${saved.bookingNumber}, ${saved.direction === 'hin' ? 'Hinfahrt' : 'Rückfahrt'}`,
    }),
    export: crudHandler({
      run: (values) => createBillingExport(db, dataDir, actor, { kasse: values.kasse, monat: values.monat }),
      describe: (done) =>
        `${done.krankenkasse}, ${monthLabel(done.monat)}: ${done.fahrten} ${done.fahrten === 1 ? 'Fahrt' : 'Fahrten'}, ${formatEuro(done.betragCents)}. Die Buchungen sind als abgerechnet markiert.`,
      data: (done) => ({ exportId: done.id }),
    }),
  });
}

export default function BillingRoute({ loaderData }: Route.ComponentProps) {
  return <BillingScreen {...loaderData} />;
}
