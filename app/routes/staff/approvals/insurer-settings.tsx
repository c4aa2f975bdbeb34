// /app/approvals/kassen: the insurers' exceptions (issue 18), Inhaber only (the
// permission table's part /app/approvals/kassen: insurers.edit).
import { insurerSettingsTexts } from '#app/domain/approvals/action-texts';
import { requireStaff } from '#app/server/auth/guard.server';
import {
  deleteInsurerSettings,
  listInsurerSettings,
  saveInsurerSettings,
} from '#app/server/approvals/insurer-settings.server';
import { crudAction, crudHandler } from '#app/server/http/crud-action.server';
import { InsurerSettingsScreen } from '#app/routes/staff/approvals/ui/insurer-settings-screen';
import type { Route } from './+types/insurer-settings';

export const meta: Route.MetaFunction = () => [{ title: 'Ausnahmen der Krankenkassen – Back Office' }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  return { insurers: await listInsurerSettings(context.services.db) };
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireStaff(request, context);
  const { db, logger } = context.services;
  return crudAction(request, logger, insurerSettingsTexts, {
    create: crudHandler({ run: (values) => saveInsurerSettings(db, null, values), describe: (s) => s.krankenkasse }),
    update: crudHandler({
      run: (values) => saveInsurerSettings(db, values.id ?? '', values),
      describe: (s) => s.krankenkasse,
    }),
    delete: crudHandler({ run: (values) => deleteInsurerSettings(db, values.id), describe: (s) => s.krankenkasse }),
  });
}

export default function InsurerSettingsRoute({ loaderData }: Route.ComponentProps) {
  return <InsurerSettingsScreen {...loaderData} />;
}
