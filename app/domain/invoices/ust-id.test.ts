import { describe, expect, it } from 'vitest';
import { isValidUstId, parseUstId, ustIdCheckDigit } from './ust-id';

describe('USt-IdNr. (DE + 9 digits, check digit ISO 7064 MOD 11,10)', () => {
  it.each([
    // Published numbers: the Bundeszentralamt's own example and Siemens AG.
    ['DE136695976', { status: 'ok', value: 'DE136695976' }],
    ['DE129273398', { status: 'ok', value: 'DE129273398' }],
    ['de 136 695 976', { status: 'ok', value: 'DE136695976' }],
    ['DE 136.695.976', { status: 'ok', value: 'DE136695976' }],
    // Check digit 0 (the procedure's 10 becomes 0).
    ['DE100000090', { status: 'ok', value: 'DE100000090' }],
    ['DE000000003', { status: 'ok', value: 'DE000000003' }],
    // The demo value the product used to print on every invoice.
    ['DE000000000', { status: 'check-digit' }],
    ['DE123456789', { status: 'check-digit' }],
    ['DE136695975', { status: 'check-digit' }],
    ['DE136695977', { status: 'check-digit' }],
    ['DE13669597', { status: 'format' }],
    ['DE1366959760', { status: 'format' }],
    ['AT136695976', { status: 'format' }],
    ['136695976', { status: 'format' }],
    ['DE13669597X', { status: 'format' }],
    ['', { status: 'empty' }],
    ['   ', { status: 'empty' }],
  ])('%j -> %j', (raw, expected) => {
    expect(parseUstId(raw)).toEqual(expected);
  });

  it('computes the check digit of the first eight digits', () => {
    expect(ustIdCheckDigit('13669597')).toBe(6);
    expect(ustIdCheckDigit('12927339')).toBe(8);
    expect(ustIdCheckDigit('10000009')).toBe(0);
    expect(() => ustIdCheckDigit('1234567')).toThrow(RangeError);
  });

  it('isValidUstId answers yes only for a number with a correct check digit', () => {
    expect(isValidUstId('DE136695976')).toBe(true);
    expect(isValidUstId('DE000000000')).toBe(false);
  });
});
