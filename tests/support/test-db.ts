// A fresh, migrated database for one test file: PGlite in memory by default, or a new PostgreSQL
// database copied from the migrated template when TEST_DATABASE_URL is set. Dropped again at the end.
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openPglite, openPostgres, type Db, type DbHandle } from '../../app/server/db/client.server';

export type TestDb = {
  db: Db;
  handle: DbHandle;
  kind: DbHandle['kind'];
  /** For tests that need a second connection (e.g. two server instances on one PostgreSQL). */
  url: string | null;
  close: () => Promise<void>;
};

export async function createTestDb(): Promise<TestDb> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const template = inject('postgresTemplate');
  if (adminUrl && template) {
    const name = `kf_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`create database ${name} template ${template}`);
    await admin.end();
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const handle = await openPostgres(url.toString());
    return {
      db: handle.db,
      handle,
      kind: 'postgres',
      url: url.toString(),
      close: async () => {
        await handle.close();
        const cleanup = new pg.Client({ connectionString: adminUrl });
        await cleanup.connect();
        await cleanup.query(`drop database if exists ${name} with (force)`);
        await cleanup.end();
      },
    };
  }
  const blob = new Blob([readFileSync(inject('pgliteTemplate'))]);
  const handle = await openPglite(undefined, { loadDataDir: blob });
  return { db: handle.db, handle, kind: 'pglite', url: null, close: () => handle.close() };
}
