// /app/settings/rechnungsdaten: the company's tax number, VAT id, IK, bank and payment term for invoices
// (issue 21). Inhaber only (the /app/settings part needs settings.edit, permissions.ts).
import { invoiceSettingsTexts } from '#app/domain/invoices/action-texts';
import { requireStaff } from '#app/server/auth/guard.server';
import { crudAction, crudHandler } from '#app/server/http/crud-action.server';
import { getInvoiceSettings, saveInvoiceSettings } from '#app/server/invoices/invoice-settings.server';
import { InvoiceSettingsScreen } from '#app/routes/staff/invoices/ui/invoice-settings-screen';
import type { Route } from './+types/invoice-settings';

export const meta: Route.MetaFunction = () => [{ title: 'Rechnungsdaten – Back Office' }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  return { settings: await getInvoiceSettings(context.services.db) };
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireStaff(request, context);
  const { db, logger } = context.services;
  return crudAction(request, logger, invoiceSettingsTexts, {
    save: crudHandler({ run: (values) => saveInvoiceSettings(db, values) }),
  });
}

export default function InvoiceSettingsRoute({ loaderData }: Route.ComponentProps) {
  return <InvoiceSettingsScreen {...loaderData} />;
}
