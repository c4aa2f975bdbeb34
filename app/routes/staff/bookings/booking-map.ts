// GET /app/karte/:nr/:ende (nr = booking number, ende = von | nach): the bookings list's map link
// (decisions 200, 204). Redirects signed-in staff to the Google Maps search for the booking's pickup or
// destination address, so that the list carries a short path per link instead of the whole address.
import { isMapEnd, mapsSearchUrl } from '#app/domain/bookings/maps';
import { requireStaff } from '#app/server/auth/guard.server';
import { getBookingAddressesByNumber } from '#app/server/bookings/booking-details.server';
import type { Route } from './+types/booking-map';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const booking = isMapEnd(params.ende) ? await getBookingAddressesByNumber(context.services.db, params.nr) : null;
  if (!booking || !isMapEnd(params.ende)) {
    return new Response('Diese Buchung gibt es nicht.', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  }
  const address = params.ende === 'von' ? booking.abholadresse : booking.zieladresse;
  // The address is in the target URL: never cached. No Referer at all from here on: this header on the
  // redirect sets the policy of the request that follows it (Fetch), so the list links need no `rel`.
  return new Response(null, {
    status: 302,
    headers: { Location: mapsSearchUrl(address), 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' },
  });
}
