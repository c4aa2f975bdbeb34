import { describe, expect, it } from 'vitest';
import { isValidKvnr, kvnrCheckDigit, normaliseKvnr, parseKvnr } from './kvnr';

// Published examples: X110411675 is gematik's test insured person (E-Rezept and ePA test suites),
// A123456780 the example of gematik's VSDM profiles. Both carry a correct check digit.
const PUBLISHED = ['X110411675', 'A123456780'];

describe('KVNR check digit', () => {
  it.each(PUBLISHED)('accepts the published example %s', (kvnr) => {
    expect(parseKvnr(kvnr)).toEqual({ status: 'ok', value: kvnr });
  });

  it.each([
    // letter and eight digits -> check digit, worked by hand
    ['A12345678', 0], // 0,1,1,2,3,4,5,6,7,8 -> 0+2+1+4+3+8+5+3+7+7 = 40
    ['X11041167', 5], // X = 24: 2,4,1,1,0,4,1,1,6,7 -> 2+8+1+2+0+8+1+2+6+5 = 35
    ['Z00000000', 5], // Z = 26: 2×1 = 2, 6×2 = 12 -> 3; 2+3 = 5
  ] as const)('%s -> %d', (prefix, digit) => {
    expect(kvnrCheckDigit(prefix)).toBe(digit);
  });

  it('uses the two-digit position of the letter (J = 10, not 1)', () => {
    // J = 10: 1×1 + 0×2 = 1; A = 01: 0×1 + 1×2 = 2. Same digits, different check digits.
    expect(kvnrCheckDigit('J00000000')).toBe(1);
    expect(kvnrCheckDigit('A00000000')).toBe(2);
  });

  it('detects every single wrong digit', () => {
    for (const kvnr of PUBLISHED) {
      for (let position = 1; position <= 9; position++) {
        for (let digit = 0; digit <= 9; digit++) {
          const changed = kvnr.slice(0, position) + digit + kvnr.slice(position + 1);
          if (changed === kvnr) continue;
          expect(parseKvnr(changed).status, changed).toBe('check-digit');
        }
      }
    }
  });

  it('detects every swap of neighbouring digits except 0 and 9', () => {
    // Both examples have no neighbouring 0/9 pair among their digits, so every swap must be caught.
    for (const kvnr of PUBLISHED) {
      for (let position = 1; position < 9; position++) {
        const a = kvnr[position]!;
        const b = kvnr[position + 1]!;
        if (a === b) continue;
        const swapped = kvnr.slice(0, position) + b + a + kvnr.slice(position + 2);
        expect(parseKvnr(swapped).status, swapped).toBe('check-digit');
      }
    }
    // The known blind spot of weights 1-2: 0 and 9 swapped give the same sum.
    expect(kvnrCheckDigit('A12345090')).toBe(kvnrCheckDigit('A12345900'));
  });
});

describe('KVNR input', () => {
  it('normalises spaces, dashes and lower case', () => {
    expect(normaliseKvnr(' x 110 411-675 ')).toBe('X110411675');
    expect(parseKvnr('x110411675')).toEqual({ status: 'ok', value: 'X110411675' });
    expect(isValidKvnr('x 110 411 675')).toBe(true);
    expect(isValidKvnr('X110411674')).toBe(false);
  });

  it.each([
    ['', 'empty'],
    ['   ', 'empty'],
    ['110411675', 'format'], // no letter
    ['X11041167', 'format'], // eight digits only
    ['X1104116755', 'format'], // ten digits
    ['Ä110411675', 'format'], // umlauts are never used
    ['XX10411675', 'format'],
    ['X110411674', 'check-digit'],
  ] as const)('%j -> %s', (input, status) => {
    expect(parseKvnr(input).status).toBe(status);
  });
});
