// Visual mapping of the bookings domain for the back office (colours by transport code and status).
import { awaitsConfirmation } from '#app/domain/rides/lifecycle';
import type { BookingStatus } from '#app/domain/rides/statuses';
import type { TransportCode } from '#app/domain/bookings/transport';

/**
 * Row background by transport code (SPEC.md: TS blue, RS green, SI yellow, LI purple); none for pending.
 * One class per row style; the colours are in app.css (`.kf-bt tr.kf-ts` …, decision 200).
 */
export function rowColourClass(code: TransportCode | null, status: BookingStatus): string {
  if (awaitsConfirmation(status) || !code) return '';
  return `kf-${code.toLowerCase()}`;
}

export const LEGEND_SWATCH: Record<TransportCode, string> = {
  TS: 'bg-blue-200 border-blue-400',
  RS: 'bg-green-200 border-green-400',
  SI: 'bg-yellow-200 border-yellow-400',
  LI: 'bg-purple-200 border-purple-400',
};
