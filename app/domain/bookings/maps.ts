/**
 * A Google Maps search for an address, opened in a new tab from the bookings list. Spaces become `+`
 * and commas stay as they are (both valid in a query, as Google's own examples write them): the list
 * carries two of these per row, and every byte counts there (decision 200).
 */
export function mapsSearchUrl(address: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(address).replace(/%20/g, '+').replace(/%2C/g, ',')}`;
}
