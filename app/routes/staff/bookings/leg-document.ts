// GET /app/bookings/:id/nachweis/:leg/:art: a leg's signature or Transportschein photo (issue 20), for
// the office roles only (a driver is kept out of /app by the guard), never cached, never sniffed. Shown
// inline (an image); `?download=1` makes it an attachment.
import { LEG_DOCUMENT_NOT_FOUND } from '#app/domain/driver-app/leg-documents';
import { requireStaff } from '#app/server/auth/guard.server';
import { openLegDocument } from '#app/server/driver-app/leg-documents.server';
import { downloadResponse } from '#app/server/storage/prescriptions.server';
import type { Route } from './+types/leg-document';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const file = await openLegDocument(context.services, { bookingId: params.id, leg: params.leg, art: params.art });
  if (!file) {
    return new Response(LEG_DOCUMENT_NOT_FOUND, {
      status: 404,
      headers: {
        'Content-Type': 'text/plain; charset=utf-8',
        'Cache-Control': 'no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    });
  }
  const download = new URL(request.url).searchParams.get('download') === '1';
  return downloadResponse(file, { inline: !download && (file.mime === 'image/png' || file.mime === 'image/jpeg') });
}
