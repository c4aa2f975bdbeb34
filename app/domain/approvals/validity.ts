// Whether an insurer's approval (Genehmigung) covers a leg, the approval badge of a leg, and approvals
// that run out soon. An approval covers a leg when it is granted (status genehmigt), the leg's date lies
// within its validity (both ends included; no end = unlimited), it names the leg's kind (Hinfahrt,
// Rückfahrt) and the leg's transport means (and position, when the approval names one).
import { addCalendarDays, daysBetween } from '#app/domain/calendar-days';
import { formatGermanDate } from '#app/domain/german-date';
import { TRANSPORT_LABELS, type TransportType } from '#app/domain/bookings/transport';
import { TRANSPORT_MEANS_LABELS, type ApprovalClass, type TransportMeans } from './classification';
import { LEG_KIND_LABELS, type LegKind } from '#app/domain/rides/legs';

export const APPROVAL_STATUSES = ['beantragt', 'genehmigt', 'abgelehnt'] as const;
export type ApprovalStatus = (typeof APPROVAL_STATUSES)[number];

/** How many days ahead an approval's end is announced (issue 18: the dashboard, 14 days). */
export const APPROVAL_EXPIRY_WARNING_DAYS = 14;

export type ApprovalForLeg = {
  id: string;
  status: ApprovalStatus;
  /** yyyy-MM-dd, first day covered. */
  validFrom: string;
  /** yyyy-MM-dd, last day covered; null = no end. */
  validTo: string | null;
  kinds: readonly LegKind[];
  means: TransportMeans;
  /** The position the approval names; null = any position of that means. */
  position: TransportType | null;
};

export type LegForApproval = {
  date: string;
  kind: LegKind;
  means: TransportMeans;
  position: TransportType;
};

export type CoverageProblem = 'status' | 'not-yet-valid' | 'expired' | 'kind' | 'means';

export type Coverage = { covers: true } | { covers: false; problems: { code: CoverageProblem; message: string }[] };

function meansLabel(means: TransportMeans, position: TransportType | null): string {
  return position ? `${TRANSPORT_MEANS_LABELS[means]} (${TRANSPORT_LABELS[position]})` : TRANSPORT_MEANS_LABELS[means];
}

/** Does `approval` cover `leg`? When not, every reason, in German. */
export function approvalCovers(approval: ApprovalForLeg, leg: LegForApproval): Coverage {
  const problems: { code: CoverageProblem; message: string }[] = [];
  if (approval.status !== 'genehmigt') {
    problems.push({
      code: 'status',
      message:
        approval.status === 'beantragt'
          ? 'Die Genehmigung ist beantragt, aber noch nicht erteilt.'
          : 'Die Genehmigung wurde abgelehnt.',
    });
  }
  if (leg.date < approval.validFrom) {
    problems.push({
      code: 'not-yet-valid',
      message: `Die Genehmigung gilt erst ab dem ${formatGermanDate(approval.validFrom)}.`,
    });
  }
  if (approval.validTo !== null && leg.date > approval.validTo) {
    problems.push({
      code: 'expired',
      message: `Die Genehmigung galt nur bis zum ${formatGermanDate(approval.validTo)}.`,
    });
  }
  if (!approval.kinds.includes(leg.kind)) {
    problems.push({
      code: 'kind',
      message: `Die Genehmigung gilt nicht für die ${LEG_KIND_LABELS[leg.kind]}.`,
    });
  }
  if (approval.means !== leg.means || (approval.position !== null && approval.position !== leg.position)) {
    problems.push({
      code: 'means',
      message: `Die Genehmigung gilt für ${meansLabel(approval.means, approval.position)}, die Fahrt ist ${meansLabel(leg.means, leg.position)}.`,
    });
  }
  return problems.length === 0 ? { covers: true } : { covers: false, problems };
}

