// 301 from every variant of a public page's address (case, trailing or repeated slashes) to its
// canonical path (app/domain/canonical-path.ts). GET and HEAD only: a form post is never redirected.
import type { RequestHandler } from 'express';
import { canonicalPaths, canonicalRedirect } from '#app/domain/canonical-path';

export function canonicalRedirects(paths: readonly string[]): RequestHandler {
  const lookup = canonicalPaths(paths);
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const at = req.originalUrl.indexOf('?');
    const path = at === -1 ? req.originalUrl : req.originalUrl.slice(0, at);
    const target = canonicalRedirect(lookup, path, at === -1 ? '' : req.originalUrl.slice(at));
    if (!target) return next();
    res.setHeader('Cache-Control', 'public, max-age=86400');
    res.redirect(301, target);
  };
}
