import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { estimatePriceCents } from '#app/domain/pricing/estimate';
import { roundFigureRule } from './leg-price.fixtures';
import { legPrice, waitingBlocks, type LegPriceInput, type LegPriceRule } from './leg-price';

const rule: LegPriceRule = {
  ...roundFigureRule,
  surcharges: [
    { code: 'tragestuhl', label: 'Tragestuhlzuschlag', cents: 2500 },
    { code: 'treppe', label: 'Treppenzuschlag', cents: 1000 },
  ],
};

const plain: LegPriceInput = { km: 0, waitingMinutes: 0, waitingPayable: true, surchargeCodes: [] };

describe('waiting time: 8 € per started 15 minutes', () => {
  it.each([
    [0, 0],
    [1, 1],
    [14, 1],
    [15, 1],
    [16, 2],
    [30, 2],
    [31, 3],
    [60, 4],
  ])('%d minutes -> %d blocks', (minutes, blocks) => {
    expect(waitingBlocks(rule, minutes)).toBe(blocks);
  });

  it.each([
    [14, 0],
    [15, 1],
    [29, 1],
    [30, 2],
  ])('counting complete blocks only: %d minutes -> %d blocks', (minutes, blocks) => {
    expect(waitingBlocks({ ...rule, waitingCounting: 'vollendet' }, minutes)).toBe(blocks);
  });

  it.each([
    [10, 0],
    [11, 1],
    [25, 1],
    [26, 2],
  ])('with 10 free minutes: %d minutes -> %d blocks', (minutes, blocks) => {
    expect(waitingBlocks({ ...rule, waitingFreeMinutes: 10 }, minutes)).toBe(blocks);
  });

  it('refuses fractional or negative minutes', () => {
    expect(() => waitingBlocks(rule, -1)).toThrow(RangeError);
    expect(() => waitingBlocks(rule, 1.5)).toThrow(RangeError);
    expect(() => waitingBlocks({ ...rule, waitingBlockMinutes: 0 }, 10)).toThrow(RangeError);
  });
});

describe('the price of a leg', () => {
  it('is the base fare within the included km', () => {
    expect(legPrice(rule, { ...plain, km: 10 })).toEqual({
      parts: [{ part: 'grundpauschale', label: 'Grundpauschale', quantity: 1, cents: 4900 }],
      totalCents: 4900,
    });
  });

  it('adds km beyond the included ones, waiting blocks and surcharges as parts', () => {
    const price = legPrice(rule, {
      km: 23.4,
      waitingMinutes: 16,
      waitingPayable: true,
      surchargeCodes: ['tragestuhl'],
    });
    expect(price.parts).toEqual([
      { part: 'grundpauschale', label: 'Grundpauschale', quantity: 1, cents: 4900 },
      { part: 'kilometer', label: '13,4 km über 10 km', quantity: 13.4, cents: 2010 },
      { part: 'wartezeit', label: 'Wartezeit 16 Min. (2 × 15 Min.)', quantity: 2, cents: 1600 },
      { part: 'zuschlag', code: 'tragestuhl', label: 'Tragestuhlzuschlag', quantity: 1, cents: 2500 },
    ]);
    expect(price.totalCents).toBe(4900 + 2010 + 1600 + 2500);
  });

  it('charges no waiting time the prescription does not order', () => {
    expect(legPrice(rule, { ...plain, waitingMinutes: 45, waitingPayable: false }).totalCents).toBe(4900);
  });

  it('rounds the distance part half up to whole cents, like the booking estimate', () => {
    const odd = { ...rule, includedKm: 0, perKmCents: 5 };
    expect(legPrice(odd, { ...plain, km: 0.1 }).totalCents).toBe(4901); // 0.5 cent -> 1
    const lower = { ...rule, includedKm: 0, perKmCents: 4 };
    expect(legPrice(lower, { ...plain, km: 0.1 }).totalCents).toBe(4900); // 0.4 cent -> 0
  });

  it('applies each surcharge once and refuses unknown codes', () => {
    expect(legPrice(rule, { ...plain, surchargeCodes: ['treppe', 'treppe'] }).totalCents).toBe(5900);
    expect(() => legPrice(rule, { ...plain, surchargeCodes: ['nacht'] })).toThrow(RangeError);
  });

  it('refuses impossible input', () => {
    expect(() => legPrice(rule, { ...plain, km: -1 })).toThrow(RangeError);
    expect(() => legPrice(rule, { ...plain, waitingMinutes: -5, waitingPayable: false })).toThrow(RangeError);
    expect(() => legPrice({ ...rule, waitingCentsPerBlock: 7.5 }, plain)).toThrow(RangeError);
  });

  it('is the estimate plus waiting and surcharges, in whole cents, for any input', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5000 }),
        fc.integer({ min: 0, max: 600 }),
        fc.subarray(['tragestuhl', 'treppe']),
        (tenths, minutes, codes) => {
          const km = tenths / 10;
          const price = legPrice(rule, { km, waitingMinutes: minutes, waitingPayable: true, surchargeCodes: codes });
          const surcharges = codes.reduce((sum, code) => sum + (code === 'tragestuhl' ? 2500 : 1000), 0);
          expect(price.totalCents).toBe(estimatePriceCents(rule, km) + Math.ceil(minutes / 15) * 800 + surcharges);
          expect(Number.isSafeInteger(price.totalCents)).toBe(true);
        },
      ),
    );
  });
});
