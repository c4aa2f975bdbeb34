// The capacity setting "Fahrten pro Zeitfenster" (DESIGN.md): app_settings key slot_capacity, a whole
// number, 0 (the default) = unlimited. Every booking except a rejected one occupies its slot.
import { and, count, eq, gte, lte, sql } from 'drizzle-orm';
import { SLOT_ORDER_STATUSES } from '#app/domain/rides/lifecycle';
import { orderIn } from '#app/server/rides/ride-sql.server';
import { isSlotCapacity, MAX_SLOT_CAPACITY } from '#app/domain/booking/slot-capacity';
import type { SlotCounts } from '#app/domain/booking/slots';
import type { DbOrTx } from '#app/server/db/client.server';
import { appSettings, bookings } from '#app/server/db/schema';

export const SLOT_CAPACITY_SETTING = 'slot_capacity';

/** The capacity per slot; 0 = unlimited (also when unset or not a sensible number). */
export async function getSlotCapacity(db: DbOrTx): Promise<number> {
  const [row] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, SLOT_CAPACITY_SETTING));
  return slotCapacityOf(row?.value);
}

/** The stored setting's value as a capacity (0 when unset or not a sensible number). */
export function slotCapacityOf(stored: unknown): number {
  const value = Number(stored ?? 0);
  return isSlotCapacity(value) ? value : 0;
}

/** The setting as a scalar subquery, to read it in the same round trip as something else. */
export const slotCapacitySetting = sql`(select ${appSettings.value} from ${appSettings} where ${appSettings.key} = ${SLOT_CAPACITY_SETTING})`;

/** Stores the capacity (a whole number 0–999, 0 = unlimited); throws a RangeError otherwise. */
export async function setSlotCapacity(db: DbOrTx, capacity: number): Promise<void> {
  if (!isSlotCapacity(capacity)) {
    throw new RangeError(`slot capacity must be a whole number between 0 and ${MAX_SLOT_CAPACITY}`);
  }
  await db
    .insert(appSettings)
    .values({ key: SLOT_CAPACITY_SETTING, value: capacity })
    .onConflictDoUpdate({ target: appSettings.key, set: { value: capacity, updatedAt: new Date() } });
}

/** Bookings occupying one slot. */
export async function bookingsInSlot(db: DbOrTx, datum: string, uhrzeit: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(bookings)
    .where(and(eq(bookings.datum, datum), eq(bookings.uhrzeit, uhrzeit), orderIn(SLOT_ORDER_STATUSES)));
  return Number(row?.n ?? 0);
}

/** Bookings per date and slot time between `from` and `to` (inclusive), for the slot offer. */
export async function slotCountsBetween(db: DbOrTx, from: string, to: string): Promise<Map<string, SlotCounts>> {
  const rows = await db
    .select({ datum: bookings.datum, uhrzeit: bookings.uhrzeit, n: count() })
    .from(bookings)
    .where(and(gte(bookings.datum, from), lte(bookings.datum, to), orderIn(SLOT_ORDER_STATUSES)))
    .groupBy(bookings.datum, bookings.uhrzeit);
  const byDate = new Map<string, Record<string, number>>();
  for (const row of rows) {
    const day = byDate.get(row.datum) ?? {};
    day[row.uhrzeit] = Number(row.n);
    byDate.set(row.datum, day);
  }
  return byDate;
}

/**
 * Serialises writers of one slot until the end of the transaction (PostgreSQL advisory lock), so
 * that two submissions for the last free place can't both see it free.
 */
export async function lockSlot(tx: DbOrTx, datum: string, uhrzeit: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`kf-slot:${datum} ${uhrzeit}`}))`);
}
