import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { invoiceTaxTotals, splitGross, vatCategoryForLeg, VAT_EXEMPTION_NOTE, type VatInput } from './vat';

const taxi: VatInput = {
  vehicle: 'taxi',
  speciallyEquipped: false,
  sickPassenger: true,
  insurerContractCoversTaxi: false,
  withinMunicipality: false,
  km: 12,
};

describe('VAT category of a leg', () => {
  it.each<[string, Partial<VatInput>, 'ermaessigt' | 'regel' | 'steuerfrei']>([
    ['taxi within the municipality, 80 km', { withinMunicipality: true, km: 80 }, 'ermaessigt'], // § 12 Abs. 2 Nr. 10 UStG
    ['taxi, 0 km', { km: 0 }, 'ermaessigt'], // § 12 Abs. 2 Nr. 10 UStG
    ['taxi, exactly 50.0 km', { km: 50 }, 'ermaessigt'], // § 12 Abs. 2 Nr. 10 UStG: "nicht mehr als 50 km"
    ['taxi, 50.1 km', { km: 50.1 }, 'regel'], // § 12 Abs. 2 Nr. 10 UStG
    ['taxi, 120 km', { km: 120 }, 'regel'], // § 12 Abs. 2 Nr. 10 UStG
    [
      'Mietwagen under an insurer contract covering taxis, 50 km',
      { vehicle: 'mietwagen', insurerContractCoversTaxi: true, km: 50 },
      'ermaessigt',
    ], // DOMAIN.md "VAT"
    [
      'Mietwagen under such a contract, within the municipality, 80 km',
      { vehicle: 'mietwagen', insurerContractCoversTaxi: true, withinMunicipality: true, km: 80 },
      'ermaessigt',
    ], // DOMAIN.md "VAT"
    ['Mietwagen without such a contract, 10 km', { vehicle: 'mietwagen', km: 10 }, 'regel'], // § 12 Abs. 2 Nr. 10 UStG names taxis only
    [
      'Mietwagen without such a contract, within the municipality',
      { vehicle: 'mietwagen', withinMunicipality: true },
      'regel',
    ], // § 12 Abs. 2 Nr. 10 UStG
    ['sick person in a specially equipped vehicle, 120 km', { speciallyEquipped: true, km: 120 }, 'steuerfrei'], // § 4 Nr. 17b UStG
    [
      'sick person in a specially equipped Mietwagen without contract, km unknown',
      { vehicle: 'mietwagen', speciallyEquipped: true, km: null },
      'steuerfrei',
    ], // § 4 Nr. 17b UStG
    [
      'private passenger (no prescription) in a specially equipped Mietwagen',
      { vehicle: 'mietwagen', speciallyEquipped: true, sickPassenger: false, km: 10 },
      'regel',
    ], // UStAE 4.17.2
    [
      'private passenger in a specially equipped taxi, 10 km',
      { speciallyEquipped: true, sickPassenger: false, km: 10 },
      'ermaessigt',
    ], // UStAE 4.17.2, § 12 Abs. 2 Nr. 10 UStG
    [
      'private passenger in a specially equipped taxi, 60 km',
      { speciallyEquipped: true, sickPassenger: false, km: 60 },
      'regel',
    ], // UStAE 4.17.2, § 12 Abs. 2 Nr. 10 UStG
    ['sick person in an ordinary taxi, 10 km', { km: 10 }, 'ermaessigt'], // the exemption needs the equipped vehicle (§ 4 Nr. 17b UStG)
  ])('%s', (_case, overrides, category) => {
    expect(vatCategoryForLeg({ ...taxi, ...overrides }).category).toBe(category);
  });

  describe('a Wartefahrt is one transport: outbound and return km count together (BFH V R 68/05)', () => {
    it.each<[string, number | null, number | null, 'ermaessigt' | 'regel' | null]>([
      ['25 + 25 km', 25, 25, 'ermaessigt'], // BFH V R 68/05: 50 km in all, not more than 50
      ['30 + 30 km', 30, 30, 'regel'], // BFH V R 68/05 (issue 38's example: 19 %, not 7 % + 7 %)
      ['25.1 + 24.9 km (exactly 50.0 in tenths)', 25.1, 24.9, 'ermaessigt'], // § 12 Abs. 2 Nr. 10 UStG
      ['25.1 + 25.0 km', 25.1, 25, 'regel'], // 50.1 km: § 12 Abs. 2 Nr. 10 UStG
      ['51 km, the return not entered yet', 51, null, 'regel'], // this leg alone exceeds 50 km
      ['30 km, the return not entered yet', 30, null, null], // cannot be decided yet
    ])('%s', (_case, own, partner, category) => {
      expect(vatCategoryForLeg({ ...taxi, km: own, wartefahrt: { partnerKm: partner } }).category).toBe(category);
    });

    it('without waiting the legs stay two rides: 30 km each is 7 % each', () => {
      // BFH V R 68/05: only billed waiting joins them.
      expect(vatCategoryForLeg({ ...taxi, km: 30, wartefahrt: null }).category).toBe('ermaessigt');
    });

    it("within the municipality a taxi is 7 % whatever the transport's km", () => {
      // § 12 Abs. 2 Nr. 10 UStG: "innerhalb einer Gemeinde oder … nicht mehr als 50 Kilometer"
      expect(
        vatCategoryForLeg({ ...taxi, withinMunicipality: true, km: 40, wartefahrt: { partnerKm: null } }).category,
      ).toBe('ermaessigt');
    });

    it('says in German which km are missing', () => {
      expect(vatCategoryForLeg({ ...taxi, km: 30, wartefahrt: { partnerKm: null } })).toEqual({
        category: null,
        reason: 'Wartefahrt: Für die Umsatzsteuer fehlen die Kilometer der Rückfahrt.',
      });
    });
  });

  it('asks for the km when the leg leaves the municipality and the distance is unknown', () => {
    expect(vatCategoryForLeg({ ...taxi, km: null })).toEqual({
      category: null,
      reason: 'Für die Umsatzsteuer fehlt die Strecke in km.',
    });
    expect(vatCategoryForLeg({ ...taxi, km: null, withinMunicipality: true }).category).toBe('ermaessigt');
  });

  it.each<[string, Partial<VatInput>, string]>([
    [
      'exempt',
      { speciallyEquipped: true },
      'steuerfrei: Beförderung einer kranken Person im besonders eingerichteten Fahrzeug (§ 4 Nr. 17b UStG)',
    ],
    ['Mietwagen', { vehicle: 'mietwagen' }, '19 %: Mietwagen'],
    [
      'private ride in the wheelchair van',
      { vehicle: 'mietwagen', speciallyEquipped: true, sickPassenger: false },
      '19 %: Mietwagen; Privatfahrt ohne Verordnung, daher nicht steuerfrei',
    ],
    ['taxi within the municipality', { withinMunicipality: true }, '7 %: Taxi, innerhalb der Gemeinde'],
    ['taxi up to 50 km', { km: 50 }, '7 %: Taxi, Fahrt bis 50 km'],
    ['taxi over 50 km', { km: 51 }, '19 %: Taxi, Fahrt von 51,0 km, über 50 km außerhalb der Gemeinde'],
    [
      'Wartefahrt over 50 km',
      { km: 30, wartefahrt: { partnerKm: 30 } },
      '19 %: Taxi, Wartefahrt (Hin- und Rückfahrt zusammen 60,0 km), über 50 km außerhalb der Gemeinde',
    ],
    [
      'Wartefahrt up to 50 km',
      { km: 25, wartefahrt: { partnerKm: 25 } },
      '7 %: Taxi, Wartefahrt (Hin- und Rückfahrt zusammen 50,0 km), bis 50 km',
    ],
    [
      'contract covering taxis',
      { vehicle: 'mietwagen', insurerContractCoversTaxi: true },
      '7 %: Mietwagen mit Krankenkassenvertrag, der Taxen einschließt, Fahrt bis 50 km',
    ],
  ])('names category and reason for the invoice line: %s', (_case, overrides, reason) => {
    expect(vatCategoryForLeg({ ...taxi, ...overrides }).reason).toBe(reason);
  });

  it('refuses impossible distances', () => {
    expect(() => vatCategoryForLeg({ ...taxi, km: -1 })).toThrow(RangeError);
    expect(() => vatCategoryForLeg({ ...taxi, km: Number.NaN })).toThrow(RangeError);
    expect(() => vatCategoryForLeg({ ...taxi, km: 10, wartefahrt: { partnerKm: -1 } })).toThrow(RangeError);
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
    expect(totals).toMatchObject({
      grossCents: 28150,
      netCents: 25579,
      vatCents: 2571,
      exemptionNote: VAT_EXEMPTION_NOTE,
    });
  });

  it('has no note without exempt lines and zero totals without lines', () => {
    expect(invoiceTaxTotals([{ grossCents: 4900, category: 'ermaessigt' }]).exemptionNote).toBeNull();
    expect(invoiceTaxTotals([])).toEqual({ perRate: [], grossCents: 0, netCents: 0, vatCents: 0, exemptionNote: null });
  });
});
