// /app/vehicles: Fahrzeuge (SPEC.md §2) plus edit and delete. Thin: guard, intent, use case, respond.
import { requireStaff } from '../../../server/auth/guard.server';
import { listDriverOptions } from '../../../server/fleet/drivers.server';
import { createVehicle, deleteVehicle, listVehicles, updateVehicle } from '../../../server/fleet/vehicles.server';
import { VehiclesScreen } from '../../../staff/fleet/vehicles-screen';
import type { Route } from './+types/vehicles';
import { badRequest, readForm, refused, respond } from './form-result.server';

export const meta: Route.MetaFunction = () => [{ title: 'Fahrzeuge – Back Office' }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const { db } = context.services;
  const [vehicles, drivers] = await Promise.all([listVehicles(db), listDriverOptions(db)]);
  return { vehicles, drivers };
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireStaff(request, context);
  const { db } = context.services;
  const read = await readForm(request);
  if (!read.ok) return refused('unknown', 'Fehler beim Speichern des Fahrzeugs', read);
  const form = read.form;
  const intent = form.get('intent');
  const values = Object.fromEntries(form);
  switch (intent) {
    case 'create':
      return respond('create', form, await createVehicle(db, values), {
        success: 'Fahrzeug angelegt',
        failure: 'Fehler beim Anlegen des Fahrzeugs',
        describe: (vehicle) => vehicle.plate,
      });
    case 'update':
      return respond('update', form, await updateVehicle(db, form.get('id'), values), {
        success: 'Fahrzeug gespeichert',
        failure: 'Fehler beim Speichern des Fahrzeugs',
        describe: (vehicle) => vehicle.plate,
      });
    case 'delete':
      return respond('delete', form, await deleteVehicle(db, form.get('id')), {
        success: 'Fahrzeug gelöscht',
        failure: 'Fehler beim Löschen des Fahrzeugs',
        describe: (vehicle) => vehicle.plate,
      });
    default:
      return badRequest(String(intent ?? 'unknown'), 'Fehler beim Speichern des Fahrzeugs');
  }
}

export default function VehiclesRoute({ loaderData }: Route.ComponentProps) {
  return <VehiclesScreen vehicles={loaderData.vehicles} drivers={loaderData.drivers} />;
}
