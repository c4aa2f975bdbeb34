// /app/patients: Patienten (Stammdaten, issue 17): search, archived filter, create. Thin: guard, then
// one handler per intent (decision 160).
import { data } from 'react-router';
import { berlinDate } from '#app/domain/berlin-time';
import { patientListTexts, savedPatientNote } from '#app/domain/patients/action-texts';
import { searchTerm } from '#app/domain/text/plain-text';
import { requireStaff } from '#app/server/auth/guard.server';
import { crudAction, crudHandler } from '#app/server/http/crud-action.server';
import { createPatient, listPatients } from '#app/server/patients/patients.server';
import { PATIENT_LIST_LIMIT, PatientsScreen } from '#app/routes/staff/patients/ui/patients-screen';
import type { Route } from './+types/patients';

const NO_STORE = { 'Cache-Control': 'no-store' };

export const meta: Route.MetaFunction = () => [
  { title: 'Patienten – Back Office' },
  { name: 'robots', content: 'noindex' },
];

export function headers() {
  return NO_STORE;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const params = new URL(request.url).searchParams;
  const q = searchTerm(params.get('q'), 200);
  const archived = params.get('archiv') === '1';
  const rows = await listPatients(context.services.db, { q, archived, limit: PATIENT_LIST_LIMIT + 1 });
  return data(
    { q, archived, patients: rows.slice(0, PATIENT_LIST_LIMIT), more: rows.length > PATIENT_LIST_LIMIT },
    { headers: NO_STORE },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireStaff(request, context);
  const { db, logger } = context.services;
  return crudAction(request, logger, patientListTexts, {
    create: crudHandler({
      run: (values) => createPatient(db, values, berlinDate()),
      describe: (saved) =>
        savedPatientNote({
          name: `${saved.patient.vorname} ${saved.patient.nachname}`,
          duplicates: saved.duplicates.length,
        }),
      data: (saved) => ({ id: saved.id }),
    }),
  });
}

export default function PatientsRoute({ loaderData }: Route.ComponentProps) {
  return <PatientsScreen {...loaderData} />;
}
