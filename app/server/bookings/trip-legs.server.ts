// Reading and writing a booking's trip legs (issue 17). Every write goes through `writeLegs`, which also
// writes SPEC's booking columns (datum, uhrzeit, addresses, rueckfahrt_*, assigned_driver_id) from the
// legs, so the old schema keeps reading the same facts. Bookings inserted without legs get theirs from
// the database trigger of migration 0005.
import { and, asc, eq, sql } from 'drizzle-orm';
import { bookingColumnsFromLegs, type Leg, type LegKind, type LegStatus, type LegTiming } from '#app/domain/legs/legs';
import type { DbOrTx, Tx } from '#app/server/db/client.server';
import { bookings, tripLegs } from '#app/server/db/schema';
import { anyOfIds } from '#app/server/db/any-of.server';
import { preparedPerDb } from '#app/server/db/prepared.server';

/**
 * The columns a ride list shows of a leg and its booking (trip list, dispatch board, day plan): joined as
 * trip_legs inner join bookings.
 */
export const legTripColumns = {
  bookingNumber: bookings.bookingNumber,
  kind: tripLegs.kind,
  datum: tripLegs.datum,
  uhrzeit: tripLegs.uhrzeit,
  vorname: bookings.vorname,
  nachname: bookings.nachname,
  telefon: bookings.telefon,
  abholadresse: tripLegs.abholadresse,
  zieladresse: tripLegs.zieladresse,
  transportart: bookings.transportart,
  besonderheiten: bookings.besonderheiten,
  legStatus: tripLegs.status,
};

/** Trip order: by date, fixed times first, then "nach Termin", then booking number and outbound first. */
export const tripOrder = [asc(tripLegs.datum), sql`${tripLegs.uhrzeit} asc nulls last`, asc(bookings.bookingNumber), asc(tripLegs.kind)] as const;

export type StoredLeg = Leg & { id: string; bookingId: string; km: string | null; wartezeitMinuten: number | null };

export type BookingLegs = { hin: StoredLeg; back: StoredLeg | null };

function toLeg(row: typeof tripLegs.$inferSelect): StoredLeg {
  return {
    id: row.id,
    bookingId: row.bookingId,
    kind: row.kind as LegKind,
    timing: row.timing as LegTiming,
    datum: row.datum,
    uhrzeit: row.uhrzeit,
    abholadresse: row.abholadresse,
    zieladresse: row.zieladresse,
    driverId: row.driverId,
    vehicleId: row.vehicleId,
    status: row.status as LegStatus,
    notes: row.notes,
    km: row.km,
    wartezeitMinuten: row.wartezeitMinuten,
  };
}

const legsOfQuery = preparedPerDb((db) =>
  db.select().from(tripLegs).where(anyOfIds(tripLegs.bookingId)).orderBy(asc(tripLegs.kind)).prepare('legs_of_bookings'),
);

/** The legs of several bookings, by booking id. */
export async function readLegsOf(db: DbOrTx, bookingIds: readonly string[]): Promise<Map<string, BookingLegs>> {
  const result = new Map<string, BookingLegs>();
  if (!bookingIds.length) return result;
  const rows = await legsOfQuery(db).execute({ ids: [...bookingIds] });
  const legs = rows.map(toLeg);
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

const legValues = (leg: Leg) => ({
  timing: leg.timing,
  datum: leg.datum,
  uhrzeit: leg.timing === 'fest' ? leg.uhrzeit : null,
  abholadresse: leg.abholadresse,
  zieladresse: leg.zieladresse,
  driverId: leg.driverId,
  vehicleId: leg.vehicleId,
  status: leg.status,
  notes: leg.notes,
});

/**
 * Stores the legs of a booking (inside the caller's transaction, with the booking row locked) and writes
 * SPEC's booking columns from them. `back: null` removes a return leg.
 */
export async function writeLegs(tx: Tx, bookingId: string, hin: Leg, back: Leg | null): Promise<void> {
  for (const leg of back ? [hin, back] : [hin]) {
    await tx
      .insert(tripLegs)
      .values({ bookingId, kind: leg.kind, ...legValues(leg) })
      .onConflictDoUpdate({ target: [tripLegs.bookingId, tripLegs.kind], set: legValues(leg) });
  }
  if (!back) await tx.delete(tripLegs).where(and(eq(tripLegs.bookingId, bookingId), eq(tripLegs.kind, 'rueck')));
  await tx.update(bookings).set(bookingColumnsFromLegs(hin, back)).where(eq(bookings.id, bookingId));
}
