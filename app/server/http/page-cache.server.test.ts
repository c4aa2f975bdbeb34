import { createHash } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPageCache, inlineScriptHashes } from './page-cache.server';

const sha = (text: string) => createHash('sha256').update(text, 'utf8').digest('base64');

describe('inlineScriptHashes', () => {
  it('hashes executable inline scripts, not external ones or JSON data blocks', () => {
    const html =
      '<script>window.a = 1;</script><script src="/x.js"></script><script type="module">import "/y.js";</script>' +
      '<script type="application/ld+json">{"@type":"Organization"}</script><script nonce="">b()</script>';
    expect(inlineScriptHashes(html).sort()).toEqual([sha('window.a = 1;'), sha('import "/y.js";'), sha('b()')].sort());
  });
});

describe('createPageCache', () => {
  let server: Server;
  let base: string;
  let renders = 0;
  beforeAll(async () => {
    const app = express();
    app.use(
      createPageCache({
        paths: new Set(['/preise/', '/kaputt/', '/lang/']),
        render: async (path) => {
          renders++;
          if (path === '/kaputt/') return new Response('Fehler', { status: 500 });
          if (path === '/lang/')
            return new Response(`<html><p>${'Krankenfahrt '.repeat(400)}</p></html>`, {
              headers: { 'content-type': 'text/html' },
            });
          return new Response(`<html><script>start(${renders})</script></html>`, {
            headers: { 'content-type': 'text/html; charset=utf-8', 'set-cookie-not': 'x' },
          });
        },
        integrations: { analytics: false, maps: false },
      }),
    );
    app.use((_req, res) => res.status(404).send('durchgereicht'));
    server = await new Promise<Server>((resolve) => {
      const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('renders a listed page once and serves it from memory with a CSP that allows exactly its scripts', async () => {
    const first = await fetch(`${base}/preise/`);
    const second = await fetch(`${base}/preise/`);
    expect(first.headers.get('x-page-cache')).toBe('miss');
    expect(second.headers.get('x-page-cache')).toBe('hit');
    expect(await second.text()).toBe('<html><script>start(1)</script></html>');
    expect(renders).toBe(1);
    const csp = second.headers.get('content-security-policy')!;
    expect(csp).toContain(`'sha256-${sha('start(1)')}'`);
    expect(csp).not.toContain('nonce');
  });

  it('passes on what it must not cache: other paths, query strings, POSTs, failed renders', async () => {
    expect(await (await fetch(`${base}/app/`)).text()).toBe('durchgereicht');
    expect(await (await fetch(`${base}/preise/?utm=x`)).text()).toBe('durchgereicht');
    expect(await (await fetch(`${base}/preise/`, { method: 'POST' })).text()).toBe('durchgereicht');
    expect(await (await fetch(`${base}/kaputt/`)).text()).toBe('durchgereicht');
  });

  it('keeps brotli and gzip bodies made once, with Vary, an ETag per encoding and 304', async () => {
    const before = renders;
    const br = await fetch(`${base}/lang/`, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    const gz = await fetch(`${base}/lang/`, { headers: { 'accept-encoding': 'gzip' } });
    const plain = await fetch(`${base}/lang/`, { headers: { 'accept-encoding': 'identity' } });
    expect(renders).toBe(before + 1);
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(gz.headers.get('content-encoding')).toBe('gzip');
    expect(plain.headers.get('content-encoding')).toBeNull();
    for (const response of [br, gz, plain]) {
      expect(response.headers.get('vary')).toBe('Accept-Encoding');
      expect(await response.text()).toContain('Krankenfahrt Krankenfahrt');
    }
    expect(Number(br.headers.get('content-length'))).toBeLessThan(200);
    const etag = br.headers.get('etag')!;
    expect(etag).not.toBe(gz.headers.get('etag'));
    const again = await fetch(`${base}/lang/`, { headers: { 'accept-encoding': 'br', 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get('content-security-policy')).toBeTruthy();
  });
});

describe('createPageCache after the time to live', () => {
  it('serves the expired page at once while one refill renders it again', async () => {
    let renders = 0;
    let release: () => void = () => undefined;
    const app = express();
    app.use(
      createPageCache({
        paths: new Set(['/']),
        ttlMs: 1,
        render: async () => {
          renders++;
          if (renders > 1) await new Promise<void>((resolve) => (release = resolve));
          return new Response(`<html>Version ${renders}</html>`, { headers: { 'content-type': 'text/html' } });
        },
        integrations: { analytics: false, maps: false },
      }),
    );
    const server = await new Promise<Server>((resolve) => {
      const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
    });
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    try {
      expect(await (await fetch(url)).text()).toBe('<html>Version 1</html>');
      await new Promise((resolve) => setTimeout(resolve, 5));
      // Expired: answered from the old page while the (held) refill runs, and only one refill starts.
      expect(await (await fetch(url)).text()).toBe('<html>Version 1</html>');
      expect(await (await fetch(url)).text()).toBe('<html>Version 1</html>');
      expect(renders).toBe(2);
      release();
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(await (await fetch(url)).text()).toBe('<html>Version 2</html>');
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
