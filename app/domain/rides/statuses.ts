// The two statuses of a ride (DOMAIN.md): the order's status (SPEC.md §4: pending … billed) and each
// leg's status (geplant → unterwegs → angekommen → Patient an Bord → abgesetzt, or nicht angetroffen, or
// storniert), with their German labels and badge colours. What the statuses mean together, and which
// changes are allowed, is the lifecycle (lifecycle.ts). The old site's legacy value 'angenommen' was
// rewritten to 'confirmed' once by migration 0003. Besides SPEC's six, 'paused' (issue 37, migration
// 0025): a ride of a series in its pause, brought back as the same booking when the series resumes.

export const BOOKING_STATUSES = [
  'pending',
  'confirmed',
  'rejected',
  'completed',
  'forwarded',
  'billed',
  'paused',
] as const;
export type BookingStatus = (typeof BOOKING_STATUSES)[number];

export const STATUS_LABELS: Record<BookingStatus, string> = {
  pending: 'Offen',
  confirmed: 'Angenommen',
  rejected: 'Abgelehnt',
  completed: 'Durchgeführt',
  forwarded: 'Vermittelt',
  billed: 'Abgerechnet',
  paused: 'Pausiert',
};

export function isBookingStatus(value: unknown): value is BookingStatus {
  return typeof value === 'string' && (BOOKING_STATUSES as readonly string[]).includes(value);
}

/** German label of a status; a value that is not a status (only possible in old history entries) is shown as is. */
export function statusLabel(value: string): string {
  return isBookingStatus(value) ? STATUS_LABELS[value] : value;
}

export const LEG_STATUSES = [
  'geplant',
  'unterwegs',
  'angekommen',
  'an-bord',
  'abgesetzt',
  'nicht-angetroffen',
  'storniert',
] as const;
export type LegStatus = (typeof LEG_STATUSES)[number];

export function isLegStatus(value: unknown): value is LegStatus {
  return typeof value === 'string' && (LEG_STATUSES as readonly string[]).includes(value);
}

export const LEG_STATUS_LABELS: Record<LegStatus, string> = {
  geplant: 'geplant',
  unterwegs: 'unterwegs',
  angekommen: 'angekommen',
  'an-bord': 'Patient an Bord',
  abgesetzt: 'abgesetzt',
  'nicht-angetroffen': 'nicht angetroffen',
  storniert: 'storniert',
};

/**
 * The badge colours (app/ui/badge.tsx names its variants after SPEC's booking colours): an order's badge
 * is its own status; a leg's badge borrows the colour that says the same (on the way yellow, done green,
 * missed or cancelled red).
 */
export type StatusBadgeVariant = BookingStatus | 'outline';

export const BOOKING_STATUS_BADGE: Record<BookingStatus, StatusBadgeVariant> = {
  pending: 'pending',
  confirmed: 'confirmed',
  rejected: 'rejected',
  completed: 'completed',
  forwarded: 'forwarded',
  billed: 'billed',
  paused: 'paused',
};

export const LEG_STATUS_BADGE: Record<LegStatus, StatusBadgeVariant> = {
  geplant: 'outline',
  unterwegs: 'pending',
  angekommen: 'pending',
  'an-bord': 'forwarded',
  abgesetzt: 'confirmed',
  'nicht-angetroffen': 'rejected',
  storniert: 'rejected',
};
