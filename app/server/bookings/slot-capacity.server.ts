// "Fahrten pro Zeitfenster" (DESIGN.md): app_settings key slot_capacity, 0 or missing = unlimited.
import { and, count, eq, inArray, ne } from 'drizzle-orm';
import { storedValuesOf } from '../../domain/bookings/status';
import type { DbOrTx } from '../db/client.server';
import { appSettings, bookings } from '../db/schema';

export const SLOT_CAPACITY_KEY = 'slot_capacity';

export async function readSlotCapacity(db: DbOrTx): Promise<number> {
  const [row] = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, SLOT_CAPACITY_KEY));
  const value = Number(row?.value ?? 0);
  return Number.isInteger(value) && value > 0 ? value : 0;
}

/** Confirmed rides (legacy value included) in the slot `datum`/`uhrzeit`, other than `exceptId`. */
export async function confirmedInSlot(db: DbOrTx, datum: string, uhrzeit: string, exceptId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(bookings)
    .where(
      and(
        eq(bookings.datum, datum),
        eq(bookings.uhrzeit, uhrzeit),
        inArray(bookings.status, storedValuesOf('confirmed')),
        ne(bookings.id, exceptId),
      ),
    );
  return Number(row?.n ?? 0);
}
