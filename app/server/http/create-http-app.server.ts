// The Express application around React Router: request ids and logging, security headers,
// static assets (precompressed), compression of rendered responses (never for event streams), the health check and the error handler.
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import compression from 'compression';
import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import { pinoHttp } from 'pino-http';
import { sql } from 'drizzle-orm';
import { company } from '#app/company';
import { logSerializers } from '#app/server/logging/logger.server';
import {
  DATABASE_UNAVAILABLE_TEXT,
  logRequestError,
  RETRY_AFTER_SECONDS,
} from '#app/server/logging/request-errors.server';
import type { AppServices } from '#app/server/services.server';
import { canonicalRedirects } from './canonical-redirect.server';
import { crossOriginGuard } from './cross-origin.server';
import { methodGuard, statusHeaders } from './protocol.server';
import { assetHeaders, securityHeaders } from './security-headers.server';
import { serveAssets, serveClientFiles } from './static-assets.server';
import { bookingIntakeFastPath } from './booking-intake-fast-path.server';
import { pageHitFastPath } from './page-hit-fast-path.server';
import { requestIdOf } from './request-id.server';
import { routeHeadersReplace } from './route-headers.server';
import type { PageCache } from './page-cache.server';

export type HttpAppOptions = {
  services: AppServices;
  /** React Router's request handler (it reads `req`'s load context from createLoadContext). */
  handleRequest: RequestHandler;
  /** Vite's middlewares in development; omitted in production. */
  devMiddlewares?: RequestHandler;
  /** Absolute path of build/client in production. */
  clientDir?: string;
  /** Extra routes mounted before React Router (auth API, event stream, files, …). */
  mount?: (app: express.Express) => void;
  /** Serves public content pages from memory (production only; see page-cache.server.ts). */
  pageCache?: PageCache;
  /** The canonical paths of the public pages: every variant of one is redirected (301) to it. */
  canonicalPaths?: readonly string[];
};

/** A failed health probe, reported like a connection error: the database counts as away until a probe succeeds. */
class DatabaseProbeError extends Error {
  code = '08006';
}

export async function checkDatabase(services: Pick<AppServices, 'db'>, timeoutMs = 2000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  try {
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('database health check timed out')), timeoutMs);
    });
    await Promise.race([services.db.execute(sql`select 1`), timeout]);
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** TRUST_PROXY as Express takes it: booleans, a hop count as a number, else the list of trusted addresses. */
export function trustProxySetting(value: string): boolean | number | string {
  if (value === 'true') return true;
  if (value === 'false') return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}

