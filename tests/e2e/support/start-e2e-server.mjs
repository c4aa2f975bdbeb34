// Builds the product when needed and starts it for the Playwright run: production mode, loopback only,
// a fresh data directory (so the run starts from the first-start state every time).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, rmSync } from 'node:fs';

const port = process.env.E2E_PORT || '3199';
const dataDir = process.env.E2E_DATA_DIR || `/tmp/kf-e2e-${port}`;
rmSync(dataDir, { recursive: true, force: true });
const buildDir = process.env.BUILD_DIR || 'build';
if (!existsSync(`${buildDir}/server/index.js`) || process.env.E2E_BUILD === '1') {
  const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
const child = spawn(process.execPath, ['server.js'], {
  stdio: 'inherit',
  env: {
    ...process.env,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: port,
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: 'warn',
    E2E: '1',
    // The owner account's first password (staff access), so journeys can sign in.
    OWNER_INITIAL_PASSWORD: process.env.OWNER_INITIAL_PASSWORD || 'E2E-Inhaber-Passwort-2026',
    // Every journey books from 127.0.0.1: the whole suite would exceed the default 20 per 15 minutes.
    // The limit itself is tested in the intake's integration tests.
    BOOKING_RATE_LIMIT: '500',
    // Every journey signs in from 127.0.0.1 too; the per-address limit is tested in the integration tests.
    SIGN_IN_IP_LIMIT: '1000',
  },
});
const stop = (signal) => child.kill(signal);
process.on('SIGTERM', () => stop('SIGTERM'));
process.on('SIGINT', () => stop('SIGINT'));
child.on('exit', (code) => process.exit(code ?? 0));
