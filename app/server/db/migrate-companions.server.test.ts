// Migration 0018 (issue 20, decision 227) on a database with vehicles and bookings from before: every
// wheelchair-accessible vehicle gets the new carrying-chair flag (it took a carrying chair before), the
// others do not; every booking has no companions; the number of companions is checked (0–8). Runs on
// PGlite, and on PostgreSQL with TEST_DATABASE_URL.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmptyTestDb, type TestDb } from '../../../tests/support/test-db';
import { migrate } from './migrate.server';
import { queryRows } from './query-rows.server';

describe('migration 0018: companions and the carrying chair', () => {
  let t: TestDb;

  beforeAll(async () => {
    t = await createEmptyTestDb();
    await migrate(t.db, undefined, { until: '0016_invoices' });
    await t.db.execute(
      sql`insert into vehicles (plate, wheelchair, seats) values ('F-KF 1', true, 5), ('F-KF 2', false, 4)`,
    );
    await t.db.execute(sql`
      insert into bookings (booking_number, vorname, nachname, abholadresse, zieladresse, datum, uhrzeit)
      values ('KF-2025-00001', 'Erika', 'Muster', 'A 1', 'B 2', '2025-03-04', '09:15')`);
    expect(await migrate(t.db)).toContain('0018_companions_and_carrying_chair');
  }, 60_000);
  afterAll(async () => t?.close());

  it('gives the carrying chair to the wheelchair-accessible vehicles only', async () => {
    const rows = await queryRows<{ plate: string; tragestuhl: boolean }>(
      t.db,
      sql`select plate, tragestuhl from vehicles order by plate`,
    );
    expect(rows).toEqual([
      { plate: 'F-KF 1', tragestuhl: true },
      { plate: 'F-KF 2', tragestuhl: false },
    ]);
  });

  it('gives existing bookings no companions and refuses more than 8', async () => {
    const [row] = await queryRows<{ begleitpersonen: number }>(t.db, sql`select begleitpersonen from bookings`);
    expect(row).toEqual({ begleitpersonen: 0 });
    await t.db.execute(sql`update bookings set begleitpersonen = 8`);
    await expect(t.db.execute(sql`update bookings set begleitpersonen = 9`)).rejects.toThrow();
    await expect(t.db.execute(sql`update bookings set begleitpersonen = -1`)).rejects.toThrow();
  });
});
