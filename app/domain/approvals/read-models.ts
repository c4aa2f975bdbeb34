// What the server hands the booking screens about prescriptions, approvals and co-payment (issue 18).
import type { LegCoPaymentView } from '../billing/leg-co-payments';
import type { ApprovalBadgeKind, LegApproval } from './leg-approvals';
import type { PrescriptionView } from './prescription-form';

export type BookingApprovalView = {
  prescription: PrescriptionView | null;
  patient: { id: string; name: string; pflegegrad: number | null; merkzeichen: string[]; befreiungBis: string | null } | null;
  legs: LegApproval[];
  badge: ApprovalBadgeKind | null;
  coPayments: LegCoPaymentView[];
};