export function createHttpApp(options: HttpAppOptions): express.Express {
  const { services } = options;
  const { env } = services;
  const app = express();
  app.disable('x-powered-by');
  // HSTS only where the public address is https: on http it is ignored at best, and it would pin a
  // host name that may later be served over https by something else.
  const hsts = env.PUBLIC_URL.startsWith('https://');
  const trustProxy = trustProxySetting(env.TRUST_PROXY);
  app.set('trust proxy', trustProxy);
  let warnedForwarded = false;
  const cspIntegrations = {
    analytics: Boolean(company.analytics.ga4MeasurementId),
    maps: Boolean(env.GOOGLE_MAPS_BROWSER_KEY),
  };

  // Before everything else: no route ever sees a method it can't serve (protocol.server.ts).
  app.use(methodGuard, statusHeaders);

  if (!options.devMiddlewares && options.clientDir) {
    // Hashed build files never change their content: cached for a year, served from memory in the
    // encoding made at build time, before compression, logging and the page headers (a script or font
    // needs no CSP; that header alone would add ~0.7 KB per file).
    app.use('/assets', assetHeaders({ hsts }), serveAssets(`${options.clientDir}/assets`));
  }

  app.use(
    compression({
      filter: (req, res) => {
        const type = String(res.getHeader('Content-Type') ?? '');
        if (type.startsWith('text/event-stream')) return false;
        return compression.filter(req, res);
      },
    }),
  );
  // React Router's response writer flushes after every ~2 KB chunk; with compression each flush ends a
  // compressed block, so a gzip client got five times the bytes. Only an event stream needs its flushes.
  app.use((_req, res, next) => {
    const flush = (res as { flush?: () => void }).flush;
    if (flush) {
      (res as { flush?: () => void }).flush = () => {
        if (String(res.getHeader('Content-Type') ?? '').startsWith('text/event-stream')) flush.call(res);
      };
    }
    next();
  });

  app.use((req, res, next) => {
    const id = requestIdOf(req.headers['x-request-id']);
    res.locals.requestId = id;
    res.locals.cspNonce = randomBytes(16).toString('base64');
    res.setHeader('X-Request-Id', id);
    // The client address as resolved with TRUST_PROXY, for rate limits in route actions. Set here (and
    // any incoming header of that name overwritten) so a client can't choose its own.
    req.headers['x-kf-client-ip'] = req.ip ?? req.socket.remoteAddress ?? 'unknown';
    if (trustProxy === false && !warnedForwarded && req.headers['x-forwarded-for']) {
      warnedForwarded = true;
      services.logger.warn(
        { event: 'forwarded-for-ignored' },
        'X-Forwarded-For ignored (TRUST_PROXY=false): behind a reverse proxy all clients share its address in the rate limits; set TRUST_PROXY to the proxy (README)',
      );
    }
    next();
  });

  app.use(
    pinoHttp({
      logger: services.logger,
      genReqId: (_req, res) => res.locals.requestId as string,
      // Only method, path (never the query string: it can hold search terms with names) and status.
      serializers: {
        req: (req: { id: string; method: string; url: string }) => ({
          id: req.id,
          method: req.method,
          path: req.url.split('?')[0],
        }),
        res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
        err: logSerializers.err,
      },
      // The request line never carries an error: the error has its own line (request-errors.server.ts),
      // and for a bare 5xx pino-http would invent one with a stack of its own internals.
      customErrorObject: (_req, _res, _error, value: Record<string, unknown>) => {
        const { err: _err, ...rest } = value;
        return rest;
      },
      // A 503 is the database away (decision 259): a warning, the failure's own line says why.
      customLogLevel: (_req, res, error) =>
        res.statusCode === 503 ? 'warn' : error || res.statusCode >= 500 ? 'error' : 'info',
      autoLogging: { ignore: (req) => req.url === '/healthz' },
      quietReqLogger: true,
    }),
  );

  app.use(
    securityHeaders({
      integrations: cspIntegrations,
      hsts,
      dev: Boolean(options.devMiddlewares),
    }),
  );

  // "degraded" while the database or its notifications connection is away (a restart, a failover): the
  // process stays up and recovers by itself; 503 only while the database itself can't be reached.
  app.get('/healthz', async (_req, res) => {
    const ok = await checkDatabase(services);
    if (!ok) services.dbHandle.availability.report(new DatabaseProbeError());
    const notifications = services.dbHandle.notificationsConnected();
    res.setHeader('Cache-Control', 'no-store');
    res.status(ok ? 200 : 503).json({
      status: ok && notifications ? 'ok' : 'degraded',
      database: ok ? 'ok' : 'unreachable',
      notifications: notifications ? 'ok' : 'reconnecting',
    });
  });

  app.use(crossOriginGuard(services));

  if (options.canonicalPaths) app.use(canonicalRedirects(options.canonicalPaths));

  // Cached pages first: no public page is a file, and a file-system lookup per page hit cost more than
  // sending the page itself (issue 15).
  if (options.pageCache) app.use(options.pageCache);

  if (options.devMiddlewares) {
    app.use(options.devMiddlewares);
  } else if (options.clientDir) {
    app.use(serveClientFiles(options.clientDir, { maxAge: '1h' }));
  }

  options.mount?.(app);

  app.all('*splat', routeHeadersReplace, options.handleRequest);

  const onError: ErrorRequestHandler = (error: unknown, req, res, next) => {
    if (res.headersSent) return next(error);
    // Malformed input (bad JSON, too large, …) is the client's fault: a 4xx, never a 500, logged as one
    // line without a stack.
    const logged = logRequestError(services.logger, error, {
      requestId: res.locals.requestId as string | undefined,
      method: req.method,
      path: req.path,
    });
    if (logged.kind === 'refused') {
      res.status(logged.status).type('text/plain; charset=utf-8').send('Die Anfrage konnte nicht verarbeitet werden.');
      return;
    }
    if (logged.kind === 'unavailable' || services.dbHandle.availability.report(error)) {
      res.status(503).setHeader('Retry-After', String(RETRY_AFTER_SECONDS));
      res.type('text/plain; charset=utf-8').send(DATABASE_UNAVAILABLE_TEXT);
      return;
    }
    res.status(500).type('text/plain; charset=utf-8').send('Ein unerwarteter Fehler ist aufgetreten.');
  };
  app.use(onError);

  // A page already in the cache is answered before Express sees the request (decision 113): the same
  // headers and log line, a fraction of the work. Every other request, and one whose X-Forwarded-For
  // still has to be warned about, goes through the middlewares above.
  // The wizard's booking POST likewise (decision 115): the same booking function, headers and log line.
  if (!options.devMiddlewares) {
    const pageHit = options.pageCache
      ? pageHitFastPath({ cache: options.pageCache, hsts, logger: services.logger })
      : () => false;
    const intake = bookingIntakeFastPath({
      services,
      hsts,
      integrations: cspIntegrations,
      trust: app.get('trust proxy fn'),
    });
    const handle = (app as unknown as ExpressHandle).handle.bind(app);
    (app as unknown as ExpressHandle).handle = (req, res, callback) => {
      const mustWarn = trustProxy === false && !warnedForwarded && req.headers['x-forwarded-for'] !== undefined;
      if (mustWarn || !(pageHit(req, res) || intake(req, res))) handle(req, res, callback);
    };
  }
  return app;
}

/** Express's entry for every request (`app(req, res)` and the server from `app.listen` call it). */
type ExpressHandle = {
  handle: (req: IncomingMessage, res: ServerResponse, callback?: (error?: unknown) => void) => void;
};
