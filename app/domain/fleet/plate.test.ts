import { describe, expect, it } from 'vitest';
import { formatGermanPlate, isGermanPlate } from './plate';

describe('German number plates', () => {
  it.each([
    ['F-AB 123', 'F-AB 123'],
    ['HG-KF 7', 'HG-KF 7'],
    ['B-XY 1234E', 'B-XY 1234E'],
    ['MTK-A 99H', 'MTK-A 99H'],
    ['f ab 123', 'F-AB 123'],
    ['  f-ab123 ', 'F-AB 123'],
    ['F-AB-123', 'F-AB 123'],
    ['ÖHR-A 1', 'ÖHR-A 1'],
    ['b-xy 1234 e', 'B-XY 1234E'],
  ])('accepts %j as %j', (input, expected) => {
    expect(formatGermanPlate(input)).toBe(expected);
  });

  it.each([
    '',
    'FAB 123', // district and letters not separated
    'F-AB 0123', // leading zero
    'F-AB 12345', // five digits
    'FFFF-A 1', // four-letter district
    'F-ABC 1', // three recognition letters
    'MTK-AB 1234', // 9 characters
    'F-AB 123X', // unknown suffix
    'F-12 AB',
    'DROP TABLE',
  ])('refuses %j', (input) => {
    expect(isGermanPlate(input)).toBe(false);
    expect(formatGermanPlate(input)).toBeNull();
  });
});
