// Cross-site mutations, refused before React Router and before any route (issues 39 and 40). React Router
// refuses a `.data` or document POST whose Origin is not the request's own origin with a bare 400 and hands
// its handleError a plain error: it was logged as a refused request at info and never audited, unlike the
// cross-origin posts the staff guard refuses (403, audited, no log line); resource routes (/app/…/aktionen,
// /logout) and the closed auth API (/api/auth) had only the staff guard or nothing. Every such mutation is
// now refused here by React Router's own rule (so nothing it accepts is refused) and the staff guard's
// (Sec-Fetch-Site without an Origin): a German answer, one JSON line at warn, an audit entry. The staff
// guard's, the sign-in's and the sign-out's own checks stay behind it.
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

const MUTATIONS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * The public booking intake (JSON for the wizard, decision 115) takes bookings without a session, also
 * from a page elsewhere; its fast path answers before Express and does not look at the Origin either.
 */
const OPEN_TO_OTHER_SITES = new Set(['/online-buchung/absenden']);

/**
 * Whether a mutation comes from another site: an Origin React Router refuses (for a route other than a
 * `.data` URL, one that is not our public origin either: the staff guard's isSameOriginRequest allows
 * both), or no Origin with a browser's Sec-Fetch-Site naming another site.
 */
function isCrossSite(req: ExpressRequest, own: string, publicOrigin: string): boolean {
  const origin = req.get('origin');
  if (origin === undefined) {
    const site = req.get('sec-fetch-site');
    return site === 'cross-site' || site === 'same-site';
  }
  if (origin === publicOrigin && !req.path.endsWith('.data')) return false;
  return isForeignOrigin(origin, own);
}

/**
 * Refuses a cross-site mutation before React Router and every route sees it: 400 for a `.data` URL (React
 * Router's answer), 403 elsewhere (the staff guard's), the German message, one warn line, an audit entry.
 */
export function crossOriginGuard(services: Pick<AppServices, 'db' | 'logger' | 'env'>): RequestHandler {
  const publicOrigin = new URL(services.env.PUBLIC_URL).origin;
  return (req, res, next) => {
    if (!MUTATIONS.has(req.method) || OPEN_TO_OTHER_SITES.has(req.path)) return next();
    const own = requestOriginOf(req);
    if (own === null || !isCrossSite(req, own, publicOrigin)) return next();
    const route = req.path;
    const status = route.endsWith('.data') ? 400 : 403;
    services.logger.warn(
      {
        requestId: res.locals.requestId as string | undefined,
        method: req.method,
        route,
        event: 'request-refused',
        reason: 'cross-origin',
        status,
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
        res.status(status).type('text/plain; charset=utf-8').send(CROSS_ORIGIN_MESSAGE);
      });
  };
}
