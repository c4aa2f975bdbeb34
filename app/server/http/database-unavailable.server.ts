// A request that failed because the database was away is answered 503 with the German error page,
// never 500 and never "not signed in" (issue 39). React Router decides the status of an error itself
// (500); its handleError (entry.server.tsx) marks the request here, and the root route's middleware
// turns that request's 5xx into a 503 with Retry-After, for documents, `.data` requests and actions alike.
import { createContext, RouterContextProvider, type MiddlewareFunction } from 'react-router';
import { RETRY_AFTER_SECONDS } from '#app/server/logging/request-errors.server';

const databaseUnavailableContext = createContext<boolean>(false);

/** Marks the request as failed by the database's absence (called from handleError). */
export function markDatabaseUnavailable(context: unknown): void {
  if (context instanceof RouterContextProvider) context.set(databaseUnavailableContext, true);
}

/** The root route's middleware: a marked request's 5xx leaves as 503 with Retry-After. */
export const databaseUnavailableAs503: MiddlewareFunction<Response> = async ({ context }, next) => {
  const response = await next();
  if (response.status < 500 || !context.get(databaseUnavailableContext)) return response;
  const headers = new Headers(response.headers);
  headers.set('Retry-After', String(RETRY_AFTER_SECONDS));
  headers.set('Cache-Control', 'no-store');
  return new Response(response.body, { status: 503, statusText: 'Service Unavailable', headers });
};
