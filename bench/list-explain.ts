// `tsx bench/list-explain.ts <postgres url> [runs]`: EXPLAIN (ANALYZE, BUFFERS) of every statement the
// bookings list sends (listBookings), per filter and sort, on an existing database with demo bookings
// (`npm run db:demo -- --bookings 100000`). Prints per case the statements' median execution times and
// the top plan node of the slowest one. Decision 202's figures come from this script.
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { berlinDate } from '../app/domain/berlin-time';
import { parseListFilters } from '../app/domain/bookings/list-filters';
import { listBookings } from '../app/server/bookings/list-bookings.server';
import type { Db } from '../app/server/db/client.server';
import * as schema from '../app/server/db/schema';

export const EXPLAIN_CASES = [
  '',
  'sort=fahrt-ab',
  'sort=eingang',
  'page=3',
  'page=30',
  'status=pending',
  'status=confirmed',
  'status=completed',
  'type=liegend',
  'q=müller',
  'q=bad homburg',
  'q=straße',
  'q=usingen',
  'q=a',
  'q=KF-2026-06591',
  'q=069 8304740',
  'tag=heute',
  'tag=woche',
  'fahrer=ohne',
  'archive=1',
  'archive=1&sort=fahrt',
  'archive=1&page=1000',
];

type Plan = { 'Node Type': string; 'Actual Rows'?: number; Plans?: Plan[] };

function planSummary(plan: Plan): string {
  const nodes: string[] = [];
  const walk = (p: Plan, depth: number) => {
    if (depth > 3) return;
    nodes.push(`${p['Node Type']}(${p['Actual Rows'] ?? '?'})`);
    for (const child of p.Plans ?? []) walk(child, depth + 1);
  };
  walk(plan, 0);
  return nodes.join(' > ');
}

const url = process.argv[2];
const runs = Number(process.argv[3] ?? 5);
if (!url) throw new Error('usage: tsx bench/list-explain.ts <postgres url> [runs]');
const pool = new pg.Pool({ connectionString: url, max: 1 });
const statements: { text: string; values: unknown[] }[] = [];
const recorder = {
  query: (text: unknown, values?: unknown) => {
    const config =
      typeof text === 'object' && text ? (text as { text: string; values?: unknown[] }) : { text: String(text) };
    statements.push({ text: config.text, values: (values as unknown[] | undefined) ?? config.values ?? [] });
    return pool.query(text as string, values as unknown[]);
  },
  connect: () => pool.connect(),
};
const db = drizzle(recorder as unknown as pg.Pool, { schema, casing: 'snake_case' }) as unknown as Db;
const today = berlinDate();
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
for (const query of EXPLAIN_CASES) {
  statements.length = 0;
  const page = await listBookings(db, parseListFilters(new URLSearchParams(query)), today);
  // The plan check of a search's count (decision 241) is itself an EXPLAIN: it is not explained again.
  const recorded = statements.filter((statement) => !/^\s*explain\b/i.test(statement.text));
  const figures: string[] = [];
  let slowest = { ms: -1, plan: '' };
  for (const statement of recorded) {
    const times: number[] = [];
    let plan = '';
    for (let i = 0; i < runs; i++) {
      const { rows } = await pool.query(`explain (analyze, buffers, format json) ${statement.text}`, statement.values);
      const [result] = (rows[0] as { 'QUERY PLAN': { Plan: Plan; 'Execution Time': number }[] })['QUERY PLAN'];
      times.push(result!['Execution Time']);
      plan = planSummary(result!.Plan);
    }
    const ms = median(times);
    figures.push(ms.toFixed(1));
    if (ms > slowest.ms) slowest = { ms, plan };
  }
  console.log(
    `${query || '(default)'} | total ${page.total}${page.totalCapped ? '+' : ''} | ${figures.join(' + ')} ms | ${slowest.plan}`,
  );
}
await pool.end();
