// The legs /app/billing offers (issue 21): driven and not yet billed, by the rides core's `billable`
// (the same predicate invoices, the drivers' app and the lifecycle tests use), read with their facts by
// the one read of legs invoices use too (`readLegFacts`, app/server/rides/leg-facts.server.ts).
import { and, asc, count, desc, eq, lte, sql, type SQL } from 'drizzle-orm';
import type { RideRow } from '#app/domain/rides/legs';
import type { DbOrTx } from '#app/server/db/client.server';
import { bookings, tripLegs } from '#app/server/db/schema';
import { readLegFacts, readRides, type LegFacts } from '#app/server/rides/leg-facts.server';
import { rideWhere } from '#app/server/rides/ride-sql.server';

function openLegsWhere(month: string | null) {
  const from = month ? `${month}-01` : null;
  return from
    ? sql`${rideWhere.billable} and ${tripLegs.datum} >= ${from}::date and ${tripLegs.datum} < (${from}::date + interval '1 month')`
    : rideWhere.billable;
}

/** The facts of the billable legs, oldest first; with `month` ("2026-10") only that month's. */
export async function openLegFacts(db: DbOrTx, month: string | null = null): Promise<LegFacts[]> {
  return readLegFacts(db, openLegsWhere(month), {
    order: [asc(tripLegs.datum), sql`${tripLegs.uhrzeit} nulls last`],
  });
}

/** The months ("2026-10") that have billable legs, newest first: one cheap query for the month filter. */
export async function openLegMonths(db: DbOrTx): Promise<string[]> {
  const month = sql<string>`to_char(${tripLegs.datum}, 'YYYY-MM')`;
  const rows = await db
    .selectDistinct({ month })
    .from(tripLegs)
    .innerJoin(bookings, eq(bookings.id, tripLegs.bookingId))
    .where(openLegsWhere(null))
    .orderBy(sql`1 desc`);
  return rows.map((r) => r.month);
}

/** How many rides without completion /app/billing lists at once (the newest; the month filter narrows). */
export const UNCOMPLETED_LIMIT = 50;

/**
 * Rides of today and earlier that nobody set down (issue 37): a driver could still work on them (the
 * lifecycle's `driveable`: open, order Offen or Angenommen, not billed) but their day has come, so only
 * the office can complete them. Newest first, at most UNCOMPLETED_LIMIT, with the count of all.
 */
export async function uncompletedLegs(
  db: DbOrTx,
  today: string,
  month: string | null = null,
): Promise<{ rows: RideRow[]; total: number }> {
  const from = month ? `${month}-01` : null;
  const where: SQL = and(
    rideWhere.driveable,
    lte(tripLegs.datum, today),
    from
      ? sql`${tripLegs.datum} >= ${from}::date and ${tripLegs.datum} < (${from}::date + interval '1 month')`
      : undefined,
  )!;
  const [counted] = await db
    .select({ total: count() })
    .from(tripLegs)
    .innerJoin(bookings, eq(bookings.id, tripLegs.bookingId))
    .where(where);
  const rows = await readRides(db, where, {
    limit: UNCOMPLETED_LIMIT,
    order: [desc(tripLegs.datum), sql`${tripLegs.uhrzeit} desc nulls first`, desc(tripLegs.kind)],
  });
  return { rows, total: counted?.total ?? 0 };
}
