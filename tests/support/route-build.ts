// React Router's server build made of real route modules (no `vite build` before the tests), behind the
// product's Express app: integration tests request pages over HTTP through the same HTTP layer,
// middleware, loaders, entry.server and error boundaries as production.
//
//   const handleRequest = reactRouterHandler(services, [ROOT_ROUTE, { id, parentId, path, module }]);
//   const app = createHttpApp({ services, handleRequest });
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import type { RequestHandler } from 'express';
import {
  createRequestHandler,
  UNSAFE_withComponentProps,
  UNSAFE_withErrorBoundaryProps,
  type ServerBuild,
} from 'react-router';
import * as entryServer from '../../app/entry.server';
import * as rootModule from '../../app/root';
import { loadContextOf, type AppServices } from '../../app/server/services.server';
import reactRouterConfig from '../../react-router.config';

export type TestRoute = { id: string; parentId?: string; path: string; module: Record<string, unknown> };

export const ROOT_ROUTE: TestRoute = { id: 'root', path: '', module: rootModule };

/** What React Router's Vite plugin does to a route module: the components get their props. */
function asBuilt(module: TestRoute['module']) {
  const built: Record<string, unknown> = { ...module };
  if (module.default) built.default = UNSAFE_withComponentProps(module.default as never);
  if (module.ErrorBoundary) built.ErrorBoundary = UNSAFE_withErrorBoundaryProps(module.ErrorBoundary as never);
  return built;
}

export function testServerBuild(routes: readonly TestRoute[]): ServerBuild {
  const built = Object.fromEntries(
    routes.map((r) => [r.id, { id: r.id, parentId: r.parentId, path: r.path, module: asBuilt(r.module) }]),
  );
  const manifestRoutes = Object.fromEntries(
    routes.map((r) => [
      r.id,
      {
        id: r.id,
        parentId: r.parentId,
        path: r.path,
        module: `/assets/${r.id.replaceAll('/', '-')}.js`,
        imports: [],
        css: [],
        hasAction: 'action' in r.module,
        hasLoader: 'loader' in r.module,
        hasClientAction: false,
        hasClientLoader: false,
        hasClientMiddleware: false,
        hasErrorBoundary: 'ErrorBoundary' in r.module,
        hasDefaultExport: 'default' in r.module,
      },
    ]),
  );
  return {
    entry: { module: entryServer },
    routes: built,
    assets: {
      entry: { module: '/assets/entry.client.js', imports: [] },
      routes: manifestRoutes,
      url: '/assets/manifest-test.js',
      version: 'test',
    },
    basename: '/',
    publicPath: '/',
    assetsBuildDirectory: 'build/client',
    future: { v8_middleware: true },
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: reactRouterConfig.routeDiscovery,
  } as unknown as ServerBuild;
}

/**
 * React Router behind Express for GET requests, the body streamed (event streams too). Production uses
 * @react-router/express, which does the same; under Node 20 its CommonJS build would load a second copy
 * of react-router beside the one the route modules use here, and React Router checks the load context's class.
 */
export function reactRouterHandler(services: AppServices, routes: readonly TestRoute[]): RequestHandler {
  const handle = createRequestHandler(testServerBuild(routes), 'production');
  return (req, res, next) => {
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) {
      for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) headers.append(name, one);
    }
    const aborted = new AbortController();
    res.on('close', () => aborted.abort());
    const request = new Request(new URL(req.originalUrl, `http://${req.headers.host}`), {
      headers,
      signal: aborted.signal,
    });
    const context = loadContextOf({
      services,
      cspNonce: res.locals.cspNonce as string,
      requestId: res.locals.requestId as string,
    });
    handle(request, context)
      .then((response) => {
        res.status(response.status);
        for (const [name, value] of response.headers) if (name !== 'set-cookie') res.setHeader(name, value);
        const cookies = response.headers.getSetCookie();
        if (cookies.length) res.setHeader('set-cookie', cookies);
        if (!response.body) return res.end();
        Readable.fromWeb(response.body as NodeReadableStream)
          .on('error', () => res.destroy())
          .pipe(res);
      })
      .catch(next);
  };
}
