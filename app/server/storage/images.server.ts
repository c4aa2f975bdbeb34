// Every uploaded image is stored as a new file made from its pixels (issue 39, decision 254): its size
// read from the header and checked before anything is decoded (a decompression bomb never reaches
// memory; sharp's limitInputPixels guards the decoding as well), and written again without any metadata
// (EXIF with the GPS position and the camera owner's name, XMP, comments), the EXIF orientation applied
// to the pixels so that a photo still stands upright. PDFs are stored as they are.
import sharp from 'sharp';
import { IMAGE_LIMITS, imageSizeProblem, type ImageKind } from '#app/domain/image-limits';

export type ImageMime = 'image/png' | 'image/jpeg';

/**
 * The cleaned image, or why not: `unreadable` (no decodable image of its type: the caller's type
 * message), `size` (its pixel size, with the German message), `bytes` (the new file is over the caller's
 * byte limit even at a lower JPEG quality: the caller's size message).
 */
export type CleanedImage =
  | { ok: true; bytes: Uint8Array }
  | { ok: false; problem: 'unreadable' | 'bytes' }
  | { ok: false; problem: 'size'; message: string };

// A photo is written at quality 90 (no visible loss for a document), and at 75 where that is over the
// byte limit (the phone sends its photos at 75-80).
const JPEG_QUALITIES = [90, 75];

export async function cleanImage(
  bytes: Uint8Array,
  mime: ImageMime,
  kind: ImageKind,
  maxBytes: number,
): Promise<CleanedImage> {
  const limits = IMAGE_LIMITS[kind];
  // `failOn: 'error'`: a cut-off or corrupt file is refused, not stored with grey rows.
  const input = () => sharp(bytes, { limitInputPixels: limits.maxPixels, failOn: 'error' });
  let width: number;
  let height: number;
  try {
    // The header only: its declared size is judged below, with the kind's message.
    const meta = await sharp(bytes, { limitInputPixels: false }).metadata();
    if (meta.format !== (mime === 'image/png' ? 'png' : 'jpeg')) return { ok: false, problem: 'unreadable' };
    ({ width, height } = meta.autoOrient);
  } catch {
    return { ok: false, problem: 'unreadable' };
  }
  const message = imageSizeProblem(kind, width, height);
  if (message) return { ok: false, problem: 'size', message };
  try {
    if (mime === 'image/png') {
      const png = await input().autoOrient().png({ compressionLevel: 9 }).toBuffer();
      return png.byteLength <= maxBytes ? { ok: true, bytes: new Uint8Array(png) } : { ok: false, problem: 'bytes' };
    }
    for (const quality of JPEG_QUALITIES) {
      const jpeg = await input().autoOrient().jpeg({ quality }).toBuffer();
      if (jpeg.byteLength <= maxBytes) return { ok: true, bytes: new Uint8Array(jpeg) };
    }
    return { ok: false, problem: 'bytes' };
  } catch {
    return { ok: false, problem: 'unreadable' };
  }
}
