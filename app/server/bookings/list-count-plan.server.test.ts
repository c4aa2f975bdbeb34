// How the list's capped counts are planned. The type filter's is answered from an index alone
// (migration 0020, decision 209): the index holds every column of the filter and of the archive rule,
// so no table row is read. Seq and bitmap scans are switched off for that EXPLAIN: on a small test
// table the planner would rightly pick them; what is checked is that the index can answer the count by
// itself. A free-text search is planned for all its rows unless the planner expects it to match broadly
// (decision 241).
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../../../tests/support/test-db';
import { parseListFilters } from '#app/domain/bookings/list-filters';
import { generateDemoBookings, settleAfterBulkLoad } from '#app/server/db/demo-bookings.server';
import { queryRows } from '#app/server/db/query-rows.server';
import { estimatedRows, queryPlan, type PlanNode } from '#app/server/db/query-plan.server';
import { countPlanOf, listConditions, matchingBookings } from './list-bookings.server';

const TODAY = '2026-11-22';

function scans(node: PlanNode): PlanNode[] {
  return [...(node['Node Type'].includes('Scan') ? [node] : []), ...(node.Plans ?? []).flatMap(scans)];
}

describe('bookings list: how the capped counts are planned', () => {
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
      const counted = matchingBookings(t.db, where).limit(1001);
      const plan = await t.db.transaction(async (tx) => {
        await tx.execute(sql`set local enable_seqscan = off`);
        await tx.execute(sql`set local enable_bitmapscan = off`);
        return queryPlan(tx, sql`select count(*) from (${counted}) as matching`, { analyze: true });
      });
      expect(scans(plan).map((s) => [s['Node Type'], s['Index Name'], s['Heap Fetches']])).toEqual([
        ['Index Only Scan', 'bookings_transportart_datum_status_idx', 0],
      ]);
    });
  }

  it('estimates the rows of a query without running it, close to the real number', async () => {
    const where = listConditions(parseListFilters(new URLSearchParams('type=liegend')), TODAY);
    const query = matchingBookings(t.db, where);
    const actual = (await query).length;
    const estimate = await estimatedRows(t.db, query.getSQL());
    expect(actual).toBeGreaterThan(50);
    expect(estimate).toBeGreaterThan(actual / 3);
    expect(estimate).toBeLessThan(actual * 3);
  });

  it('plans a broad search for its first matches, a selective one for all of them, a date as a filter', async () => {
    const plan = async (query: string, cap: number) => {
      const filters = parseListFilters(new URLSearchParams(query));
      return countPlanOf(t.db, filters, listConditions(filters, TODAY), cap);
    };
    const [one] = await queryRows<{ number: string }>(t.db, sql`select booking_number as number from bookings limit 1`);
    // "bad homburg" is in about a third of the generated addresses: hundreds of the 1 500 bookings.
    expect(await plan('q=bad+homburg', 10)).toBe('first-rows');
    expect(await plan('q=bad+homburg', 1000)).toBe('all-rows');
    expect(await plan(`q=${one!.number}`, 10)).toBe('all-rows');
    expect(await plan('q=24.11.2026', 10)).toBe('first-rows');
    expect(await plan('type=liegend', 10)).toBe('first-rows');
  });
});
