// The approvals feature's statement the Drizzle builder cannot write (issue 40: raw SQL text only here,
// with the reason). Everything else in app/server/approvals uses the builder.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '#app/server/db/client.server';
import { queryRows } from '#app/server/db/query-rows.server';

/**
 * Each given series followed by its predecessors (vorgaenger_id), one row per link with its depth (0 for
 * the series itself), at most 50 deep, ordered by series and depth.
 * Raw because the builder has no recursive CTE (WITH RECURSIVE).
 */
export async function seriesChainRows(
  db: DbOrTx,
  seriesIds: readonly string[],
): Promise<{ start_id: string; series_id: string; depth: number }[]> {
  return queryRows(
    db,
    sql`with recursive chain(start_id, series_id, depth) as (
      select s.id, s.id, 0 from series s where s.id in (${sql.join(
        seriesIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})
      union all
      select c.start_id, s.vorgaenger_id, c.depth + 1 from chain c join series s on s.id = c.series_id
      where s.vorgaenger_id is not null and c.depth < 50
    ) select start_id::text, series_id::text, depth from chain order by start_id, depth`,
  );
}
