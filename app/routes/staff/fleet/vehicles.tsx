// /app/vehicles: Fahrzeuge (SPEC.md §2) plus edit and delete. Thin: guard, one handler per intent.
import { vehicleTexts } from '#app/domain/fleet/action-texts';
import { requireStaff } from '#app/server/auth/guard.server';
import { listDriverOptions } from '#app/server/fleet/drivers.server';
import { createVehicle, deleteVehicle, listVehicles, updateVehicle } from '#app/server/fleet/vehicles.server';
import { crudAction, crudHandler } from '#app/server/http/crud-action.server';
import { VehiclesScreen } from '#app/routes/staff/fleet/ui/vehicles-screen';
import type { Route } from './+types/vehicles';

export const meta: Route.MetaFunction = () => [{ title: 'Fahrzeuge – Back Office' }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const { db } = context.services;
  const [vehicles, drivers] = await Promise.all([listVehicles(db), listDriverOptions(db)]);
  return { vehicles, drivers };
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireStaff(request, context);
  const { db, logger } = context.services;
  return crudAction(request, logger, vehicleTexts, {
    create: crudHandler({ run: (values) => createVehicle(db, values), describe: (vehicle) => vehicle.plate }),
    update: crudHandler({ run: (values) => updateVehicle(db, values.id, values), describe: (vehicle) => vehicle.plate }),
    delete: crudHandler({ run: (values) => deleteVehicle(db, values.id), describe: (vehicle) => vehicle.plate }),
  });
}

export default function VehiclesRoute({ loaderData }: Route.ComponentProps) {
  return <VehiclesScreen {...loaderData} />;
}
