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
        paths: new Set(['/preise/', '/kaputt/']),
        render: async (path) => {
          renders++;
          if (path === '/kaputt/') return new Response('Fehler', { status: 500 });
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
});
