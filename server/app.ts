// Entry of the server bundle (vite.config.ts): React Router's build, the Express app and start-up
// share one module graph.
import { createRequestHandler } from '@react-router/express';
import type { RequestHandler } from 'express';
import { createRequestHandler as createFetchHandler, type ServerBuild } from 'react-router';
import { company } from '../app/company';
import { createPageCache } from '../app/server/http/page-cache.server';
import { loadContextOf } from '../app/server/services.server';
import { handleShutdownSignals, startServer } from '../app/server/startup.server';
import { publicPages } from '../app/site/public-pages';

export async function main(options: {
  devMiddlewares?: RequestHandler;
  clientDir?: string;
  loadBuild?: () => Promise<ServerBuild>;
}) {
  // Given a function, React Router derives its route tables (73 routes flattened and ranked, a static
  // handler) again on every request, so that development's hot reload is seen. Production's build never
  // changes: resolved once, which saves ~2 ms of CPU per document (issue 15, decision 203).
  const build = options.loadBuild ?? (await import('virtual:react-router/server-build'));
  const running = await startServer({
    devMiddlewares: options.devMiddlewares,
    clientDir: options.clientDir,
    canonicalPaths: publicPages.map((page) => page.path),
    createHandler: (services) =>
      createRequestHandler({
        build,
        mode: services.env.NODE_ENV,
        getLoadContext: (_req, res) =>
          loadContextOf({
            services,
            cspNonce: res.locals.cspNonce as string,
            requestId: res.locals.requestId as string,
          }),
      }),
    // Development renders every request afresh (hot reload); production shares content pages.
    createPageCache: options.devMiddlewares
      ? undefined
      : (services) => {
          const render = createFetchHandler(build, services.env.NODE_ENV);
          return createPageCache({
            paths: new Set(publicPages.map((page) => page.path)),
            render: (path) =>
              render(
                new Request(new URL(path, services.env.PUBLIC_URL)),
                loadContextOf({ services, cspNonce: '', requestId: 'page-cache' }),
              ),
            integrations: {
              analytics: Boolean(company.analytics.ga4MeasurementId),
              maps: Boolean(services.env.GOOGLE_MAPS_BROWSER_KEY),
            },
          });
        },
  });
  handleShutdownSignals(running);
  return running;
}
