// The planner's view of a query, from `EXPLAIN (FORMAT JSON)`: its top plan node, and its estimate of
// how many rows the query returns (planning only, a fraction of a millisecond), for choosing between
// plans whose costs depend on it (decision 241).
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from './client.server';
import { queryRows } from './query-rows.server';

/** A node of PostgreSQL's JSON plan: the fields read here, and the rest as PostgreSQL gives them. */
export type PlanNode = {
  'Node Type': string;
  'Plan Rows': number;
  'Index Name'?: string;
  'Heap Fetches'?: number;
  Plans?: PlanNode[];
};

type ExplainRow = { 'QUERY PLAN': string | [{ Plan: PlanNode }] };

/** The top plan node of `query`; with `analyze` the query runs and the node carries the actual figures. */
export async function queryPlan(db: DbOrTx, query: SQL, options: { analyze?: boolean } = {}): Promise<PlanNode> {
  const explain = options.analyze ? sql`explain (analyze, format json) ` : sql`explain (format json) `;
  const [row] = await queryRows<ExplainRow>(db, sql`${explain}${query}`);
  const json = row?.['QUERY PLAN'];
  // node-postgres parses the json column; PGlite hands over its text.
  const plans = typeof json === 'string' ? (JSON.parse(json) as Exclude<ExplainRow['QUERY PLAN'], string>) : json;
  const plan = plans?.[0]?.Plan;
  if (!plan) throw new Error('EXPLAIN gave no plan');
  return plan;
}

export async function estimatedRows(db: DbOrTx, query: SQL): Promise<number> {
  const rows = (await queryPlan(db, query))['Plan Rows'];
  if (typeof rows !== 'number' || !Number.isFinite(rows)) throw new Error('EXPLAIN gave no row estimate');
  return rows;
}
