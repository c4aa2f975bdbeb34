// The approval picture of one booking (issue 18): for each leg the class (from the prescription and the
// patient: Pflegegrad, Merkzeichen, permanent mobility impairment), whether a granted approval covers it,
// whether that approval runs out soon, and the badge staff see. Pure glue over classification.ts and
// validity.ts; the server reads the rows, this decides.
import type { TransportType } from '#app/domain/bookings/transport';
import { APPROVAL_BADGES, APPROVAL_BADGE_LABELS, type ApprovalBadgeKind } from './approval-badges';
import {
  classifyApproval,
  type ApprovalClassification,
  type InsurerApprovalSettings,
  type TransportMeans,
  type TripReason,
} from './classification';
import {
  APPROVAL_EXPIRY_WARNING_DAYS,
  approvalExpiringSoon,
  approvalForOtherMeans,
  legApprovalState,
  type ApprovalExpiry,
  type ApprovalForLeg,
  type LegApprovalState,
} from './validity';
import { LEG_KIND_LABELS, type LegKind } from '#app/domain/rides/legs';

export type PrescriptionFacts = {
  reason: TripReason;
  means: TransportMeans;
  position: TransportType;
  outbound: boolean;
  return: boolean;
  permanentMobilityImpairment: boolean;
  admissionDate: string | null;
  dischargeDate: string | null;
};

export type PatientFacts = { merkzeichen: readonly string[]; pflegegrad: number | null };

export type LegFacts = { kind: LegKind; date: string };

export { APPROVAL_BADGES, APPROVAL_BADGE_LABELS, type ApprovalBadgeKind } from './approval-badges';

/** Badges that block a ride until staff confirm they drive it anyway. */
const NEEDS_CONFIRMATION: ReadonlySet<ApprovalBadgeKind> = new Set(['fehlt', 'abgelehnt', 'beantragt']);

export type LegApproval = {
  kind: LegKind;
  date: string;
  /** Null when the prescription does not order this leg. */
  classification: ApprovalClassification | null;
  state: LegApprovalState | null;
  expiry: ApprovalExpiry | null;
  badge: ApprovalBadgeKind;
  /** The German sentence behind the badge, for the details and the warning. */
  detail: string;
};

export type BookingApprovalInput = {
  legs: readonly LegFacts[];
  /**
   * Pre-/post-inpatient treatment: the patient's treatment days for this stay across all of their
   * bookings (DOMAIN.md); without it, the days of these legs.
   */
  treatmentDates?: readonly string[];
  prescription: PrescriptionFacts;
  patient: PatientFacts;
  approvals: readonly ApprovalForLeg[];
  insurer: InsurerApprovalSettings | null;
  /** Berlin date, yyyy-MM-dd. */
  today: string;
};

/** Each leg's approval picture; vor-/nachstationär count the patient's treatment days (`treatmentDates`). */
export function legApprovals(input: BookingApprovalInput): LegApproval[] {
  const { prescription } = input;
  const treatmentDates = input.treatmentDates ?? input.legs.map((leg) => leg.date);
  return input.legs.map((leg) => {
    const ordered = leg.kind === 'hin' ? prescription.outbound : prescription.return;
    const name = LEG_KIND_LABELS[leg.kind];
    if (!ordered) {
      return {
        kind: leg.kind,
        date: leg.date,
        classification: null,
        state: null,
        expiry: null,
        badge: 'nicht_verordnet',
        detail: `Die Verordnung nennt die ${name} nicht: Die Krankenkasse bezahlt sie nicht.`,
      };
    }
    const classification = classifyApproval({
      reason: prescription.reason,
      means: prescription.means,
      legDate: leg.date,
      merkzeichen: input.patient.merkzeichen,
      pflegegrad: input.patient.pflegegrad,
      permanentMobilityImpairment: prescription.permanentMobilityImpairment,
      admissionDate: prescription.admissionDate,
      dischargeDate: prescription.dischargeDate,
      treatmentDates,
      insurer: input.insurer,
    });
    const forLeg = {
      date: leg.date,
      kind: leg.kind,
      means: prescription.means,
      position: prescription.position,
    };
    const state = legApprovalState(classification.class, forLeg, input.approvals);
    const covering = state.state === 'genehmigt' ? input.approvals.find((a) => a.id === state.approvalId) : undefined;
    const expiry = covering ? approvalExpiringSoon(covering, input.today, APPROVAL_EXPIRY_WARNING_DAYS) : null;
    const base = { kind: leg.kind, date: leg.date, classification, state, expiry };
    switch (state.state) {
      case 'nicht_noetig':
        return {
          ...base,
          badge: classification.class === 'gilt_als_genehmigt' ? 'gilt_als_genehmigt' : 'genehmigungsfrei',
          detail: classification.reason,
        };
      case 'genehmigt':
        return expiry
          ? { ...base, badge: 'laeuft_ab', detail: expiry.message }
          : { ...base, badge: 'genehmigt', detail: 'Eine gültige Genehmigung deckt diese Fahrt.' };
      case 'beantragt':
        return {
          ...base,
          badge: 'beantragt',
          detail: `${classification.reason} Die Genehmigung ist beantragt, aber noch nicht erteilt.`,
        };
      case 'abgelehnt':
        return {
          ...base,
          badge: 'abgelehnt',
          detail: `${classification.reason} Die Krankenkasse hat die Genehmigung abgelehnt.`,
        };
      case 'fehlt': {
        // An approval for another Beförderungsart is named: usually the prescription's box is wrong.
        const other = approvalForOtherMeans(forLeg, input.approvals);
        const missing = `${classification.reason} Es liegt keine gültige Genehmigung vor.`;
        return { ...base, badge: 'fehlt', detail: other ? `${missing} ${other.message}` : missing };
      }
    }
  });
}

