import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { invoiceTaxTotals, splitGross, vatCategoryForLeg, VAT_EXEMPTION_NOTE, type VatInput } from './vat';

const taxi: VatInput = { vehicle: 'taxi', speciallyEquipped: false, insurerContractCoversTaxi: false, withinMunicipality: false, km: 12 };

describe('VAT category of a leg', () => {
  it.each<[string, Partial<VatInput>, 'ermaessigt' | 'regel' | 'steuerfrei']>([
    ['taxi within the municipality, any distance', { withinMunicipality: true, km: 80 }, 'ermaessigt'],
    ['taxi, 0 km', { km: 0 }, 'ermaessigt'],
    ['taxi, exactly 50 km', { km: 50 }, 'ermaessigt'],
    ['taxi, 50.1 km', { km: 50.1 }, 'regel'],
    ['taxi, 120 km', { km: 120 }, 'regel'],
    ['Mietwagen under an insurer contract covering taxis, 50 km', { vehicle: 'mietwagen', insurerContractCoversTaxi: true, km: 50 }, 'ermaessigt'],
    ['Mietwagen under such a contract, within the municipality', { vehicle: 'mietwagen', insurerContractCoversTaxi: true, withinMunicipality: true }, 'ermaessigt'],
    ['Mietwagen without such a contract, 10 km', { vehicle: 'mietwagen', km: 10 }, 'regel'],
    ['Mietwagen without such a contract, within the municipality', { vehicle: 'mietwagen', withinMunicipality: true }, 'regel'],
    ['specially equipped vehicle, 120 km', { speciallyEquipped: true, km: 120 }, 'steuerfrei'],
    ['specially equipped Mietwagen without contract', { vehicle: 'mietwagen', speciallyEquipped: true, km: null }, 'steuerfrei'],
  ])('%s', (_case, overrides, category) => {
    expect(vatCategoryForLeg({ ...taxi, ...overrides }).category).toBe(category);
  });

  it('asks for the km when the leg leaves the municipality and the distance is unknown', () => {
    expect(vatCategoryForLeg({ ...taxi, km: null })).toEqual({ category: null, reason: 'Für die Umsatzsteuer fehlt die Strecke in km.' });
    expect(vatCategoryForLeg({ ...taxi, km: null, withinMunicipality: true }).category).toBe('ermaessigt');
  });

  it('explains the category in German', () => {
    expect(vatCategoryForLeg({ ...taxi, km: 51 }).reason).toBe('Fahrt über 50 km außerhalb der Gemeinde: 19 %.');
    expect(vatCategoryForLeg({ ...taxi, speciallyEquipped: true }).reason).toBe(
      'Fahrzeug für die Beförderung kranker Personen besonders eingerichtet: steuerfrei (§ 4 Nr. 17b UStG).',
    );
  });

  it('refuses impossible distances', () => {
    expect(() => vatCategoryForLeg({ ...taxi, km: -1 })).toThrow(RangeError);
    expect(() => vatCategoryForLeg({ ...taxi, km: Number.NaN })).toThrow(RangeError);
  });
});

describe('net and VAT from a gross amount', () => {
  it.each([
    // gross, rate -> net, VAT
    [10700, 7, 10000, 700],
    [11900, 19, 10000, 1900],
    [4900, 7, 4579, 321], // 320.56 -> 321
    [4900, 19, 4118, 782], // 782.35 -> 782
    [1, 7, 1, 0], // 0.065 -> 0
    [8, 7, 7, 1], // 0.523 -> 1
    [0, 19, 0, 0],
    [4900, 0, 4900, 0],
    [-4900, 7, -4579, -321], // a cancellation mirrors the original exactly
  ])('%d cents at %d %% -> net %d, VAT %d', (gross, rate, net, vat) => {
    expect(splitGross(gross, rate)).toEqual({ grossCents: gross, netCents: net, vatCents: vat });
  });

  it('rounds exactly half a cent up', () => {
    // At 7 % or 19 % no whole-cent gross gives exactly half a cent; a 100 % rate does: 1 × 100 / 200 = 0.5.
    expect(splitGross(1, 100).vatCents).toBe(1);
    expect(splitGross(3, 100).vatCents).toBe(2); // 1.5 -> 2
  });

  it('always adds up and matches rational rounding', () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000, max: 10_000_000 }), fc.constantFrom(0, 7, 19), (gross, rate) => {
        const split = splitGross(gross, rate);
        expect(split.netCents + split.vatCents).toBe(gross);
        // Reference in BigInt: round half away from zero of gross × rate / (100 + rate).
        const num = BigInt(Math.abs(gross)) * BigInt(rate) * 2n + BigInt(100 + rate);
        const ref = num / (2n * BigInt(100 + rate));
        expect(BigInt(Math.abs(split.vatCents))).toBe(ref);
      }),
    );
  });

  it('refuses fractions of cents and odd rates', () => {
    expect(() => splitGross(1.5, 7)).toThrow(RangeError);
    expect(() => splitGross(100, 7.5)).toThrow(RangeError);
  });
});

describe('invoice totals per rate', () => {
  it('computes the VAT once per rate from the rate’s gross sum', () => {
    // Two lines of 0,08 € at 7 %: rounded per line 0,01 € each (0,02 €); on the sum of 0,16 € it is 0,01 € (1.05 cents).
    const totals = invoiceTaxTotals([
      { grossCents: 8, category: 'ermaessigt' },
      { grossCents: 8, category: 'ermaessigt' },
    ]);
    expect(totals.perRate).toEqual([{ category: 'ermaessigt', rate: 7, grossCents: 16, netCents: 15, vatCents: 1 }]);
  });

  it('lists 19 %, 7 % and exempt apart, adds them up and carries the exemption note', () => {
    const totals = invoiceTaxTotals([
      { grossCents: 4900, category: 'ermaessigt' },
      { grossCents: 11900, category: 'regel' },
      { grossCents: 6000, category: 'steuerfrei' },
      { grossCents: 5350, category: 'ermaessigt' },
    ]);
    expect(totals.perRate).toEqual([
      { category: 'regel', rate: 19, grossCents: 11900, netCents: 10000, vatCents: 1900 },
      { category: 'ermaessigt', rate: 7, grossCents: 10250, netCents: 9579, vatCents: 671 },
      { category: 'steuerfrei', rate: 0, grossCents: 6000, netCents: 6000, vatCents: 0 },
    ]);
    expect(totals).toMatchObject({ grossCents: 28150, netCents: 25579, vatCents: 2571, exemptionNote: VAT_EXEMPTION_NOTE });
  });

  it('has no note without exempt lines and zero totals without lines', () => {
    expect(invoiceTaxTotals([{ grossCents: 4900, category: 'ermaessigt' }]).exemptionNote).toBeNull();
    expect(invoiceTaxTotals([])).toEqual({ perRate: [], grossCents: 0, netCents: 0, vatCents: 0, exemptionNote: null });
  });
});
