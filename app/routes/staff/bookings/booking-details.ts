// GET /app/bookings/:id/details: the Buchungsdetails (and the edit form's values) as JSON, staff only.
import { requireStaff } from '../../../server/auth/guard.server';
import { getBookingDetails } from '../../../server/bookings/booking-details.server';
import { estimateForBooking } from '../../../server/pricing/estimate-for-booking.server';
import type { Route } from './+types/booking-details';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const { db } = context.services;
  const details = await getBookingDetails(db, params.id);
  if (!details) {
    return Response.json({ ok: false as const, error: 'Fehler beim Laden der Buchungsdaten' }, { status: 404, headers: { 'Cache-Control': 'no-store' } });
  }
  const estimate = await estimateForBooking(db, details);
  return Response.json(
    { ok: true as const, details: { ...details, priceEstimate: estimate.ok ? `${estimate.formatted} (${estimate.km.toLocaleString('de-DE')} km)` : estimate.message } },
    { headers: { 'Cache-Control': 'no-store' } },
  );
}
