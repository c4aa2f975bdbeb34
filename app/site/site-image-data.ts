// The site's image places ("slots"). Each shows a drawn illustration from public/images/ until the
// operator drops a photo named after the slot into content/photos/ (see its README); the build then
// turns that photo into sized AVIF/WebP variants (scripts/build-photos.ts) and <SiteImage> shows them.

/** One image place: the illustration shown without a photo, its German alt text and its slot name. */
export type SiteImageData = {
  /** File name of the photo that replaces the illustration, without extension: hero, service-…, area-…. */
  slot: string;
  src: string;
  alt: string;
  /** Intrinsic size of the illustration; a photo is cropped to the same aspect ratio. */
  width: number;
  height: number;
};

export type PhotoSlotKind = 'hero' | 'service' | 'area';

/**
 * Widths the build writes per kind: from the smallest place on a phone up to twice the widest place
 * on a desktop (home hero and service-page hero ≈ 560 CSS px, carousel slide ≈ 360, service card ≈ 260
 * but full width on phones). `minWidth` is the narrowest photo (after cropping) the build accepts.
 */
export const photoSlotKinds: Record<PhotoSlotKind, { widths: readonly number[]; minWidth: number }> = {
  hero: { widths: [480, 640, 960, 1280], minWidth: 960 },
  service: { widths: [320, 480, 640, 960, 1280], minWidth: 960 },
  area: { widths: [400, 600, 800, 1200], minWidth: 800 },
};

export function photoSlotKind(slot: string): PhotoSlotKind {
  if (slot.startsWith('service-')) return 'service';
  if (slot.startsWith('area-')) return 'area';
  return 'hero';
}

/** A service illustration in public/images/services/ (4:3); the German file name is the slug. */
export function serviceImage(name: string, alt: string): SiteImageData {
  return { slot: `service-${name}`, src: `/images/services/${name}.svg`, alt, width: 640, height: 480 };
}

/** A service area's illustration in public/images/areas/ (3:2); the slot follows the area's slug. */
export function areaImage(areaSlug: string, file: string, alt: string): SiteImageData {
  return { slot: `area-${areaSlug}`, src: `/images/areas/${file}`, alt, width: 600, height: 400 };
}

/** A photo is not an illustration: its alt text describes the same scene without that prefix. */
export function photoAlt(alt: string): string {
  return alt.replace(/^Illustration:\s*/, '');
}

/** "4:3" for a 640 × 480 slot: how the operator's photo gets cropped. */
export function aspectLabel(image: Pick<SiteImageData, 'width' | 'height'>): string {
  const gcd = (a: number, b: number): number => (b === 0 ? a : gcd(b, a % b));
  const divisor = gcd(image.width, image.height);
  return `${image.width / divisor}:${image.height / divisor}`;
}
