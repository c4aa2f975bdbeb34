import { describe, expect, it } from 'vitest';
import { mapsSearchUrl } from './maps';

describe('mapsSearchUrl', () => {
  it.each([
    ['Hauptstr. 1, 60311 Frankfurt', 'Hauptstr.+1,+60311+Frankfurt'],
    ['Schulstraße 17', 'Schulstra%C3%9Fe+17'],
    ['A&B 5 + 6 #2?x=1', 'A%26B+5+%2B+6+%232%3Fx%3D1'],
    ['Weg 1/2', 'Weg+1%2F2'],
  ])('%s → query=%s', (address, query) => {
    expect(mapsSearchUrl(address)).toBe(`https://www.google.com/maps/search/?api=1&query=${query}`);
  });

  it('gives back the address when the query is read as a form value', () => {
    const address = 'BG Unfallklinik, Friedberger Landstraße 430, 60389 Frankfurt am Main';
    expect(new URL(mapsSearchUrl(address)).searchParams.get('query')).toBe(address);
  });
});
