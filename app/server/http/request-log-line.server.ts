// The request line of the answers given before Express (cached pages, decision 113; the booking
// intake, decision 115): what pino-http writes for every other request (create-http-app.server.ts),
// field for field, at the same level (error for a 5xx), and nothing built when that level is off.
import type { Logger } from 'pino';

export type CompletedRequest = { id: string; method: string; path: string; status: number; start: number };

export function logRequestCompleted(logger: Logger, { id, method, path, status, start }: CompletedRequest): void {
  const level = status >= 500 ? 'error' : 'info';
  if (!logger.isLevelEnabled(level)) return;
  logger[level](
    { reqId: id, req: { id, method, path }, res: { statusCode: status }, responseTime: Date.now() - start },
    'request completed',
  );
}
