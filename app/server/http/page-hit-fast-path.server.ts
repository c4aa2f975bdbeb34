// Cached public pages answered before Express (issue 15, decision 113). A hit needs none of what Express
// does per request (prototype swaps, ten middlewares, compression's response wrapper, a CSP nonce, a
// child logger and its listeners): its bytes, ETags and headers are fixed when the page is cached. Here
// each cached page gets its complete header list per encoding once, and a hit is one writeHead and one
// end. The headers are the ones the Express path sends for the same page, in the same order (the test
// compares both); the request id and the request log line stay, the log line only when info is enabled.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import { chooseEncoding, notModified, type EncodedBody, type Encoding } from './encodings.server';
import type { CachedPage, PageCache } from './page-cache.server';
import { pageSecurityHeaders } from './security-headers.server';
import { REQUEST_ID_HEADER, requestIdOf, withRequestId } from './request-id.server';
import { logRequestCompleted } from './request-log-line.server';

/** One representation of a page: its bytes and its response headers as a flat name/value list. */
type Prepared = { bytes: Buffer; etag: string; ok: string[]; notModified: string[] };

function prepare(page: CachedPage, encoding: Encoding, security: [string, string][]): Prepared {
  const { body } = page;
  const bytes = encoding === 'br' ? body.br! : encoding === 'gzip' ? body.gzip! : body.identity;
  const etag = encoding === 'identity' ? `"${body.etag}"` : `"${body.etag}-${encoding}"`;
  // The order of the Express path: request id, CSP (set first with a nonce, replaced by the page's),
  // the security headers, the page's own headers, then what sendEncoded adds.
  const common: [string, string][] = [
    [...REQUEST_ID_HEADER],
    ['Content-Security-Policy', page.csp],
    ...security,
    ...page.headers,
    ['X-Page-Cache', 'hit'],
  ];
  if (body.br || body.gzip) common.push(['Vary', 'Accept-Encoding']);
  common.push(['ETag', etag]);
  const ok = [...common];
  if (encoding !== 'identity') ok.push(['Content-Encoding', encoding]);
  ok.push(['Content-Length', String(bytes.length)]);
  return { bytes, etag, ok: ok.flat(), notModified: common.flat() };
}

/**
 * The request listener's fast path: answers GET and HEAD of a page that is in the cache and returns
 * true, or returns false and leaves the request untouched for Express.
 */
export function pageHitFastPath(options: {
  cache: PageCache;
  hsts: boolean;
  logger: Logger;
}): (req: IncomingMessage, res: ServerResponse) => boolean {
  const security = pageSecurityHeaders({ hsts: options.hsts });
  const prepared = new WeakMap<CachedPage, Partial<Record<Encoding, Prepared>>>();
  // Accept-Encoding values repeat (every Chromium sends the same one): parsed once per value and
  // availability; cleared when it grows, so odd values can't pile up.
  const chosen = new Map<string, Encoding>();
  const encodingFor = (accept: string | undefined, body: EncodedBody): Encoding => {
    const key = `${body.br ? 'b' : ''}${body.gzip ? 'g' : ''}|${accept ?? ''}`;
    let encoding = chosen.get(key);
    if (!encoding) {
      if (chosen.size >= 64) chosen.clear();
      encoding = chooseEncoding(accept, body);
      chosen.set(key, encoding);
    }
    return encoding;
  };

  return (req, res) => {
    const method = req.method;
    if (method !== 'GET' && method !== 'HEAD') return false;
    const path = req.url ?? '';
    const page = options.cache.hit(path);
    if (!page) return false;
    const start = Date.now();
    const encoding = encodingFor(req.headers['accept-encoding'], page.body);
    let forPage = prepared.get(page);
    if (!forPage) prepared.set(page, (forPage = {}));
    const representation = (forPage[encoding] ??= prepare(page, encoding, security));

    const id = requestIdOf(req.headers['x-request-id']);
    const unchanged = notModified(req.headers['if-none-match'], representation.etag);
    const headers = withRequestId(unchanged ? representation.notModified : representation.ok, id);
    const status = unchanged ? 304 : page.status;
    res.writeHead(status, headers);
    if (unchanged || method === 'HEAD') res.end();
    else res.end(representation.bytes);

    logRequestCompleted(options.logger, { id, method, path, status, start });
    return true;
  };
}
