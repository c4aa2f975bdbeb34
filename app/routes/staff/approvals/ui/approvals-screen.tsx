// Genehmigungen (issue 18): create card, filters (alle / läuft ab / beantragt), the list with status and
// expiry badges, edit dialog and delete confirmation (the list-screen pattern of decision 160).
import { Link, useSearchParams } from 'react-router';
import { APPROVAL_STATUS_LABELS } from '#app/domain/approvals/approval-form';
import { TRANSPORT_MEANS_LABELS } from '#app/domain/approvals/classification';
import type { ApprovalFilter, ApprovalRow } from '#app/domain/approvals/read-models';
import { formatGermanDate } from '#app/domain/german-date';
import { TRANSPORT_LABELS } from '#app/domain/bookings/transport';
import { Badge } from '#app/ui/badge';
import { cn } from '#app/ui/cn';
import { CreateCard, EditDeleteActions } from '#app/staff/crud/crud-parts';
import { ListScreen, ScreenTitle } from '#app/staff/crud/page-parts';
import { LIVE_HIGHLIGHT_CLASS, LIVE_HIGHLIGHT_TRANSITION, useRecentlyChanged } from '#app/staff/realtime/live-updates';
import { ApprovalFields, type PatientOption } from './approval-fields';
import type { Route } from '../+types/approvals';

export type ApprovalListItem = ApprovalRow;

/** The screen shows what its route's loader returns (the route's generated types). */
type ScreenData = Route.ComponentProps['loaderData'];

const STATUS_VARIANT = { beantragt: 'pending', genehmigt: 'confirmed', abgelehnt: 'rejected' } as const;

const FILTERS: { value: ApprovalFilter; label: string }[] = [
  { value: 'alle', label: 'Alle' },
  { value: 'ablaufend', label: 'Läuft in 14 Tagen ab' },
  { value: 'beantragt', label: 'Beantragt' },
];

function CreateApprovalCard({
  patients,
  initialPatientId,
}: {
  patients: PatientOption[];
  initialPatientId: string | null;
}) {
  const initial = patients.find((p) => p.id === initialPatientId);
  return (
    <CreateCard
      fetcherKey="approval-create"
      title="Genehmigung erfassen"
      description="Felder mit * sind Pflichtfelder. Die Genehmigung gilt für die Buchungen des Patienten in ihrem Zeitraum."
      submitLabel="Speichern"
      busyLabel="Wird gespeichert …"
    >
      {({ defaults, errors }) => (
        <ApprovalFields
          idPrefix="new-approval"
          defaults={
            initial ? { patientId: initial.id, krankenkasse: initial.krankenkasse ?? '', ...defaults } : defaults
          }
          errors={errors}
          patients={patients}
        />
      )}
    </CreateCard>
  );
}

function legsText(a: Pick<ApprovalListItem, 'hinfahrt' | 'rueckfahrt'>): string {
  return a.hinfahrt && a.rueckfahrt ? 'Hin- und Rückfahrt' : a.hinfahrt ? 'nur Hinfahrt' : 'nur Rückfahrt';
}

