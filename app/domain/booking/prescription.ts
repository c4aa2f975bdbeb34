// The optional prescription (Verordnung) upload: pdf, jpg, jpeg, png, at most 5 MB (SPEC.md §9).
// The browser checks name and size; the server checks size and the type by the file's content.
import { decimalCommaText } from '#app/domain/numbers';

export const PRESCRIPTION_MAX_BYTES = 5 * 1024 * 1024;
/**
 * What the file picker offers. It asks for JPEG (not HEIC), so an iPhone hands over its photos as JPEG;
 * .heic/.heif stay choosable for files saved elsewhere: the browser converts them where it can decode
 * them (prescription-image.ts).
 */
export const PRESCRIPTION_ACCEPT = 'application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png,.heic,.heif';

/** Photos are shrunk in the browser to this longest edge (still readable) and re-encoded as JPEG. */
export const PHOTO_MAX_EDGE = 2000;
export const PHOTO_JPEG_QUALITY = 0.8;
/** Photos smaller than this and within the edge are sent as they are. */
export const PHOTO_SHRINK_FROM_BYTES = 1.5 * 1024 * 1024;

export const PRESCRIPTION_MESSAGES = {
  type: 'Bitte laden Sie eine PDF-, JPG- oder PNG-Datei hoch.',
  size: 'Die Datei ist zu groß. Erlaubt sind höchstens 5 MB.',
  empty: 'Die Datei ist leer.',
  photo:
    'Dieses Foto kann Ihr Browser nicht umwandeln. Bitte fotografieren Sie die Verordnung direkt über „Foto aufnehmen“ oder speichern Sie sie als JPG. Sie können sie auch bei der Fahrt mitgeben.',
} as const;

/** A photo the browser may convert to JPEG before upload (HEIC/HEIF from iPhones). */
export function isConvertiblePhoto(name: string): boolean {
  return /\.(heic|heif)$/i.test(name.trim());
}

/** Does a chosen image need shrinking (large file, or an edge beyond PHOTO_MAX_EDGE, or HEIC)? */
export function needsShrinking(file: { name: string; size: number }, width: number, height: number): boolean {
  return (
    isConvertiblePhoto(file.name) || file.size > PHOTO_SHRINK_FROM_BYTES || Math.max(width, height) > PHOTO_MAX_EDGE
  );
}

/** The size of an image scaled down (never up) so that its longest edge is at most `maxEdge`. */
export function scaledSize(width: number, height: number, maxEdge = PHOTO_MAX_EDGE): { width: number; height: number } {
  const factor = Math.min(1, maxEdge / Math.max(width, height));
  return { width: Math.max(1, Math.round(width * factor)), height: Math.max(1, Math.round(height * factor)) };
}

/** "IMG_0042.HEIC" → "IMG_0042.jpg": the name of the converted photo. */
export function jpegFileName(name: string): string {
  const base = name.trim().replace(/\.[A-Za-z0-9]+$/, '');
  return `${base || 'verordnung'}.jpg`;
}

export type PrescriptionMime = 'application/pdf' | 'image/jpeg' | 'image/png';

const BY_EXTENSION: Record<string, PrescriptionMime> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

/** The type a file name claims by its extension, or null when the extension is not allowed. */
export function mimeFromFileName(name: string): PrescriptionMime | null {
  const match = /\.([A-Za-z0-9]+)$/.exec(name.trim());
  return match ? (BY_EXTENSION[match[1]!.toLowerCase()] ?? null) : null;
}

/** The browser-side check of a chosen file: a German message, or null when acceptable. */
export function checkPrescriptionFile(file: { name: string; size: number }): string | null {
  if (!mimeFromFileName(file.name)) return PRESCRIPTION_MESSAGES.type;
  if (file.size === 0) return PRESCRIPTION_MESSAGES.empty;
  if (file.size > PRESCRIPTION_MAX_BYTES) return PRESCRIPTION_MESSAGES.size;
  return null;
}

/** A display-safe file name: no path, no control characters, at most 120 characters. */
export function safeFileName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const cleaned = base.replace(/[\u0000-\u001f\u007f"<>|:*?]/g, '_').trim();
  return (cleaned || 'verordnung').slice(-120);
}

export function formatFileSize(bytes: number): string {
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${decimalCommaText(bytes / (1024 * 1024), 1)} MB`;
}
