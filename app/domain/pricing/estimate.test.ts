import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { estimatePriceCents, type PriceRuleCents } from './estimate';

const aokSitzend: PriceRuleCents = { baseFareCents: 4900, includedKm: 10, perKmCents: 150 };

const rules = fc.record({
  baseFareCents: fc.integer({ min: 0, max: 1_000_000 }),
  includedKm: fc.integer({ min: 0, max: 10_000 }),
  perKmCents: fc.integer({ min: 0, max: 100_000 }),
});
const distances = fc.double({ min: 0, max: 10_000, noNaN: true, noDefaultInfinity: true });

describe('estimatePriceCents', () => {
  it('charges the base fare within the included kilometres', () => {
    expect(estimatePriceCents(aokSitzend, 0)).toBe(4900);
    expect(estimatePriceCents(aokSitzend, 10)).toBe(4900);
  });

  it('adds the per-km price beyond them', () => {
    expect(estimatePriceCents(aokSitzend, 11)).toBe(5050);
    expect(estimatePriceCents(aokSitzend, 25)).toBe(4900 + 15 * 150);
    expect(estimatePriceCents(aokSitzend, 12.5)).toBe(4900 + 375);
  });

  it('rounds the extra distance half up to whole cents', () => {
    // 0.1 km x 5 cents = 0.5 cents -> 1 cent; 0.1 km x 4 cents = 0.4 -> 0.
    expect(estimatePriceCents({ baseFareCents: 0, includedKm: 0, perKmCents: 5 }, 0.1)).toBe(1);
    expect(estimatePriceCents({ baseFareCents: 0, includedKm: 0, perKmCents: 4 }, 0.1)).toBe(0);
    expect(estimatePriceCents({ baseFareCents: 0, includedKm: 0, perKmCents: 333 }, 10.3)).toBe(3430);
  });

  it('refuses impossible input', () => {
    expect(() => estimatePriceCents(aokSitzend, -1)).toThrow(RangeError);
    expect(() => estimatePriceCents(aokSitzend, Number.NaN)).toThrow(RangeError);
    expect(() => estimatePriceCents({ ...aokSitzend, perKmCents: 1.5 }, 1)).toThrow(RangeError);
    expect(() => estimatePriceCents({ ...aokSitzend, baseFareCents: -1 }, 1)).toThrow(RangeError);
  });

  it('is never negative and always whole cents', () => {
    fc.assert(
      fc.property(rules, distances, (rule, km) => {
        const price = estimatePriceCents(rule, km);
        expect(Number.isSafeInteger(price)).toBe(true);
        expect(price).toBeGreaterThanOrEqual(rule.baseFareCents);
      }),
    );
  });

  it('never gets cheaper for a longer trip', () => {
    fc.assert(
      fc.property(rules, distances, distances, (rule, a, b) => {
        const [short, long] = a <= b ? [a, b] : [b, a];
        expect(estimatePriceCents(rule, short)).toBeLessThanOrEqual(estimatePriceCents(rule, long));
      }),
    );
  });

  it('is exactly base + extra km x per-km price for whole kilometres', () => {
    fc.assert(
      fc.property(rules, fc.integer({ min: 0, max: 10_000 }), (rule, km) => {
        expect(estimatePriceCents(rule, km)).toBe(
          rule.baseFareCents + Math.max(0, km - rule.includedKm) * rule.perKmCents,
        );
      }),
    );
  });

  it('is exact to the cent for tenths of a kilometre', () => {
    fc.assert(
      fc.property(rules, fc.integer({ min: 0, max: 100_000 }), (rule, tenths) => {
        const extraTenths = Math.max(0, tenths - rule.includedKm * 10);
        // Reference in BigInt: half-up rounding of extraTenths * perKm / 10.
        const extra = (BigInt(extraTenths) * BigInt(rule.perKmCents) + 5n) / 10n;
        expect(estimatePriceCents(rule, tenths / 10)).toBe(rule.baseFareCents + Number(extra));
      }),
    );
  });
});
