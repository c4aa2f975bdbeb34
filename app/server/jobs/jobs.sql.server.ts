// The outbox worker's statement the Drizzle builder cannot write (issue 40: raw SQL text only here, with
// the reason). Completing, deferring and failing a job use the builder (worker.server.ts).
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '#app/server/db/client.server';
import { queryRows } from '#app/server/db/query-rows.server';

export type ClaimedJobRow = {
  id: string | number;
  kind: string;
  payload: Record<string, unknown>;
  attempts: number;
  max_attempts: number;
  booking_id: string | null;
  message_uuid: string;
};

/**
 * Claims up to `limit` jobs due at `now` (pending and due, or processing with a lock older than
 * `staleBefore`) for `owner` in one statement: a job another worker holds is skipped, never taken twice.
 * Raw because the builder has no UPDATE … FROM a CTE whose SELECT locks FOR UPDATE SKIP LOCKED with a LIMIT.
 */
export async function claimJobRows(
  db: DbOrTx,
  options: { owner: string; now: Date; staleBefore: Date; limit: number },
): Promise<ClaimedJobRow[]> {
  return queryRows<ClaimedJobRow>(
    db,
    sql`
      with due as (
        select id from outbox_jobs
        where (status = 'pending' and run_at <= ${options.now})
           or (status = 'processing' and locked_at < ${options.staleBefore})
        order by run_at, id
        limit ${options.limit}
        for update skip locked
      )
      update outbox_jobs as j
         set status = 'processing', locked_at = ${options.now}, locked_by = ${options.owner},
             attempts = j.attempts + 1, updated_at = ${options.now}
        from due
       where j.id = due.id
      returning j.id, j.kind, j.payload, j.attempts, j.max_attempts, j.booking_id, j.message_uuid`,
  );
}
