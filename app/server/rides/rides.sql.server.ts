// The rides core's statements the Drizzle builder cannot write (issue 40: raw SQL text only here, each
// with the reason). The rides' predicates as SQL fragments are in ride-sql.server.ts; everything else in
// app/server/rides uses the builder.
import { sql, type SQL } from 'drizzle-orm';
import { RIDE_PREDICATES } from '#app/domain/rides/lifecycle';
import type { LegKind } from '#app/domain/rides/legs';
import type { DbOrTx } from '#app/server/db/client.server';
import { queryRows } from '#app/server/db/query-rows.server';
import { ridePredicateSql } from './ride-sql.server';

/** "Counts" in a unit: the lifecycle's planned rides (to be driven or driven), over tl (legs) and b (orders). */
const counts = ridePredicateSql(RIDE_PREDICATES.planned, {
  leg: sql.raw('tl.status'),
  booking: sql.raw('b.status'),
  legId: sql.raw('tl.id'),
});

const uuids = (ids: readonly string[]): SQL =>
  sql.join(
    ids.map((id) => sql`${id}::uuid`),
    sql`, `,
  );

/**
 * For each given series its whole chain: the root (following vorgaenger_id up) and every continuation
 * down from it, at most 50 deep each way, one row per member with its depth and rule, by series and depth.
 * Raw because the builder has no recursive CTE (WITH RECURSIVE) and no DISTINCT ON inside a CTE chain.
 */
export async function seriesChainMemberRows(
  db: DbOrTx,
  seriesIds: readonly string[],
): Promise<{ start_id: string; id: string; depth: number; rrule: string }[]> {
  return queryRows(
    db,
    sql`with recursive up(start_id, id, depth) as (
        select s.id, s.id, 0 from series s where s.id in (${uuids(seriesIds)})
        union all
        select u.start_id, s.vorgaenger_id, u.depth + 1 from up u join series s on s.id = u.id where s.vorgaenger_id is not null and u.depth < 50
      ), roots as (
        select distinct on (start_id) start_id, id as root_id from up order by start_id, depth desc
      ), down(root_id, id, depth) as (
        select r.root_id, r.root_id, 0 from (select distinct root_id from roots) r
        union all
        select d.root_id, s.id, d.depth + 1 from down d join series s on s.vorgaenger_id = d.id where d.depth < 50
      )
      select r.start_id::text, d.id::text, d.depth, s.rrule from roots r join down d on d.root_id = r.root_id join series s on s.id = d.id
      order by r.start_id, d.depth`,
  );
}

export type UnitRideRow = { leg_id: string; datum: string; uhrzeit: string | null; kind: LegKind };

/**
 * The first and the last ride that counts of each given series, in the order of its rule dates, each as
 * one JSON object (null when the series has none).
 * Raw because each end is a correlated, ordered LIMIT 1 subquery building a JSON row inside the select
 * list, which the builder cannot nest.
 */
export async function seriesEndRows(
  db: DbOrTx,
  seriesIds: readonly string[],
): Promise<{ id: string; first: UnitRideRow | null; last: UnitRideRow | null }[]> {
  const edge = (direction: 'asc' | 'desc') => sql`(
    select json_build_object('leg_id', tl.id, 'datum', tl.datum, 'uhrzeit', tl.uhrzeit, 'kind', tl.kind)
    from series_bookings sb join bookings b on b.id = sb.booking_id join trip_legs tl on tl.booking_id = b.id
    where sb.series_id = s.id and ${counts}
    order by sb.serien_datum ${sql.raw(direction)}, tl.datum ${sql.raw(direction)}, tl.uhrzeit ${sql.raw(direction)} nulls ${sql.raw(direction === 'asc' ? 'last' : 'first')}, tl.kind ${sql.raw(direction)}
    limit 1)`;
  return queryRows(
    db,
    sql`select s.id::text, ${edge('asc')} as first, ${edge('desc')} as last from series s where s.id in (${uuids(seriesIds)})`,
  );
}
