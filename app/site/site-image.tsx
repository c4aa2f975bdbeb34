// One image place of the public site, rendered on the server only: the processed photo of its slot
// when the photo build produced one (<picture> with AVIF and WebP variants), else the drawn
// illustration exactly as before. Width and height always reserve the space (no layout shift).
import { currentPhotoManifest, type Photo, type PhotoManifest, type PhotoVariant } from './site-image-manifest';
import { photoAlt, type SiteImageData } from './site-image-data';

/** A 1×1 transparent GIF: what viewports get on which the picture is hidden (nothing to download). */
const NOTHING = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

/** The WebP width the <img> falls back to in browsers without <picture> (none current). */
const FALLBACK_WIDTH = 640;

type SiteImageProps = {
  image: SiteImageData;
  /** How wide the image is shown per viewport (the `sizes` attribute): lets the browser pick a variant. */
  sizes: string;
  /** Overrides the image's alt text, e.g. "" where the picture only decorates a titled card. */
  alt?: string;
  loading?: 'lazy' | 'eager';
  decoding?: 'async';
  fetchPriority?: 'high';
  className?: string;
  /** Media query outside which CSS hides the image: elsewhere the photo is not downloaded at all. */
  shownWhen?: string;
  /** The photo manifest; the server's current one unless given (tests). */
  photos?: PhotoManifest;
};

const srcSet = (variants: PhotoVariant[]) => variants.map((variant) => `${variant.url} ${variant.width}w`).join(', ');

export function SiteImage({ image, sizes, alt = image.alt, shownWhen, photos, ...img }: SiteImageProps) {
  const photo: Photo | undefined = (photos ?? currentPhotoManifest()).photos[image.slot];
  if (!photo) {
    return <img src={image.src} alt={alt} width={image.width} height={image.height} {...img} />;
  }
  const fallback = photo.webp.find((variant) => variant.width >= FALLBACK_WIDTH) ?? photo.webp.at(-1);
  return (
    // display: contents keeps the <img> laid out exactly like the illustration it replaces.
    <picture className="contents">
      <source type="image/avif" media={shownWhen} srcSet={srcSet(photo.avif)} sizes={sizes} />
      <source type="image/webp" media={shownWhen} srcSet={srcSet(photo.webp)} sizes={sizes} />
      {shownWhen ? <source srcSet={NOTHING} /> : null}
      <img src={fallback?.url} alt={photoAlt(alt)} width={photo.width} height={photo.height} {...img} />
    </picture>
  );
}
