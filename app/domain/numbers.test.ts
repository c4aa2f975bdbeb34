import { describe, expect, it } from 'vitest';
import { decimalCommaText, decimalText, formatNumber } from './numbers';

describe('formatNumber (German text, grouped)', () => {
  it.each([
    [0, undefined, '0'],
    [-0, undefined, '0'],
    [999, undefined, '999'],
    [1000, undefined, '1.000'],
    [1234567, undefined, '1.234.567'],
    [12.5, undefined, '12,5'],
    [12.3456, undefined, '12,346'],
    [-3.5, undefined, '-3,5'],
    [12, 1, '12,0'],
    [1234.56, 1, '1.234,6'],
    [0.05, 1, '0,1'],
  ] as const)('%d with %j decimals -> %j', (value, decimals, text) => {
    expect(formatNumber(value, decimals)).toBe(text);
  });
});

describe('decimal text read back by machines and people', () => {
  it.each([
    [12.46, 1, '12.5', '12,5'],
    [63, 1, '63.0', '63,0'],
    [1234.5, 1, '1234.5', '1234,5'],
    [0.8, 1, '0.8', '0,8'],
    [-2.25, 2, '-2.25', '-2,25'],
  ] as const)('%d with %d decimals -> %j and %j (no grouping)', (value, decimals, dot, comma) => {
    expect(decimalText(value, decimals)).toBe(dot);
    expect(decimalCommaText(value, decimals)).toBe(comma);
  });
});
