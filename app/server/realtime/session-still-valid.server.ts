import { sql } from 'drizzle-orm';
import { SESSION_IDLE_TIMEOUT_MS } from '#app/domain/staff-access/policy';
import type { Db } from '#app/server/db/client.server';
import { queryRows } from '#app/server/db/query-rows.server';

/**
 * Whether a session still stands: not signed out, not expired, not idle too long, account active.
 * Read-only on purpose: an open event stream must not keep an idle session alive.
 */
export async function sessionStillValid(db: Db, sessionId: string): Promise<boolean> {
  const rows = await queryRows<{ ok: number }>(
    db,
    sql`select 1 as ok from sessions s join users u on u.id = s.user_id
        where s.id = ${sessionId}
          and s.expires_at > now()
          and s.updated_at > now() - make_interval(secs => ${SESSION_IDLE_TIMEOUT_MS / 1000})
          and coalesce(u.banned, false) = false`,
  );
  return rows.length > 0;
}
