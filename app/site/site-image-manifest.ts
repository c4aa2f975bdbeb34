// The photo manifest: which slots have a processed photo, its size and its AVIF/WebP variants. The photo
// build (scripts/build-photos.ts) writes it next to the variants; the server reads it when it renders a
// public page. No manifest (no photos, or a build without the photo step) means: illustrations only.
//
// Node's fs is reached through process.getBuiltinModule rather than an import: this module is part of
// route modules that the client build also compiles (public pages are never rendered in the browser).

export type PhotoVariant = { url: string; width: number };

export type Photo = {
  /** Size of the largest variant: the aspect ratio the browser reserves (no layout shift). */
  width: number;
  height: number;
  /** Narrowest first. */
  avif: PhotoVariant[];
  webp: PhotoVariant[];
};

export type PhotoManifest = { version: 1; photos: Record<string, Photo> };

/** URL path of the variants: under /assets, which the server sends with a one-year immutable cache. */
export const PHOTO_URL_PATH = '/assets/photos';
export const PHOTO_MANIFEST_FILE = 'manifest.json';
/** Where `npm run dev` keeps processed photos (scripts/build-photos-vite.ts serves them). */
export const DEV_PHOTO_CACHE_DIR = 'node_modules/.cache/photos';

export const noPhotos: PhotoManifest = { version: 1, photos: {} };

function isPhotoManifest(value: unknown): value is PhotoManifest {
  if (typeof value !== 'object' || value === null) return false;
  const manifest = value as Partial<PhotoManifest>;
  return manifest.version === 1 && typeof manifest.photos === 'object' && manifest.photos !== null;
}

/** Reads a manifest file; a missing file means no photos. */
export function readPhotoManifest(file: string): PhotoManifest {
  const fs = process.getBuiltinModule('node:fs');
  let text: string;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return noPhotos;
    throw error;
  }
  const parsed: unknown = JSON.parse(text);
  if (!isPhotoManifest(parsed)) throw new Error(`${file} is not a photo manifest (version 1).`);
  return parsed;
}

/** The manifest's path: the dev cache in development, else next to the server bundle's client directory. */
function manifestPath(): string | undefined {
  const path = process.getBuiltinModule('node:path');
  if (import.meta.env.DEV) return path.resolve(DEV_PHOTO_CACHE_DIR, PHOTO_MANIFEST_FILE);
  // The server bundle lives in $BUILD_DIR/server/ (this code maybe in a chunk below it); the photo
  // build wrote into $BUILD_DIR/client/assets/photos/.
  let dir = path.dirname(process.getBuiltinModule('node:url').fileURLToPath(import.meta.url));
  while (path.basename(dir) !== 'server') {
    const parent = path.dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
  return path.join(dir, '..', 'client', PHOTO_URL_PATH, PHOTO_MANIFEST_FILE);
}

let cached: { file: string | undefined; mtimeMs: number; manifest: PhotoManifest } | undefined;

/**
 * The current manifest, kept in memory. Production reads it once (the build does not change under a
 * running server); development re-reads it when the dev photo step rewrote it.
 */
export function currentPhotoManifest(): PhotoManifest {
  if (typeof process === 'undefined' || typeof process.getBuiltinModule !== 'function') return noPhotos;
  if (cached && !import.meta.env.DEV) return cached.manifest;
  const file = manifestPath();
  const mtimeMs = file
    ? (process.getBuiltinModule('node:fs').statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0)
    : 0;
  if (cached && cached.file === file && cached.mtimeMs === mtimeMs) return cached.manifest;
  let manifest = noPhotos;
  try {
    if (file) manifest = readPhotoManifest(file);
  } catch (error) {
    // A damaged manifest must not take the site down: the illustrations still work.
    console.warn(`Fotos werden nicht angezeigt: ${(error as Error).message}`);
  }
  cached = { file, mtimeMs, manifest };
  return manifest;
}
