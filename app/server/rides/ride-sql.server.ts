// The lifecycle's predicates as SQL (issue 36, decision 250): built from the same lists of statuses as
// app/domain/rides/lifecycle.ts, so a reader asks the database exactly what the TS check would answer.
// ride-sql.server.test.ts runs every ride state through both. Readers never compare a status literal
// themselves: `rideWhere.completed`, `orderIn(OPEN_ORDER_STATUSES)`, …
//
// A leg's billing (open, in a monthly package, on a live invoice or receipt) is not a column: it is what
// billing_export_legs and invoice_lines say, read here and only here (`legBillingSql`).
import { sql, type SQL } from 'drizzle-orm';
import { RIDE_PREDICATES, type RideClause, type RidePredicate, type RideQuestion } from '#app/domain/rides/lifecycle';
import type { BookingStatus } from '#app/domain/rides/statuses';
import { bookings, tripLegs } from '#app/server/db/schema';

/** The columns a predicate reads: the leg's and the order's status, and the leg's id (for its billing). */
export type RideColumns = { leg: SQL; booking: SQL; legId: SQL };

/** trip_legs joined to bookings, as the Drizzle builder names them. */
export const RIDE_TABLE_COLUMNS: RideColumns = {
  leg: sql`${tripLegs.status}`,
  booking: sql`${bookings.status}`,
  legId: sql`${tripLegs.id}`,
};

/** Raw SQL over the aliases `l` (trip_legs) and `b` (bookings). */
export const RIDE_ALIAS_COLUMNS: RideColumns = {
  leg: sql.raw('l.status'),
  booking: sql.raw('b.status'),
  legId: sql.raw('l.id'),
};

const STATUS_WORD = /^[a-z-]+$/;

/** A list of our own status constants as SQL literals (never user input: checked). */
function literals(values: readonly string[]): SQL {
  for (const value of values) if (!STATUS_WORD.test(value)) throw new Error(`not a status constant: ${value}`);
  return sql.raw(values.map((value) => `'${value}'`).join(', '));
}

/** `column in (…)` over status constants; an empty list is false. */
export function statusIn(column: SQL, values: readonly string[]): SQL {
  return values.length ? sql`${column} in (${literals(values)})` : sql`false`;
}

/** The order's status in one of the lifecycle's groups (OPEN_ORDER_STATUSES, …), on `bookings`. */
export function orderIn(values: readonly BookingStatus[], column: SQL = RIDE_TABLE_COLUMNS.booking): SQL {
  return statusIn(column, values);
}

/**
 * The leg's billing: 'paket' (in a monthly package), 'rechnung' (on a live private invoice), else 'offen'.
 * A co-payment receipt is not the ride's billing: it gives the patient proof of what they paid, while the
 * insurer's claim still goes into the package (the receipt has its own Storno).
 */
export function legBillingSql(legId: SQL): SQL<'offen' | 'paket' | 'rechnung'> {
  return sql<'offen' | 'paket' | 'rechnung'>`(case
    when exists (select 1 from billing_export_legs bel where bel.leg_id = ${legId}) then 'paket'
    when exists (select 1 from invoice_lines il where il.leg_id = ${legId} and il.art = 'rechnung' and il.aktiv) then 'rechnung'
    else 'offen' end)`;
}

function clauseSql(clause: RideClause, columns: RideColumns): SQL {
  const parts: SQL[] = [];
  if (clause.leg) parts.push(statusIn(columns.leg, clause.leg));
  if (clause.booking) parts.push(statusIn(columns.booking, clause.booking));
  if (clause.billing) parts.push(statusIn(legBillingSql(columns.legId), clause.billing));
  return parts.length ? sql`(${sql.join(parts, sql` and `)})` : sql`true`;
}

/** A lifecycle predicate as a SQL condition over `columns`. */
export function ridePredicateSql(predicate: RidePredicate, columns: RideColumns = RIDE_TABLE_COLUMNS): SQL {
  return sql`(${sql.join(
    predicate.map((clause) => clauseSql(clause, columns)),
    sql` or `,
  )})`;
}

function predicatesOver(columns: RideColumns): Record<RideQuestion, SQL> {
  const entries = Object.entries(RIDE_PREDICATES).map(([question, predicate]) => [
    question,
    ridePredicateSql(predicate, columns),
  ]);
  return Object.fromEntries(entries) as Record<RideQuestion, SQL>;
}

/** Every predicate over trip_legs joined to bookings (Drizzle builder queries). */
export const rideWhere: Record<RideQuestion, SQL> = predicatesOver(RIDE_TABLE_COLUMNS);

/** Every predicate over the aliases `l` and `b` (raw SQL). */
export const rideWhereAliased: Record<RideQuestion, SQL> = predicatesOver(RIDE_ALIAS_COLUMNS);

/**
 * The vehicle a leg is driven with when it has none of its own: its driver's vehicle, else the first (by
 * plate) assigned to the driver. The same rule as app/domain/dispatch/board.ts `driverVehicleId`, which the
 * board uses in the browser (ride-sql.server.test.ts checks the two agree).
 */
export function driverVehicleSql(driverId: SQL): SQL<string | null> {
  return sql<
    string | null
  >`(select coalesce(d.vehicle_id, (select v.id from vehicles v where v.assigned_driver_id = d.id order by v.plate limit 1)) from drivers d where d.id = ${driverId})`;
}

/** The vehicle a leg is driven with: its own, else its driver's (one answer for the board, the facts and billing). */
export function effectiveVehicleSql(columns: { vehicleId: SQL; driverId: SQL }): SQL<string | null> {
  return sql<string | null>`coalesce(${columns.vehicleId}, ${driverVehicleSql(columns.driverId)})`;
}
