// Cross-site posts to `.data` URLs (issue 39): refused before React Router with a German 400, one JSON
// line at warn and an audit entry, over real HTTP; React Router's own rule decides which ones.
import type { Server } from 'node:http';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenOnLoopback } from '../../../tests/support/listen';
import { createServicesWithOwnDb, type OwnedTestServices } from '../../../tests/support/test-services';
import { auditLog } from '#app/server/db/schema';
import { createLogger } from '#app/server/logging/logger.server';
import { createHttpApp } from './create-http-app.server';
import { CROSS_ORIGIN_MESSAGE, isForeignOrigin } from './cross-origin.server';

describe('isForeignOrigin', () => {
  const own = 'http://127.0.0.1:3000';
  // React Router 7.18.4, throwIfPotentialCSRFAttack (no allowedActionOrigins): the expected refusals.
  it.each([
    [undefined, false], // no Origin: not a browser's cross-site form
    ['http://127.0.0.1:3000', false], // the request's own origin
    ['http://127.0.0.1:3000/', false], // parsed to the same origin
    ['https://127.0.0.1:3000', true], // another scheme
    ['http://127.0.0.1:3001', true], // another port
    ['http://evil.example', true],
    ['null', true], // opaque origin (sandboxed frame, data: URL)
    ['kein url', true], // not a URL
    ['', true], // empty: not a URL either
    ['file:///tmp/x.html', false], // no host: React Router lets it through
  ])('%j → %s', (origin, refused) => {
    expect(isForeignOrigin(origin, own)).toBe(refused);
  });
});

describe('a cross-site POST to a .data URL', () => {
  let services: OwnedTestServices;
  let server: Server;
  let base: string;
  const lines: string[] = [];
  const reached: string[] = [];

  beforeAll(async () => {
    services = await createServicesWithOwnDb();
    const logger = createLogger('debug', { write: (line: string) => void lines.push(line) });
    const app = createHttpApp({
      services: { ...services, logger },
      // Stands in for React Router: what reaches it was not refused.
      handleRequest: (req, res) => {
        reached.push(`${req.method} ${req.path}`);
        res.type('text/plain').send('ok');
      },
    });
    ({ server, base } = await listenOnLoopback(app));
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await services.close();
  });

  const post = (path: string, origin?: string) =>
    fetch(`${base}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...(origin ? { Origin: origin } : {}) },
      body: 'intent=delete&id=1',
    });

  it('is refused with a German 400, one line at warn, no error line, and an audit entry', async () => {
    lines.length = 0;
    const response = await post('/app/drivers.data', 'https://evil.example');
    expect(response.status).toBe(400);
    expect(await response.text()).toBe(CROSS_ORIGIN_MESSAGE);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(reached).toEqual([]);
    const logged = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    const refusals = logged.filter((line) => line.event === 'request-refused');
    expect(refusals).toEqual([
      expect.objectContaining({
        level: 40,
        reason: 'cross-origin',
        status: 400,
        route: '/app/drivers.data',
        method: 'POST',
      }),
    ]);
    expect(logged.filter((line) => (line.level as number) >= 50)).toEqual([]);
    const denied = await services.db.select().from(auditLog).where(eq(auditLog.action, 'access_denied'));
    expect(denied.map((row) => row.detail)).toEqual([
      { reason: 'cross_origin', method: 'POST', path: '/app/drivers.data' },
    ]);
  });

  it('passes what React Router accepts: its own origin, no Origin, a GET, a document POST (refused there)', async () => {
    reached.length = 0;
    expect((await post('/app/drivers.data', base)).status).toBe(200);
    expect((await post('/app/drivers.data')).status).toBe(200);
    expect((await fetch(`${base}/app/drivers.data`, { headers: { Origin: 'https://evil.example' } })).status).toBe(200);
    expect((await post('/app/drivers', 'https://evil.example')).status).toBe(200);
    expect(reached).toEqual([
      'POST /app/drivers.data',
      'POST /app/drivers.data',
      'GET /app/drivers.data',
      'POST /app/drivers',
    ]);
  });
});