/** The booking's badge: its most urgent leg's. Null for a booking without legs. */
export function bookingApprovalBadge(legs: readonly Pick<LegApproval, 'badge'>[]): ApprovalBadgeKind | null {
  let best: ApprovalBadgeKind | null = null;
  for (const leg of legs) {
    if (best === null || APPROVAL_BADGES.indexOf(leg.badge) < APPROVAL_BADGES.indexOf(best)) best = leg.badge;
  }
  return best;
}

/**
 * The German warning before confirming or assigning a booking whose legs need an approval that is not
 * granted, or null when nothing needs confirming.
 */
export function approvalWarning(legs: readonly LegApproval[]): string | null {
  const open = legs.filter((leg) => NEEDS_CONFIRMATION.has(leg.badge));
  if (!open.length) return null;
  const which = open.map((leg) => `${LEG_KIND_LABELS[leg.kind]}: ${APPROVAL_BADGE_LABELS[leg.badge]}`).join('; ');
  return `Diese Fahrt braucht eine Genehmigung der Krankenkasse, die nicht vorliegt (${which}). Ohne Genehmigung zahlt die Krankenkasse die Fahrt womöglich nicht.`;
}

/** The form field that confirms a ride despite a missing approval; its field error carries the warning. */
export const APPROVAL_OVERRIDE_FIELD = 'genehmigungTrotzdem';

/** After a bulk confirmation: bookings left pending because an approval is missing. */
export function approvalBulkToast(count: number): { kind: 'warning'; title: string; description: string } {
  return {
    kind: 'warning',
    title: count === 1 ? '1 Buchung nicht bestätigt' : `${count} Buchungen nicht bestätigt`,
    description: 'Genehmigung fehlt. Bitte diese Buchungen einzeln bestätigen, dann fragt das Programm nach.',
  };
}

/**
 * The booking's own statement "Eine Genehmigung der Krankenkasse liegt vor" (the online booking's
 * checkbox, SPEC; older phone bookings too) is what the caller said, not an approval: only an approval
 * recorded for the patient (number, validity, legs, means) counts, as the insurer checks it. The details
 * show the approval state of the rules and, where the statement and the state differ, this note
 * (null where there is nothing to add).
 */
export function approvalStatementNote(badge: ApprovalBadgeKind | null, stated: boolean): string | null {
  if (!stated) return null;
  const said = 'Bei der Buchung wurde angegeben, dass eine Genehmigung der Krankenkasse vorliegt.';
  if (badge === null)
    return `${said} Sie zählt erst, wenn sie unter Genehmigungen erfasst ist; ob die Fahrt eine braucht, zeigt die Verordnung.`;
  if (NEEDS_CONFIRMATION.has(badge))
    return `${said} Erfasst ist keine, die diese Fahrt deckt: Bitte die Genehmigung mit Nummer und Gültigkeit erfassen.`;
  return null;
}
