// HTTP conformance at the edge of the Express app, for every response whoever produced it:
// - only GET, HEAD and POST are served; OPTIONS answers 204 with `Allow`; every other method (PUT,
//   DELETE, PROPFIND, and TRACE, which the Fetch API that React Router builds on cannot
//   even represent and which used to end in a 500 with two error lines) gets 405 before any route
//   (methods Node's parser doesn't know, such as TRACK, get its 400; CONNECT closes the connection);
// - every 405 carries `Allow` (React Router's own "no action" 405 has none: a page without an action
//   allows GET and HEAD) and `Cache-Control: no-store`;
// - every 401 carries `WWW-Authenticate`: the staff area authenticates with a session cookie set by the
//   sign-in form, described with the "Cookie" scheme of draft-broyer-http-cookie-auth.
import type { RequestHandler, Response } from 'express';
import { lingerAfterRefusal } from './bounded-body.server';

export const SERVED_METHODS = ['GET', 'HEAD', 'POST'] as const;
export const ALLOW_ALL = SERVED_METHODS.join(', ');
/** What a resource without an action (a page, a file) allows. */
export const ALLOW_READ = 'GET, HEAD';
export const WWW_AUTHENTICATE =
  'Cookie realm="Krankenfahrt Backoffice", form-action="/login", cookie-name="kf.session_token"';

export const methodGuard: RequestHandler = (req, res, next) => {
  const method = req.method.toUpperCase();
  if ((SERVED_METHODS as readonly string[]).includes(method)) return next();
  res.setHeader('Allow', ALLOW_ALL);
  res.setHeader('Cache-Control', 'no-store');
  if (method === 'OPTIONS') {
    res.status(204).end();
    return;
  }
  res.status(405).type('text/plain; charset=utf-8').send('Diese Anfragemethode wird nicht unterstützt.');
};

/** Completes the headers of 405 and 401 answers when they are written. */
export const statusHeaders: RequestHandler = (_req, res, next) => {
  const writeHead = res.writeHead;
  res.writeHead = function writeHeadWithStatusHeaders(this: Response, ...args: Parameters<typeof writeHead>) {
    const status = typeof args[0] === 'number' ? args[0] : this.statusCode;
    if (!this.headersSent) {
      if (status === 405) {
        if (!this.getHeader('Allow')) this.setHeader('Allow', ALLOW_READ);
        this.setHeader('Cache-Control', 'no-store');
      }
      if (status === 401 && !this.getHeader('WWW-Authenticate')) this.setHeader('WWW-Authenticate', WWW_AUTHENTICATE);
      // A body over its limit: the connection closes once the client has sent the rest (no reset).
      if (status === 413) {
        this.setHeader('Connection', 'close');
        lingerAfterRefusal(this.req, this);
      }
    }
    return writeHead.apply(this, args);
  } as typeof writeHead;
  next();
};
