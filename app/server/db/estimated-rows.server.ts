// The planner's estimate of how many rows a query returns: `EXPLAIN` without running it (planning only,
// a fraction of a millisecond). For choosing between plans whose costs depend on it (decision 241).
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from './client.server';
import { queryRows } from './query-rows.server';

type ExplainRow = { 'QUERY PLAN': string | [{ Plan: { 'Plan Rows': number } }] };

export async function estimatedRows(db: DbOrTx, query: SQL): Promise<number> {
  const [row] = await queryRows<ExplainRow>(db, sql`explain (format json) ${query}`);
  const json = row?.['QUERY PLAN'];
  // node-postgres parses the json column; PGlite hands over its text.
  const plans = typeof json === 'string' ? (JSON.parse(json) as Exclude<ExplainRow['QUERY PLAN'], string>) : json;
  const rows = plans?.[0]?.Plan['Plan Rows'];
  if (typeof rows !== 'number' || !Number.isFinite(rows)) throw new Error('EXPLAIN gave no row estimate');
  return rows;
}