export type LegApprovalState =
  /** genehmigungsfrei or gilt als genehmigt. */
  | { state: 'nicht_noetig'; label: string }
  | { state: 'genehmigt'; label: string; approvalId: string }
  | { state: 'beantragt'; label: string; approvalId: string }
  | { state: 'abgelehnt'; label: string; approvalId: string }
  | { state: 'fehlt'; label: string };

/**
 * The badge of a leg: not needed, granted (an approval covers it), applied for or refused (an approval
 * would cover it once granted), or missing. Among several approvals the most useful one is named.
 */
export function legApprovalState(
  classification: ApprovalClass,
  leg: LegForApproval,
  approvals: readonly ApprovalForLeg[],
): LegApprovalState {
  if (classification !== 'genehmigungspflichtig') {
    return {
      state: 'nicht_noetig',
      label: classification === 'gilt_als_genehmigt' ? 'gilt als genehmigt' : 'genehmigungsfrei',
    };
  }
  const granted = approvals.find((approval) => approvalCovers(approval, leg).covers);
  if (granted) return { state: 'genehmigt', label: 'genehmigt', approvalId: granted.id };
  // An approval that fails only on its status would cover the leg once granted.
  const pendingOrRefused = (status: ApprovalStatus) =>
    approvals.find((approval) => {
      if (approval.status !== status) return false;
      const coverage = approvalCovers(approval, leg);
      return !coverage.covers && coverage.problems.every((p) => p.code === 'status');
    });
  const applied = pendingOrRefused('beantragt');
  if (applied) return { state: 'beantragt', label: 'Genehmigung beantragt', approvalId: applied.id };
  const refused = pendingOrRefused('abgelehnt');
  if (refused) return { state: 'abgelehnt', label: 'Genehmigung abgelehnt', approvalId: refused.id };
  return { state: 'fehlt', label: 'Genehmigung fehlt' };
}

/**
 * A granted approval that would cover `leg` but names another means or Beförderungsart (e.g. Rollstuhl
 * where the prescription says Sitzend), with the German sentence saying so; null when there is none.
 * Staff then correct the prescription or get an approval for what it names.
 */
export function approvalForOtherMeans(
  leg: LegForApproval,
  approvals: readonly ApprovalForLeg[],
): { approvalId: string; message: string } | null {
  const other = approvals.find((approval) => {
    const coverage = approvalCovers(approval, leg);
    return !coverage.covers && coverage.problems.every((p) => p.code === 'means');
  });
  if (!other) return null;
  // Same means (Taxi/Mietwagen): only the Beförderungsart differs, so name just that.
  const samePosition = other.means === leg.means && other.position !== null;
  const approved = samePosition ? TRANSPORT_LABELS[other.position!] : meansLabel(other.means, other.position);
  const prescribed = samePosition ? TRANSPORT_LABELS[leg.position] : meansLabel(leg.means, leg.position);
  return {
    approvalId: other.id,
    message: `Genehmigung liegt für ${approved} vor, die Verordnung nennt ${prescribed}.`,
  };
}

export type ApprovalExpiry = { validTo: string; daysLeft: number; message: string };

/**
 * A granted approval whose last day is within `days` days from `today` (today itself included, so
 * daysLeft 0 = last day today); null otherwise, also when it already ended or has no end.
 */
export function approvalExpiringSoon(
  approval: Pick<ApprovalForLeg, 'status' | 'validTo'>,
  today: string,
  days = APPROVAL_EXPIRY_WARNING_DAYS,
): ApprovalExpiry | null {
  if (approval.status !== 'genehmigt' || approval.validTo === null) return null;
  if (approval.validTo < today || approval.validTo > addCalendarDays(today, days)) return null;
  const daysLeft = daysBetween(today, approval.validTo);
  const when = daysLeft === 0 ? 'heute' : daysLeft === 1 ? 'morgen' : `in ${daysLeft} Tagen`;
  return {
    validTo: approval.validTo,
    daysLeft,
    message: `Genehmigung läuft ${when} ab (gültig bis ${formatGermanDate(approval.validTo)}).`,
  };
}
