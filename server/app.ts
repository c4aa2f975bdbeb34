// Entry of the server bundle (vite.config.ts): React Router's build, the Express app and start-up
// share one module graph.
import { createRequestHandler } from '@react-router/express';
import type { RequestHandler } from 'express';
import type { ServerBuild } from 'react-router';
import { handleShutdownSignals, startServer } from '../app/server/startup.server';

export async function main(options: { devMiddlewares?: RequestHandler; clientDir?: string; loadBuild?: () => Promise<ServerBuild> }) {
  const running = await startServer({
    devMiddlewares: options.devMiddlewares,
    clientDir: options.clientDir,
    createHandler: (services) =>
      createRequestHandler({
        build: options.loadBuild ?? (() => import('virtual:react-router/server-build')),
        mode: services.env.NODE_ENV,
        getLoadContext: (_req, res) => ({
          services,
          cspNonce: res.locals.cspNonce as string,
          requestId: res.locals.requestId as string,
        }),
      }),
  });
  handleShutdownSignals(running);
  return running;
}
