// A fresh data directory for a journey's own server: the PGlite database where the server keeps it
// (startup.server.ts), migrated, with the demo data, plus what the journey adds through `fill`. Prepared
// before the server starts on it (PGlite allows one process per directory).
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { openPglite, openPostgres, type Db } from '../../../app/server/db/client.server';
import { migrate } from '../../../app/server/db/migrate.server';
import { seedDemoData } from '../../../app/server/db/seed.server';
import type { OwnDatabase } from './own-server';

export async function prepareSeededDataDir<T>(dataDir: string, fill: (db: Db) => Promise<T>): Promise<T> {
  return prepareOwnDatabase(dataDir, { databaseUrl: null }, async (db) => {
    await seedDemoData(db);
    return fill(db);
  });
}

/**
 * A fresh data directory and an empty, migrated database for a journey's own server (no demo data):
 * PGlite in the directory, or the scratch PostgreSQL database `database.databaseUrl` (own-server.ts).
 */
export async function prepareOwnDatabase<T>(
  dataDir: string,
  database: OwnDatabase,
  fill: (db: Db) => Promise<T>,
): Promise<T> {
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const handle = database.databaseUrl
    ? await openPostgres(database.databaseUrl, { max: 2 })
    : await openPglite(join(dataDir, 'pglite'));
  try {
    await migrate(handle.db);
    return await fill(handle.db);
  } finally {
    await handle.close();
  }
}
