// The photo build against photos synthesized with sharp in a temporary directory: variants per width and
// format, cropped to the slot's aspect ratio, never upscaled, upright (EXIF rotation), without metadata,
// the manifest that describes them, and the errors an operator can run into.
import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { areaImage, serviceImage, type SiteImageData } from '../app/site/site-image-data';
import { readPhotoManifest } from '../app/site/site-image-manifest';
import { PhotoError, processPhotos } from './build-photos-process';

const hero: SiteImageData = {
  slot: 'hero',
  src: '/images/site/hero.svg',
  alt: 'Illustration: Held',
  width: 640,
  height: 480,
};
const slots = [
  hero,
  serviceImage('sitzend', 'Illustration: Sitzend'),
  areaImage('bad-homburg', 'bad-homburg.svg', 'Illustration: Kurpark'),
];

let dir: string;
let sourceDir: string;
let outDir: string;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'photos-'));
  sourceDir = join(dir, 'content', 'photos');
  outDir = join(dir, 'out');
  await mkdir(sourceDir, { recursive: true });
});

afterEach(async () => {
  await rm(dir, { recursive: true, force: true });
});

/** A photo whose left half is red and right half blue (as stored, before any EXIF rotation). */
async function photo(name: string, width: number, height: number, exif: { orientation?: number } = {}) {
  const half = Math.floor(width / 2);
  const image = sharp({ create: { width, height, channels: 3, background: '#ff0000' } }).composite([
    { input: { create: { width: width - half, height, channels: 3, background: '#0000ff' } }, left: half, top: 0 },
  ]);
  const flat = await image.jpeg().toBuffer();
  const withExif = sharp(flat).withMetadata({ ...exif, exif: { IFD0: { Copyright: 'Fotograf Muster' } } });
  await writeFile(join(sourceDir, name), await withExif.jpeg({ quality: 90 }).toBuffer());
}

const run = () => processPhotos({ sourceDir, outDir, urlPath: '/assets/photos', slots });