function ApprovalCard({ approval, patients }: { approval: ApprovalListItem; patients: PatientOption[] }) {
  const changed = useRecentlyChanged(approval.id);
  const period = `${formatGermanDate(approval.gueltigVon)} bis ${approval.gueltigBis ? formatGermanDate(approval.gueltigBis) : 'unbefristet'}`;
  const label = `Genehmigung ${approval.nummer ?? ''} für ${approval.patientName}`.replace(/\s+/g, ' ');
  return (
    <li
      data-approval-id={approval.id}
      className={cn(
        'flex flex-col gap-3 rounded-lg border border-border bg-white p-4 sm:flex-row sm:items-start sm:justify-between',
        LIVE_HIGHLIGHT_TRANSITION,
        changed && LIVE_HIGHLIGHT_CLASS,
      )}
    >
      <div className="flex min-w-0 flex-col gap-1 text-sm">
        <h3 className="flex flex-wrap items-center gap-2 text-base font-semibold">
          {approval.patientName}
          <Badge variant={STATUS_VARIANT[approval.status]}>{APPROVAL_STATUS_LABELS[approval.status]}</Badge>
          {approval.expiry ? <Badge variant="pending">läuft ab</Badge> : null}
        </h3>
        <p>
          {approval.krankenkasse}
          {approval.nummer ? ` · Nr. ${approval.nummer}` : ''}
          {approval.genehmigungsdatum ? ` · vom ${formatGermanDate(approval.genehmigungsdatum)}` : ''}
        </p>
        <p>
          Gültig {period} · {legsText(approval)} · {TRANSPORT_MEANS_LABELS[approval.befoerderungsmittel]}
          {approval.position ? ` (${TRANSPORT_LABELS[approval.position]})` : ''}
        </p>
        {approval.expiry ? <p className="font-medium text-yellow-900">{approval.expiry.message}</p> : null}
        <p className="text-muted">
          {approval.bookingCount === 1 ? '1 Buchung verknüpft' : `${approval.bookingCount} Buchungen verknüpft`}
        </p>
        {approval.notizen ? <p className="break-words whitespace-pre-line">{approval.notizen}</p> : null}
      </div>
      <EditDeleteActions
        id={approval.id}
        subject={label}
        editTitle="Genehmigung bearbeiten"
        editDescription={`Ändern Sie die ${label}.`}
        deleteTitle="Genehmigung löschen"
        question={`Möchten Sie die ${label} wirklich löschen? Die verknüpften Buchungen zeigen danach wieder, ob eine Genehmigung fehlt.`}
      >
        {(errors) => (
          <ApprovalFields
            idPrefix={`approval-${approval.id}`}
            defaults={approval}
            errors={errors}
            patients={patients}
          />
        )}
      </EditDeleteActions>
    </li>
  );
}

export function ApprovalsScreen({
  approvals,
  patients,
  filter,
  counts,
  canEditInsurers,
  initialPatientId,
}: ScreenData) {
  const [params] = useSearchParams();
  const hrefFor = (value: ApprovalFilter) => {
    const next = new URLSearchParams(params);
    if (value === 'alle') next.delete('filter');
    else next.set('filter', value);
    const query = next.toString();
    return query ? `?${query}` : '.';
  };
  return (
    <ListScreen
      heading={
        <div className="flex flex-wrap items-end justify-between gap-3">
          <ScreenTitle>Genehmigungen</ScreenTitle>
          <Link to="/app/approvals/kassen" className="text-sm font-medium text-brand-dark underline underline-offset-4">
            {canEditInsurers ? 'Ausnahmen der Krankenkassen bearbeiten' : 'Ausnahmen der Krankenkassen (nur Inhaber)'}
          </Link>
        </div>
      }
      create={<CreateApprovalCard patients={patients} initialPatientId={initialPatientId} />}
      createColumn="wide"
    >
      <section aria-labelledby="approvals-heading" className="flex min-w-0 flex-col gap-3">
        <h2 id="approvals-heading" className="text-lg font-semibold">
          {FILTERS.find((f) => f.value === filter)!.label} ({approvals.length})
        </h2>
        <nav aria-label="Filter" className="flex flex-wrap gap-2">
          {FILTERS.map((f) => (
            <Link
              key={f.value}
              to={hrefFor(f.value)}
              aria-current={f.value === filter ? 'page' : undefined}
              className={cn(
                'inline-flex min-h-11 items-center rounded-md border px-3 text-sm font-medium sm:min-h-9',
                f.value === filter ? 'border-brand bg-brand-light text-brand-dark' : 'border-border bg-white',
              )}
            >
              {f.label}
              {f.value === 'ablaufend'
                ? ` (${counts.ablaufend})`
                : f.value === 'beantragt'
                  ? ` (${counts.beantragt})`
                  : ''}
            </Link>
          ))}
        </nav>
        {approvals.length === 0 ? (
          <p className="rounded-lg border border-dashed border-border p-6 text-muted">
            Keine Genehmigungen für diesen Filter.
          </p>
        ) : (
          <ul className="flex flex-col gap-3">
            {approvals.map((a) => (
              <ApprovalCard key={a.id} approval={a} patients={patients} />
            ))}
          </ul>
        )}
      </section>
    </ListScreen>
  );
}
