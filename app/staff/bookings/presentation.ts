// Visual mapping of the bookings domain for the back office (colours by transport code and status).
import type { BookingStatus } from '#app/domain/bookings/status';
import type { TransportCode } from '#app/domain/bookings/transport';

/** Row background by transport code (SPEC.md: TS blue, RS green, SI yellow, LI purple); none for pending. */
export function rowColourClass(code: TransportCode | null, status: BookingStatus): string {
  if (status === 'pending' || !code) return '';
  return {
    TS: 'bg-blue-50 hover:bg-blue-100',
    RS: 'bg-green-50 hover:bg-green-100',
    SI: 'bg-yellow-50 hover:bg-yellow-100',
    LI: 'bg-purple-50 hover:bg-purple-100',
  }[code];
}

export const LEGEND_SWATCH: Record<TransportCode, string> = {
  TS: 'bg-blue-200 border-blue-400',
  RS: 'bg-green-200 border-green-400',
  SI: 'bg-yellow-200 border-yellow-400',
  LI: 'bg-purple-200 border-purple-400',
};

