// Start-up and shutdown of the whole product in one process: configuration, database (with the
// data-directory lock for PGlite), migrations, first-start data, HTTP server, graceful shutdown.
import type { Server } from 'node:http';
import { isAbsolute, join, resolve } from 'node:path';
import type { RequestHandler } from 'express';
import type { Logger } from 'pino';
import { resolveAppSecret } from './app-secret.server';
import { openPglite, openPostgres, type DbHandle } from './db/client.server';
import { DataDirLockedError, lockDataDir } from './db/data-dir-lock.server';
import { migrate } from './db/migrate.server';
import { ConfigError, parseEnv, type Env } from './env.server';
import { createHttpApp } from './http/create-http-app.server';
import type { PageCache } from './http/page-cache.server';
import { createLogger } from './logging/logger.server';
import { makeTreePrivate, prepareDataDir } from './storage/data-dir.server';
import { bootstrapHooks, type StartedHook } from './bootstrap.server';
import type { AppServices } from './services.server';

export type StartOptions = {
  /** Builds React Router's request handler from the services (the load context needs them). */
  createHandler: (services: AppServices) => RequestHandler;
  /** Builds the public page cache (production). */
  createPageCache?: (services: AppServices) => PageCache;
  /** The canonical paths of the public pages (variants are redirected to them). */
  canonicalPaths?: readonly string[];
  devMiddlewares?: RequestHandler;
  clientDir?: string;
  env?: Record<string, string | undefined>;
};

export type RunningServer = {
  services: AppServices;
  server: Server;
  url: string;
  stop: () => Promise<void>;
};

/** Exits with one line on stderr: for configuration and lock problems an operator must fix. */
function fail(message: string): never {
  process.stderr.write(`${message}\n`);
  process.exit(1);
}

export function loadEnvOrExit(source?: Record<string, string | undefined>): Env {
  try {
    return parseEnv(source);
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
}

export async function openDatabase(
  env: Env,
  dataDir: string,
  logger: Logger,
): Promise<{ handle: DbHandle; release: () => void }> {
  if (env.DATABASE_URL) {
    const handle = await openPostgres(env.DATABASE_URL);
    logger.info({ backend: 'postgres' }, 'database connected');
    return { handle, release: () => {} };
  }
  let release: () => void;
  try {
    release = lockDataDir(dataDir);
  } catch (error) {
    if (error instanceof DataDirLockedError) fail(error.message);
    throw error;
  }
  const handle = await openPglite(join(dataDir, 'pglite'));
  makeTreePrivate(join(dataDir, 'pglite'));
  logger.info({ backend: 'pglite' }, 'embedded database opened');
  return {
    handle,
    release: () => {
      makeTreePrivate(join(dataDir, 'pglite'));
      release();
    },
  };
}

export async function startServer(options: StartOptions): Promise<RunningServer> {
  const env = loadEnvOrExit(options.env);
  const logger = createLogger(env.LOG_LEVEL);
  const dataDir = isAbsolute(env.DATA_DIR) ? env.DATA_DIR : resolve(process.cwd(), env.DATA_DIR);
  try {
    prepareDataDir(dataDir);
  } catch (error) {
    fail(error instanceof Error ? error.message : String(error));
  }
  const secret = resolveAppSecret(env.APP_SECRET, dataDir);
  const { handle, release } = await openDatabase(env, dataDir, logger);
  const shutdown = new AbortController();

  const services: AppServices = {
    env,
    db: handle.db,
    dbHandle: handle,
    secret,
    dataDir,
    logger,
    shutdownSignal: shutdown.signal,
  };

  const applied = await migrate(handle.db);
  if (applied.length) logger.info({ applied }, 'migrations applied');

  const started: StartedHook[] = [];
  for (const hook of bootstrapHooks) {
    const result = await hook(services);
    if (result) started.push(result);
  }

  const app = createHttpApp({
    services,
    handleRequest: options.createHandler(services),
    pageCache: options.createPageCache?.(services),
    canonicalPaths: options.canonicalPaths,
    devMiddlewares: options.devMiddlewares,
    clientDir: options.clientDir,
    mount: (expressApp) => {
      for (const hook of started) hook.mount?.(expressApp);
    },
  });

  const server = await new Promise<Server>((resolveListen, rejectListen) => {
    const listening = app.listen(env.PORT, env.HOST, () => resolveListen(listening));
    listening.once('error', rejectListen);
  });
  // Slow clients must not hold sockets forever; SSE streams send heartbeats well within this.
  server.headersTimeout = 20_000;
  server.requestTimeout = 60_000;
  server.keepAliveTimeout = 5_000;
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : env.PORT;
  const url = env.PUBLIC_URL.startsWith(`http://localhost:${env.PORT}`) ? `http://localhost:${port}` : env.PUBLIC_URL;

  let stopping: Promise<void> | undefined;
  const stop = () => {
    stopping ??= (async () => {
      shutdown.abort();
      await new Promise<void>((resolveClose) => {
        server.close(() => resolveClose());
        server.closeIdleConnections();
      });
      for (const hook of [...started].reverse()) await hook.stop?.();
      await handle.close();
      release();
    })();
    return stopping;
  };

  for (const hook of started) hook.announce?.((line) => process.stdout.write(`${line}\n`));
  process.stdout.write(
    `\nKrankenfahrt läuft auf ${url}  (Datenbank: ${handle.kind === 'pglite' ? `PGlite in ${dataDir}` : 'PostgreSQL'})\n`,
  );
  return { services, server, url, stop };
}

/** Finishes in-flight requests, closes the database, then exits 0; a second signal or 10 s force it. */
export function handleShutdownSignals(running: RunningServer): void {
  let signalled = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (signalled) process.exit(1);
    signalled = true;
    running.services.logger.info({ signal }, 'shutting down');
    const force = setTimeout(() => {
      running.services.logger.error('shutdown timed out, exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    running.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        running.services.logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
