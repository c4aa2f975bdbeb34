// Cross-site mutations (issues 39 and 40): refused before React Router and every route (a German 400 for a
// `.data` URL, 403 for a document, a resource route or the auth API), one JSON line at warn and an audit
// entry each, over real HTTP; React Router's own rule and the staff guard's decide which ones.
import type { Server } from 'node:http';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenOnLoopback } from '../../../tests/support/listen';
import { TEST_PUBLIC_URL } from '../../../tests/support/staff-session';
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

describe('a cross-site mutation', () => {
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

  const post = (path: string, origin?: string, headers: Record<string, string> = {}, method = 'POST') =>
    fetch(`${base}${path}`, {
      method,
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        ...(origin ? { Origin: origin } : {}),
        ...headers,
      },
      body: 'intent=delete&id=1',
    });

  /** The refusal lines (event request-refused) and the error lines written since `lines` was emptied. */
  function logged() {
    const all = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    return {
      refusals: all.filter((line) => line.event === 'request-refused'),
      errors: all.filter((line) => (line.level as number) >= 50),
    };
  }

  async function deniedPaths(): Promise<string[]> {
    const denied = await services.db.select().from(auditLog).where(eq(auditLog.action, 'access_denied'));
    return denied.map((row) => `${String(row.detail.method)} ${String(row.detail.path)} ${String(row.detail.reason)}`);
  }

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

  // Before issue 40 a document POST reached React Router (a 400 logged at info, not audited), a resource
  // route the staff guard (403, audited, no line) and the closed auth API nothing but its 404.
  it.each([
    ['a document POST to a staff page', 'POST', '/app/drivers', { Origin: 'https://evil.example' }],
    ['a staff resource route', 'POST', '/app/bookings/aktionen', { Origin: 'https://evil.example' }],
    ['the sign-in', 'POST', '/login', { Origin: 'null' }],
    ['the sign-out', 'POST', '/logout', { Origin: 'http://127.0.0.1:1' }],
    ['the closed auth API', 'POST', '/api/auth/sign-in/email', { Origin: 'https://evil.example' }],
    ['the public contact form', 'POST', '/kontakt/', { Origin: 'https://evil.example' }],
    ['no Origin but Sec-Fetch-Site cross-site', 'POST', '/app/drivers', { 'Sec-Fetch-Site': 'cross-site' }],
  ])('%s is refused with a German 403, one line at warn and an audit entry', async (_case, method, path, headers) => {
    lines.length = 0;
    reached.length = 0;
    const before = (await deniedPaths()).length;
    const response = await post(path, undefined, headers, method);
    expect(response.status).toBe(403);
    expect(await response.text()).toBe(CROSS_ORIGIN_MESSAGE);
    expect(reached).toEqual([]);
    const { refusals, errors } = logged();
    expect(refusals).toEqual([
      expect.objectContaining({ level: 40, reason: 'cross-origin', status: 403, route: path, method }),
    ]);
    expect(errors).toEqual([]);
    expect((await deniedPaths()).slice(before)).toEqual([`${method} ${path} cross_origin`]);
  });

  it('refuses a .data POST from the public origin when it is not the request origin (React Router rule)', async () => {
    reached.length = 0;
    expect((await post('/app/drivers.data', TEST_PUBLIC_URL)).status).toBe(400);
    expect(reached).toEqual([]);
  });

  it('passes what React Router and the staff guard accept, and the open booking intake', async () => {
    reached.length = 0;
    lines.length = 0;
    expect((await post('/app/drivers.data', base)).status).toBe(200);
    expect((await post('/app/drivers.data')).status).toBe(200);
    expect((await fetch(`${base}/app/drivers.data`, { headers: { Origin: 'https://evil.example' } })).status).toBe(200);
    expect((await post('/app/drivers', base)).status).toBe(200);
    // The public origin (PUBLIC_URL) behind a proxy that does not say so: the staff guard allows it.
    expect((await post('/app/bookings/aktionen', TEST_PUBLIC_URL)).status, 'public origin').toBe(200);
    expect((await post('/app/drivers', undefined, { 'Sec-Fetch-Site': 'same-origin' })).status).toBe(200);
    // The booking intake answers this body itself (its fast path: 400, no booking), not for its origin.
    expect((await post('/online-buchung/absenden', 'https://partner.example')).status, 'intake').not.toBe(403);
    expect(reached).toEqual([
      'POST /app/drivers.data',
      'POST /app/drivers.data',
      'GET /app/drivers.data',
      'POST /app/drivers',
      'POST /app/bookings/aktionen',
      'POST /app/drivers',
    ]);
    expect(logged().refusals.filter((line) => line.reason === 'cross-origin')).toEqual([]);
  });
});
