// /app/approvals: Genehmigungen (issue 18). Thin: guard, loader with the filter, one handler per intent.
import { approvalTexts, describeSavedApproval, seriesReplanToasts } from '#app/domain/approvals/action-texts';
import { berlinDate } from '#app/domain/berlin-time';
import { can } from '#app/domain/staff-access/permissions';
import { actorOf, requireStaff } from '#app/server/auth/guard.server';
import { APPROVAL_FILTERS, type ApprovalFilter } from '#app/domain/approvals/read-models';
import {
  approvalCounts,
  createApproval,
  deleteApproval,
  listApprovals,
  updateApproval,
} from '#app/server/approvals/approvals.server';
import { crudAction, crudHandler } from '#app/server/http/crud-action.server';
import { listPatients } from '#app/server/patients/patients.server';
import { ApprovalsScreen } from '#app/routes/staff/approvals/ui/approvals-screen';
import type { Route } from './+types/approvals';

export const meta: Route.MetaFunction = () => [{ title: 'Genehmigungen – Back Office' }];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireStaff(request, context);
  const { db } = context.services;
  const params = new URL(request.url).searchParams;
  const raw = params.get('filter');
  const filter: ApprovalFilter = (APPROVAL_FILTERS as readonly string[]).includes(raw ?? '')
    ? (raw as ApprovalFilter)
    : 'alle';
  const today = berlinDate();
  const patients = await listPatients(db, { limit: 1000 });
  return {
    filter,
    approvals: await listApprovals(db, { filter, today }),
    counts: await approvalCounts(db, today),
    patients: patients.map((p) => ({ id: p.id, name: `${p.nachname}, ${p.vorname}`, krankenkasse: p.krankenkasse })),
    canEditInsurers: can(user, 'insurers.edit'),
    // "Genehmigung erfassen" from a booking preselects its patient.
    initialPatientId: patients.some((p) => p.id === params.get('patient')) ? params.get('patient') : null,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const actor = actorOf(await requireStaff(request, context));
  const { db, logger } = context.services;
  return crudAction(request, logger, approvalTexts, {
    create: crudHandler({ run: (values) => createApproval(db, actor, values), describe: describeSavedApproval }),
    update: crudHandler({
      run: (values) => updateApproval(db, actor, values.id, values),
      describe: describeSavedApproval,
      more: (a) => seriesReplanToasts(a.series),
    }),
    delete: crudHandler({
      run: (values) => deleteApproval(db, actor, values.id),
      describe: (a) => (a.nummer ? `Nr. ${a.nummer}` : null),
    }),
  });
}

export default function ApprovalsRoute({ loaderData }: Route.ComponentProps) {
  return <ApprovalsScreen {...loaderData} />;
}
