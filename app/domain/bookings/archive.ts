// DESIGN.md: a booking is archived when its trip date lies before today (Berlin) and its status is
// rejected, completed or billed. Everything else is active, so past trips not yet closed stay in view.
import type { BookingStatus } from '#app/domain/rides/statuses';

export const ARCHIVED_STATUSES: readonly BookingStatus[] = ['rejected', 'completed', 'billed'];

/** `today` is the Berlin calendar date (yyyy-MM-dd). */
export function isArchived(booking: { datum: string; status: BookingStatus }, today: string): boolean {
  return booking.datum < today && ARCHIVED_STATUSES.includes(booking.status);
}
