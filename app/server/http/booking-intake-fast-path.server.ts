// The wizard's booking POST (/online-buchung/absenden) answered before Express and React Router (issue
// 15, decision 115). Express's ten middlewares, pino-http's child logger, compression's response wrapper
// (the answer is always below its threshold), a CSP nonce and React Router's request adapter and route
// matching cost more CPU than the booking itself. The booking is handled by the same function as on the
// route (handleIntake: rate limit, body limit, honeypot, idempotency key, validation, slot
// capacity, the one statement with history, jobs and notify); here only what Express did around it:
// the request id, the client address as Express resolves it (TRUST_PROXY), the security headers, the
// JSON answer's headers and the request log line, field for field.
import type { IncomingMessage, ServerResponse } from 'node:http';
import proxyAddr from 'proxy-addr';
import { handleIntake } from '#app/server/bookings/booking-intake.server';
import { DATABASE_UNAVAILABLE_TEXT, logRequestError } from '#app/server/logging/request-errors.server';
import type { AppServices } from '#app/server/services.server';
import { lingerAfterRefusal, readLimitedNodeBody } from './bounded-body.server';
import { REQUEST_ID_HEADER, requestIdOf, withRequestId } from './request-id.server';
import { logRequestCompleted } from './request-log-line.server';
import { contentSecurityPolicy, pageSecurityHeaders, type CspIntegrations } from './security-headers.server';

export const BOOKING_INTAKE_PATH = '/online-buchung/absenden';

type IntakeServices = Pick<AppServices, 'dataDir' | 'logger' | 'env' | 'db'>;

export type IntakeFastPathOptions = {
  services: IntakeServices;
  hsts: boolean;
  integrations: CspIntegrations;
  /** Express's compiled `trust proxy fn`: the client address exactly as `req.ip` resolves it. */
  trust: (address: string, hop: number) => boolean;
};

function pathOf(url: string): string {
  const at = url.indexOf('?');
  return at === -1 ? url : url.slice(0, at);
}

/**
 * The request listener's fast path: answers POST /online-buchung/absenden (the wizard's address,
 * with or without a query string) and returns true, or returns false and leaves
 * the request to Express.
 */
export function bookingIntakeFastPath(
  options: IntakeFastPathOptions,
): (req: IncomingMessage, res: ServerResponse) => boolean {
  const { services } = options;
  // The headers of the Express path in its order, with the same content types. The JSON answer carries
  // no script, so its CSP allows no inline script at all (Express's carried an unused nonce).
  const csp = contentSecurityPolicy({ hashes: [] }, options.integrations, false);
  const fixed = [
    REQUEST_ID_HEADER,
    ['Content-Security-Policy', csp],
    ...pageSecurityHeaders({ hsts: options.hsts }),
    ['Cache-Control', 'no-store'],
    ['Content-Type', 'application/json; charset=utf-8'],
    ['Vary', 'Accept-Encoding'],
  ].flat();

  return (req, res) => {
    if (req.method !== 'POST') return false;
    const url = req.url ?? '';
    const path = pathOf(url);
    if (path !== BOOKING_INTAKE_PATH) return false;
    const start = Date.now();
    const id = requestIdOf(req.headers['x-request-id']);
    void answer(req, res, id, path, start);
    return true;
  };

  async function answer(req: IncomingMessage, res: ServerResponse, id: string, path: string, start: number) {
    let status: number;
    let body: string;
    let contentType: string | null = null;
    try {
      // What the intake reads, straight from the Node request (no Web Request around its stream): the
      // client address as Express resolves it, the body's type, the body with the same limit.
      const result = await handleIntake(services, {
        clientKey: proxyAddr(req, options.trust) ?? 'unknown',
        contentType: req.headers['content-type'] ?? '',
        readBody: (max) => readLimitedNodeBody(req, max),
      });
      status = result.status;
      body = JSON.stringify(result.body);
    } catch (error) {
      // As Express's error handler: a refused request is a 4xx without a stack, anything else a 500.
      const logged = logRequestError(services.logger, error, { requestId: id, method: 'POST', path });
      status = logged.kind === 'error' ? 500 : logged.status;
      body =
        logged.kind === 'refused'
          ? 'Die Anfrage konnte nicht verarbeitet werden.'
          : logged.kind === 'unavailable'
            ? DATABASE_UNAVAILABLE_TEXT
            : 'Ein unerwarteter Fehler ist aufgetreten.';
      contentType = 'text/plain; charset=utf-8';
    }
    if (res.headersSent || res.destroyed) return;
    const headers = withRequestId(fixed, id);
    if (contentType) headers[headers.indexOf('Content-Type') + 1] = contentType;
    headers.push('Content-Length', String(Buffer.byteLength(body)));
    if (status === 413) {
      // As the Express path (protocol.server.ts): the connection closes once the rest is dropped, no reset.
      headers.push('Connection', 'close');
      lingerAfterRefusal(req, res);
    }
    res.writeHead(status, headers);
    res.end(body);
    logRequestCompleted(services.logger, { id, method: 'POST', path, status, start });
  }
}
