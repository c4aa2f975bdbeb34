// React Router's Express adapter copies a route's Response headers with `res.append`, after our
// middlewares set the page headers. A header both set was sent twice: `X-Content-Type-Options:
// nosniff, nosniff` on every download, and an inline proof image got the page's CSP and its own
// sandbox policy as one comma-joined header. The route answers for itself: its header replaces the
// middlewares' one. Only headers that are lists by nature (cookies, Vary) still add up.
import type { RequestHandler, Response } from 'express';

const ADDITIVE = new Set(['set-cookie', 'vary']);

export const routeHeadersReplace: RequestHandler = (_req, res, next) => {
  const append = res.append.bind(res);
  res.append = ((field: string, value?: string | string[]) =>
    ADDITIVE.has(field.toLowerCase()) || value === undefined
      ? append(field, value)
      : res.set(field, value)) as Response['append'];
  next();
};
