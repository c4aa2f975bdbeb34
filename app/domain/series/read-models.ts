// What the series screens get from the server (issue 19): shared by the read model
// (app/server/series/series-reads.server.ts) and the screens (app/routes/staff/series/ui).
import type { SeriesReturn } from './definition';
import type { PrescriptionView } from '#app/domain/approvals/prescription-form';
import type { TransportType } from '#app/domain/bookings/transport';
import type { ApprovalNotice, PrescriptionNotice, SeriesState } from './overview';
import type { Recurrence } from './rule';

export type SeriesOverviewItem = {
  id: string;
  patientId: string;
  patientName: string;
  words: string;
  period: string;
  state: SeriesState;
  approval: ApprovalNotice;
  /** The Serienverordnung (own or the predecessor's): missing, valid, or ending before the horizon. */
  prescription: PrescriptionNotice;
  nextDates: { date: string; pickupTime: string; holiday: string | null; changed: boolean }[];
  /** Holidays in the horizon: skipped (auslassen) or driven (fahren). */
  holidays: { date: string; label: string; skipped: boolean }[];
  abholadresse: string;
  zieladresse: string;
};

export type SeriesRide = {
  key: string;
  date: string;
  pickupTime: string;
  back: SeriesReturn;
  holiday: string | null;
  changed: boolean;
  booking: { id: string; number: string; status: string; driverName: string | null } | null;
};

/** The form's values for "diese und alle folgenden". */
export type SeriesFieldsData = {
  patientId: string;
  start: string;
  until: string | null;
  recurrence: Recurrence;
  pickupTime: string;
  back: SeriesReturn;
  holidays: string;
  abholadresse: string;
  zieladresse: string;
  transportart: string | null;
  approvalId: string | null;
  hinweise: string | null;
};

export type SeriesApprovalOption = { id: string; nummer: string | null; status: string; gueltigBis: string | null };

export type SeriesDetail = {
  item: SeriesOverviewItem;
  fields: SeriesFieldsData;
  pauses: { from: string; to: string }[];
  rides: SeriesRide[];
  skipped: { key: string; date: string; label: string }[];
  history: { id: number; at: string; actor: string; text: string }[];
  approvals: SeriesApprovalOption[];
  predecessorId: string | null;
  successorId: string | null;
  patientEmail: string | null;
  /** The series' prescription (decision 211); `inherited` when it is a predecessor's (`seriesId`). */
  prescription: { view: PrescriptionView; seriesId: string; inherited: boolean } | null;
  /** The Beförderungsart a new Serienverordnung starts with: the series' transport type, like a booking's. */
  prescriptionDefaultPosition: TransportType;
};
