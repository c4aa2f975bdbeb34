// Every response carries a request id: the client's (a proxy's) X-Request-Id when it is well formed,
// else a fresh UUID. The same id is in the request's log line.
import { randomUUID } from 'node:crypto';

const REQUEST_ID = /^[A-Za-z0-9._-]{8,128}$/;

export function requestIdOf(incoming: string | string[] | undefined): string {
  return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

/**
 * The first header of the lists the answers given before Express prepare once (cached pages, the booking
 * intake): the request id, first as on Express's path, filled in per answer by `withRequestId`.
 */
export const REQUEST_ID_HEADER: readonly [string, string] = ['X-Request-Id', ''];

/** A copy of a flat name/value header list that begins with REQUEST_ID_HEADER, carrying `id`. */
export function withRequestId(prepared: readonly string[], id: string): string[] {
  const headers = prepared.slice();
  headers[1] = id;
  return headers;
}
