// The staff area's route middleware (decision 176): the session is read once per request and kept in a
// typed router context for the shell and every child's guard, and every staff answer – document,
// .data request, action, resource route, error or redirect – leaves with `Cache-Control: no-store`.
import { randomUUID } from 'node:crypto';
import type { MiddlewareFunction } from 'react-router';
import { withChangeOrigin } from '#app/server/realtime/change-origin.server';
import { getStaffSession, staffSessionContext } from './guard.server';

/** Reads the staff session once; the guards (requireStaff…) take it from the context. */
export const readStaffSession: MiddlewareFunction<Response> = async ({ request, context }, next) => {
  context.set(staffSessionContext, await getStaffSession(request, context.services));
  return next();
};

/** `Cache-Control: no-store` on whatever the staff routes answer, in this one place. */
export const noStore: MiddlewareFunction<Response> = async (_args, next) => {
  const response = await next();
  try {
    response.headers.set('Cache-Control', 'no-store');
    return response;
  } catch {
    // A response with immutable headers (e.g. one passed through from fetch): copy it.
    const copy = new Response(response.body, response);
    copy.headers.set('Cache-Control', 'no-store');
    return copy;
  }
};

/** A mutation runs with a fresh change origin: its change events and its ActionResult token share it. */
export const changeOrigin: MiddlewareFunction<Response> = (args, next) => {
  if (args.request.method === 'GET' || args.request.method === 'HEAD') return next();
  return withChangeOrigin(randomUUID(), next);
};

/** The middleware of the /app shell; /login and /logout use `noStore` alone. */
export const staffMiddleware = [noStore, readStaffSession, changeOrigin];
