// The series' statements the Drizzle builder cannot write (issue 40: raw SQL text only here, each with
// the reason). Everything else in app/server/series uses the builder.
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '#app/server/db/client.server';
import { queryRows } from '#app/server/db/query-rows.server';

/**
 * Inserts one "series-generate" job for all series unless such a job is pending or running, in one
 * statement (two server instances cannot both insert); returns whether it inserted.
 * Raw because the builder's INSERT … SELECT needs a FROM, and this is INSERT … SELECT … WHERE NOT EXISTS.
 */
export async function insertSeriesGenerationJobUnlessQueued(db: DbOrTx, runAt: Date): Promise<boolean> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`
    insert into outbox_jobs (kind, payload, run_at)
    select 'series-generate', '{}'::jsonb, ${runAt}
    where not exists (
      select 1 from outbox_jobs
       where kind = 'series-generate' and status in ('pending', 'processing') and not (payload ? 'seriesId')
    )
    returning id`,
  );
  return rows.length > 0;
}
