// POST /online-buchung/absenden: the booking intake answering JSON, used by the wizard through fetch().
// Unlike a fetcher submission to the page's action it triggers no loader revalidation, so a lost
// connection ends in the wizard's German message with every entry kept, never in an error page.
import { handleBookingIntake } from '#app/server/bookings/booking-intake.server';
import type { Route } from './+types/absenden';

export async function action({ request, context }: Route.ActionArgs) {
  const result = await handleBookingIntake(context.services, request);
  // With its length known, compression leaves the small answer alone (below its 1 KB threshold);
  // without, every booking started a brotli stream for ~50 bytes (issue 15, bench c.).
  const body = JSON.stringify(result.body);
  return new Response(body, {
    status: result.status,
    headers: {
      'Content-Type': 'application/json',
      'Content-Length': String(Buffer.byteLength(body)),
      'Cache-Control': 'no-store',
    },
  });
}

export function loader() {
  return new Response('Bitte nutzen Sie das Formular unter /online-buchung.', {
    status: 405,
    headers: { Allow: 'POST', 'Content-Type': 'text/plain; charset=utf-8' },
  });
}
