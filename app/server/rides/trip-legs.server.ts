// Reading and writing a booking's trip legs (issues 17 and 36): the one mapping of a trip_legs row to
// the domain's RideLeg, and the one writer of the legs' plan (date, time, addresses, driver, vehicle,
// notes). A leg's status is never written here: that is the lifecycle's writer (ride-status.server.ts).
// SPEC's booking columns follow the legs by themselves (migration 0021's trigger).
import { and, asc, eq, sql } from 'drizzle-orm';
import { newLegStatus } from '#app/domain/rides/lifecycle';
import type { Leg, RideLeg } from '#app/domain/rides/legs';
import type { BookingStatus } from '#app/domain/rides/statuses';
import type { DbOrTx, Tx } from '#app/server/db/client.server';
import { bookings, tripLegs } from '#app/server/db/schema';
import { anyOfIds } from '#app/server/db/any-of.server';
import { preparedPerDb } from '#app/server/db/prepared.server';

type LegRow = typeof tripLegs.$inferSelect;

/** Every column of trip_legs is part of RideLeg, except the row's own timestamps: a new column fails here until mapped. */
type Unmapped = Exclude<keyof LegRow, keyof RideLeg | 'createdAt' | 'updatedAt'>;
const everyColumnMapped: [Unmapped] extends [never] ? true : Unmapped = true;
void everyColumnMapped;

/** A trip_legs row as the domain's leg. */
export function toRideLeg(row: LegRow): RideLeg {
  return {
    id: row.id,
    bookingId: row.bookingId,
    kind: row.kind,
    timing: row.timing,
    datum: row.datum,
    uhrzeit: row.uhrzeit,
    abholadresse: row.abholadresse,
    zieladresse: row.zieladresse,
    driverId: row.driverId,
    vehicleId: row.vehicleId,
    status: row.status,
    notes: row.notes,
    km: row.km === null ? null : Number(row.km),
    wartezeitMinuten: row.wartezeitMinuten,
    abgesetztUm: row.abgesetztUm,
    abgeholtUm: row.abgeholtUm,
    releasedDriverId: row.releasedDriverId,
  };
}

/** Trip order: by date, fixed times first, then "nach Termin", then booking number and outbound first. */
export const tripOrder = [
  asc(tripLegs.datum),
  sql`${tripLegs.uhrzeit} asc nulls last`,
  asc(bookings.bookingNumber),
  asc(tripLegs.kind),
] as const;

export type BookingLegs = { hin: RideLeg; back: RideLeg | null };

const legsOfQuery = preparedPerDb((db) =>
  db
    .select()
    .from(tripLegs)
    .where(anyOfIds(tripLegs.bookingId))
    .orderBy(asc(tripLegs.kind))
    .prepare('legs_of_bookings'),
);

/** The legs of several bookings, by booking id. */
export async function readLegsOf(db: DbOrTx, bookingIds: readonly string[]): Promise<Map<string, BookingLegs>> {
  const result = new Map<string, BookingLegs>();
  if (!bookingIds.length) return result;
  const rows = await legsOfQuery(db).execute({ ids: [...bookingIds] });
  return groupLegs(rows.map(toRideLeg));
}

/** Legs of one or more bookings as { hin, back } by booking id (a booking without outbound leg is left out). */
export function groupLegs(legs: readonly RideLeg[]): Map<string, BookingLegs> {
  const result = new Map<string, BookingLegs>();
  for (const hin of legs) {
    if (hin.kind !== 'hin') continue;
    const back = legs.find((leg) => leg.kind === 'rueck' && leg.bookingId === hin.bookingId) ?? null;
    result.set(hin.bookingId, { hin, back });
  }
  return result;
}

/** The legs of one booking; null when the booking does not exist. */
export async function readLegs(db: DbOrTx, bookingId: string): Promise<BookingLegs | null> {
  return (await readLegsOf(db, [bookingId])).get(bookingId) ?? null;
}

/** A leg's plan: what staff and series set (never its status, km or proof). */
const planValues = (leg: Leg) => ({
  timing: leg.timing,
  datum: leg.datum,
  uhrzeit: leg.timing === 'fest' ? leg.uhrzeit : null,
  abholadresse: leg.abholadresse,
  zieladresse: leg.zieladresse,
  driverId: leg.driverId,
  vehicleId: leg.vehicleId,
  notes: leg.notes,
});

/** The row of a new leg: its plan, and the status a new leg of an order in `order` starts with. */
export function newLegRow(bookingId: string, leg: Leg, order: BookingStatus) {
  return {
    bookingId,
    kind: leg.kind,
    ...planValues(leg),
    status: newLegStatus(order),
  } satisfies typeof tripLegs.$inferInsert;
}

/**
 * Stores the plan of a booking's legs (inside the caller's transaction, with the booking row locked):
 * a new leg is inserted with the status a leg of an order in `order` starts with, an existing one keeps
 * its status. A driver taken off a leg is remembered (released_driver_id), so their app can say so.
 * `back: null` removes a return leg.
 */
export async function writeLegs(
  tx: Tx,
  bookingId: string,
  order: BookingStatus,
  hin: Leg,
  back: Leg | null,
): Promise<void> {
  const stored = await tx
    .select({ kind: tripLegs.kind, driverId: tripLegs.driverId, releasedDriverId: tripLegs.releasedDriverId })
    .from(tripLegs)
    .where(eq(tripLegs.bookingId, bookingId));
  for (const leg of back ? [hin, back] : [hin]) {
    const before = stored.find((row) => row.kind === leg.kind);
    if (!before) {
      await tx.insert(tripLegs).values(newLegRow(bookingId, leg, order));
      continue;
    }
    const released =
      before.driverId && before.driverId !== leg.driverId
        ? before.driverId
        : leg.driverId && before.releasedDriverId === leg.driverId
          ? null
          : before.releasedDriverId;
    await tx
      .update(tripLegs)
      .set({ ...planValues(leg), releasedDriverId: released, updatedAt: new Date() })
      .where(and(eq(tripLegs.bookingId, bookingId), eq(tripLegs.kind, leg.kind)));
  }
  if (!back) await tx.delete(tripLegs).where(and(eq(tripLegs.bookingId, bookingId), eq(tripLegs.kind, 'rueck')));
}

/** Takes a driver off every leg they have (the driver is being deleted); the bookings concerned, by id. */
export async function releaseDriver(tx: Tx, driverId: string): Promise<string[]> {
  const legs = await tx
    .update(tripLegs)
    .set({ driverId: null, updatedAt: new Date() })
    .where(eq(tripLegs.driverId, driverId))
    .returning({ bookingId: tripLegs.bookingId });
  return [...new Set(legs.map((leg) => leg.bookingId))];
}
