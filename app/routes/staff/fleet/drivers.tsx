// /app/drivers: Fahrer (SPEC.md §2). Thin: guard, parse the intent, call the use case, respond.
import { requireStaff, actorOf } from '../../../server/auth/guard.server';
import { createDriver, deleteDriver, listDrivers, updateDriver } from '../../../server/fleet/drivers.server';
import { DriversScreen } from '../../../staff/fleet/drivers-screen';
import type { Route } from './+types/drivers';
import { badRequest, readForm, refused, respond } from './form-result.server';

export const meta: Route.MetaFunction = () => [{ title: 'Fahrer – Back Office' }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  return { drivers: await listDrivers(context.services.db) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireStaff(request, context);
  const { db } = context.services;
  const read = await readForm(request);
  if (!read.ok) return refused('unknown', 'Fehler beim Speichern', read);
  const form = read.form;
  const intent = form.get('intent');
  const values = Object.fromEntries(form);
  switch (intent) {
    case 'create':
      return respond('create', form, await createDriver(db, values), {
        success: 'Fahrer erfolgreich hinzugefügt',
        failure: 'Fehler beim Hinzufügen des Fahrers',
        describe: (driver) => driver.name,
      });
    case 'update':
      return respond('update', form, await updateDriver(db, form.get('id'), values), {
        success: 'Fahrer erfolgreich aktualisiert',
        failure: 'Fehler beim Aktualisieren des Fahrers',
        describe: (driver) => driver.name,
      });
    case 'delete':
      return respond('delete', form, await deleteDriver(db, actorOf(user), form.get('id')), {
        success: 'Fahrer erfolgreich gelöscht',
        failure: 'Fehler beim Löschen des Fahrers',
        describe: ({ name, unassignedBookings }) =>
          unassignedBookings === 0
            ? name
            : `${name}: ${unassignedBookings === 1 ? '1 Buchung ist' : `${unassignedBookings} Buchungen sind`} jetzt ohne Fahrer. Der Verlauf nennt den Fahrer weiterhin.`,
      });
    default:
      return badRequest(String(intent ?? 'unknown'), 'Fehler beim Speichern');
  }
}

export default function DriversRoute({ loaderData }: Route.ComponentProps) {
  return <DriversScreen drivers={loaderData.drivers} />;
}
