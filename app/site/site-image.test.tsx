// <SiteImage> markup with and without a processed photo, and reading the manifest the photo build writes.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { heroImage } from './home-content';
import { images } from './services/images';
import { SiteImage } from './site-image';
import { noPhotos, readPhotoManifest, type PhotoManifest } from './site-image-manifest';

const variants = (slot: string, format: string, widths: number[]) =>
  widths.map((width) => ({ url: `/assets/photos/${slot}-${width}.abc.${format}`, width }));

const manifest: PhotoManifest = {
  version: 1,
  photos: {
    hero: {
      width: 1280,
      height: 960,
      avif: variants('hero', 'avif', [480, 640, 960, 1280]),
      webp: variants('hero', 'webp', [480, 640, 960, 1280]),
    },
    'service-sitzend': {
      width: 960,
      height: 720,
      avif: variants('service-sitzend', 'avif', [320, 480]),
      webp: variants('service-sitzend', 'webp', [320, 480]),
    },
  },
};

const CARD_SIZES = '(min-width: 1024px) 260px, 100vw';

/** A service card's picture, as ServiceCard renders it. */
const cardMarkup = (photos: PhotoManifest) =>
  renderToStaticMarkup(
    <SiteImage
      image={images.sitting}
      sizes={CARD_SIZES}
      loading="lazy"
      decoding="async"
      className="h-auto w-full"
      photos={photos}
    />,
  );

describe('SiteImage', () => {
  it('renders the illustration exactly as before when the slot has no photo', () => {
    const html = cardMarkup(noPhotos);
    expect(html).toBe(
      '<img src="/images/services/sitzend.svg" alt="Illustration: Eine Patientin steigt mit Unterstützung eines Fahrers in ein Krankenfahrzeug." width="640" height="480" loading="lazy" decoding="async" class="h-auto w-full"/>',
    );
    // A photo for another slot changes nothing here.
    expect(
      renderToStaticMarkup(<SiteImage image={images.wheelchair} sizes="100vw" loading="lazy" photos={manifest} />),
    ).toMatch(/^<img src="\/images\/services\/rollstuhl\.svg"/);
  });

  it('renders a lazy <picture> with AVIF and WebP srcset, sizes and the photo size below the fold', () => {
    const html = cardMarkup(manifest);
    const sizes = `sizes="${CARD_SIZES}"`;
    expect(html).toBe(
      '<picture class="contents">' +
        `<source type="image/avif" srcSet="/assets/photos/service-sitzend-320.abc.avif 320w, /assets/photos/service-sitzend-480.abc.avif 480w" ${sizes}/>` +
        `<source type="image/webp" srcSet="/assets/photos/service-sitzend-320.abc.webp 320w, /assets/photos/service-sitzend-480.abc.webp 480w" ${sizes}/>` +
        // A photo is described without the word "Illustration".
        '<img src="/assets/photos/service-sitzend-480.abc.webp" alt="Eine Patientin steigt mit Unterstützung eines Fahrers in ein Krankenfahrzeug." width="960" height="720" loading="lazy" decoding="async" class="h-auto w-full"/>' +
        '</picture>',
    );
  });

  it('gives the hero photo high fetch priority and skips the download where the hero is hidden', () => {
    const html = renderToStaticMarkup(
      <SiteImage
        image={heroImage}
        sizes="34rem"
        fetchPriority="high"
        shownWhen="(min-width: 1024px)"
        className="hidden lg:block"
        photos={manifest}
      />,
    );
    expect(html).toContain(
      '<source type="image/avif" media="(min-width: 1024px)" srcSet="/assets/photos/hero-480.abc.avif 480w,',
    );
    expect(html).toContain(
      '<source type="image/webp" media="(min-width: 1024px)" srcSet="/assets/photos/hero-480.abc.webp 480w,',
    );
    expect(html).toMatch(
      /<source srcSet="data:image\/gif;base64,[^"]+"\/><img src="\/assets\/photos\/hero-640\.abc\.webp"/,
    );
    expect(html).toContain('width="1280" height="960" fetchPriority="high" class="hidden lg:block"/>');
    expect(html).not.toContain('loading=');
  });

  it('keeps an empty alt for decorative use', () => {
    expect(renderToStaticMarkup(<SiteImage image={images.sitting} alt="" sizes="12rem" photos={manifest} />)).toContain(
      'alt=""',
    );
    expect(renderToStaticMarkup(<SiteImage image={images.sitting} alt="" sizes="12rem" photos={noPhotos} />)).toContain(
      'alt=""',
    );
  });
});

describe('readPhotoManifest', () => {
  let dir: string | undefined;
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('reads the manifest; a missing one means no photos, a damaged one is an error', async () => {
    dir = await mkdtemp(join(tmpdir(), 'photo-manifest-'));
    const file = join(dir, 'manifest.json');
    expect(readPhotoManifest(file)).toEqual(noPhotos);
    await writeFile(file, JSON.stringify(manifest));
    expect(readPhotoManifest(file)).toEqual(manifest);
    await writeFile(file, '{"photos": []}');
    expect(() => readPhotoManifest(file)).toThrow(/is not a photo manifest/);
  });
});
