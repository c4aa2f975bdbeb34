// GET /app/bookings/:id/details: the Buchungsdetails (and the edit form's values) as JSON, staff only.
import { berlinDate } from '#app/domain/berlin-time';
import { requireStaff } from '#app/server/auth/guard.server';
import { bookingDetailsView } from '#app/server/bookings/booking-details-view.server';
import type { Route } from './+types/booking-details';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const details = await bookingDetailsView(context.services.db, params.id, berlinDate());
  if (!details) {
    return Response.json({ ok: false as const, error: 'Fehler beim Laden der Buchungsdaten' }, { status: 404 });
  }
  return Response.json({ ok: true as const, details });
}