describe('processPhotos', () => {
  it('writes AVIF and WebP variants per width, cropped to the slot, never upscaled, and the manifest', async () => {
    await photo('hero.jpg', 2000, 1000); // 2:1 → cropped to 4:3 = 1333 × 1000
    await photo('area-bad-homburg.jpg', 800, 600); // 4:3 → cropped to 3:2 = 800 × 533

    const manifest = await run();

    const heroPhoto = manifest.photos.hero!;
    expect(heroPhoto.avif.map((variant) => variant.width)).toEqual([480, 640, 960, 1280]);
    expect(heroPhoto.webp.map((variant) => variant.width)).toEqual([480, 640, 960, 1280]);
    expect(heroPhoto).toMatchObject({ width: 1280, height: 960 });
    const area = manifest.photos['area-bad-homburg']!;
    expect(area.webp.map((variant) => variant.width)).toEqual([400, 600, 800]); // not 1200: no upscaling
    expect(area).toMatchObject({ width: 800, height: 533 });
    expect(Object.keys(manifest.photos)).toEqual(['area-bad-homburg', 'hero']);

    for (const variant of [...heroPhoto.avif, ...heroPhoto.webp, ...area.avif, ...area.webp]) {
      expect(variant.url).toMatch(/^\/assets\/photos\/(hero|area-bad-homburg)-\d+\.[0-9a-f]{10}\.(avif|webp)$/);
      const file = join(outDir, variant.url.replace('/assets/photos/', ''));
      const meta = await sharp(file).metadata();
      expect(meta.format).toBe(variant.url.endsWith('.avif') ? 'heif' : 'webp');
      expect(meta.width).toBe(variant.width);
      const aspect = variant.url.includes('/hero-') ? 4 / 3 : 3 / 2;
      expect(meta.height).toBe(Math.round(variant.width / aspect));
    }
    expect(readPhotoManifest(join(outDir, 'manifest.json'))).toEqual(manifest);
  }, 60_000);

  it('applies the EXIF rotation and strips the metadata', async () => {
    // Stored 1500 × 1200 with "rotate 90° clockwise": upright it is 1200 × 1500, red on top.
    await photo('service-sitzend.jpg', 1500, 1200, { orientation: 6 });
    expect(await sharp(join(sourceDir, 'service-sitzend.jpg')).metadata()).toMatchObject({
      orientation: 6,
      exif: expect.any(Buffer),
    });

    const manifest = await run();

    const sitting = manifest.photos['service-sitzend']!;
    // Upright width 1200: 1280 would be an upscale (unrotated, 1500 wide, it would have been written).
    expect(sitting.webp.map((variant) => variant.width)).toEqual([320, 480, 640, 960]);
    const file = join(outDir, sitting.webp.at(-1)!.url.replace('/assets/photos/', ''));
    const meta = await sharp(file).metadata();
    expect([meta.width, meta.height]).toEqual([960, 720]);
    expect(meta.orientation).toBeUndefined();
    expect(meta.exif).toBeUndefined();
    const { data, info } = await sharp(file).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3),
    ];
    const [topRed, , topBlue] = pixel(480, 40);
    const [bottomRed, , bottomBlue] = pixel(480, 680);
    expect(topRed).toBeGreaterThan(200);
    expect(topBlue).toBeLessThan(60);
    expect(bottomBlue).toBeGreaterThan(200);
    expect(bottomRed).toBeLessThan(60);
  }, 60_000);

  it('writes an empty manifest without photos (also without the folder) and removes stale variants', async () => {
    await photo('hero.jpg', 1000, 750);
    const first = await run();
    expect(first.photos.hero).toBeDefined();

    await rm(sourceDir, { recursive: true });
    expect(await run()).toEqual({ version: 1, photos: {} });
    expect(await readdir(outDir)).toEqual(['manifest.json']);
  }, 60_000);

  it('reuses unchanged variants and renames changed ones', async () => {
    await photo('hero.jpg', 1000, 750);
    const first = await run();
    expect((await run()).photos.hero).toEqual(first.photos.hero);

    await photo('hero.jpg', 1100, 825);
    const second = await run();
    expect(second.photos.hero!.webp[0]!.url).not.toBe(first.photos.hero!.webp[0]!.url);
    expect((await readdir(outDir)).filter((name) => name !== 'manifest.json')).toHaveLength(
      second.photos.hero!.webp.length * 2,
    );
  }, 60_000);

  it.each([
    [
      'too small after cropping',
      async () => photo('hero.jpg', 2000, 700),
      /hero\.jpg: zu klein \(2000 × 700 px\).*960 px.*4:3/,
    ],
    [
      'unknown slot name',
      async () => photo('heldenbild.jpg', 1000, 750),
      /heldenbild\.jpg: kein Bildplatz „heldenbild“. Bildplätze: hero, service-sitzend, area-bad-homburg/,
    ],
    [
      'unsupported format',
      async () => writeFile(join(sourceDir, 'hero.heic'), 'x'),
      /hero\.heic: Format nicht unterstützt/,
    ],
    [
      'two files for one slot',
      async () => Promise.all([photo('hero.jpg', 1000, 750), photo('hero.png', 1000, 750)]),
      /hero\.png: für „hero“ liegt schon hero\.jpg vor/,
    ],
    ['not an image', async () => writeFile(join(sourceDir, 'hero.jpg'), 'kein Bild'), /hero\.jpg: kein lesbares Bild/],
  ])('rejects a photo: %s', async (_case, arrange, message) => {
    await arrange();
    const error = await run().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PhotoError);
    expect((error as Error).message).toMatch(message);
  });

  it('ignores the README and hidden files', async () => {
    await writeFile(join(sourceDir, 'README.md'), '# Fotos');
    await writeFile(join(sourceDir, '.DS_Store'), '');
    expect(await run()).toEqual({ version: 1, photos: {} });
  });
});

describe('npm run build photo step (scripts/build-photos.ts)', () => {
  const script = join(import.meta.dirname, 'build-photos.ts');
  const tsx = join(import.meta.dirname, '..', 'node_modules', 'tsx', 'dist', 'cli.mjs');
  const exec = promisify(execFile);

  it('writes the manifest into $BUILD_DIR/client/assets/photos/, empty without photos', async () => {
    const result = await exec(process.execPath, [tsx, script], {
      cwd: dir,
      env: { ...process.env, BUILD_DIR: 'build-x' },
    });
    expect(result.stdout).toContain('Keine Fotos');
    expect(JSON.parse(await readFile(join(dir, 'build-x/client/assets/photos/manifest.json'), 'utf8'))).toEqual({
      version: 1,
      photos: {},
    });
  }, 60_000);

  it('processes a photo and fails the build on an unusable one', async () => {
    await photo('area-frankfurt-am-main.jpg', 900, 600);
    const result = await exec(process.execPath, [tsx, script], {
      cwd: dir,
      env: { ...process.env, BUILD_DIR: 'build-x' },
    });
    expect(result.stdout).toContain('Fotos verarbeitet: area-frankfurt-am-main.');
    const files = await readdir(join(dir, 'build-x/client/assets/photos'));
    expect(files.filter((name) => name.startsWith('area-frankfurt-am-main-800.'))).toHaveLength(2);

    await photo('hero.jpg', 500, 375);
    const failed = await exec(process.execPath, [tsx, script], {
      cwd: dir,
      env: { ...process.env, BUILD_DIR: 'build-x' },
    }).catch((error: { code: number; stderr: string }) => error);
    expect(failed).toMatchObject({ code: 1, stderr: expect.stringContaining('hero.jpg: zu klein') });
  }, 60_000);
});
