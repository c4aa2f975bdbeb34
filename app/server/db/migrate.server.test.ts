import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../../../tests/support/test-db';
import { queryRows } from './query-rows.server';
import { migrate, migrationsFolder } from './migrate.server';

describe('migrations', () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb();
  });
  afterAll(async () => t.close());

  it('has applied every migration, and applying again changes nothing', async () => {
    const tags = await queryRows<{ tag: string }>(t.db, sql`select tag from schema_migrations order by tag`);
    const journal = JSON.parse(readFileSync(join(migrationsFolder(), 'meta', '_journal.json'), 'utf8')) as {
      entries: { tag: string }[];
    };
    expect(tags.map((row) => row.tag)).toEqual(journal.entries.map((entry) => entry.tag).sort());
    expect(tags.map((row) => row.tag).slice(0, 2)).toEqual(['0000_enable_pg_trgm', '0001_initial_schema']);
    expect(await migrate(t.db)).toEqual([]);
  });

  it('creates the tables of SPEC.md §3 and the pg_trgm extension', async () => {
    const tables = await queryRows<{ table_name: string }>(
      t.db,
      sql`select table_name from information_schema.tables where table_schema = current_schema()`,
    );
    const names = tables.map((row) => row.table_name);
    for (const name of ['bookings', 'drivers', 'vehicles', 'price_rules', 'booking_events', 'outbox_jobs', 'email_templates', 'smtp_settings', 'users', 'sessions']) {
      expect(names).toContain(name);
    }
    const ext = await queryRows<{ extname: string }>(t.db, sql`select extname from pg_extension where extname = 'pg_trgm'`);
    expect(ext).toHaveLength(1);
  });

  it('enforces the status, transport type, return trip and care level constraints', async () => {
    const insert = (column: string, value: string | number) =>
      t.db.execute(
        sql.raw(
          `insert into bookings (booking_number, vorname, nachname, abholadresse, zieladresse, datum, uhrzeit, ${column})
           values ('KF-2026-99999', 'A', 'B', 'X', 'Y', '2026-01-01', '08:00', '${value}')`,
        ),
      );
    await expect(insert('status', 'unknown')).rejects.toThrow();
    await expect(insert('transportart', 'fliegend')).rejects.toThrow();
    await expect(insert('rueckfahrt', 'vielleicht')).rejects.toThrow();
    await expect(insert('pflegegrad', 6)).rejects.toThrow();
  });
});
