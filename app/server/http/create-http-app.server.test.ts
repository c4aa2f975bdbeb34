import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenOnLoopback } from '../../../tests/support/listen';
import { createServicesWithOwnDb, type OwnedTestServices } from '../../../tests/support/test-services';
import { createHttpApp } from './create-http-app.server';

describe('the HTTP layer', () => {
  let services: OwnedTestServices;
  let server: Server;
  let base: string;
  const big = 'Krankenfahrt '.repeat(2000);
  const clientDir = mkdtempSync(join(tmpdir(), 'kf-client-'));
  mkdirSync(join(clientDir, 'assets'));
  writeFileSync(join(clientDir, 'assets', 'site-abc123.js'), `console.log(${JSON.stringify(big)});`);

  beforeAll(async () => {
    services = await createServicesWithOwnDb({ NODE_ENV: 'production', PUBLIC_URL: 'https://krankenfahrt.example' });
    const app = createHttpApp({
      services,
      clientDir,
      canonicalPaths: ['/', '/ueber-uns/', '/online-buchung'],
      // Stands in for React Router: the layer around it is what is tested here.
      handleRequest: (req, res) => {
        if (req.path === '/chunks') {
          // React Router's writer: many small chunks, a flush after each.
          res.type('html');
          for (let i = 0; i < 100; i++) {
            res.write(`<p>${i} ${'Krankenfahrt '.repeat(150)}</p>`);
            (res as unknown as { flush: () => void }).flush();
          }
          res.end();
          return;
        }
        if (req.path === '/stream') {
          res.setHeader('Content-Type', 'text/event-stream');
          res.end(`data: ${big}\n\n`);
          return;
        }
        if (req.path === '/download') {
          // React Router's Express adapter writes a route's Response headers with res.append.
          for (const [name, value] of [
            ['Content-Type', 'image/png'],
            ['X-Content-Type-Options', 'nosniff'],
            ['Content-Security-Policy', "default-src 'none'; img-src 'self'; sandbox"],
            ['Set-Cookie', 'a=1'],
            ['Set-Cookie', 'b=2'],
            ['Vary', 'Cookie'],
          ])
            res.append(name!, value);
          res.end('png');
          return;
        }
        res.type('html').send(`<p>${big}</p>`);
      },
    });
    ({ server, base } = await listenOnLoopback(app));
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await services.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it('answers /healthz with 200 while the database is reachable', async () => {
    const response = await fetch(`${base}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: 'ok', database: 'ok', notifications: 'ok' });
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it('sets the security headers on every response', async () => {
    const response = await fetch(`${base}/irgendwas`);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
    expect(csp).not.toContain('unsafe-eval');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('strict-transport-security')).toContain('max-age=');
    expect(response.headers.get('x-powered-by')).toBeNull();
  });

  it("sends a route's own header once, in place of the page header of the same name; cookies and Vary add up", async () => {
    const response = await fetch(`${base}/download`, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; img-src 'self'; sandbox");
    expect(response.headers.getSetCookie()).toEqual(['a=1', 'b=2']);
    expect(response.headers.get('vary')).toContain('Cookie');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(await response.text()).toBe('png');
  });

  it('serves build assets compressed, cached for a year and without the page-only headers', async () => {
    const response = await fetch(`${base}/assets/site-abc123.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Krankenfahrt');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('strict-transport-security')).toContain('max-age=');
    expect(response.headers.get('content-security-policy')).toBeNull();
    expect(response.headers.get('permissions-policy')).toBeNull();
    expect((await fetch(`${base}/assets/fehlt.js`)).status).toBe(404);
  });

  it('uses a fresh CSP nonce per request and echoes a well-formed request id', async () => {
    const nonce = (r: Response) => /'nonce-([^']+)'/.exec(r.headers.get('content-security-policy') ?? '')?.[1];
    const a = await fetch(`${base}/`, { headers: { 'x-request-id': 'abc12345-request' } });
    const b = await fetch(`${base}/`, { headers: { 'x-request-id': 'bad id with spaces' } });
    expect(nonce(a)).not.toBe(nonce(b));
    expect(a.headers.get('x-request-id')).toBe('abc12345-request');
    expect(b.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('compresses pages but never an event stream', async () => {
    const page = await fetch(`${base}/`, { headers: { 'accept-encoding': 'gzip' } });
    expect(page.headers.get('content-encoding')).toBe('gzip');
    const stream = await fetch(`${base}/stream`, { headers: { 'accept-encoding': 'gzip' } });
    expect(stream.headers.get('content-encoding')).toBeNull();
    expect(await stream.text()).toContain('data: Krankenfahrt');
  });

  it('compresses a response written in many flushed chunks as one stream', async () => {
    const { request } = await import('node:http');
    const size = await new Promise<number>((resolve, reject) => {
      request(`${base}/chunks`, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
        let bytes = 0;
        response.on('data', (chunk: Buffer) => (bytes += chunk.length));
        response.on('end', () => resolve(bytes));
      })
        .on('error', reject)
        .end();
    });
    // 100 separately flushed blocks cost at least ~100 × 20 bytes; one stream stays well below.
    expect(size).toBeLessThan(1500);
  });

  it('redirects every variant of a public page’s address to the canonical one (301), query string kept', async () => {
    for (const [variant, canonical] of [
      ['/ueber-uns', '/ueber-uns/'],
      ['/ueber-uns//', '/ueber-uns/'],
      ['/UEBER-UNS/', '/ueber-uns/'],
      ['/ueber-uns?ref=flyer', '/ueber-uns/?ref=flyer'],
      ['/online-buchung/', '/online-buchung'],
    ]) {
      const response = await fetch(`${base}${variant}`, { redirect: 'manual' });
      expect(response.status, variant).toBe(301);
      expect(response.headers.get('location'), variant).toBe(canonical);
    }
    for (const canonical of ['/ueber-uns/', '/online-buchung', '/']) {
      expect((await fetch(`${base}${canonical}`, { redirect: 'manual' })).status, canonical).toBe(200);
    }
    // A form post is never redirected (it would lose its body), nor is an unknown path.
    expect((await fetch(`${base}/online-buchung/`, { method: 'POST', body: 'x', redirect: 'manual' })).status).toBe(
      200,
    );
    expect((await fetch(`${base}/Irgendwas/`, { redirect: 'manual' })).status).toBe(200);
  });

  it('answers /healthz with 503 "degraded" once the database is gone', async () => {
    await services.dbHandle.close();
    const response = await fetch(`${base}/healthz`);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: 'degraded', database: 'unreachable', notifications: 'ok' });
  });
});
