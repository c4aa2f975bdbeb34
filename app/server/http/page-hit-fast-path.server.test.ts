import type { Server } from 'node:http';
import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '#app/server/logging/logger.server';
import { listenOnLoopback } from '../../../tests/support/listen';
import { createServicesWithOwnDb, type OwnedTestServices } from '../../../tests/support/test-services';
import { createHttpApp } from './create-http-app.server';
import { createPageCache } from './page-cache.server';

type Raw = { status: number; headers: [string, string][]; body: Buffer };

/** The response as sent: header names in their order and the undecoded bytes. */
function rawRequest(url: string, options: { method?: string; headers?: Record<string, string> } = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    request(url, { method: options.method ?? 'GET', headers: options.headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const headers: [string, string][] = [];
        for (let i = 0; i < response.rawHeaders.length; i += 2)
          headers.push([response.rawHeaders[i]!.toLowerCase(), response.rawHeaders[i + 1]!]);
        resolve({ status: response.statusCode ?? 0, headers, body: Buffer.concat(chunks) });
      });
    })
      .on('error', reject)
      .end();
  });
}

const header = (raw: Raw, name: string) => raw.headers.find(([key]) => key === name)?.[1];
/** Everything but what differs per request or tells the paths apart. */
const comparable = (raw: Raw) =>
  raw.headers.filter(([name]) => !['x-request-id', 'x-page-cache', 'date'].includes(name));

describe('cached pages answered before Express', () => {
  let services: OwnedTestServices;
  let server: Server;
  let base: string;
  const lines: Record<string, unknown>[] = [];
  let renders = 0;
  const html = `<html><script>start()</script><p>${'Krankenfahrt '.repeat(400)}</p></html>`;

  beforeAll(async () => {
    services = await createServicesWithOwnDb({ NODE_ENV: 'production', PUBLIC_URL: 'https://krankenfahrt.example' });
    const logger = createLogger('info', {
      write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>),
    });
    const app = createHttpApp({
      services: { ...services, logger },
      pageCache: createPageCache({
        paths: new Set(['/preise/', '/leistungen/', '/ueber-uns/', '/br/', '/gzip/', '/identity/']),
        render: async () => {
          renders++;
          return new Response(html, {
            headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'public, max-age=300' },
          });
        },
        integrations: { analytics: false, maps: false },
      }),
      handleRequest: (_req, res) => void res.status(404).type('text/plain').send('nicht gecacht'),
    });
    ({ server, base } = await listenOnLoopback(app));
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await services.close();
  });

  it('sends a hit with the headers, order and bytes of the Express path', async () => {
    for (const [path, accept] of [
      ['/br/', 'gzip, deflate, br, zstd'],
      ['/gzip/', 'gzip, deflate'],
      ['/identity/', 'identity'],
    ] as const) {
      const miss = await rawRequest(`${base}${path}`, { headers: { 'accept-encoding': accept } });
      const hit = await rawRequest(`${base}${path}`, { headers: { 'accept-encoding': accept } });
      expect(header(hit, 'x-page-cache'), accept).toBe('hit');
      expect(comparable(hit), accept).toEqual(comparable(miss));
      expect(hit.body.equals(miss.body), accept).toBe(true);
      expect(header(hit, 'strict-transport-security')).toContain('max-age=');
      expect(header(hit, 'content-security-policy')).toContain("'sha256-");
      expect(header(hit, 'x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    }
    expect(
      header(
        await rawRequest(`${base}/br/`, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } }),
        'content-encoding',
      ),
    ).toBe('br');
    expect(renders).toBe(3);
  });

  it('answers 304 for a matching ETag, HEAD without a body, and echoes a well-formed request id', async () => {
    await rawRequest(`${base}/leistungen/`);
    const full = await rawRequest(`${base}/leistungen/`, {
      headers: { 'accept-encoding': 'br', 'x-request-id': 'abc12345-request' },
    });
    expect(header(full, 'x-page-cache')).toBe('hit');
    expect(header(full, 'x-request-id')).toBe('abc12345-request');
    const etag = header(full, 'etag')!;
    const unchanged = await rawRequest(`${base}/leistungen/`, {
      headers: { 'accept-encoding': 'br', 'if-none-match': etag },
    });
    expect(unchanged.status).toBe(304);
    expect(unchanged.body.length).toBe(0);
    expect(header(unchanged, 'content-security-policy')).toBe(header(full, 'content-security-policy'));
    expect(header(unchanged, 'content-length')).toBeUndefined();
    const head = await rawRequest(`${base}/leistungen/`, { method: 'HEAD', headers: { 'accept-encoding': 'br' } });
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(header(head, 'content-length')).toBe(header(full, 'content-length'));
  });

  it('leaves query strings, other methods and unknown paths to Express', async () => {
    await rawRequest(`${base}/preise/`);
    expect((await rawRequest(`${base}/preise/?utm=x`)).status).toBe(404);
    expect((await rawRequest(`${base}/preise/`, { method: 'POST' })).status).toBe(404);
    expect((await rawRequest(`${base}/preise/`, { method: 'DELETE' })).status).toBe(405);
    expect((await rawRequest(`${base}/anderes/`)).status).toBe(404);
  });

  it('logs every hit with the fields of the request log, and lets Express warn about X-Forwarded-For once', async () => {
    await rawRequest(`${base}/ueber-uns/`);
    lines.length = 0;
    await rawRequest(`${base}/ueber-uns/`, { headers: { 'x-request-id': 'log-line-0001' } });
    await rawRequest(`${base}/ueber-uns/`, { headers: { 'x-forwarded-for': '203.0.113.9' } });
    await rawRequest(`${base}/ueber-uns/`, { headers: { 'x-forwarded-for': '203.0.113.9' } });
    const requests = lines.filter((line) => line.msg === 'request completed');
    expect(requests).toHaveLength(3);
    expect(requests[0]).toMatchObject({
      level: 30,
      reqId: 'log-line-0001',
      req: { id: 'log-line-0001', method: 'GET', path: '/ueber-uns/' },
      res: { statusCode: 200 },
    });
    expect(typeof requests[0]!.responseTime).toBe('number');
    expect(Object.keys(requests[0]!).sort()).toEqual(Object.keys(requests[1]!).sort());
    expect(lines.filter((line) => line.event === 'forwarded-for-ignored')).toHaveLength(1);
  });
});
