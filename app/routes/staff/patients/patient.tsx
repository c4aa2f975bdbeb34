// /app/patients/:id: one patient (issue 17): Stammdaten, upcoming and past legs, likely duplicates,
// edit, archive and restore. Thin: guard, then one handler per intent (decision 160).
import { data } from 'react-router';
import { berlinDate } from '#app/domain/berlin-time';
import { patientTexts, savedPatientNote } from '#app/domain/patients/action-texts';
import { listApprovals } from '#app/server/approvals/approvals.server';
import { requireStaff } from '#app/server/auth/guard.server';
import { crudAction, crudHandler } from '#app/server/http/crud-action.server';
import { getPatient, setPatientArchived, updatePatient } from '#app/server/patients/patients.server';
import { PatientApprovals } from '#app/routes/staff/approvals/ui/patient-approvals';
import { PatientDetailScreen } from '#app/routes/staff/patients/ui/patient-detail-screen';
import { listSeriesOverview } from '#app/server/series/series-reads.server';
import { PatientSeries } from '#app/routes/staff/series/ui/patient-series';
import type { Route } from './+types/patient';

const NO_STORE = { 'Cache-Control': 'no-store' };

export const meta: Route.MetaFunction = ({ data: loaded }) => [
  { title: loaded ? `${loaded.patient.vorname} ${loaded.patient.nachname} – Patienten` : 'Patient – Back Office' },
  { name: 'robots', content: 'noindex' },
];

export function headers() {
  return NO_STORE;
}

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const today = berlinDate();
  const found = await getPatient(context.services.db, params.id, today);
  if (!found) throw new Response('Dieser Patient wurde nicht gefunden.', { status: 404, headers: NO_STORE });
  const { patient, upcoming, past, duplicates } = found;
  return data(
    {
      patient: {
        ...patient,
        archivedAt: patient.archivedAt?.toISOString() ?? null,
        createdAt: patient.createdAt.toISOString(),
        updatedAt: patient.updatedAt.toISOString(),
      },
      upcoming,
      past,
      duplicates: duplicates.map(({ patient: other, match }) => ({
        patient: { ...other, archivedAt: other.archivedAt?.toISOString() ?? null },
        match,
      })),
      today,
      approvals: await listApprovals(context.services.db, { filter: 'alle', today, patientId: patient.id }),
      series: await listSeriesOverview(context.services.db, today, { patientId: patient.id }),
    },
    { headers: NO_STORE },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  await requireStaff(request, context);
  const { db, logger } = context.services;
  return crudAction(request, logger, patientTexts, {
    update: crudHandler({
      run: (values) => updatePatient(db, values.id, values, berlinDate()),
      describe: (saved) =>
        savedPatientNote({
          name: `${saved.patient.vorname} ${saved.patient.nachname}`,
          duplicates: saved.duplicates.length,
        }),
    }),
    archive: crudHandler({ run: (values) => setPatientArchived(db, values.id, true) }),
    unarchive: crudHandler({ run: (values) => setPatientArchived(db, values.id, false) }),
  });
}

export default function PatientRoute({ loaderData }: Route.ComponentProps) {
  return (
    <PatientDetailScreen
      {...loaderData}
      sections={
        <>
          <PatientSeries patientId={loaderData.patient.id} series={loaderData.series} />
          <PatientApprovals patientId={loaderData.patient.id} approvals={loaderData.approvals} />
        </>
      }
    />
  );
}
