import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoDataViolations } from '../../../tests/support/demo-invariants';
import { createTestDb, type TestDb } from '../../../tests/support/test-db';
import { nextBookingNumber } from '#app/server/bookings/booking-number.server';
import { generateDemoBookings } from './demo-bookings.server';
import { queryRows } from './query-rows.server';

describe('generateDemoBookings', () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb();
    await generateDemoBookings(t.db, 2500, { today: '2026-11-22', batchSize: 700 });
  });
  afterAll(async () => t.close());

  it('stores the requested number of bookings over two years with unique, gap-free numbers', async () => {
    const [summary] = await queryRows<{ n: number; distinct_numbers: number; first: string; last: string }>(
      t.db,
      sql`select count(*)::int as n, count(distinct booking_number)::int as distinct_numbers, min(datum)::text as first, max(datum)::text as last from bookings`,
    );
    expect(summary).toMatchObject({ n: 2500, distinct_numbers: 2500 });
    expect(summary!.first < '2025-01-01').toBe(true);
    expect(summary!.last > '2026-11-22').toBe(true);
    const perYear = await queryRows<{ year: string; n: number; max_seq: number }>(
      t.db,
      sql`select substr(booking_number, 4, 4) as year, count(*)::int as n, max(substr(booking_number, 9)::int)::int as max_seq from bookings group by 1`,
    );
    for (const row of perYear) expect(row.max_seq).toBe(row.n);
  });

  it('leaves the counters so that the next booking continues the sequence', async () => {
    const [row] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from bookings where booking_number like 'KF-2026-%'`,
    );
    expect(await nextBookingNumber(t.db, 2026)).toBe(`KF-2026-${String(row!.n + 1).padStart(5, '0')}`);
  });

  it('is consistent with the rules the product keeps: nothing driven, missed or billed before its day; statuses match the legs (issue 37)', async () => {
    expect(await demoDataViolations(t.db, '2026-11-22')).toEqual([]);
  });

  it('only uses valid statuses, and future trips are pending or confirmed', async () => {
    const rows = await queryRows<{ status: string }>(
      t.db,
      sql`select distinct status from bookings where datum > '2026-11-22'`,
    );
    expect(rows.map((r) => r.status).sort()).toEqual(['confirmed', 'pending']);
  });
});
