// /app/drivers: Fahrer (SPEC.md §2). Thin: guard, then one handler per intent (decision 160).
import { deletedDriverNote, driverTexts } from '#app/domain/fleet/action-texts';
import { requireStaff, actorOf } from '#app/server/auth/guard.server';
import { createDriver, deleteDriver, listDrivers, updateDriver } from '#app/server/fleet/drivers.server';
import { crudAction, crudHandler } from '#app/server/http/crud-action.server';
import { DriversScreen } from '#app/staff/fleet/drivers-screen';
import type { Route } from './+types/drivers';

export const meta: Route.MetaFunction = () => [{ title: 'Fahrer – Back Office' }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  return { drivers: await listDrivers(context.services.db) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireStaff(request, context);
  const { db, logger } = context.services;
  return crudAction(request, logger, driverTexts, {
    create: crudHandler({ run: (values) => createDriver(db, values), describe: (driver) => driver.name }),
    update: crudHandler({ run: (values) => updateDriver(db, values.id, values), describe: (driver) => driver.name }),
    delete: crudHandler({ run: (values) => deleteDriver(db, actorOf(user), values.id), describe: deletedDriverNote }),
  });
}

export default function DriversRoute({ loaderData }: Route.ComponentProps) {
  return <DriversScreen drivers={loaderData.drivers} />;
}
