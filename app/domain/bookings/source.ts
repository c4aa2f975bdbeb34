// Where a booking came in (bookings.quelle), as staff read it in the Buchungsdetails ("Eingang …
// (Telefon)"): the one label map of the stored channel values, so no raw lowercase value reaches a screen.

export const BOOKING_SOURCE_LABELS: Record<string, string> = {
  online: 'Online-Buchung',
  telefon: 'Telefon',
  serie: 'Serie',
  demo: 'Demodaten',
};

/** The German label of a stored channel; an unknown value (older data) as "Sonstiger Eingang". */
export function bookingSourceLabel(quelle: string): string {
  return Object.hasOwn(BOOKING_SOURCE_LABELS, quelle) ? BOOKING_SOURCE_LABELS[quelle]! : 'Sonstiger Eingang';
}
