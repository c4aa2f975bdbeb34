// The protocol rules of the HTTP layer (protocol.server.ts, create-http-app.server.ts): methods, the
// headers of 405 and 401, HSTS by PUBLIC_URL, and which client address the rate limits see.
import { request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServices } from '../../../tests/support/staff-session';
import { createTestDb, type TestDb } from '../../../tests/support/test-db';
import { parseEnv } from '#app/server/env.server';
import { createLogger } from '#app/server/logging/logger.server';
import { createHttpApp } from './create-http-app.server';
import { WWW_AUTHENTICATE } from './protocol.server';

let testDb: TestDb;
const servers: Server[] = [];
const logLines: string[] = [];

beforeAll(async () => {
  testDb = await createTestDb();
});
afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  await testDb.close();
});

/** An app whose "React Router" answers what the path asks for, and echoes the client address it saw. */
async function start(env: Record<string, string> = {}): Promise<string> {
  const services = {
    ...createTestServices(testDb.db),
    env: parseEnv({ NODE_ENV: 'production', PUBLIC_URL: 'http://localhost:3000', DEMO_DATA: 'false', ...env }),
    logger: createLogger('info', { write: (line: string) => void logLines.push(line) }),
  };
  const app = createHttpApp({
    services,
    handleRequest: (req, res) => {
      if (req.path === '/ohne-action') return void res.status(405).send('no action');
      if (req.path === '/eigenes-allow') return void res.status(405).setHeader('Allow', 'POST').send('post only');
      if (req.path === '/app/geschuetzt') return void res.status(401).send('Nicht angemeldet.');
      res.type('text/plain').send(String(req.headers['x-kf-client-ip']));
    },
  });
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
  });
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** node:http, because fetch() refuses TRACE and TRACK itself. */
function raw(
  base: string,
  method: string,
  path = '/',
): Promise<{ status: number; headers: Record<string, string | string[] | undefined> }> {
  return new Promise((resolve, reject) => {
    const url = new URL(path, base);
    const req = httpRequest({ host: url.hostname, port: url.port, method, path: url.pathname }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('methods', () => {
  let base: string;
  beforeAll(async () => {
    base = await start();
  });

  it.each(['TRACE', 'PUT', 'DELETE', 'PATCH', 'PROPFIND', 'MKCOL'])(
    '%s answers 405 with Allow, not cached, on every path',
    async (method) => {
      logLines.length = 0;
      for (const path of ['/', '/app/bookings', '/online-buchung/absenden', '/assets/x.js']) {
        const answer = await raw(base, method, path);
        expect(answer.status, `${method} ${path}`).toBe(405);
        expect(answer.headers.allow).toBe('GET, HEAD, POST');
        expect(answer.headers['cache-control']).toBe('no-store');
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
      // No error lines: a request line at level info each.
      expect(logLines.map((line) => JSON.parse(line) as { level: number }).every((entry) => entry.level < 50)).toBe(
        true,
      );
    },
  );

  it('OPTIONS answers 204 with Allow', async () => {
    const answer = await raw(base, 'OPTIONS', '/kontakt/');
    expect(answer.status).toBe(204);
    expect(answer.headers.allow).toBe('GET, HEAD, POST');
  });

  it('GET, HEAD and POST reach the routes', async () => {
    expect((await raw(base, 'GET')).status).toBe(200);
    expect((await raw(base, 'HEAD')).status).toBe(200);
    expect((await raw(base, 'POST')).status).toBe(200);
  });

  it("completes a route's 405 with Allow (GET, HEAD unless it set its own) and no-store", async () => {
    const plain = await fetch(`${base}/ohne-action`, { method: 'POST' });
    expect(plain.status).toBe(405);
    expect(plain.headers.get('allow')).toBe('GET, HEAD');
    expect(plain.headers.get('cache-control')).toBe('no-store');
    const own = await fetch(`${base}/eigenes-allow`);
    expect(own.headers.get('allow')).toBe('POST');
    expect(own.headers.get('cache-control')).toBe('no-store');
  });

  it('gives every 401 a WWW-Authenticate challenge', async () => {
    const answer = await fetch(`${base}/app/geschuetzt`);
    expect(answer.status).toBe(401);
    expect(answer.headers.get('www-authenticate')).toBe(WWW_AUTHENTICATE);
  });
});

describe('HSTS', () => {
  it('only when PUBLIC_URL is https', async () => {
    const http = await start({ PUBLIC_URL: 'http://localhost:3000' });
    expect((await fetch(`${http}/`)).headers.get('strict-transport-security')).toBeNull();
    const https = await start({ PUBLIC_URL: 'https://krankenfahrt.example' });
    expect((await fetch(`${https}/`)).headers.get('strict-transport-security')).toBe(
      'max-age=63072000; includeSubDomains',
    );
  });
});

describe('client address (TRUST_PROXY)', () => {
  const seen = async (base: string, forwarded: string) =>
    (await fetch(`${base}/`, { headers: { 'x-forwarded-for': forwarded } })).text();

  it('by default is the connection: rotating X-Forwarded-For from loopback changes nothing', async () => {
    logLines.length = 0;
    const base = await start();
    const addresses = new Set<string>();
    for (let i = 1; i <= 5; i++) addresses.add(await seen(base, `203.0.113.${i}`));
    expect([...addresses]).toEqual(['127.0.0.1']);
    // The operator is told once why the header is ignored.
    expect(logLines.filter((line) => line.includes('forwarded-for-ignored'))).toHaveLength(1);
  });

  it('behind a proxy on this host (TRUST_PROXY=loopback) is the address the proxy appended, not what the client sent', async () => {
    const base = await start({ TRUST_PROXY: 'loopback' });
    // nginx with $proxy_add_x_forwarded_for: the client's own header first, the address nginx saw last.
    expect(await seen(base, '198.51.100.7, 203.0.113.9')).toBe('203.0.113.9');
  });

  it('with a hop count trusts exactly that many proxies', async () => {
    const base = await start({ TRUST_PROXY: '1' });
    expect(await seen(base, '198.51.100.7, 203.0.113.9')).toBe('203.0.113.9');
  });
});
