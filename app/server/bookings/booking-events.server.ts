// The append-only history of a booking: who did what, when. Written in the use case's transaction.
import { bookingEvents } from '../db/schema';
import type { DbOrTx } from '../db/client.server';

/** Who caused a change: a staff user (id and display label) or the public website. */
export type Actor = { userId: string | null; label: string };

export const ONLINE_BOOKING_ACTOR: Actor = { userId: null, label: 'Online-Buchung' };

export async function recordBookingEvent(
  tx: DbOrTx,
  event: { bookingId: string; actor: Actor; type: string; data?: Record<string, unknown> },
): Promise<void> {
  await tx.insert(bookingEvents).values({
    bookingId: event.bookingId,
    actorUserId: event.actor.userId,
    actorLabel: event.actor.label,
    type: event.type,
    data: event.data ?? {},
  });
}
