import { PassThrough } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type AppLoadContext, type EntryContext, type HandleErrorFunction } from 'react-router';
import { NonceContext } from './nonce';
import { failedForDatabaseAbsence } from './server/db/availability.server';
import { markDatabaseUnavailable } from './server/http/database-unavailable.server';
import { createLogger } from './server/logging/logger.server';
import { logRequestError } from './server/logging/request-errors.server';

export const streamTimeout = 5_000;

let fallbackLogger: ReturnType<typeof createLogger> | undefined;

/**
 * Replaces React Router's default, which prints the raw error with its multi-line stack (and a database
 * error's message quotes every submitted value): one JSON line through our logger instead.
 */
export const handleError: HandleErrorFunction = (error, { request, context }) => {
  if (request.signal.aborted) return;
  const loadContext = context as Partial<AppLoadContext> | undefined;
  const logger = loadContext?.services?.logger ?? (fallbackLogger ??= createLogger('info'));
  logRequestError(logger, error, {
    requestId: loadContext?.requestId,
    method: request.method,
    path: new URL(request.url).pathname,
  });
  // A connection error, or any error while the database is known to be away (a library may hide the
  // cause): the request is answered 503 (database-unavailable.server.ts).
  if (failedForDatabaseAbsence(loadContext?.services?.dbHandle?.availability, error)) markDatabaseUnavailable(context);
};

/**
 * Renders the whole document, then answers with it in one buffer (issue 15, decision 160). No page
 * suspends on the server (loaders return data, not promises), so streaming the shell gained nothing; it
 * cost ~100 separate ~2 KB writes per bookings page, each its own compressed block. One buffer becomes
 * one compressed stream.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  const nonce = loadContext.cspNonce;
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        onShellReady() {
          shellRendered = true;
        },
        onAllReady() {
          const chunks: Buffer[] = [];
          const body = new PassThrough();
          body.on('data', (chunk: Buffer) => chunks.push(chunk));
          body.on('end', () => {
            clearTimeout(timer);
            responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
            resolve(new Response(Buffer.concat(chunks), { headers: responseHeaders, status: responseStatusCode }));
          });
          body.on('error', reject);
          pipe(body);
        },
        onShellError(error: unknown) {
          clearTimeout(timer);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered)
            loadContext.services.logger.error(
              { requestId: loadContext.requestId, route: new URL(request.url).pathname, err: error },
              'render error',
            );
        },
      },
    );
    // React starts rendering on a later tick, so the callbacks above always see the timer.
    const timer = setTimeout(abort, streamTimeout + 1000);
  });
}
