import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  firstPathSegment,
  listAssetFiles,
  precompressDirectory,
  serveAssets,
  serveClientFiles,
} from './static-assets.server';

const script = `console.log(${JSON.stringify('Krankenfahrt '.repeat(500))});`;
const font = Buffer.from(Array.from({ length: 3000 }, (_, i) => (i * 31) % 256));

describe('static assets', () => {
  const dir = mkdtempSync(join(tmpdir(), 'kf-assets-'));
  let server: Server;
  let base: string;

  beforeAll(async () => {
    mkdirSync(join(dir, 'photos'));
    writeFileSync(join(dir, 'site-abc.js'), script);
    writeFileSync(join(dir, 'late-def.css'), `.a{color:red}\n`.repeat(300));
    writeFileSync(join(dir, 'inter.woff2'), font);
    writeFileSync(join(dir, 'photos', 'hero.webp'), font);
    const app = express();
    // What the build does, except for late-def.css: a file without siblings is compressed at first use.
    await precompressDirectory(dir);
    rmSync(join(dir, 'late-def.css.br'));
    rmSync(join(dir, 'late-def.css.gz'));
    app.use('/assets', serveAssets(dir));
    server = await new Promise<Server>((resolve) => {
      const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/assets`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  it('writes .br and .gz beside text files at build time, never beside fonts and pictures', () => {
    expect(existsSync(join(dir, 'site-abc.js.br'))).toBe(true);
    expect(existsSync(join(dir, 'site-abc.js.gz'))).toBe(true);
    expect(existsSync(join(dir, 'inter.woff2.br'))).toBe(false);
    expect(listAssetFiles(dir)).toEqual(['inter.woff2', 'late-def.css', 'photos/hero.webp', 'site-abc.js']);
  });

  // fetch() decodes bodies itself; a font must arrive byte for byte.
  const raw = async (path: string, headers: Record<string, string> = {}) => {
    const response = await fetch(`${base}${path}`, { headers });
    return { response, bytes: Buffer.from(await response.arrayBuffer()) };
  };

  it('sends the precompressed bytes with the encoding, Vary, ETag and a year of caching', async () => {
    for (const [accept, encoding] of [
      ['gzip, deflate, br, zstd', 'br'],
      ['gzip', 'gzip'],
      ['identity', null],
    ] as const) {
      const response = await fetch(`${base}/site-abc.js`, { headers: { 'accept-encoding': accept } });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-encoding')).toBe(encoding);
      expect(response.headers.get('vary')).toBe('Accept-Encoding');
      expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(response.headers.get('etag')).toMatch(/^"[\w-]+"$/);
      expect(await response.text()).toBe(script);
    }
  });

  it('answers a matching If-None-Match with 304 and no body', async () => {
    const first = await fetch(`${base}/site-abc.js`, { headers: { 'accept-encoding': 'br' } });
    const etag = first.headers.get('etag')!;
    const again = await fetch(`${base}/site-abc.js`, { headers: { 'accept-encoding': 'br', 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    const otherEncoding = await fetch(`${base}/site-abc.js`, {
      headers: { 'accept-encoding': 'gzip', 'if-none-match': etag },
    });
    expect(otherEncoding.status).toBe(200);
  });

  it('compresses a file without siblings once and serves fonts and pictures as they are', async () => {
    const css = await fetch(`${base}/late-def.css`, { headers: { 'accept-encoding': 'br' } });
    expect(css.headers.get('content-encoding')).toBe('br');
    expect(await css.text()).toBe(`.a{color:red}\n`.repeat(300));
    const woff = await raw('/inter.woff2', { 'accept-encoding': 'br, gzip' });
    expect(woff.response.headers.get('content-encoding')).toBeNull();
    expect(woff.response.headers.get('vary')).toBeNull();
    expect(woff.response.headers.get('content-type')).toBe('font/woff2');
    expect(woff.bytes.equals(font)).toBe(true);
    expect((await fetch(`${base}/photos/hero.webp`)).headers.get('content-type')).toBe('image/webp');
  });

  it('refuses unknown paths, traversal, the sibling files themselves and other methods', async () => {
    expect((await fetch(`${base}/fehlt.js`)).status).toBe(404);
    expect((await fetch(`${base}/..%2Fpasswd`)).status).toBe(404);
    expect((await fetch(`${base}/%E0%A4%A`)).status).toBe(404);
    expect((await fetch(`${base}/site-abc.js.br`)).status).toBe(404);
    expect((await fetch(`${base}/site-abc.js`, { method: 'POST' })).status).toBe(405);
  });

  it('gives HEAD the headers without a body', async () => {
    const head = await fetch(`${base}/site-abc.js`, { method: 'HEAD', headers: { 'accept-encoding': 'gzip' } });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-encoding')).toBe('gzip');
    expect(Number(head.headers.get('content-length'))).toBeGreaterThan(0);
  });

  it('stores bytes that decode to the file', () => {
    const brotli = brotliDecompressSync(readFileSync(join(dir, 'site-abc.js.br')));
    expect(brotli.toString()).toBe(script);
    expect(gunzipSync(readFileSync(join(dir, 'site-abc.js.gz'))).toString()).toBe(script);
  });
});

describe("the build's other files", () => {
  const dir = mkdtempSync(join(tmpdir(), 'kf-client-files-'));
  let server: Server;
  let base: string;

  beforeAll(async () => {
    mkdirSync(join(dir, 'images', 'og'), { recursive: true });
    writeFileSync(join(dir, 'favicon.ico'), font);
    writeFileSync(join(dir, 'images', 'og', 'bild.png'), font);
    const app = express();
    app.use(serveClientFiles(dir, { maxAge: '1h' }));
    app.use((req, res) => {
      res.status(200).send(`app ${req.path}`);
    });
    server = await new Promise<Server>((resolve) => {
      const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    // Added after start: the entries are read once, so this path is left to the app.
    writeFileSync(join(dir, 'spaet.txt'), 'x');
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    rmSync(dir, { recursive: true, force: true });
  });

  it('serves files and directories below an entry of the directory as express.static does', async () => {
    const icon = await fetch(`${base}/favicon.ico`);
    expect(icon.status).toBe(200);
    expect(Buffer.from(await icon.arrayBuffer()).equals(font)).toBe(true);
    expect(icon.headers.get('cache-control')).toBe('public, max-age=3600');
    expect((await fetch(`${base}/images/og/bild.png`)).status).toBe(200);
    expect((await fetch(`${base}/fav%69con.ico`)).status).toBe(200);
    const folder = await fetch(`${base}/images`, { redirect: 'manual' });
    expect(folder.status).toBe(301);
    expect(folder.headers.get('location')).toBe('/images/');
    expect(await (await fetch(`${base}/images/fehlt.png`)).text()).toBe('app /images/fehlt.png');
  });

  it('leaves every other path to the app without looking at the disk', async () => {
    expect(await (await fetch(`${base}/app/bookings`)).text()).toBe('app /app/bookings');
    expect(await (await fetch(`${base}/app/bookings.data?q=x`)).text()).toBe('app /app/bookings.data');
    expect(await (await fetch(`${base}/`)).text()).toBe('app /');
    expect(await (await fetch(`${base}/spaet.txt`)).text()).toBe('app /spaet.txt');
  });

  it('reads the first segment of a path, decoded', () => {
    expect(firstPathSegment('/images/og/bild.png')).toBe('images');
    expect(firstPathSegment('/favicon.ico')).toBe('favicon.ico');
    expect(firstPathSegment('/')).toBe('');
    expect(firstPathSegment('/fav%69con.ico')).toBe('favicon.ico');
    expect(firstPathSegment('/%E0%A4%A')).toBe('%E0%A4%A');
  });
});

describe('a build replaced under the running server', () => {
  it('answers 404 for a file removed since start-up, never a 500', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'kf-assets-gone-'));
    writeFileSync(join(dir, 'invoices-old.js'), script);
    const app = express();
    app.use('/assets', serveAssets(dir));
    app.use(((_error, _req, res, _next) => res.status(500).send('Fehler')) as express.ErrorRequestHandler);
    const server = await new Promise<Server>((resolve) => {
      const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
    });
    try {
      rmSync(join(dir, 'invoices-old.js'));
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/assets/invoices-old.js`;
      for (let i = 0; i < 2; i++) {
        const response = await fetch(url);
        expect(response.status).toBe(404);
        expect(await response.text()).toBe('Nicht gefunden.');
      }
    } finally {
      await new Promise((resolve) => server.close(resolve));
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
