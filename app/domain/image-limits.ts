// The pixel size of an uploaded image (issue 39, decision 254): a signature drawn on the drivers' app's
// field, or a photo or scan of a document (Transportschein, Verordnung). A file's bytes say little: a
// 50 000 × 50 000 PNG of one colour compresses to a few hundred KB and would take gigabytes to decode.
// So the size the image header declares is checked first, and nothing larger is ever decoded.

export type ImageKind = 'signature' | 'document';

export type ImageLimits = { minSide: number; maxSide: number; maxPixels: number };

/**
 * A signature: the drivers' app draws the field's CSS size × the screen's pixel ratio (at most 576 × 180
 * CSS px in the app's column, ratio up to 4: 2 304 × 720 px), with room to spare. A document:
 * an A4 page scanned at 600 dpi is 4 961 × 7 016 px (34.8 MP), a 48 MP phone photo 8 000 × 6 000; the
 * phone shrinks its photos to 1 600 or 2 000 px before sending. Fewer than 20 px on a side is no image
 * of a signature or a document (a 1 × 1 pixel passed the type check before).
 */
export const IMAGE_LIMITS: Record<ImageKind, ImageLimits> = {
  signature: { minSide: 20, maxSide: 4000, maxPixels: 4000 * 1000 },
  document: { minSide: 20, maxSide: 10_000, maxPixels: 40_000_000 },
};

export const IMAGE_MESSAGES = {
  signatureTooSmall: 'Die Unterschrift ist zu klein, um lesbar zu sein. Bitte unterschreiben Sie erneut.',
  signatureTooLarge: 'Das Bild der Unterschrift ist zu groß. Bitte unterschreiben Sie erneut im Feld.',
  documentTooSmall: 'Das Bild ist zu klein, um lesbar zu sein (mindestens 20 Pixel Breite und Höhe).',
  documentTooLarge:
    'Das Bild hat zu viele Pixel (höchstens 10 000 Pixel Breite oder Höhe und 40 Megapixel). Bitte fotografieren oder scannen Sie mit geringerer Auflösung.',
} as const;

/** Why an image of `width` × `height` px is refused for `kind` (German), or null. */
export function imageSizeProblem(kind: ImageKind, width: number, height: number): string | null {
  const limits = IMAGE_LIMITS[kind];
  const valid = Number.isSafeInteger(width) && Number.isSafeInteger(height);
  if (valid && Math.min(width, height) < limits.minSide) {
    return kind === 'signature' ? IMAGE_MESSAGES.signatureTooSmall : IMAGE_MESSAGES.documentTooSmall;
  }
  if (!valid || Math.max(width, height) > limits.maxSide || width * height > limits.maxPixels) {
    return kind === 'signature' ? IMAGE_MESSAGES.signatureTooLarge : IMAGE_MESSAGES.documentTooLarge;
  }
  return null;
}
