// GET /app/bookings/:id/verordnung: the uploaded prescription, for staff only, never cached.
import { Readable } from 'node:stream';
import { requireStaff } from '../../../server/auth/guard.server';
import { getBookingRow } from '../../../server/bookings/booking-details.server';
import { openPrescription } from '../../../server/storage/prescriptions.server';
import type { Route } from './+types/prescription';

function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

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
  return new Response(Readable.toWeb(file.stream) as ReadableStream, {
    headers: {
      'Content-Type': file.mime,
      'Content-Length': String(file.size),
      'Content-Disposition': contentDisposition(file.fileName),
      'Cache-Control': 'no-store',
      'X-Content-Type-Options': 'nosniff',
    },
  });
}
