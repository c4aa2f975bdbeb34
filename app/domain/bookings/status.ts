// Booking statuses (SPEC.md §4): values, German labels, badge colours. The old site's legacy value
// 'angenommen' was rewritten to 'confirmed' once by migration 0003; the column holds only these six.

export const BOOKING_STATUSES = ['pending', 'confirmed', 'rejected', 'completed', 'forwarded', 'billed'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const STATUS_LABELS: Record<BookingStatus, string> = {
  pending: 'Offen',
  confirmed: 'Angenommen',
  rejected: 'Abgelehnt',
  completed: 'Durchgeführt',
  forwarded: 'Vermittelt',
  billed: 'Abgerechnet',
};

export function isBookingStatus(value: unknown): value is BookingStatus {
  return typeof value === 'string' && (BOOKING_STATUSES as readonly string[]).includes(value);
}

/** German label of a status; a value that is not a status (only possible in old history entries) is shown as is. */
export function statusLabel(value: string): string {
  return isBookingStatus(value) ? STATUS_LABELS[value] : value;
}

/** Dashboard label of a ride (SPEC.md §4). */
export function dashboardLabel(status: BookingStatus, hasDriver: boolean): string {
  if (status === 'confirmed') return hasDriver ? 'Zugewiesen' : 'Unzugewiesen';
  return STATUS_LABELS[status];
}
