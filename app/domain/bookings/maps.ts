/**
 * A Google Maps search for an address, opened in a new tab from the bookings list. Spaces become `+`
 * and commas stay as they are (both valid in a query, as Google's own examples write them): the list
 * carries two of these per row, and every byte counts there (decision 200).
 */
export function mapsSearchUrl(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address).replace(/%20/g, '+').replace(/%2C/g, ',')}`;
}

export const MAP_ENDS = ['von', 'nach'] as const;
export type MapEnd = (typeof MAP_ENDS)[number];

export function isMapEnd(value: unknown): value is MapEnd {
  return (MAP_ENDS as readonly unknown[]).includes(value);
}

/**
 * The bookings list's link to a ride's pickup (`von`) or destination (`nach`) on the map: a short path
 * of this site that redirects to `mapsSearchUrl` of the address (app/routes/staff/bookings/booking-map.ts).
 * Two per row: the Google URL with the whole address was ~120 bytes each (decision 200), a path with
 * the booking's uuid 60; the booking number (unique, what staff read anyway) makes it 28 (decision 204).
 */
export function bookingMapPath(bookingNumber: string, end: MapEnd): string {
  return `/app/karte/${bookingNumber}/${end}`;
}
