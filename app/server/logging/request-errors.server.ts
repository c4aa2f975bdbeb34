// One JSON line per failed or refused request, for React Router's handleError (entry.server.tsx) and the
// Express error handler: request id, method, route (the path, never the query string), and either the
// reason of a refusal (no stack: a client's mistake or attack is not our error) or the safe form of the
// error (class, SQLSTATE/code, frames; safe-error.server.ts).
import type { Logger } from 'pino';
import { isDatabaseUnavailableError } from '#app/server/db/availability.server';

export type RequestRef = { requestId?: string; method: string; path: string };

export type RequestErrorClass =
  | { kind: 'refused'; reason: 'cross-origin' | 'malformed-body' | 'client-error'; status: number }
  /** The database is away (restart, failover, network): 503, the client may try again shortly. */
  | { kind: 'unavailable'; status: 503; code?: string }
  | { kind: 'error'; error: unknown };

/** The text of a 503 while the database is away, wherever no page can be rendered. */
export const DATABASE_UNAVAILABLE_TEXT =
  'Der Dienst ist gerade nicht erreichbar. Bitte versuchen Sie es in einigen Sekunden erneut.';
/** Seconds a client should wait before it tries again (the Retry-After header of those 503s). */
export const RETRY_AFTER_SECONDS = 5;

function codeOf(error: unknown, depth = 0): string | undefined {
  if (!error || typeof error !== 'object' || depth > 5) return undefined;
  const { code, cause } = error as { code?: unknown; cause?: unknown };
  return typeof code === 'string' && code.length <= 16 ? code : codeOf(cause, depth + 1);
}

/** React Router's ErrorResponse (a 404/405 it raised itself), recognised without importing React Router. */
function routeErrorResponse(error: unknown): { status: number; inner: unknown } | null {
  if (!error || typeof error !== 'object') return null;
  const candidate = error as { status?: unknown; statusText?: unknown; internal?: unknown; error?: unknown };
  if (typeof candidate.status === 'number' && typeof candidate.statusText === 'string' && 'internal' in candidate) {
    return { status: candidate.status, inner: candidate.error };
  }
  return null;
}

// Fixed texts of React Router's CSRF check and of undici's body parsers; the message is only matched
// here, never logged.
const CROSS_ORIGIN = /origin.*Aborting the action\.$/s;
const MALFORMED_BODY =
  /parse body as FormData|parse content as FormData|Body is unusable|Unexpected end of form|multipart/i;

export function classifyRequestError(error: unknown): RequestErrorClass {
  if (isDatabaseUnavailableError(error)) return { kind: 'unavailable', status: 503, code: codeOf(error) };
  const response = routeErrorResponse(error);
  if (response) {
    if (response.status < 500) return { kind: 'refused', reason: 'client-error', status: response.status };
    return { kind: 'error', error: response.inner ?? error };
  }
  if (error instanceof Error) {
    if (CROSS_ORIGIN.test(error.message)) return { kind: 'refused', reason: 'cross-origin', status: 400 };
    if (error instanceof SyntaxError || (error instanceof TypeError && MALFORMED_BODY.test(error.message))) {
      return { kind: 'refused', reason: 'malformed-body', status: 400 };
    }
  }
  const status =
    (error as { status?: unknown; statusCode?: unknown } | null)?.status ??
    (error as { statusCode?: unknown } | null)?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return { kind: 'refused', reason: status === 413 ? 'malformed-body' : 'client-error', status };
  }
  return { kind: 'error', error };
}

export function logRequestError(logger: Logger, error: unknown, request: RequestRef): RequestErrorClass {
  const classified = classifyRequestError(error);
  const fields = { requestId: request.requestId, method: request.method, route: request.path.split('?')[0] };
  if (classified.kind === 'refused') {
    logger.info(
      { ...fields, event: 'request-refused', reason: classified.reason, status: classified.status },
      'request refused',
    );
  } else if (classified.kind === 'unavailable') {
    logger.warn(
      { ...fields, event: 'database-unavailable', code: classified.code },
      'request failed: database unavailable',
    );
  } else {
    logger.error({ ...fields, err: classified.error }, 'request failed');
  }
  return classified;
}
