// On a patient's page (issue 18): their approvals with status, validity and expiry notice, and the way to
// record a new one (the Genehmigungen screen with the patient preselected).
import { Link } from 'react-router';
import { APPROVAL_STATUS_LABELS } from '#app/domain/approvals/approval-form';
import { TRANSPORT_MEANS_LABELS } from '#app/domain/approvals/classification';
import { formatGermanDate } from '#app/domain/german-date';
import { Badge } from '#app/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '#app/ui/card';
import type { ApprovalListItem } from './approvals-screen';

const STATUS_VARIANT = { beantragt: 'pending', genehmigt: 'confirmed', abgelehnt: 'rejected' } as const;

export function PatientApprovals({ patientId, approvals }: { patientId: string; approvals: ApprovalListItem[] }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">Genehmigungen ({approvals.length})</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-3 text-sm">
        {approvals.length ? (
          <ul className="grid gap-2">
            {approvals.map((a) => (
              <li key={a.id} className="flex flex-wrap items-center gap-2">
                <Badge variant={STATUS_VARIANT[a.status]}>{APPROVAL_STATUS_LABELS[a.status]}</Badge>
                <span>
                  {a.krankenkasse}
                  {a.nummer ? ` · Nr. ${a.nummer}` : ''} · {formatGermanDate(a.gueltigVon)} bis{' '}
                  {a.gueltigBis ? formatGermanDate(a.gueltigBis) : 'unbefristet'} ·{' '}
                  {TRANSPORT_MEANS_LABELS[a.befoerderungsmittel]}
                </span>
                {a.expiry ? <span className="w-full font-medium text-yellow-900">{a.expiry.message}</span> : null}
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-muted">Noch keine Genehmigung erfasst.</p>
        )}
        <Link
          to={`/app/approvals?patient=${encodeURIComponent(patientId)}`}
          className="font-medium text-brand-dark underline underline-offset-4"
        >
          Genehmigung erfassen
        </Link>
      </CardContent>
    </Card>
  );
}
