// DESIGN.md: a booking is archived when its trip date lies before today (Berlin) and its status is
// rejected, completed or billed. Everything else is active, so past trips not yet closed stay in view.
import { isClosedOrder } from '#app/domain/rides/lifecycle';
import type { BookingStatus } from '#app/domain/rides/statuses';

/** `today` is the Berlin calendar date (yyyy-MM-dd). */
export function isArchived(booking: { datum: string; status: BookingStatus }, today: string): boolean {
  return booking.datum < today && isClosedOrder(booking.status);
}
