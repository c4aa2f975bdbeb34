// The series overview as cards (issue 19), on /app/series and the patient page: patient, the rule in
// German words, period, state (active, paused, ended), next dates, holidays in view, approval validity,
// the Serienverordnung (missing, or ending before the planning horizon).
import { CalendarX2, FileWarning, PauseCircle, ShieldAlert } from 'lucide-react';
import { Link } from 'react-router';
import { formatGermanDate, formatGermanDateWithWeekday } from '#app/domain/calendar-days';
import type { ApprovalNotice, PrescriptionNotice, SeriesState } from '#app/domain/series/overview';
import type { SeriesOverviewItem } from '#app/domain/series/read-models';
import { Badge } from '#app/ui/badge';

export type SeriesListItem = SeriesOverviewItem;

export function StateBadge({ state }: { state: SeriesState }) {
  if (state.kind === 'pausiert')
    return (
      <Badge variant="outline" className="border-yellow-400 bg-yellow-50 text-yellow-900">
        <PauseCircle aria-hidden="true" className="size-4" />
        {state.text}
      </Badge>
    );
  if (state.kind === 'beendet')
    return (
      <Badge variant="outline">
        <CalendarX2 aria-hidden="true" className="size-4" />
        {state.text}
      </Badge>
    );
  return <Badge variant="outline">{state.text}</Badge>;
}

export function ApprovalLine({ approval }: { approval: ApprovalNotice }) {
  const warn = approval.kind === 'laeuft-ab' || approval.kind === 'abgelaufen';
  return (
    <p className={warn ? 'flex items-center gap-1.5 font-medium text-yellow-900' : 'text-muted'}>
      {warn ? <ShieldAlert aria-hidden="true" className="size-4 shrink-0" /> : null}
      {approval.text}
      {approval.kind === 'laeuft-ab' ? ' – bitte Folgegenehmigung beantragen' : ''}
    </p>
  );
}

export function PrescriptionLine({ prescription }: { prescription: PrescriptionNotice }) {
  const warn = prescription.kind !== 'gueltig';
  return (
    <p
      className={warn ? 'flex items-center gap-1.5 font-medium text-yellow-900' : 'text-muted'}
      data-prescription={prescription.kind}
    >
      {warn ? <FileWarning aria-hidden="true" className="size-4 shrink-0" /> : null}
      {prescription.text}
      {prescription.kind === 'laeuft-ab' || prescription.kind === 'endet-vor-horizont'
        ? ' – bitte Folgeverordnung anfordern'
        : ''}
    </p>
  );
}

export function SeriesList({
  items,
  empty,
  showPatient = true,
}: {
  items: SeriesListItem[];
  empty: string;
  showPatient?: boolean;
}) {
  if (items.length === 0)
    return <p className="rounded-lg border border-dashed border-border p-6 text-muted">{empty}</p>;
  return (
    <ul className="flex flex-col gap-3">
      {items.map((item) => (
        <li
          key={item.id}
          data-series-id={item.id}
          className="flex flex-col gap-2 rounded-lg border border-border bg-white p-4 text-sm"
        >
          <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <Link
              to={`/app/series/${item.id}`}
              className="text-base font-semibold text-brand-dark underline-offset-4 hover:underline"
            >
              {showPatient ? `${item.patientName}: ` : ''}
              {item.words}
            </Link>
            <StateBadge state={item.state} />
          </div>
          <p className="text-muted">
            {item.period} · {item.abholadresse} → {item.zieladresse}
          </p>
          <ApprovalLine approval={item.approval} />
          <PrescriptionLine prescription={item.prescription} />
          <p>
            <span className="font-medium">Nächste Termine: </span>
            {item.nextDates.length
              ? item.nextDates
                  .map((d) => `${formatGermanDateWithWeekday(d.date)} ${d.pickupTime}${d.changed ? ' (geändert)' : ''}`)
                  .join(' · ')
              : 'keine in der Vorausplanung'}
          </p>
          {item.holidays.length ? (
            <p className="text-muted">
              <span className="font-medium">Feiertage: </span>
              {item.holidays
                .map(
                  (h) => `${formatGermanDate(h.date)} ${h.label} (${h.skipped ? 'keine Fahrt' : 'Fahrt findet statt'})`,
                )
                .join(' · ')}
            </p>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
