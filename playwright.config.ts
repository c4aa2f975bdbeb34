import { defineConfig, devices } from '@playwright/test';
import { e2ePort } from './tests/e2e/support/e2e-env';

// Journeys run against the production build on a free port with a fresh data directory
// (tests/e2e/support/start-e2e-server.ts), in the system Chromium: browser downloads fail here.
const chromiumPath = process.env.CHROME_PATH || '/usr/bin/chromium';
const baseURL = `http://127.0.0.1:${e2ePort}`;

export default defineConfig({
  testDir: './tests/e2e',
  // One output folder per server port, so that parallel runs don't wipe each other's traces.
  outputDir: `test-results/${e2ePort}`,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL,
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'desktop',
      use: { ...devices['Desktop Chrome'], channel: undefined, viewport: { width: 1366, height: 900 } },
    },
    { name: 'phone', use: { ...devices['Pixel 7'], channel: undefined }, grep: /@phone/ },
  ],
  webServer: {
    command: 'node tests/e2e/support/start-e2e-server.mjs',
    url: `${baseURL}/healthz`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
