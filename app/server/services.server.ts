// What every request handler and background worker gets: the validated configuration, the database
// and the process-wide helpers. Built once at start-up (startup.server.ts) and put in the load context.
import type { Logger } from 'pino';
import type { Db, DbHandle } from './db/client.server';
import type { Env } from './env.server';

export type AppServices = {
  env: Env;
  db: Db;
  dbHandle: DbHandle;
  /** APP_SECRET, or the one generated into DATA_DIR. */
  secret: string;
  /** Absolute DATA_DIR (uploads, PGlite data, generated secret). */
  dataDir: string;
  logger: Logger;
  /** Aborted when the server begins to shut down: long-lived work (streams, workers) ends on it. */
  shutdownSignal: AbortSignal;
};

declare module 'react-router' {
  interface AppLoadContext {
    services: AppServices;
    /** Per-request nonce for the Content-Security-Policy's inline scripts. */
    cspNonce: string;
    requestId: string;
  }
}
