// /app/billing/rechnungen: private invoices, co-payment receipts, Storno, payments (issue 21). Thin:
// guard, loader, one handler per intent calling the use cases of app/server/invoices.
import { invoiceTexts } from '#app/domain/invoices/action-texts';
import { issuerProblem } from '#app/domain/invoices/invoice-document';
import { invoiceFormValues } from '#app/domain/invoices/invoice-form';
import { can } from '#app/domain/staff-access/permissions';
import { actorOf, requireStaff } from '#app/server/auth/guard.server';
import { crudAction, crudHandler } from '#app/server/http/crud-action.server';
import {
  cancelInvoice,
  createCoPaymentReceipt,
  createPrivateInvoice,
  listInvoices,
  markInvoicePaid,
} from '#app/server/invoices/invoices.server';
import { currentIssuer } from '#app/server/invoices/invoice-settings.server';
import { openLegs } from '#app/server/invoices/leg-amounts.server';
import { InvoicesScreen } from '#app/routes/staff/invoices/ui/invoices-screen';
import type { Route } from './+types/invoices';

export const meta: Route.MetaFunction = () => [{ title: 'Rechnungen – Back Office' }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireStaff(request, context);
  const { db } = context.services;
  const [open, invoices, issuer] = await Promise.all([openLegs(db), listInvoices(db), currentIssuer(db)]);
  return { open, invoices, issuerProblem: issuerProblem(issuer), canEditSettings: can(user, 'settings.edit') };
}

export async function action({ request, context }: Route.ActionArgs) {
  const actor = actorOf(await requireStaff(request, context));
  const { db, dataDir, logger } = context.services;
  return crudAction(request, logger, invoiceTexts, {
    'create-invoice': crudHandler({
      run: (_values, form) => createPrivateInvoice(db, dataDir, actor, invoiceFormValues(form)),
      describe: (i) => i.nummer,
      data: (i) => i,
    }),
    'create-receipt': crudHandler({
      run: (_values, form) => createCoPaymentReceipt(db, dataDir, actor, invoiceFormValues(form)),
      describe: (i) => i.nummer,
      data: (i) => i,
    }),
    cancel: crudHandler({
      run: (values) => cancelInvoice(db, dataDir, actor, values),
      describe: (i) => `${i.cancelled} storniert durch ${i.nummer}`,
      data: (i) => i,
    }),
    'mark-paid': crudHandler({ run: (values) => markInvoicePaid(db, values), describe: (i) => i.nummer }),
  });
}

export default function InvoicesRoute({ loaderData }: Route.ComponentProps) {
  return <InvoicesScreen {...loaderData} />;
}
