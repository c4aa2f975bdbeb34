// A fresh, migrated database for one test file: PGlite in memory by default, or a new PostgreSQL
// database copied from the migrated template when TEST_DATABASE_URL is set. Dropped again at the end.
import { readFileSync } from 'node:fs';
import { inject } from 'vitest';
import { openPglite, openPostgres, type Db, type DbHandle } from '../../app/server/db/client.server';
import { createScratchDatabase } from './scratch-database';

export type TestDb = {
  db: Db;
  handle: DbHandle;
  kind: DbHandle['kind'];
  /** For tests that need a second connection (e.g. two server instances on one PostgreSQL). */
  url: string | null;
  close: () => Promise<void>;
};

/** A new PostgreSQL database (a copy of `template`, or empty), dropped again on close. */
async function createPostgresDb(adminUrl: string, template: string | null): Promise<TestDb> {
  const scratch = await createScratchDatabase(adminUrl, 'kf_test', { template });
  const handle = await openPostgres(scratch.url);
  return {
    db: handle.db,
    handle,
    kind: 'postgres',
    url: scratch.url,
    close: async () => {
      await handle.close();
      await scratch.drop();
    },
  };
}

export async function createTestDb(): Promise<TestDb> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const template = inject('postgresTemplate');
  if (adminUrl && template) return createPostgresDb(adminUrl, template);
  const blob = new Blob([readFileSync(inject('pgliteTemplate'))]);
  const handle = await openPglite(undefined, { loadDataDir: blob });
  return { db: handle.db, handle, kind: 'pglite', url: null, close: () => handle.close() };
}

/** A fresh database without any migration applied (tests of the migrations themselves). */
export async function createEmptyTestDb(): Promise<TestDb> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) return createPostgresDb(adminUrl, null);
  const handle = await openPglite();
  return { db: handle.db, handle, kind: 'pglite', url: null, close: () => handle.close() };
}
