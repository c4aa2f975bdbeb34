import { describe, expect, it } from 'vitest';
import { ikCheckDigit, isValidIk, parseIk } from './ik';

// Health insurers' IKs as the insurers publish them (the IK printed on the health card is the insurer's
// IK), collected in a public research note that checked them on aok.de, barmer.de, tk.de and dak.de.
const PUBLISHED = [
  ['AOK Hessen', '105313145'],
  ['BARMER', '104940005'],
  ['Techniker Krankenkasse', '101575519'],
  ['DAK-Gesundheit', '105830016'],
  ['IKK classic', '107202793'],
  ['KNAPPSCHAFT', '109905003'],
  ['VIACTIV', '104526376'],
] as const;

describe('IK check digit', () => {
  it.each(PUBLISHED)('accepts the published IK of %s (%s)', (_name, ik) => {
    expect(parseIk(ik)).toEqual({ status: 'ok', value: ik });
  });

  it('works the AOK Hessen example by hand', () => {
    // digits 3-8 of 105313145: 5 3 1 3 1 4; × 2 1 2 1 2 1 = 10 3 2 3 2 4; digit sums 1+3+2+3+2+4 = 15 -> 5
    expect(ikCheckDigit('10531314')).toBe(5);
  });

  it('ignores the class digits 1-2 (the care insurer 18… has the same check digit as the health insurer 10…)', () => {
    expect(ikCheckDigit('18531314')).toBe(5);
    expect(isValidIk('185313145')).toBe(true);
  });

  it('detects every single wrong digit in digits 3 to 9', () => {
    for (const [, ik] of PUBLISHED) {
      for (let position = 2; position < 9; position++) {
        for (let digit = 0; digit <= 9; digit++) {
          const changed = ik.slice(0, position) + digit + ik.slice(position + 1);
          if (changed !== ik) expect(parseIk(changed).status, changed).toBe('check-digit');
        }
      }
    }
  });

  it.each([
    ['', 'empty'],
    ['10531314', 'format'],
    ['1053131450', 'format'],
    ['10531314X', 'format'],
    ['105313146', 'check-digit'],
  ] as const)('%j -> %s', (input, status) => {
    expect(parseIk(input).status).toBe(status);
  });

  it('accepts spaces and dots as typed', () => {
    expect(parseIk(' 10 531 314 5 ')).toEqual({ status: 'ok', value: '105313145' });
    expect(parseIk('105.313.145')).toEqual({ status: 'ok', value: '105313145' });
  });
});
