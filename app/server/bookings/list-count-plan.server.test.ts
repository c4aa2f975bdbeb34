// The list's capped count for the type filter is answered from an index alone (migration 0020): the
// index holds every column of the filter and of the archive rule, so no table row is read. Seq and
// bitmap scans are switched off for the EXPLAIN: on a small test table the planner would rightly pick
// them; what is checked is that the index can answer the count by itself.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../../../tests/support/test-db';
import { parseListFilters } from '#app/domain/bookings/list-filters';
import { generateDemoBookings, settleAfterBulkLoad } from '#app/server/db/demo-bookings.server';
import { queryRows } from '#app/server/db/query-rows.server';
import { bookings } from '#app/server/db/schema';
import { listConditions } from './list-bookings.server';

const TODAY = '2026-11-22';

type PlanNode = { 'Node Type': string; 'Index Name'?: string; 'Heap Fetches'?: number; Plans?: PlanNode[] };

function scans(node: PlanNode): PlanNode[] {
  return [...(node['Node Type'].includes('Scan') ? [node] : []), ...(node.Plans ?? []).flatMap(scans)];
}

describe('bookings list: the type filter counts from its index', () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb();
    await generateDemoBookings(t.db, 1500, { today: TODAY });
    await settleAfterBulkLoad(t.db);
  });
  afterAll(async () => t.close());

  it('marks the bulk-loaded pages all-visible, which an index-only scan needs', async () => {
    const [row] = await queryRows<{ pages: number; visible: number }>(
      t.db,
      sql`select relpages as pages, relallvisible as visible from pg_class where relname = 'bookings'`,
    );
    expect(row!.pages).toBeGreaterThan(0);
    expect(row!.visible).toBe(row!.pages);
  });

  for (const filter of ['type=liegend', 'type=liegend&archive=1']) {
    it(`counts "${filter}" with an index-only scan and no table reads`, async () => {
      const where = listConditions(parseListFilters(new URLSearchParams(filter)), TODAY);
      const counted = t.db.select({ one: sql`1` }).from(bookings).where(where).limit(1001);
      const plan = await t.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        await tx.execute(sql`set local enable_bitmapscan = off`);
        const [row] = await queryRows<{ 'QUERY PLAN': [{ Plan: PlanNode }] | string }>(tx, sql`explain (analyze, format json) select count(*) from (${counted}) as matching`);
        const json = row!['QUERY PLAN'];
        return (typeof json === 'string' ? JSON.parse(json) : json)[0].Plan as PlanNode;
      });
      expect(scans(plan).map((s) => [s['Node Type'], s['Index Name'], s['Heap Fetches']])).toEqual([
        ['Index Only Scan', 'bookings_transportart_datum_status_idx', 0],
      ]);
    });
  }
});
