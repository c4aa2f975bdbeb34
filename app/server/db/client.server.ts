// Opens the database: embedded PGlite (default, data in DATA_DIR) or a PostgreSQL server (DATABASE_URL).
// Both give the same Drizzle type, so every use case runs unchanged on either backend.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { ALWAYS_AVAILABLE, watchAvailability, type DatabaseAvailability } from './availability.server';
import { createPgListener } from './pg-listener.server';
import * as schema from './schema';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** A use case accepts either the database or an open transaction. */
export type DbOrTx = Db | Tx;

export type DbKind = 'pglite' | 'postgres';

const DRIZZLE_CONFIG = { schema, casing: 'snake_case' } as const;

/**
 * The same database through a second Drizzle instance that reports every statement it sends: a test of
 * "no statement per row" counts them instead of timing them (no test depends on the machine's speed).
 */
export function observedDb(handle: DbHandle, onStatement: (query: string) => void): Db {
  const config = { ...DRIZZLE_CONFIG, logger: { logQuery: onStatement } };
  const client = (handle.db as unknown as { $client: PGlite | pg.Pool }).$client;
  return (handle.kind === 'pglite'
    ? drizzlePglite(client as PGlite, config)
    : drizzlePg(client as pg.Pool, config)) as unknown as Db;
}

export type DbHandle = {
  db: Db;
  kind: DbKind;
  /**
   * Subscribes to a NOTIFY channel; resolves to an unsubscribe function. `onGap` is called when the
   * notifications connection came back after a loss (what was sent meanwhile is missed).
   */
  listen(channel: string, onPayload: (payload: string) => void, onGap?: () => void): Promise<() => Promise<void>>;
  /** Whether the database can be reached right now (availability.server.ts). */
  availability: DatabaseAvailability;
  /** False while the notifications connection is lost and being re-established. */
  notificationsConnected(): boolean;
  close(): Promise<void>;
};

/**
 * PGlite's PostgreSQL settings (issue 15: idle RSS ≤ 250 MiB). One process, one connection, small
 * tables: PostgreSQL's server defaults (128 MB shared_buffers, 64 MB maintenance_work_mem) only made the
 * WebAssembly heap grow. fsync stays off as before (PGlite's own start parameters; README says what
 * that means for durability).
 */
export const PGLITE_SETTINGS = [
  'shared_buffers = 16MB',
  'maintenance_work_mem = 16MB',
  'temp_buffers = 4MB',
  'work_mem = 4MB',
];

/**
 * Runs initdb for a new data directory in a short-lived child process: initdb's WebAssembly heap
 * (~180 MiB) would otherwise stay in the server's resident memory for good. Falls back to PGlite's own
 * in-process initdb where modules cannot be resolved (test runners without `import.meta.resolve`).
 */
export async function initDataDirInChild(dataDir: string): Promise<boolean> {
  const resolve = (import.meta as { resolve?: (specifier: string) => string }).resolve;
  if (typeof resolve !== 'function' || existsSync(join(dataDir, 'PG_VERSION'))) return false;
  let pglite: string;
  try {
    pglite = resolve('@electric-sql/pglite');
  } catch {
    return false;
  }
  const script = `const { PGlite } = await import(process.argv[1]);
const db = new PGlite({ dataDir: process.argv[2], postgresqlconf: JSON.parse(process.argv[3]) });
await db.waitReady;
await db.close();`;
  await new Promise<void>((done, fail) => {
    const child = spawn(
      process.execPath,
      ['--input-type=module', '-e', script, pglite, dataDir, JSON.stringify(PGLITE_SETTINGS)],
      {
        stdio: ['ignore', 'ignore', 'pipe'],
      },
    );
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-2000)));
    child.on('error', fail);
    child.on('exit', (code) =>
      code === 0 ? done() : fail(new Error(`initdb in child process failed (${code}): ${stderr.trim()}`)),
    );
  });
  return true;
}

/** PGlite in `dataDir` (created if missing), or in memory when `dataDir` is undefined. */
export async function openPglite(dataDir?: string, options: { loadDataDir?: Blob } = {}): Promise<DbHandle> {
  if (dataDir && !options.loadDataDir) await initDataDirInChild(dataDir);
  const client = new PGlite({
    dataDir,
    extensions: { pg_trgm },
    loadDataDir: options.loadDataDir,
    postgresqlconf: PGLITE_SETTINGS,
  });
  await client.waitReady;
  const db = drizzlePglite(client, DRIZZLE_CONFIG) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    async listen(channel, onPayload) {
      const unsubscribe = await client.listen(channel, onPayload);
      return async () => unsubscribe();
    },
    availability: ALWAYS_AVAILABLE,
    notificationsConnected: () => true,
    async close() {
      if (!client.closed) await client.close();
    },
  };
}

/** How long a request waits for a connection before it is answered 503 (pg's default waits forever). */
export const CONNECT_TIMEOUT_MS = 5000;

export async function openPostgres(connectionString: string, options: { max?: number } = {}): Promise<DbHandle> {
  const pool = new pg.Pool({
    connectionString,
    max: options.max ?? 10,
    idleTimeoutMillis: 30_000,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    keepAlive: true,
  });
  const availability = watchAvailability({ probe: () => pool.query('select 1') });
  // An idle client that loses its connection (a restart terminates it with 57P01) must not crash the
  // process; the pool replaces it, and the database counts as away until a probe reaches it.
  pool.on('error', (error) => availability.report(error));
  const probe = await pool.connect();
  probe.release();
  const db = drizzlePg(pool, DRIZZLE_CONFIG) as unknown as Db;
  const listener = createPgListener({
    connectionString,
    connectTimeoutMs: CONNECT_TIMEOUT_MS,
    onError: (error) => availability.report(error),
  });
  let closed = false;
  return {
    db,
    kind: 'postgres',
    listen: (channel, onPayload, onGap) => listener.listen(channel, { onPayload, onGap }),
    availability,
    notificationsConnected: () => listener.isConnected(),
    async close() {
      if (closed) return;
      closed = true;
      availability.stop();
      await listener.close();
      await pool.end();
    },
  };
}
