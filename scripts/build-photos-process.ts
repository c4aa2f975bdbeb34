// Turns the operator's photos (content/photos/<slot>.jpg …) into the variants the site serves: cropped
// to the slot's aspect ratio, EXIF rotation applied, metadata dropped, a few widths (never wider than
// the photo), each as AVIF and WebP, plus the manifest the server reads. Used by the production build
// (scripts/build-photos.ts) and by `npm run dev` (scripts/build-photos-vite.ts).
import { createHash } from 'node:crypto';
import { access, mkdir, readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import sharp from 'sharp';
import { aspectLabel, photoSlotKind, photoSlotKinds, type SiteImageData } from '../app/site/site-image-data';
import {
  PHOTO_MANIFEST_FILE,
  type Photo,
  type PhotoManifest,
  type PhotoVariant,
} from '../app/site/site-image-manifest';

export const ACCEPTED_EXTENSIONS = ['.jpg', '.jpeg', '.png', '.webp', '.avif', '.tif', '.tiff'];

/** Encoder settings; changing them changes every file name (the hash includes them). */
const ENCODE = { avif: { quality: 50, effort: 4 }, webp: { quality: 76, effort: 5 } } as const;
const FORMATS = ['avif', 'webp'] as const;

export type ProcessPhotosOptions = {
  /** content/photos/ */
  sourceDir: string;
  /** Where variants and manifest go: $BUILD_DIR/client/assets/photos/ or the dev cache. */
  outDir: string;
  /** URL path the variants are served under, e.g. /assets/photos. */
  urlPath: string;
  /** The slots the site has (siteImageSlots()). */
  slots: SiteImageData[];
};

/** A photo the build cannot use; the message tells the operator what to change. */
export class PhotoError extends Error {}

type Source = { file: string; slot: SiteImageData };

async function listSources(sourceDir: string, slots: SiteImageData[]): Promise<Source[]> {
  const names = await readdir(sourceDir).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [] as string[];
    throw error;
  });
  const bySlot = new Map(slots.map((slot) => [slot.slot, slot]));
  const sources = new Map<string, Source>();
  for (const name of names.sort()) {
    if (name.startsWith('.') || name.toLowerCase().startsWith('readme')) continue;
    const extension = extname(name).toLowerCase();
    if (!ACCEPTED_EXTENSIONS.includes(extension)) {
      throw new PhotoError(`${name}: Format nicht unterstützt. Erlaubt: ${ACCEPTED_EXTENSIONS.join(', ')}.`);
    }
    const slotName = name.slice(0, -extension.length);
    const slot = bySlot.get(slotName);
    if (!slot)
      throw new PhotoError(`${name}: kein Bildplatz „${slotName}“. Bildplätze: ${[...bySlot.keys()].join(', ')}.`);
    const other = sources.get(slotName);
    if (other)
      throw new PhotoError(
        `${name}: für „${slotName}“ liegt schon ${other.file} vor. Bitte nur eine Datei je Bildplatz.`,
      );
    sources.set(slotName, { file: name, slot });
  }
  return [...sources.values()];
}

async function processPhoto(source: Source, options: ProcessPhotosOptions, keep: Set<string>): Promise<Photo> {
  const input = await readFile(join(options.sourceDir, source.file));
  const { widths, minWidth } = photoSlotKinds[photoSlotKind(source.slot.slot)];
  const aspect = source.slot.width / source.slot.height;
  const metadata = await sharp(input)
    .metadata()
    .catch((error: Error) => {
      throw new PhotoError(`${source.file}: kein lesbares Bild (${error.message}).`);
    });
  const { width, height } = metadata.autoOrient;
  // The widest crop with the slot's aspect ratio that fits into the (upright) photo.
  const cropWidth = Math.min(width, Math.floor(height * aspect));
  if (cropWidth < minWidth) {
    throw new PhotoError(
      `${source.file}: zu klein (${width} × ${height} px). Nötig: mindestens ${minWidth} px Breite im Seitenverhältnis ${aspectLabel(source.slot)}.`,
    );
  }
  const hash = createHash('sha256')
    .update(input)
    .update(JSON.stringify({ ENCODE, aspect, widths }))
    .digest('hex')
    .slice(0, 10);
  const variants: Record<(typeof FORMATS)[number], PhotoVariant[]> = { avif: [], webp: [] };
  const targets = widths.filter((target) => target <= cropWidth);
  for (const target of targets) {
    for (const format of FORMATS) {
      const name = `${source.slot.slot}-${target}.${hash}.${format}`;
      keep.add(name);
      variants[format].push({ url: `${options.urlPath}/${name}`, width: target });
      const file = join(options.outDir, name);
      // Same name, same content: a cached file (dev) is reused.
      if (
        await access(file).then(
          () => true,
          () => false,
        )
      )
        continue;
      const resized = sharp(input, { autoOrient: true }).resize({
        width: target,
        height: Math.round(target / aspect),
        fit: 'cover',
        position: 'centre',
        withoutEnlargement: true,
      });
      await (format === 'avif' ? resized.avif(ENCODE.avif) : resized.webp(ENCODE.webp)).toFile(`${file}.tmp`);
      await rename(`${file}.tmp`, file);
    }
  }
  const largest = targets.at(-1)!;
  return { width: largest, height: Math.round(largest / aspect), avif: variants.avif, webp: variants.webp };
}

/** Processes every photo in sourceDir into outDir and returns (and writes) the manifest. */
export async function processPhotos(options: ProcessPhotosOptions): Promise<PhotoManifest> {
  const sources = await listSources(options.sourceDir, options.slots);
  await mkdir(options.outDir, { recursive: true });
  const keep = new Set<string>([PHOTO_MANIFEST_FILE]);
  const manifest: PhotoManifest = { version: 1, photos: {} };
  for (const source of sources) manifest.photos[source.slot.slot] = await processPhoto(source, options, keep);
  // Variants of replaced or removed photos go.
  for (const name of await readdir(options.outDir)) {
    if (!keep.has(name)) await rm(join(options.outDir, name), { force: true });
  }
  const manifestFile = join(options.outDir, PHOTO_MANIFEST_FILE);
  await writeFile(`${manifestFile}.tmp`, `${JSON.stringify(manifest, null, 2)}\n`);
  await rename(`${manifestFile}.tmp`, manifestFile);
  return manifest;
}
