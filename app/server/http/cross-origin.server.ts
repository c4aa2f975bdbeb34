// Cross-site posts to React Router's data URLs (`/app/drivers.data`, issue 39). React Router refuses a
// `.data` POST whose Origin is not the request's own origin with a bare 400, and hands its handleError a
// plain "Bad Request" error: it was logged as a server error with a stack and never audited, unlike the
// cross-origin posts the staff guard refuses. Such a post is refused here first, by React Router's own
// rule (so nothing it accepts is refused): a German 400, one JSON line at warn, an audit entry.
import type { Request as ExpressRequest, RequestHandler } from 'express';
import { recordAudit } from '#app/server/auth/audit.server';
import type { AppServices } from '#app/server/services.server';

export const CROSS_ORIGIN_MESSAGE = 'Diese Anfrage wurde abgelehnt, weil sie nicht von dieser Website stammt.';

/**
 * Whether React Router (7.18, `throwIfPotentialCSRFAttack` without `allowedActionOrigins`) refuses an
 * action with this `Origin` header addressed to `requestOrigin`: an Origin that is no URL (also an
 * empty one), the opaque "null", or another origin; no Origin at all passes (not from a browser form).
 */
export function isForeignOrigin(origin: string | undefined, requestOrigin: string): boolean {
  if (origin === undefined) return false;
  // The opaque origin of a sandboxed or privacy-sensitive context never matches a host.
  if (origin === 'null') return true;
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return true;
  }
  // An origin without a host (file:) is let through by React Router, so here too.
  return url.host !== '' && url.origin !== new URL(requestOrigin).origin;
}

/** The origin React Router's Express adapter gives the request (createRemixRequest), or null. */
function requestOriginOf(req: ExpressRequest): string | null {
  const ports = [req.app.enabled('trust proxy') ? req.get('X-Forwarded-Host') : undefined, req.get('host')].map(
    (host) => Number.parseInt(host?.split(':')[1] ?? '', 10),
  );
  const port = ports.find((value) => Number.isSafeInteger(value));
  const hostname = req.hostname.split(/[\\/?#@]/)[0] || 'localhost';
  try {
    return new URL(`${req.protocol}://${hostname}${port ? `:${port}` : ''}`).origin;
  } catch {
    return null;
  }
}

/** Refuses a cross-site POST to a `.data` URL before React Router sees it. */
export function crossOriginDataGuard(services: Pick<AppServices, 'db' | 'logger'>): RequestHandler {
  return (req, res, next) => {
    if (req.method !== 'POST' || !req.path.endsWith('.data')) return next();
    const own = requestOriginOf(req);
    if (own === null || !isForeignOrigin(req.get('origin'), own)) return next();
    const route = req.path;
    services.logger.warn(
      {
        requestId: res.locals.requestId as string | undefined,
        method: req.method,
        route,
        event: 'request-refused',
        reason: 'cross-origin',
        status: 400,
      },
      'request refused',
    );
    recordAudit(services.db, {
      action: 'access_denied',
      detail: { reason: 'cross_origin', method: req.method, path: route },
    })
      // The refusal stands without its audit entry (a database away); its log line is written.
      .catch(() => {})
      .finally(() => {
        res.setHeader('Cache-Control', 'no-store');
        res.status(400).type('text/plain; charset=utf-8').send(CROSS_ORIGIN_MESSAGE);
      });
  };
}
