// What every request handler and background worker gets: the validated configuration, the database
// and the process-wide helpers. Built once at start-up (startup.server.ts) and put in the load context.
import type { Logger } from 'pino';
import { RouterContextProvider } from 'react-router';
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

/** What the server puts into every request's load context besides the middleware's typed values. */
export type RequestLoadContext = {
  services: AppServices;
  /** Per-request nonce for the Content-Security-Policy's inline scripts. */
  cspNonce: string;
  requestId: string;
};

declare module 'react-router' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface AppLoadContext extends RequestLoadContext {}
  // With route middleware on, loaders and actions get a RouterContextProvider: the server builds it
  // with these properties set (server/app.ts, loadContextOf), so they stay `context.services` etc.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface RouterContextProvider extends RequestLoadContext {}
}

/** The load context of one request: a RouterContextProvider (for middleware values) carrying our services. */
export function loadContextOf(values: RequestLoadContext): RouterContextProvider {
  return Object.assign(new RouterContextProvider(), values);
}
