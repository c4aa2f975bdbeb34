// "Fahrten pro Zeitfenster" (DESIGN.md) for the back office: the same setting and reading as the
// online booking (booking-capacity.server.ts), 0 or missing = unlimited.
import { and, count, eq, ne } from 'drizzle-orm';
import { ACCEPTED_ORDER_STATUSES } from '#app/domain/rides/lifecycle';
import { orderIn } from '#app/server/rides/ride-sql.server';
import type { DbOrTx } from '#app/server/db/client.server';
import { bookings } from '#app/server/db/schema';
import { getSlotCapacity } from './booking-capacity.server';

export function readSlotCapacity(db: DbOrTx): Promise<number> {
  return getSlotCapacity(db);
}

/** Confirmed rides in the slot `datum`/`uhrzeit`, other than `exceptId`. */
export async function confirmedInSlot(db: DbOrTx, datum: string, uhrzeit: string, exceptId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(bookings)
    .where(
      and(
        eq(bookings.datum, datum),
        eq(bookings.uhrzeit, uhrzeit),
        orderIn(ACCEPTED_ORDER_STATUSES),
        ne(bookings.id, exceptId),
      ),
    );
  return Number(row?.n ?? 0);
}
