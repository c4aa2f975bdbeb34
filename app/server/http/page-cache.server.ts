// Public content pages are the same for every visitor, so each is rendered once and served from memory
// (issue 3: "serving one costs about what serving a static file costs"). A cached page carries no
// per-request nonce; its CSP allows exactly the inline scripts it contains, by their SHA-256 hashes.
// Each page is compressed once when the cache fills (brotli and gzip, issue 15) and sent in the encoding
// the client accepts, with an ETag (304 when unchanged) and `Vary: Accept-Encoding`.
import { createHash } from 'node:crypto';
import type { RequestHandler } from 'express';
import { encodeBody, sendEncoded, type EncodedBody } from './encodings.server';
import { contentSecurityPolicy, type CspIntegrations } from './security-headers.server';

export type CachedPage = { status: number; headers: [string, string][]; body: EncodedBody; csp: string };

export type PageCacheOptions = {
  /** The exact paths that may be cached (no query string). */
  paths: ReadonlySet<string>;
  /** Renders a path for everyone (no cookies, no nonce). */
  render: (path: string) => Promise<Response>;
  integrations: CspIntegrations;
  ttlMs?: number;
};

/**
 * The Express middleware (fills the cache, serves misses and hits) plus `hit`: a page already in
 * memory for a GET/HEAD path, for the fast path in front of Express (page-hit-fast-path.server.ts).
 */
export type PageCache = RequestHandler & { hit: (path: string) => CachedPage | undefined };

const INLINE_SCRIPT = /<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/gi;

/** SHA-256 (base64) of every inline script that the browser executes (JSON data blocks excluded). */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes, content] of html.matchAll(INLINE_SCRIPT)) {
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes ?? '')?.[1]?.toLowerCase();
    if (type && type !== 'module' && type !== 'text/javascript' && type !== 'application/javascript') continue;
    hashes.add(
      createHash('sha256')
        .update(content ?? '', 'utf8')
        .digest('base64'),
    );
  }
  return [...hashes];
}

const KEPT_HEADERS = new Set(['content-type', 'cache-control', 'link', 'content-language']);

export function createPageCache(options: PageCacheOptions): PageCache {
  const ttl = options.ttlMs ?? 5 * 60 * 1000;
  const entries = new Map<string, { page: CachedPage; expires: number }>();
  const pending = new Map<string, Promise<CachedPage | null>>();

  const fill = (path: string) => {
    let promise = pending.get(path);
    if (!promise) {
      promise = (async () => {
        const response = await options.render(path);
        const body = Buffer.from(await response.arrayBuffer());
        // Only plain successes without per-visitor state are shared.
        if (response.status !== 200 || response.headers.has('set-cookie')) {
          entries.delete(path);
          return null;
        }
        const headers = [...response.headers].filter(([name]) => KEPT_HEADERS.has(name.toLowerCase())) as [
          string,
          string,
        ][];
        const csp = contentSecurityPolicy(
          { hashes: inlineScriptHashes(body.toString('utf8')) },
          options.integrations,
          false,
        );
        // A refill that renders the same bytes keeps the compressed bodies made before.
        const previous = entries.get(path)?.page.body;
        const encoded =
          previous && previous.identity.equals(body) ? previous : await encodeBody(body, { compress: true });
        const page: CachedPage = { status: response.status, headers, body: encoded, csp };
        entries.set(path, { page, expires: Date.now() + ttl });
        return page;
      })().finally(() => pending.delete(path));
      pending.set(path, promise);
    }
    return promise;
  };

  // An expired page is still served while its refill runs (stale-while-revalidate), so no visitor
  // waits for a render and the compressors.
  const hit = (path: string) => {
    const entry = entries.get(path);
    if (entry && entry.expires <= Date.now()) fill(path).catch(() => undefined);
    return entry?.page;
  };

  const middleware: RequestHandler = (req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || req.url !== req.path || !options.paths.has(req.path))
      return next();
    const cached = hit(req.path);
    const ready = cached ? Promise.resolve(cached) : fill(req.path);
    ready.then(
      (page) => {
        if (!page) return next();
        for (const [name, value] of page.headers) res.setHeader(name, value);
        res.setHeader('Content-Security-Policy', page.csp);
        res.setHeader('X-Page-Cache', cached === page ? 'hit' : 'miss');
        sendEncoded(req, res, page.body, page.status);
      },
      (error: unknown) => next(error),
    );
  };
  return Object.assign(middleware, { hit });
}
