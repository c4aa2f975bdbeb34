// GET /kalender/fahrten.ics?key=<secret>: the iCalendar feed of the coming rides (subscribable from Google, Outlook
// and Apple calendars). Public, protected by the secret key (compared in constant time); the key is in
// the query string, which the request log leaves out.
// Built from the bookings table on every request, so it always shows the current state.
import { company } from '#app/company';
import { buildICalendar } from '#app/server/calendar/ical.server';
import { verifyFeedToken } from '#app/server/calendar/feed-token.server';
import { listComingRideEvents } from '#app/server/calendar/ride-events.server';
import type { Route } from './+types/calendar-feed';

const notFound = () =>
  new Response('Kalender nicht gefunden.', {
    status: 404,
    headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' },
  });

export async function loader({ request, context }: Route.LoaderArgs) {
  const key = new URL(request.url).searchParams.get('key') ?? '';
  if (!/^[A-Za-z0-9_-]{16,128}$/.test(key)) return notFound();
  const { db } = context.services;
  if (!(await verifyFeedToken(db, key))) return notFound();
  const body = buildICalendar(await listComingRideEvents(db), { calendarName: `Fahrten – ${company.shortName}` });
  return new Response(body, {
    headers: {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': 'inline; filename="fahrten.ics"',
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex',
      'Referrer-Policy': 'no-referrer',
    },
  });
}
