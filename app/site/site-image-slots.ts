// Every image slot the site shows, for the photo build (scripts/build-photos.ts): a photo whose name
// matches none of them is a typo the build reports instead of ignoring.
import { areaSlides, heroImage } from './home-content';
import { images } from './services/images';
import type { SiteImageData } from './site-image-data';

export function siteImageSlots(): SiteImageData[] {
  const all = [heroImage, ...Object.values(images), ...areaSlides.map((slide) => slide.image)];
  return [...new Map(all.map((image) => [image.slot, image])).values()];
}
