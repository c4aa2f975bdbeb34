// The series' history (series_events): one append per change, naming the staff user.
import type { SeriesEvent } from '#app/domain/series/history';
import type { Actor } from '#app/server/bookings/booking-events.server';
import type { DbOrTx } from '#app/server/db/client.server';
import { seriesEvents } from '#app/server/db/schema';

export async function recordSeriesEvent(tx: DbOrTx, seriesId: string, actor: Actor, event: SeriesEvent): Promise<void> {
  await tx
    .insert(seriesEvents)
    .values({ seriesId, actorUserId: actor.userId, actorLabel: actor.label, type: event.type, data: event.data });
}
