// GET /app/bookings/:id/details: the Buchungsdetails (and the edit form's values) as JSON, staff only.
import { berlinDate } from '#app/domain/berlin-time';
import { bookingApprovalView } from '#app/server/approvals/booking-approvals.server';
import { requireStaff } from '#app/server/auth/guard.server';
import { bookingCoPayments } from '#app/server/billing/booking-co-payments.server';
import { getBookingDetails } from '#app/server/bookings/booking-details.server';
import { listDriverOptions, listVehicleOptions } from '#app/server/bookings/staff-lookups.server';
import { estimateForBooking } from '#app/server/pricing/estimate-for-booking.server';
import type { Route } from './+types/booking-details';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const { db } = context.services;
  const details = await getBookingDetails(db, params.id);
  if (!details) {
    return Response.json({ ok: false as const, error: 'Fehler beim Laden der Buchungsdaten' }, { status: 404 });
  }
  const estimate = await estimateForBooking(db, details);
  const today = berlinDate();
  const view = await bookingApprovalView(db, details.id, today);
  const approval = view && { ...view, coPayments: await bookingCoPayments(db, details.id, today) };
  const priceEstimate = estimate.ok ? `${estimate.formatted} (${estimate.km.toLocaleString('de-DE')} km)` : estimate.message;
  // Driver and vehicle options for the per-leg assignment in the details dialog.
  const [driverOptions, vehicleOptions] = [await listDriverOptions(db), await listVehicleOptions(db)];
  return Response.json({ ok: true as const, details: { ...details, approval, priceEstimate, driverOptions, vehicleOptions } });
}
