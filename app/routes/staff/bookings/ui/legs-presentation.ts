// How the back office writes a leg in a few words: "Rückfahrt 14.06. 12:00", "Rückfahrt nach Termin".
import type { ListLeg } from '#app/domain/bookings/read-models';

export function shortDate(date: string): string {
  const [, m, d] = date.split('-');
  return `${d}.${m}.`;
}

/** "12:00" or "nach Termin". */
export function legTime(leg: Pick<ListLeg, 'uhrzeit'>): string {
  return leg.uhrzeit ?? 'nach Termin';
}

/** The return leg in one line; the date only when it differs from the outbound day. */
export function returnLegLabel(back: Pick<ListLeg, 'datum' | 'uhrzeit'>, outboundDate: string): string {
  return `Rückfahrt ${back.datum === outboundDate ? '' : `${shortDate(back.datum)} `}${legTime(back)}`;
}
