// Starts the product. Production (default): serves build/, building it first when none exists.
// Development (NODE_ENV=development, `npm run dev`): Vite middleware with hot reload.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { setFlagsFromString } from 'node:v8';

// V8 lets the old generation grow by up to 4x between major collections; under a burst of requests the
// short-lived per-request garbage that survives two scavenges piled up to ~250 MiB of heap before it was
// collected (peak RSS 490-520 MiB with PGlite). Growing by 20 % per collection keeps the heap near what
// is live (peak ~320 MiB) for some more, cheap, incremental collections (decision 190). That budget is
// PGlite's (its WebAssembly memory is ~140 MiB of the process); with PostgreSQL (DATABASE_URL) the flag
// doubled the CPU of a bookings list document (~23 -> ~12 ms, decision 116) for no memory goal, so it is
// set for the embedded database only.
if (!process.env.DATABASE_URL) setFlagsFromString('--heap-growing-percent=20');

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
} else {
  if (!existsSync(serverBundle)) {
    process.stdout.write('Kein Produktions-Build gefunden, baue jetzt (npm run build)…\n');
    // The same build as `npm run build`: the app, then the operator's photos (scripts/build-photos.ts).
    const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  const app = await import(serverBundle);
  await app.main({ clientDir: join(buildDir, 'client') });
}
