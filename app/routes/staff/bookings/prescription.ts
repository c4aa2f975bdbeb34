// GET /app/bookings/:id/verordnung: the uploaded prescription, for staff only, never cached.
import { requireStaff } from '#app/server/auth/guard.server';
import { getBookingRow } from '#app/server/bookings/booking-details.server';
import { downloadResponse, openPrescription } from '#app/server/storage/prescriptions.server';
import type { Route } from './+types/prescription';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const booking = await getBookingRow(context.services.db, params.id);
  const file = booking ? await openPrescription(context.services, booking) : null;
  if (!file) {
    return new Response('Für diese Buchung ist keine Verordnung vorhanden.', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  }
  return downloadResponse(file);
}
