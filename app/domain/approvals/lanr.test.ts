import { describe, expect, it } from 'vitest';
import { LANR_MESSAGES, lanrCheckDigit, parseLanr } from './lanr';

describe('LANR check digit (KBV: weights 4, 9, 4, 9, 4, 9; 10 − sum mod 10; 10 → 0)', () => {
  it.each([
    // first six digits -> check digit, worked by hand
    ['123456', 6], // 4+18+12+36+20+54 = 144 -> 10 − 4 = 6
    ['999999', 9], // 3×36 + 3×81 = 351 -> 10 − 1 = 9 (the KBV's placeholder 999999900)
    ['444444', 4], // 3×16 + 3×36 = 156 -> 10 − 6 = 4 (hospital doctors' 4444444xx)
    ['000000', 0], // sum 0 -> 10 − 0 = 10 -> 0
    ['100000', 6], // 4 -> 6
    ['010000', 1], // 9 -> 1
    ['500000', 0], // 20 -> remainder 0 -> 0
  ] as const)('%s -> %d', (firstSix, digit) => {
    expect(lanrCheckDigit(firstSix)).toBe(digit);
  });

  it.each([
    ['123456601', { status: 'ok', value: '123456601' }],
    ['999999900', { status: 'ok', value: '999999900' }],
    ['444444401', { status: 'ok', value: '444444401' }],
    ['500000034', { status: 'ok', value: '500000034' }],
    ['123 456 601', { status: 'ok', value: '123456601' }],
    ['', { status: 'empty' }],
    ['   ', { status: 'empty' }],
    ['123456101', { status: 'check-digit' }], // the example: 7th digit 1, the check gives 6
    ['123456789', { status: 'check-digit' }],
    ['999999000', { status: 'check-digit' }],
    ['12345660', { status: 'format' }],
    ['1234566010', { status: 'format' }],
    ['12345660A', { status: 'format' }],
  ] as const)('%j -> %j', (raw, result) => {
    expect(parseLanr(raw)).toEqual(result);
  });

  it('detects every single wrong digit among the first seven, except ±5 at the digits weighted 4 (a known gap of the check)', () => {
    const lanr = '123456601';
    for (let position = 0; position < 7; position++) {
      for (let digit = 0; digit <= 9; digit++) {
        const changed = lanr.slice(0, position) + digit + lanr.slice(position + 1);
        if (changed === lanr) continue;
        const missed = position < 6 && position % 2 === 0 && Math.abs(digit - Number(lanr[position])) === 5;
        expect(parseLanr(changed).status, changed).toBe(missed ? 'ok' : 'check-digit');
      }
    }
  });

  it('names the check in German', () => {
    expect(LANR_MESSAGES['check-digit']).toMatch(/Prüfziffer/);
  });
});
