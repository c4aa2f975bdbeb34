// Booking statuses (SPEC.md §4): values, German labels, badge colours. The old site also wrote the
// legacy value 'angenommen', which every reader treats as 'confirmed'.

export const BOOKING_STATUSES = ['pending', 'confirmed', 'rejected', 'completed', 'forwarded', 'billed'] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

/** Values the database may hold: the six statuses plus the legacy 'angenommen'. */
export const LEGACY_CONFIRMED = 'angenommen';

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

/** The status as the product reads it: 'angenommen' is confirmed; anything unknown counts as pending. */
export function normalizeStatus(value: string | null | undefined): BookingStatus {
  if (value === LEGACY_CONFIRMED) return 'confirmed';
  return isBookingStatus(value) ? value : 'pending';
}

/** The database values that mean `status` (confirmed includes the legacy value). */
export function storedValuesOf(status: BookingStatus): string[] {
  return status === 'confirmed' ? ['confirmed', LEGACY_CONFIRMED] : [status];
}

export function statusLabel(value: string | null | undefined): string {
  return STATUS_LABELS[normalizeStatus(value)];
}

/** Dashboard label of a ride (SPEC.md §4). */
export function dashboardLabel(status: string, hasDriver: boolean): string {
  const normalized = normalizeStatus(status);
  if (normalized === 'confirmed') return hasDriver ? 'Zugewiesen' : 'Unzugewiesen';
  return STATUS_LABELS[normalized];
}
