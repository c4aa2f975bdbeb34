import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import { ServerRouter, type AppLoadContext, type EntryContext, type HandleErrorFunction } from 'react-router';
import { NonceContext } from './nonce';
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
  logRequestError(logger, error, { requestId: loadContext?.requestId, method: request.method, path: new URL(request.url).pathname });
};

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
    const userAgent = request.headers.get('user-agent');
    // Crawlers and SPA-mode get the whole document at once; browsers get the shell streamed.
    const readyOption = (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? 'onAllReady' : 'onShellReady';
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={nonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        [readyOption]() {
          shellRendered = true;
          const body = new PassThrough();
          const stream = createReadableStreamFromReadable(body);
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          resolve(new Response(stream, { headers: responseHeaders, status: responseStatusCode }));
          pipe(body);
        },
        onShellError(error: unknown) {
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          if (shellRendered) loadContext.services.logger.error({ requestId: loadContext.requestId, route: new URL(request.url).pathname, err: error }, 'render error');
        },
      },
    );
    setTimeout(abort, streamTimeout + 1000);
  });
}
