// The booking history (booking_events) as one union: every event type with its typed details
// (decision 171). Use cases write these through recordBookingEvent; the details dialog reads them back
// parsed (booking-events.server.ts) and describes them with describeHistoryEntry (history.ts).
import type { LegKind } from '../legs/legs';
import type { TemplateTypeName } from '../templates/template-types';
import type { BookingStatus } from './status';
import type { TransportType } from './transport';

/** One changed field of "Buchung bearbeiten": old and new value. */
export type FieldChange = { from: unknown; to: unknown };

/** What the approval events carry (the approval as it was at that moment). */
export type ApprovalSummary = { approvalId: string; nummer: string | null; status: string; gueltigBis: string | null };

export type BookingEvent =
  /** Online, by phone (`source: 'telefon'`, with the staff member's name) or demo data. */
  | {
      type: 'created';
      data: {
        status: BookingStatus;
        source?: 'online' | 'telefon';
        prescription?: boolean;
        staff?: string;
        patientId?: string | null;
        pastConfirmed?: boolean;
        overbooked?: boolean;
        emailed?: boolean;
      };
    }
  /** `via` names the action when it was Bestätigen/Ablehnen (with an optional reason) rather than a status change. */
  | {
      type: 'status-changed';
      data: { from: BookingStatus; to: BookingStatus; via?: 'confirm' | 'reject'; overCapacity?: boolean; grund?: string };
    }
  | { type: 'edited'; data: { changes: Record<string, FieldChange> } }
  | { type: 'transport-changed'; data: { from: TransportType | null; to: TransportType } }
  /** The whole booking's driver, or one leg's (`leg`). */
  | {
      type: 'driver-assigned';
      data: { driverId: string | null; driverName: string | null; previousDriverId: string | null; emailed?: boolean; leg?: LegKind };
    }
  | {
      type: 'driver-unassigned';
      data: { driverId: string | null; driverName: string | null; previousDriverId?: string | null; reason?: 'driver-deleted'; leg?: LegKind };
    }
  /** One leg's vehicle (`vehicleId` null: removed). */
  | { type: 'vehicle-assigned'; data: { leg: LegKind; vehicleId: string | null; vehicleLabel: string | null; previousVehicleId: string | null } }
  | { type: 'email-requested'; data: { template: TemplateTypeName; to: string } }
  | { type: 'patient-linked'; data: { patientId: string; previousPatientId: string | null; created?: boolean } }
  | { type: 'approval-linked'; data: ApprovalSummary }
  | { type: 'approval-changed'; data: ApprovalSummary }
  /** No longer covering the booking, or (`deleted`) the approval was deleted. */
  | { type: 'approval-unlinked'; data: Partial<ApprovalSummary> & { approvalId: string; deleted?: boolean } }
  | { type: 'prescription-saved'; data: { created: boolean; grund: string; ausstellungsdatum: string } }
  | { type: 'prescription-scan'; data: { fileName: string } }
  /** Confirmed or given to a driver although the leg needs an approval that is missing (issue 18). */
  | { type: 'approval-override'; data: { via: 'confirm' | 'assign' } }
  /** Billing (issue 21): km or waiting time of a leg entered by staff (null: not given). */
  | { type: 'leg-billing-values'; data: { leg: LegKind; km: number | null; wartezeitMinuten: number | null } }
  /** Billing (issue 21): legs of the booking went into a billing centre's monthly package. */
  | { type: 'billing-exported'; data: { exportId: string; krankenkasse: string; monat: string; legs: LegKind[] } };

export type BookingEventType = BookingEvent['type'];
export type BookingEventData<T extends BookingEventType> = Extract<BookingEvent, { type: T }>['data'];

/** A stored entry whose type or details this version does not know (shown by its type name only). */
export type UnknownBookingEvent = { type: 'unknown'; storedType: string };

/** One entry of the Verlauf: who, when, and the typed event. */
export type BookingHistoryEntry = { id: number; at: string; actor: string; event: BookingEvent | UnknownBookingEvent };
