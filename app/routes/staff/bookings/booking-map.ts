// GET /app/bookings/:id/karte/:ende (ende = von | nach): the bookings list's map link (decision 200).
// Redirects signed-in staff to the Google Maps search for the booking's pickup or destination address,
// so that the list carries a short path per link instead of the whole address twice.
import { isMapEnd, mapsSearchUrl } from '#app/domain/bookings/maps';
import { requireStaff } from '#app/server/auth/guard.server';
import { getBookingRow } from '#app/server/bookings/booking-details.server';
import type { Route } from './+types/booking-map';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const booking = isMapEnd(params.ende) ? await getBookingRow(context.services.db, params.id) : null;
  if (!booking || !isMapEnd(params.ende)) {
    return new Response('Diese Buchung gibt es nicht.', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  }
  const address = params.ende === 'von' ? booking.abholadresse : booking.zieladresse;
  // The address is in the target URL: never cached, and no Referer beyond this site.
  return new Response(null, {
    status: 302,
    headers: { Location: mapsSearchUrl(address), 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' },
  });
}
