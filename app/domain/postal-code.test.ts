import { describe, expect, it } from 'vitest';
import { parsePostalCodeList, postalCodeOf, withinPostalCodes } from './postal-code';

describe('the PLZ of an address', () => {
  it.each([
    ['Zeil 1, 60311 Frankfurt am Main', '60311'],
    ['Zeil 1\n60311 Frankfurt', '60311'],
    ['D-60311 Frankfurt', '60311'],
    ['60311', '60311'], // a bare PLZ
    ['Gewerbepark 12345, 65929 Frankfurt', '65929'], // a five-digit house number is followed by a comma, not a town
    ['Zeil 1, Frankfurt', null],
    ['Zeil 1, 6031 Frankfurt', null], // four digits
    ['Postfach 603110, Frankfurt', null], // six digits are no PLZ
    ['', null],
  ])('%j -> %s', (address, plz) => {
    expect(postalCodeOf(address)).toBe(plz);
  });
});

describe('a typed list of PLZ', () => {
  it.each([
    ['60311, 60313;60314\n60385', ['60311', '60313', '60314', '60385']],
    ['60313 60311 60311', ['60311', '60313']], // sorted, once each
    ['', []],
    ['  ,; ', []],
  ])('%j -> %j', (text, codes) => {
    expect(parsePostalCodeList(text)).toEqual({ ok: true, value: codes });
  });

  it.each([
    ['6031', '„6031“'],
    ['60311, 603111', '„603111“'],
    ['60311, 6o311', '„6o311“'],
    ['00311', '„00311“'], // German PLZ start at 01001
  ])('%j is refused naming %s', (text, named) => {
    const result = parsePostalCodeList(text);
    expect(result.ok).toBe(false);
    expect(!result.ok && result.message).toBe(
      `${named} ist keine gültige Postleitzahl: Eine PLZ hat 5 Ziffern, z. B. 60311.`,
    );
  });
});

describe('within the municipality', () => {
  const frankfurt = ['60311', '60313', '65929'];
  it.each([
    ['Zeil 1, 60311 Frankfurt', 'Klinik, 65929 Frankfurt', true],
    ['Zeil 1, 60311 Frankfurt', 'Klinik, 61348 Bad Homburg', false], // drop-off outside
    ['Markt 1, 63065 Offenbach', 'Zeil 1, 60311 Frankfurt', false], // pickup outside
    ['Zeil 1, Frankfurt', 'Klinik, 65929 Frankfurt', false], // no PLZ: not decidable, so not within
  ])('%j -> %j: %s', (from, to, within) => {
    expect(withinPostalCodes(from, to, frankfurt)).toBe(within);
  });

  it('an empty list has nothing within', () => {
    expect(withinPostalCodes('Zeil 1, 60311 Frankfurt', 'Zeil 2, 60311 Frankfurt', [])).toBe(false);
  });
});
