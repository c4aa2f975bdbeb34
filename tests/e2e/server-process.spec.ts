// The server as an operator runs it: `node server.js` from the production build, with its own data
// directory and port (independent of the journeys' server).
import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  statSync,
  utimesSync,
  writeFileSync,
  existsSync,
} from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test, expect } from '@playwright/test';
import { bookingFields } from '../support/booking-form';
import { startServer, stopServer as stop, waitForHealth } from './support/server-process';
import { sidePort } from './support/e2e-env';
import { createScratchDatabase } from '../support/scratch-database';

test.describe.configure({ mode: 'serial' });

test('first start prints the URL, a restart keeps the data, a second process on the same data is refused', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'kf-process-'));
  const port = sidePort(5);
  const first = startServer({ PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'info' });
  await waitForHealth(port);
  expect(first.output()).toContain('demo data added');
  expect(first.output()).toContain(`http://localhost:${port}`);
  const before = await (await fetch(`http://127.0.0.1:${port}/`)).text();
  expect(before).toContain('Krankentransport im Rhein-Main-Gebiet');

  const second = startServer({ PORT: String(port + 1), DATA_DIR: dataDir });
  expect(await second.exited).toBe(1);
  expect(second.output()).toMatch(/wird bereits von Prozess \d+ verwendet/);
  // The first one is still serving.
  expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);

  expect(await stop(first)).toBe(0);
  const restarted = startServer({ PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'info' });
  await waitForHealth(port);
  // The demo data is added once: a restart finds the database as it was left.
  expect(restarted.output()).not.toContain('demo data added');
  expect(await stop(restarted)).toBe(0);
});

test('an invalid configuration stops with one line naming the variable and exit code 1', async () => {
  const server = startServer({ PORT: 'abc', DATA_DIR: mkdtempSync(join(tmpdir(), 'kf-process-')) });
  expect(await server.exited).toBe(1);
  const lines = server.output().trim().split('\n');
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(/^Invalid configuration: PORT /);
});

test('SIGTERM lets an in-flight request finish, then exits 0', async () => {
  const port = sidePort(7);
  const server = startServer({ PORT: String(port), DATA_DIR: mkdtempSync(join(tmpdir(), 'kf-process-')) });
  await waitForHealth(port);
  // A booking whose body is still arriving when the signal comes: the request is surely in flight.
  const boundary = 'kf-graceful';
  const parts = Object.entries(bookingFields(`graceful-${Date.now()}-shutdown`, 3)).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const body = Buffer.from(`${parts.join('')}--${boundary}--\r\n`);
  const status = new Promise<number>((resolve, reject) => {
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/online-buchung/absenden',
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': String(body.length) },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
    request.write(body.subarray(0, 200));
    setTimeout(() => {
      server.child.kill('SIGTERM');
      setTimeout(() => request.end(body.subarray(200)), 300);
    }, 500);
  });
  expect(await status).toBe(200);
  expect(await server.exited).toBe(0);
});

/** Every file and directory below `dir` whose mode lets anyone but the owner read or write it. */
function notPrivate(dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    const path = join(entry.parentPath, entry.name);
    if (statSync(path).mode & 0o077) found.push(path);
  }
  return found;
}

test('the data directory is private, an orphaned prescription left by a killed process is removed at the next start, a world-writable one is refused', async () => {
  const dataDir = join(mkdtempSync(join(tmpdir(), 'kf-process-')), 'data');
  const port = sidePort(9);
  const first = startServer({ PORT: String(port), DATA_DIR: dataDir, DEMO_DATA: 'false' });
  await waitForHealth(port);
  expect(statSync(dataDir).mode & 0o777).toBe(0o700);
  // What a process killed between writing a prescription and committing its booking leaves behind.
  const uploads = join(dataDir, 'uploads');
  mkdirSync(uploads, { recursive: true, mode: 0o700 });
  const orphan = join(uploads, '0b6f8a52-1c55-4c35-9f3a-6a0d2f1e9c11');
  writeFileSync(orphan, '%PDF-1.4 Verordnung', { mode: 0o600 });
  const longAgo = new Date(Date.now() - 60 * 60_000);
  utimesSync(orphan, longAgo, longAgo);
  first.child.kill('SIGKILL');
  await first.exited;

  const second = startServer({ PORT: String(port), DATA_DIR: dataDir, DEMO_DATA: 'false' });
  await waitForHealth(port);
  expect(existsSync(orphan)).toBe(false);
  expect(await stop(second)).toBe(0);
  // Every directory 0700 and every file 0600 (PGlite's files too, which it creates 0666).
  expect(notPrivate(dataDir)).toEqual([]);

  chmodSync(dataDir, 0o777);
  const refused = startServer({ PORT: String(port), DATA_DIR: dataDir, DEMO_DATA: 'false' });
  expect(await refused.exited).toBe(1);
  expect(refused.output()).toContain('ist für alle beschreibbar');
  chmodSync(dataDir, 0o700);
});

test('runs against a PostgreSQL server with DATABASE_URL', async () => {
  const url = process.env.TEST_DATABASE_URL;
  test.skip(!url, 'TEST_DATABASE_URL is not set: no PostgreSQL server to run against (set in .ci/run)');
  const pg = (await import('pg')).default;
  const scratch = await createScratchDatabase(url!, 'kf_process');
  try {
    const dbUrl = new URL(scratch.url);
    const port = sidePort(8);
    const server = startServer({
      PORT: String(port),
      DATABASE_URL: dbUrl.toString(),
      DATA_DIR: mkdtempSync(join(tmpdir(), 'kf-process-')),
    });
    await waitForHealth(port);
    expect(server.output()).toContain('PostgreSQL');
    expect(await stop(server)).toBe(0);
    const check = new pg.Client({ connectionString: dbUrl.toString() });
    await check.connect();
    const { rows } = await check.query('select count(*)::int as n from bookings');
    await check.end();
    expect(rows[0].n).toBeGreaterThan(0);
  } finally {
    await scratch.drop();
  }
});
