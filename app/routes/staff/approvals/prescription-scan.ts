// GET /app/bookings/:id/transportschein: the staff's scan of the Transportschein, for staff only, never cached.
import { requireStaff } from '#app/server/auth/guard.server';
import { getPrescriptionRow } from '#app/server/approvals/prescriptions.server';
import { downloadResponse, openPrescription } from '#app/server/storage/prescriptions.server';
import type { Route } from './+types/prescription-scan';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const row = await getPrescriptionRow(context.services.db, params.id);
  const file = row
    ? await openPrescription(context.services, { verordnungDateiId: row.dateiId, verordnungDateiname: row.dateiName, verordnungMime: row.dateiMime })
    : null;
  if (!file) {
    return new Response('Für diese Buchung ist kein Transportschein hochgeladen.', {
      status: 404,
      headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
    });
  }
  return downloadResponse(file);
}
