// Every picture the public pages name exists in public/ (a missing file would be a broken image).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { areaSlide, areaSlides, heroImage, homeServiceCards } from './home-content';

const missing = (sources: string[]) => sources.filter((src) => !existsSync(join(process.cwd(), 'public', src)));

describe('site images', () => {
  it('exist for the hero, every home card and every carousel slide', () => {
    const sources = [
      heroImage,
      ...homeServiceCards.map((card) => card.image),
      ...areaSlides.map((slide) => slide.image),
    ].map((image) => image.src);
    expect(sources.length).toBeGreaterThan(5);
    expect(missing(sources)).toEqual([]);
  });

  it('exist for an area added to the configuration without its own drawing', () => {
    const slide = areaSlide({ slug: 'wetteraukreis', name: 'Wetteraukreis', description: 'Neu im Einsatzgebiet.' });
    expect(missing([slide.image.src])).toEqual([]);
    expect(slide.image.alt).toContain('Wetteraukreis');
  });
});
