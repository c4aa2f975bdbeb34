// Every response carries a request id: the client's (a proxy's) X-Request-Id when it is well formed,
// else a fresh UUID. The same id is in the request's log line.
import { randomUUID } from 'node:crypto';

const REQUEST_ID = /^[A-Za-z0-9._-]{8,128}$/;

export function requestIdOf(incoming: string | string[] | undefined): string {
  return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
}
