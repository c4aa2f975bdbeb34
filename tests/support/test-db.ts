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

/** A new PostgreSQL database (a copy of `template`, or empty), dropped again on close. */
async function createPostgresDb(adminUrl: string, template: string | null): Promise<TestDb> {
  const name = `kf_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(template ? `create database ${name} template ${template}` : `create database ${name}`);
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
