import { describe, expect, it } from 'vitest';
import { germanDateToIso } from './search';

describe('germanDateToIso', () => {
  it.each([
    ['02.03.1941', '1941-03-02'],
    ['2.3.1941', '1941-03-02'],
    [' 29.02.2024 ', '2024-02-29'],
    ['29.02.2023', null],
    ['31.04.1950', null],
    ['1941-03-02', null],
    ['02.03.41', null],
    ['Muster 02.03.1941', null],
    ['', null],
  ])('%s → %s', (input, expected) => {
    expect(germanDateToIso(input)).toBe(expected);
  });
});
