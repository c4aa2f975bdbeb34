import { describe, expect, it } from 'vitest';
import { canonicalPaths, canonicalRedirect, pathKey } from './canonical-path';

const lookup = canonicalPaths(['/', '/ueber-uns/', '/online-buchung', '/datenschutz']);

describe('canonicalRedirect', () => {
  it.each([
    ['/ueber-uns', '/ueber-uns/'],
    ['/ueber-uns//', '/ueber-uns/'],
    ['/UEBER-UNS/', '/ueber-uns/'],
    ['//ueber-uns', '/ueber-uns/'],
    ['/Ueber-Uns///', '/ueber-uns/'],
    ['/online-buchung/', '/online-buchung'],
    ['/Online-Buchung', '/online-buchung'],
    ['/datenschutz/', '/datenschutz'],
    ['//', '/'],
  ])('sends %s to %s', (path, canonical) => {
    expect(canonicalRedirect(lookup, path, '')).toBe(canonical);
  });

  it('keeps the query string', () => {
    expect(canonicalRedirect(lookup, '/ueber-uns', '?utm_source=flyer')).toBe('/ueber-uns/?utm_source=flyer');
  });

  it('leaves canonical addresses and unknown paths alone', () => {
    for (const path of ['/', '/ueber-uns/', '/online-buchung', '/datenschutz'])
      expect(canonicalRedirect(lookup, path, '')).toBeNull();
    for (const path of ['/app', '/online-buchung/termine', '/gibt-es-nicht/', '/ueber-uns/team'])
      expect(canonicalRedirect(lookup, path, '')).toBeNull();
  });

  it('compares paths by a key without case, repeated or trailing slashes', () => {
    expect(pathKey('//A//b//')).toBe('/a/b');
    expect(pathKey('/')).toBe('/');
  });
});
