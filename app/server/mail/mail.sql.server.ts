// The mail feature's statements the Drizzle builder cannot write (issue 40: raw SQL text only here, each
// with the reason). Everything else in app/server/mail uses the builder.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '#app/server/db/client.server';
import { queryRows } from '#app/server/db/query-rows.server';

/**
 * Sets run_at of the pending jobs of `kinds` to `now`, locking them in id order and skipping a row another
 * transaction holds; returns how many it moved.
 * Raw because the builder has no UPDATE … FROM a data-modifying CTE whose SELECT locks FOR UPDATE SKIP LOCKED.
 */
export async function releasePendingJobs(db: DbOrTx, kinds: readonly string[], now: Date): Promise<number> {
  const list = sql.join(
    kinds.map((kind) => sql`${kind}`),
    sql`, `,
  );
  const rows = await queryRows<{ id: string | number }>(
    db,
    sql`
      with waiting as (
        select id from outbox_jobs
         where status = 'pending' and kind in (${list})
         order by id
         for update skip locked
      )
      update outbox_jobs as j
         set run_at = ${now}, updated_at = ${now}
        from waiting
       where j.id = waiting.id
      returning j.id`,
  );
  return rows.length;
}
