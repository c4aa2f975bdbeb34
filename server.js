// Starts the product. Production (default): serves build/, building it first when none exists.
// Development (NODE_ENV=development, `npm run dev`): Vite middleware with hot reload.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defaultToProduction } from './server/node-env.js';
import { applyV8Flags } from './server/v8-flags.js';

// Before anything else loads: V8's heap and WebAssembly settings for the embedded database's memory
// goal (decisions 190, 116, 206; with DATABASE_URL V8 keeps its defaults).
const v8Flags = applyV8Flags(process.env);

// Before the bundle loads React and Express, which read NODE_ENV once (server/node-env.js).
defaultToProduction(process.env);

const root = dirname(fileURLToPath(import.meta.url));
const buildDir = join(root, process.env.BUILD_DIR || 'build');
const serverBundle = join(buildDir, 'server', 'index.js');

if (process.env.NODE_ENV === 'development') {
  const vite = await import('vite');
  const devServer = await vite.createServer({ root, server: { middlewareMode: true }, appType: 'custom' });
  const app = await devServer.ssrLoadModule('/server/app.ts');
  await app.main({
    devMiddlewares: devServer.middlewares,
    loadBuild: () => devServer.ssrLoadModule('virtual:react-router/server-build'),
  });
  v8Flags.startupDone();
} else {
  if (!existsSync(serverBundle)) {
    process.stdout.write('Kein Produktions-Build gefunden, baue jetzt (npm run build)…\n');
    // The same build as `npm run build`: the app, then the operator's photos (scripts/build-photos.ts).
    const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  const app = await import(serverBundle);
  await app.main({ clientDir: join(buildDir, 'client') });
  v8Flags.startupDone();
}
