// The shapes the bookings screens get from their loaders: the read models of app/domain/bookings, under
// the names the screens use.
import type { ApprovalBadgeKind } from '#app/domain/approvals/leg-approvals';
import type { BookingApprovalView } from '#app/domain/approvals/read-models';
import type { BookingDetails, BookingListRow, BookingMessage, DriverOption, VehicleOption } from '#app/domain/bookings/read-models';

/** A list row with its approval badge (issue 18; null without a prescription). */
export type BookingRowView = BookingListRow & { approvalBadge?: ApprovalBadgeKind | null };

export type DriverOptionView = DriverOption;

export type BookingMessageView = BookingMessage;

/** The details plus the price estimate the details route adds (or the reason there is none). */
export type BookingDetailsView = BookingDetails & {
  priceEstimate?: string | null;
  approval?: BookingApprovalView | null;
  driverOptions?: DriverOption[];
  vehicleOptions?: VehicleOption[];
};
