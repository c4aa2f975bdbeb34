// The hashed build files under /assets, served from memory in the encoding the client accepts. `npm run
// build` writes a brotli (.br) and a gzip (.gz) sibling of every compressible file (scripts/
// compress-assets.ts); the server sends those bytes as they are, so no request ever runs a compressor.
// A file without siblings (a build made before this step) is compressed once, at its first request.
import { existsSync, readdirSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { extname, join, relative, sep } from 'node:path';
import express, { type RequestHandler } from 'express';
import { encodeBody, sendEncoded, type EncodedBody } from './encodings.server';

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.avif': 'image/avif',
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
};

/** Text formats; fonts and pictures are compressed already and are sent as they are. */
const COMPRESSIBLE = new Set([
  '.js',
  '.mjs',
  '.css',
  '.json',
  '.map',
  '.svg',
  '.txt',
  '.html',
  '.xml',
  '.webmanifest',
  '.ico',
]);

export const isCompressible = (file: string) => COMPRESSIBLE.has(extname(file).toLowerCase());

/** Every file below `dir` (relative, with forward slashes), without the precompressed siblings. */
export function listAssetFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  const files: string[] = [];
  const walk = (current: string) => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const full = join(current, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile()) files.push(relative(dir, full).split(sep).join('/'));
    }
  };
  walk(dir);
  const all = new Set(files);
  return files.filter((file) => !(/\.(br|gz)$/.test(file) && all.has(file.replace(/\.(br|gz)$/, '')))).sort();
}

/**
 * Build step: writes `<file>.br` and `<file>.gz` beside every compressible file below `dir` where the
 * compressed bytes are smaller. Returns the number of files and the bytes before and after brotli.
 */
export async function precompressDirectory(dir: string): Promise<{ files: number; bytes: number; brBytes: number }> {
  let files = 0;
  let bytes = 0;
  let brBytes = 0;
  for (const file of listAssetFiles(dir)) {
    if (!isCompressible(file)) continue;
    const full = join(dir, file);
    const body = await encodeBody(await readFile(full), { compress: true });
    if (body.br) await writeFile(`${full}.br`, body.br);
    if (body.gzip) await writeFile(`${full}.gz`, body.gzip);
    files++;
    bytes += body.identity.length;
    brBytes += (body.br ?? body.identity).length;
  }
  return { files, bytes, brBytes };
}

async function loadAsset(full: string): Promise<EncodedBody> {
  const identity = await readFile(full);
  if (!isCompressible(full)) return encodeBody(identity, { compress: false });
  const [br, gzip] = await Promise.all([
    readFile(`${full}.br`).catch(() => undefined),
    readFile(`${full}.gz`).catch(() => undefined),
  ]);
  if (br || gzip) {
    const body = await encodeBody(identity, { compress: false });
    if (br && br.length < identity.length) body.br = br;
    if (gzip && gzip.length < identity.length) body.gzip = gzip;
    return body;
  }
  return encodeBody(identity, { compress: true });
}

/**
 * Serves the files that existed below `dir` at start-up (nothing else: no path is ever joined from the
 * request), immutable for a year, with ETag/304 and `Vary: Accept-Encoding`. Unknown paths get 404, and
 * so does a file removed since (a new build written under the running server).
 */
export function serveAssets(dir: string): RequestHandler {
  const known = new Set(listAssetFiles(dir));
  const loaded = new Map<string, Promise<EncodedBody>>();
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.setHeader('Allow', 'GET, HEAD');
      res.status(405).type('text/plain; charset=utf-8').send('Methode nicht erlaubt.');
      return;
    }
    let file: string;
    try {
      file = decodeURIComponent(req.path.replace(/^\//, ''));
    } catch {
      file = '';
    }
    if (!known.has(file)) {
      res.status(404).type('text/plain; charset=utf-8').send('Nicht gefunden.');
      return;
    }
    let body = loaded.get(file);
    if (!body) {
      body = loadAsset(join(dir, file));
      loaded.set(file, body);
      body.catch(() => loaded.delete(file));
    }
    body.then(
      (encoded) => {
        res.setHeader('Content-Type', TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream');
        res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
        sendEncoded(req, res, encoded);
      },
      (error: NodeJS.ErrnoException) => {
        // The build was replaced under the running server (a deploy): a tab still asking for an old file
        // gets the 404 it would get from the new server, not a 500.
        if (error.code !== 'ENOENT') return next(error);
        known.delete(file);
        res.status(404).type('text/plain; charset=utf-8').send('Nicht gefunden.');
      },
    );
  };
}

/** The first segment of a request path, decoded ('/images/og/x.png' → 'images'; '/' → ''). */
export function firstPathSegment(path: string): string {
  const segment = path.split('/', 2)[1] ?? '';
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The build's other files (icons, pictures, the driver app's manifest and worker) through
 * `express.static`, asked only for a path that begins with one of `dir`'s entries. The directory never
 * changes while the server runs, and every other request (each staff document and `.data` request)
 * cost a `stat` on the disk that found nothing (issue 15, decision 205).
 */
export function serveClientFiles(dir: string, options: Parameters<typeof express.static>[1]): RequestHandler {
  const entries = new Set(existsSync(dir) ? readdirSync(dir) : []);
  const serve = express.static(dir, options);
  return (req, res, next) => {
    if (entries.has(firstPathSegment(req.path))) serve(req, res, next);
    else next();
  };
}
