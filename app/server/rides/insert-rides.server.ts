// Booking rows as the old schema describes a ride (SPEC's columns: datum, uhrzeit, rueckfahrt_*, …), as
// the old site's data, seeds, demo data and test fixtures give them, inserted together with the legs
// those columns describe (app/domain/rides/legs.ts legsFromBookingColumns, the one mapping that way
// round). Nothing else turns columns into legs: a booking without legs is refused at commit (migration
// 0021), and the columns are then derived from the legs. New bookings of the product are made by
// insertBooking (the intake, phone bookings, series), which writes legs directly.
import { inArray } from 'drizzle-orm';
import { legsFromBookingColumns } from '#app/domain/rides/legs';
import type { DbOrTx } from '#app/server/db/client.server';
import { bookings, tripLegs } from '#app/server/db/schema';

export type BookingRowInput = typeof bookings.$inferInsert;
export type BookingRow = typeof bookings.$inferSelect;

/** Inserts the rows and their legs in one transaction; returns the stored rows (columns as derived from the legs). */
export async function insertBookingRows(db: DbOrTx, rows: readonly BookingRowInput[]): Promise<BookingRow[]> {
  if (!rows.length) return [];
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(bookings)
      .values([...rows])
      .returning();
    const legs = inserted.flatMap((row) =>
      legsFromBookingColumns(row).map((leg) => ({
        bookingId: row.id,
        kind: leg.kind,
        timing: leg.timing,
        datum: leg.datum,
        uhrzeit: leg.uhrzeit,
        abholadresse: leg.abholadresse,
        zieladresse: leg.zieladresse,
        driverId: leg.driverId,
        vehicleId: leg.vehicleId,
        status: leg.status,
        notes: leg.notes,
        // A cancelled ride has no driver (legsFromBookingColumns frees them): the one it had is remembered.
        releasedDriverId: leg.status === 'storniert' ? row.assignedDriverId : null,
      })),
    );
    for (let i = 0; i < legs.length; i += 1000) await tx.insert(tripLegs).values(legs.slice(i, i + 1000));
    const ids = inserted.map((row) => row.id);
    const stored = await tx.select().from(bookings).where(inArray(bookings.id, ids));
    const byId = new Map(stored.map((row) => [row.id, row]));
    return ids.map((id) => byId.get(id)!);
  });
}

/** One booking row with its legs. */
export async function insertBookingRow(db: DbOrTx, row: BookingRowInput): Promise<BookingRow> {
  const [stored] = await insertBookingRows(db, [row]);
  return stored!;
}
