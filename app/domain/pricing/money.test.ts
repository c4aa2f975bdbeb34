import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  centsToDecimal,
  centsToInput,
  decimalToCents,
  formatAmount,
  formatEuro,
  formatEuroCompact,
  formatEuroDifference,
  parseEuroToCents,
  parseWholeNumber,
} from './money';

describe('parseEuroToCents', () => {
  it.each([
    ['49', 4900],
    ['49,5', 4950],
    ['49,50', 4950],
    ['49.50', 4950],
    ['1.234,56', 123456],
    ['1 234,56', 123456],
    ['49,50 €', 4950],
    [',5', 50],
    ['0', 0],
    ['-5', -500],
  ])('%j -> %d cents', (input, cents) => {
    expect(parseEuroToCents(input)).toEqual({ status: 'ok', value: cents });
  });

  it('tells empty, non-numeric and over-precise input apart', () => {
    expect(parseEuroToCents('  ')).toEqual({ status: 'empty' });
    expect(parseEuroToCents('abc')).toEqual({ status: 'not-a-number' });
    expect(parseEuroToCents('1e3')).toEqual({ status: 'not-a-number' });
    expect(parseEuroToCents('1,2,3')).toEqual({ status: 'not-a-number' });
    expect(parseEuroToCents('49,505')).toEqual({ status: 'too-precise' });
  });

  it('round-trips every amount written back into a form field', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 9 }), (cents) => {
        expect(parseEuroToCents(centsToInput(cents))).toEqual({ status: 'ok', value: cents });
      }),
    );
  });
});

describe('parseWholeNumber', () => {
  it('accepts whole numbers and refuses fractions and words', () => {
    expect(parseWholeNumber('10')).toEqual({ status: 'ok', value: 10 });
    expect(parseWholeNumber('1.000')).toEqual({ status: 'ok', value: 1000 });
    expect(parseWholeNumber('10,0')).toEqual({ status: 'ok', value: 10 });
    expect(parseWholeNumber('10,5')).toEqual({ status: 'too-precise' });
    expect(parseWholeNumber('zehn')).toEqual({ status: 'not-a-number' });
    expect(parseWholeNumber('-1')).toEqual({ status: 'ok', value: -1 });
    expect(parseWholeNumber('')).toEqual({ status: 'empty' });
  });
});

describe('decimal text and cents', () => {
  it('converts exactly in both directions', () => {
    expect(centsToDecimal(4950)).toBe('49.50');
    expect(centsToDecimal(5)).toBe('0.05');
    expect(decimalToCents('49.50')).toBe(4950);
    expect(decimalToCents('1.5')).toBe(150);
    expect(decimalToCents('0')).toBe(0);
    expect(decimalToCents('2.005')).toBe(201);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 12 }), (cents) => decimalToCents(centsToDecimal(cents)) === cents),
    );
  });

  it('formats German money with two decimals', () => {
    expect(formatAmount(4950)).toBe('49,50');
    expect(formatAmount(123456)).toBe('1.234,56');
    expect(formatEuro(150)).toBe('1,50\u00a0€');
    expect(formatEuro(0)).toBe('0,00\u00a0€');
  });

  // The edge values of the one euro formatter (issue 40): nothing, one cent, grouping, a Storno's minus.
  it.each([
    [0, '0,00', '0\u00a0€'],
    [-0, '0,00', '0\u00a0€'],
    [1, '0,01', '0,01\u00a0€'],
    [99, '0,99', '0,99\u00a0€'],
    [100, '1,00', '1\u00a0€'],
    [4950, '49,50', '49,50\u00a0€'],
    [4900, '49,00', '49\u00a0€'],
    [100000, '1.000,00', '1.000\u00a0€'],
    [99999999, '999.999,99', '999.999,99\u00a0€'],
    [123456789012, '1.234.567.890,12', '1.234.567.890,12\u00a0€'],
    [-1, '-0,01', '-0,01\u00a0€'],
    [-5247, '-52,47', '-52,47\u00a0€'],
    [-123456, '-1.234,56', '-1.234,56\u00a0€'],
    [-4900, '-49,00', '-49\u00a0€'],
  ])('%d cents: amount %j, compact %j, euro = amount + " €"', (cents, amount, compact) => {
    expect(formatAmount(cents)).toBe(amount);
    expect(formatEuro(cents)).toBe(`${amount}\u00a0€`);
    expect(formatEuroCompact(cents)).toBe(compact);
  });

  it('formats every amount with its exact cents (no float drift), as the decimal text has them', () => {
    fc.assert(
      fc.property(fc.integer({ min: -(10 ** 12), max: 10 ** 12 }), (cents) => {
        expect(formatAmount(cents).replace(/\./g, '').replace(',', '.')).toBe(centsToDecimal(cents));
      }),
    );
  });

  it('formats a difference with its sign (typographic minus), zero without', () => {
    expect(formatEuroDifference(1013)).toBe('+10,13\u00a0€');
    expect(formatEuroDifference(-4747)).toBe('\u221247,47\u00a0€');
    expect(formatEuroDifference(-123456)).toBe('\u22121.234,56\u00a0€');
    expect(formatEuroDifference(0)).toBe('0,00\u00a0€');
  });
});
