/** A Google Maps search for an address, opened in a new tab from the bookings list. */
export function mapsSearchUrl(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address)}`;
}
