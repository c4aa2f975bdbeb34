// GET /fahrer/ereignisse: the drivers' app's live updates (Server-Sent Events). Role fahrer only (the
// guard), session re-checked with every heartbeat like /app/events; a change of one of the driver's own
// rides arrives as an event without data, nothing else does. Without a linked driver record: 204 (the
// browser does not reconnect).
import { getStaffSession } from '#app/server/auth/guard.server';
import { driverChangeSelection } from '#app/server/driver-app/driver-events.server';
import { requireDriver } from '#app/server/driver-app/driver-guard.server';
import { createEventStream } from '#app/server/realtime/event-stream.server';
import { sessionStillValid } from '#app/server/realtime/session-still-valid.server';
import type { Route } from './+types/driver-events';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { driver } = await requireDriver(request, context);
  const staff = await getStaffSession(request, context.services);
  if (!staff) throw new Response('Bitte melden Sie sich an.', { status: 401 });
  if (!driver) return new Response(null, { status: 204, headers: { 'Cache-Control': 'no-store' } });
  const { services } = context;
  return createEventStream({
    services,
    signal: request.signal,
    sessionValid: () => sessionStillValid(services.db, staff.sessionId),
    select: await driverChangeSelection(services.db, driver.driverId),
  });
}
