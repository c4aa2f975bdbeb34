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
    expect(tags.map((row) => row.tag).filter((tag) => !tag.startsWith('data:'))).toEqual(
      journal.entries.map((entry) => entry.tag).sort(),
    );
    expect(tags.map((row) => row.tag)).toContain('data:phones-e164');
    expect(tags.map((row) => row.tag).slice(0, 2)).toEqual(['0000_enable_pg_trgm', '0001_initial_schema']);
    expect(await migrate(t.db)).toEqual([]);
  });

  it('creates the tables of SPEC.md §3 and the pg_trgm extension', async () => {
    const tables = await queryRows<{ table_name: string }>(
      t.db,
      sql`select table_name from information_schema.tables where table_schema = current_schema()`,
    );
    const names = tables.map((row) => row.table_name);
    for (const name of [
      'bookings',
      'drivers',
      'vehicles',
      'price_rules',
      'booking_events',
      'outbox_jobs',
      'email_templates',
      'smtp_settings',
      'users',
      'sessions',
    ]) {
      expect(names).toContain(name);
    }
    const ext = await queryRows<{ extname: string }>(
      t.db,
      sql`select extname from pg_extension where extname = 'pg_trgm'`,
    );
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

  it('rewrites the legacy status angenommen to confirmed once, in bookings and history, then refuses it', async () => {
    const journal = JSON.parse(readFileSync(join(migrationsFolder(), 'meta', '_journal.json'), 'utf8')) as {
      entries: { tag: string }[];
    };
    const tag = journal.entries.map((entry) => entry.tag).find((name) => name.endsWith('_status_confirmed_once'))!;
    // The database as the old site left it: the legacy value allowed and present.
    await t.db.execute(sql`alter table bookings drop constraint bookings_status`);
    await t.db.execute(
      sql.raw(
        `alter table bookings add constraint bookings_status check (status in ('pending', 'confirmed', 'rejected', 'completed', 'forwarded', 'billed', 'angenommen'))`,
      ),
    );
    const [row] = await queryRows<{ id: string }>(
      t.db,
      sql`with booking as (insert into bookings (booking_number, vorname, nachname, abholadresse, zieladresse, datum, uhrzeit, status)
            values ('KF-2026-99998', 'A', 'B', 'X', 'Y', '2026-01-01', '08:00', 'angenommen') returning id),
          leg as (insert into trip_legs (booking_id, kind, datum, uhrzeit, abholadresse, zieladresse) select id, 'hin', '2026-01-01', '08:00', 'X', 'Y' from booking)
          select id from booking`,
    );
    await t.db.execute(
      sql`insert into booking_events (booking_id, actor_label, type, data) values
          (${row!.id}, 'Alt', 'status-changed', '{"from":"angenommen","to":"billed"}'),
          (${row!.id}, 'Alt', 'status-changed', '{"from":"pending","to":"angenommen"}')`,
    );
    await t.db.execute(sql`delete from schema_migrations where tag = ${tag}`);

    expect(await migrate(t.db)).toEqual([tag]);
    const [booking] = await queryRows<{ status: string }>(t.db, sql`select status from bookings where id = ${row!.id}`);
    expect(booking!.status).toBe('confirmed');
    const events = await queryRows<{ data: unknown }>(
      t.db,
      sql`select data from booking_events where booking_id = ${row!.id} order by id`,
    );
    expect(events.map((e) => e.data)).toEqual([
      { from: 'confirmed', to: 'billed' },
      { from: 'pending', to: 'confirmed' },
    ]);
    await expect(t.db.execute(sql`update bookings set status = 'angenommen' where id = ${row!.id}`)).rejects.toThrow();
  });

  it('gives stored SMTP settings a security mode: SSL/TLS on 465, else STARTTLS required', async () => {
    const journal = JSON.parse(readFileSync(join(migrationsFolder(), 'meta', '_journal.json'), 'utf8')) as {
      entries: { tag: string }[];
    };
    const tag = journal.entries.map((entry) => entry.tag).find((name) => name.endsWith('_smtp_security'))!;
    // The table as it was before: no security column, a row on port 465.
    await t.db.execute(sql`alter table smtp_settings drop column security`);
    await t.db.execute(
      sql`insert into smtp_settings (id, host, port, from_email) values (1, 'smtp.example.org', 465, 'a@example.org')`,
    );
    await t.db.execute(sql`delete from schema_migrations where tag = ${tag}`);
    expect(await migrate(t.db)).toEqual([tag]);
    const [row] = await queryRows<{ security: string }>(t.db, sql`select security from smtp_settings`);
    expect(row!.security).toBe('tls');
    await t.db.execute(sql`update smtp_settings set port = 587, security = default`);
    const [after] = await queryRows<{ security: string }>(t.db, sql`select security from smtp_settings`);
    expect(after!.security).toBe('starttls');
    await expect(t.db.execute(sql`update smtp_settings set security = 'plain'`)).rejects.toThrow();
  });
});
