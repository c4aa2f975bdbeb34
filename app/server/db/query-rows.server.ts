import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from './client.server';

/**
 * Runs raw SQL and returns its rows. Both drivers (node-postgres and PGlite) answer with `{ rows }`,
 * but the shared Drizzle type can't know that, so the cast lives here once.
 */
export async function queryRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
