/** KF-<year>-<5-digit sequence> (DESIGN.md). */
export function formatBookingNumber(year: number, sequence: number): string {
  return `KF-${year}-${String(sequence).padStart(5, '0')}`;
}

export const BOOKING_NUMBER_PATTERN = /^KF-\d{4}-\d{5,}$/;
