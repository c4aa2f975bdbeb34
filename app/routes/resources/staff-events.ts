// GET /app/events: the staff event stream (Server-Sent Events). Session checked here and re-checked
// with every heartbeat; without a session: 401.
import { getStaffSession, requireStaff } from '#app/server/auth/guard.server';
import { createEventStream } from '#app/server/realtime/event-stream.server';
import { sessionStillValid } from '#app/server/realtime/session-still-valid.server';
import type { Route } from './+types/staff-events';

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context);
  const staff = await getStaffSession(request, context.services);
  if (!staff) throw new Response('Bitte melden Sie sich an.', { status: 401 });
  const { services } = context;
  return createEventStream({
    services,
    signal: request.signal,
    sessionValid: () => sessionStillValid(services.db, staff.sessionId),
  });
}
