// Applies the drizzle-kit migrations at start-up, on both backends. Our own runner instead of
// drizzle's: one transaction for all pending files and an advisory lock, so several server instances
// starting together against one PostgreSQL never apply a migration twice.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { projectRoot } from '#app/server/project-root.server';
import type { Db, DbOrTx } from './client.server';
import { normaliseStoredPhones } from './normalise-phones.server';
import { queryRows } from './query-rows.server';

type Journal = { entries: { idx: number; tag: string }[] };

const MIGRATION_LOCK_ID = 727_274_001;

/** Migration steps written in TypeScript, run once after the SQL files, in this order. */
const DATA_STEPS: { tag: string; run: (tx: DbOrTx) => Promise<unknown> }[] = [
  { tag: 'data:phones-e164', run: normaliseStoredPhones },
];

export function migrationsFolder(): string {
  return join(projectRoot(), 'app', 'server', 'db', 'migrations');
}

function readJournal(folder: string): Journal {
  return JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8')) as Journal;
}

/**
 * Applies every pending migration; returns the tags applied now. `until` stops after that tag (tests
 * that fill a database in an older schema, then migrate it).
 */
export async function migrate(
  db: Db,
  folder = migrationsFolder(),
  options: { until?: string } = {},
): Promise<string[]> {
  const journal = readJournal(folder);
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_ID})`);
    await tx.execute(
      sql`create table if not exists schema_migrations (tag text primary key, applied_at timestamptz not null default now())`,
    );
    const done = await queryRows<{ tag: string }>(tx, sql`select tag from schema_migrations`);
    const applied = new Set(done.map((row) => row.tag));
    const appliedNow: string[] = [];
    for (const entry of [...journal.entries].sort((a, b) => a.idx - b.idx)) {
      if (applied.has(entry.tag)) continue;
      const text = readFileSync(join(folder, `${entry.tag}.sql`), 'utf8');
      for (const statement of text.split('--> statement-breakpoint')) {
        if (statement.trim()) await tx.execute(sql.raw(statement));
      }
      await tx.execute(sql`insert into schema_migrations (tag) values (${entry.tag})`);
      appliedNow.push(entry.tag);
      if (entry.tag === options.until) return appliedNow;
    }
    // Data steps that need code (after every SQL migration; the tag marks them done, like a file's).
    for (const step of DATA_STEPS) {
      if (applied.has(step.tag)) continue;
      await step.run(tx);
      await tx.execute(sql`insert into schema_migrations (tag) values (${step.tag})`);
      appliedNow.push(step.tag);
    }
    return appliedNow;
  });
}
