// /app/vehicles: Fahrzeuge (SPEC.md §2) plus edit and delete. Thin: guard, one handler per intent.
import { vehicleTexts } from '#app/domain/fleet/action-texts';
import { can } from '#app/domain/staff-access/permissions';
import { requireStaff } from '#app/server/auth/guard.server';
import { listDriverOptions } from '#app/server/fleet/drivers.server';
import { createVehicle, deleteVehicle, listVehicles, updateVehicle } from '#app/server/fleet/vehicles.server';
import { crudAction, crudHandler } from '#app/server/http/crud-action.server';
import { vatSettings } from '#app/server/invoices/invoice-settings.server';
import { VehiclesScreen } from '#app/routes/staff/fleet/ui/vehicles-screen';
import type { Route } from './+types/vehicles';

export const meta: Route.MetaFunction = () => [{ title: 'Fahrzeuge – Back Office' }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireStaff(request, context);
  const { db } = context.services;
  const [vehicles, drivers, vat] = await Promise.all([listVehicles(db), listDriverOptions(db), vatSettings(db)]);
  // Only who may (vehicle-licence.choose: the Inhaber) chooses Taxi or Mietwagen (VAT, issue 38); the form shows the company's licence as default.
  return { vehicles, drivers, companyLicence: can(user, 'vehicle-licence.choose') ? vat.konzession : null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireStaff(request, context);
  const { db, logger } = context.services;
  const options = { mayChooseLicence: can(user, 'vehicle-licence.choose') };
  return crudAction(request, logger, vehicleTexts, {
    create: crudHandler({ run: (values) => createVehicle(db, values, options), describe: (vehicle) => vehicle.plate }),
    update: crudHandler({
      run: (values) => updateVehicle(db, values.id, values, options),
      describe: (vehicle) => vehicle.plate,
    }),
    delete: crudHandler({ run: (values) => deleteVehicle(db, values.id), describe: (vehicle) => vehicle.plate }),
  });
}

export default function VehiclesRoute({ loaderData }: Route.ComponentProps) {
  return <VehiclesScreen {...loaderData} />;
}
