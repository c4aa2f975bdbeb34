// /app/drivers: Fahrer (SPEC.md §2). Thin: guard, then one handler per intent (decision 160).
import { deletedDriverNote, driverTexts } from '#app/domain/fleet/action-texts';
import { can } from '#app/domain/staff-access/permissions';
import { requireStaff, actorOf } from '#app/server/auth/guard.server';
import { createDriver, deleteDriver, listDrivers, updateDriver } from '#app/server/fleet/drivers.server';
import { crudAction, crudHandler } from '#app/server/http/crud-action.server';
import { DriversScreen } from '#app/routes/staff/fleet/ui/drivers-screen';
import {
  DRIVER_ACCOUNT_INTENT,
  driverAccountTitle,
  type DriverAccountCreated,
} from '#app/domain/driver-app/action-texts';
import { createDriverAccount, driverAccountsByDriver } from '#app/server/driver-app/driver-accounts.server';
import type { Route } from './+types/drivers';

export const meta: Route.MetaFunction = () => [{ title: 'Fahrer – Back Office' }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireStaff(request, context);
  const { db } = context.services;
  // Issue 20: the Inhaber (driver-accounts.create) creates a driver's access to the drivers' app from the driver's card.
  const canCreateAccounts = can(user, 'driver-accounts.create');
  return {
    drivers: await listDrivers(db),
    canCreateAccounts,
    accounts: canCreateAccounts ? await driverAccountsByDriver(db) : {},
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireStaff(request, context);
  const { db, logger } = context.services;
  const texts = { ...driverTexts, titles: { ...driverTexts.titles, [DRIVER_ACCOUNT_INTENT]: driverAccountTitle } };
  return crudAction(request, logger, texts, {
    create: crudHandler({ run: (values) => createDriver(db, values), describe: (driver) => driver.name }),
    update: crudHandler({ run: (values) => updateDriver(db, values.id, values), describe: (driver) => driver.name }),
    delete: crudHandler({ run: (values) => deleteDriver(db, actorOf(user), values.id), describe: deletedDriverNote }),
    [DRIVER_ACCOUNT_INTENT]: crudHandler({
      run: async (values) => {
        // A 403 for a role without driver-accounts.create; Disposition keeps the rest of the screen.
        const creator = await requireStaff(request, context, { capability: 'driver-accounts.create' });
        return createDriverAccount(db, creator, String(values.id ?? ''));
      },
      describe: ({ account }) => account.email,
      data: ({ account, oneTimePassword }): DriverAccountCreated => ({ email: account.email, oneTimePassword }),
    }),
  });
}

export default function DriversRoute({ loaderData }: Route.ComponentProps) {
  return <DriversScreen {...loaderData} />;
}
