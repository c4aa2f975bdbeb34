// A fresh data directory for a journey's own server: the PGlite database where the server keeps it
// (startup.server.ts), migrated, with the demo data, plus what the journey adds through `fill`. Prepared
// before the server starts on it (PGlite allows one process per directory).
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { openPglite, type Db } from '../../../app/server/db/client.server';
import { migrate } from '../../../app/server/db/migrate.server';
import { seedDemoData } from '../../../app/server/db/seed.server';

export async function prepareSeededDataDir<T>(dataDir: string, fill: (db: Db) => Promise<T>): Promise<T> {
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const handle = await openPglite(join(dataDir, 'pglite'));
  try {
    await migrate(handle.db);
    await seedDemoData(handle.db);
    return await fill(handle.db);
  } finally {
    await handle.close();
  }
}
