// What the server hands the booking screens about prescriptions, approvals and co-payment (issue 18).
import type { LegCoPaymentView } from '#app/domain/billing/leg-co-payments';
import type { TransportType } from '#app/domain/bookings/transport';
import type { TransportMeans } from './classification';
import type { ApprovalBadgeKind, LegApproval } from './leg-approvals';
import type { PrescriptionView } from './prescription-form';
import type { ApprovalExpiry, ApprovalStatus } from './validity';

export type BookingApprovalView = {
  prescription: PrescriptionView | null;
  /** Set when the prescription that counts is the booking's series' (Serienverordnung, decision 211). */
  prescriptionSeriesId: string | null;
  patient: {
    id: string;
    name: string;
    pflegegrad: number | null;
    merkzeichen: string[];
    befreiungBis: string | null;
  } | null;
  legs: LegApproval[];
  badge: ApprovalBadgeKind | null;
  /** Where the booking's statement "Genehmigung liegt vor" differs from the badge: what staff should know (approvalStatementNote). */
  statementNote: string | null;
  /** The Beförderungsart a new prescription for this booking starts with (from its transport type). */
  defaultPosition: TransportType;
  /** The legs a new prescription starts with ticked: the booking's legs (defaultPrescriptionLegs). */
  defaultLegs: { hinfahrt: boolean; rueckfahrt: boolean };
  coPayments: LegCoPaymentView[];
};

export const APPROVAL_FILTERS = ['alle', 'ablaufend', 'beantragt'] as const;
export type ApprovalFilter = (typeof APPROVAL_FILTERS)[number];

/** One approval in the Genehmigungen list and on the patient page. */
export type ApprovalRow = {
  id: string;
  patientId: string;
  patientName: string;
  krankenkasse: string;
  nummer: string | null;
  genehmigungsdatum: string | null;
  gueltigVon: string;
  gueltigBis: string | null;
  hinfahrt: boolean;
  rueckfahrt: boolean;
  befoerderungsmittel: TransportMeans;
  position: TransportType | null;
  status: ApprovalStatus;
  notizen: string | null;
  bookingCount: number;
  expiry: ApprovalExpiry | null;
};
