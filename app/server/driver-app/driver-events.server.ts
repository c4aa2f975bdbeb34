// The drivers' app's live updates (issue 20): the staff change stream, narrowed to what a driver may
// know. A driver hears that one of their rides of today or tomorrow changed (assigned, moved, cancelled,
// taken away, a report arrived), never which booking or what: the event carries no data, the page then
// reloads its list through its loader, which shows only the driver's own legs.
import { and, eq, inArray } from 'drizzle-orm';
import { berlinDate } from '#app/domain/berlin-time';
import { driverDays } from '#app/domain/driver-app/reports';
import { isUuid } from '#app/domain/uuid';
import type { DbOrTx } from '#app/server/db/client.server';
import { tripLegs } from '#app/server/db/schema';
import type { ChangeEvent } from '#app/server/realtime/notify-change.server';

/** The content-free event the drivers' app gets. */
export const DRIVER_CHANGE_EVENT = 'event: change\ndata: {}\n\n';

async function bookingsOfDriver(db: DbOrTx, driverId: string, today: string, only?: string): Promise<Set<string>> {
  const rows = await db
    .select({ bookingId: tripLegs.bookingId })
    .from(tripLegs)
    .where(
      and(
        eq(tripLegs.driverId, driverId),
        inArray(tripLegs.datum, driverDays(today)),
        only ? eq(tripLegs.bookingId, only) : undefined,
      ),
    );
  return new Set(rows.map((row) => row.bookingId));
}

/**
 * The selection for one driver's stream: a booking event passes (as DRIVER_CHANGE_EVENT) when the
 * booking has, or had when last seen, a leg of the driver's list, so a ride taken away is noticed too.
 */
export async function driverChangeSelection(
  db: DbOrTx,
  driverId: string,
  now: () => Date = () => new Date(),
): Promise<(event: ChangeEvent) => Promise<string | null>> {
  let known = await bookingsOfDriver(db, driverId, berlinDate(now()));
  return async (event) => {
    if (event.entity !== 'booking' || !isUuid(event.id)) return null;
    const today = berlinDate(now());
    const mine = (await bookingsOfDriver(db, driverId, today, event.id)).size > 0;
    if (!mine && !known.has(event.id)) return null;
    known = await bookingsOfDriver(db, driverId, today);
    return DRIVER_CHANGE_EVENT;
  };
}
