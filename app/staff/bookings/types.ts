// The shapes the bookings screens get from their loaders: the read models of app/domain/bookings, under
// the names the screens use.
import type { BookingDetails, BookingListRow, BookingMessage, DriverOption } from '../../domain/bookings/read-models';

export type BookingRowView = BookingListRow;

export type DriverOptionView = DriverOption;

export type BookingMessageView = BookingMessage;

/** The details plus the price estimate the details route adds (or the reason there is none). */
export type BookingDetailsView = BookingDetails & { priceEstimate?: string | null };
