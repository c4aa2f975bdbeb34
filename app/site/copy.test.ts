import { describe, expect, it } from 'vitest';
import { areaPreposition, experienceWith, inServiceAreas } from './copy';

describe('German copy helpers', () => {
  it('uses "im" for districts and "in" for towns', () => {
    expect(areaPreposition('Hochtaunuskreis')).toBe('im');
    expect(areaPreposition('Rhein-Main-Gebiet')).toBe('im');
    expect(areaPreposition('Bad Homburg')).toBe('in');
  });

  it('lists the configured areas with prepositions', () => {
    expect(inServiceAreas).toBe('in Bad Homburg, Frankfurt am Main und im Hochtaunuskreis');
  });

  it('puts the experience claim into the dative', () => {
    expect(experienceWith).toBe('rund 15 Jahren Erfahrung');
  });
});
