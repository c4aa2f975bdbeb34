// The approval badge of a booking or leg (issue 18): "Genehmigung fehlt", "genehmigt", "genehmigungsfrei",
// "gilt als genehmigt", "läuft ab" … in the status colours (red needs action, yellow pending, green fine).
import { APPROVAL_BADGE_LABELS, type ApprovalBadgeKind } from '#app/domain/approvals/approval-badges';
import { Badge, type BadgeVariant } from '#app/ui/badge';

const VARIANT: Record<ApprovalBadgeKind, BadgeVariant> = {
  fehlt: 'rejected',
  abgelehnt: 'rejected',
  beantragt: 'pending',
  laeuft_ab: 'pending',
  nicht_verordnet: 'outline',
  genehmigt: 'confirmed',
  gilt_als_genehmigt: 'confirmed',
  genehmigungsfrei: 'completed',
};

export function ApprovalBadge({ kind, title }: { kind: ApprovalBadgeKind; title?: string }) {
  return (
    <Badge variant={VARIANT[kind]} title={title} data-approval-badge={kind}>
      {APPROVAL_BADGE_LABELS[kind]}
    </Badge>
  );
}
