// `npm run dev` photos: the dev plugin processes content/photos/ when the dev server starts and serves
// the variants under /assets/photos/, where the manifest (read by the server) points.
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer as createHttpServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { createServer, type ViteDevServer } from 'vite';
import { afterEach, expect, it } from 'vitest';
import {
  DEV_PHOTO_CACHE_DIR,
  PHOTO_MANIFEST_FILE,
  PHOTO_URL_PATH,
  readPhotoManifest,
} from '../app/site/site-image-manifest';
import { devPhotos } from './build-photos-vite';

let dir: string | undefined;
let vite: ViteDevServer | undefined;
let http: Server | undefined;

afterEach(async () => {
  http?.close();
  await vite?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

it('processes the photos into the dev cache on start and serves the variants', async () => {
  dir = await mkdtemp(join(tmpdir(), 'dev-photos-'));
  await mkdir(join(dir, 'content/photos'), { recursive: true });
  await sharp({ create: { width: 1000, height: 750, channels: 3, background: '#3366aa' } })
    .jpeg()
    .toFile(join(dir, 'content/photos/hero.jpg'));

  vite = await createServer({
    root: dir,
    configFile: false,
    logLevel: 'silent',
    plugins: [devPhotos()],
    server: { middlewareMode: true, ws: false },
  });
  // Where the server reads the manifest in development.
  const manifestFile = join(dir, DEV_PHOTO_CACHE_DIR, PHOTO_MANIFEST_FILE);
  await expect
    .poll(() => readFile(manifestFile, 'utf8').catch(() => ''), { timeout: 20_000, interval: 200 })
    .toContain('"hero"');
  const hero = readPhotoManifest(manifestFile).photos.hero!;
  expect(hero.webp.map((variant) => variant.width)).toEqual([480, 640, 960]);

  http = createHttpServer(vite.middlewares).listen(0);
  await new Promise((resolve) => http!.once('listening', resolve));
  const base = `http://127.0.0.1:${(http.address() as AddressInfo).port}`;
  for (const variant of [...hero.avif, ...hero.webp]) {
    expect(variant.url.startsWith(`${PHOTO_URL_PATH}/`)).toBe(true);
    const response = await fetch(base + variant.url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe(variant.url.endsWith('.avif') ? 'image/avif' : 'image/webp');
    expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width).toBe(variant.width);
  }
  expect((await fetch(`${base}/assets/photos/..%2Fmanifest.json`)).status).toBe(404);
}, 60_000);
