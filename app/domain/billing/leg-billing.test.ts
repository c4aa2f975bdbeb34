import { describe, expect, it } from 'vitest';
import { billLeg, type BillingRule, type LegBillingFacts } from './leg-billing';
import { roundFigureRule } from './leg-price.fixtures';

const rule: BillingRule = {
  ...roundFigureRule,
  surchargePositions: {},
  posGrundpauschale: '460001',
  posKilometer: '460002',
  posWartezeit: '460003',
  ustErmaessigt: true,
};

const facts: LegBillingFacts = {
  km: 10,
  waitingMinutes: 0,
  waitingPayable: true,
  speciallyEquipped: false,
  sickPassenger: true,
  licence: 'mietwagen',
  withinMunicipality: false,
  partner: null,
  underInsurerContract: true,
  surchargeLeg: { transportart: 'sitzend', flags: [] },
};

describe('a leg priced for billing', () => {
  it.each([
    // km, waiting minutes, payable, expected total, expected lines
    [10, 0, true, 4900, [['grundpauschale', '460001', 1, 4900]]],
    [
      12.5,
      0,
      true,
      5275,
      [
        ['grundpauschale', '460001', 1, 4900],
        ['kilometer', '460002', 2.5, 375],
      ],
    ],
    [
      10,
      16,
      true,
      6500,
      [
        ['grundpauschale', '460001', 1, 4900],
        ['wartezeit', '460003', 2, 1600],
      ],
    ],
    [10, 16, false, 4900, [['grundpauschale', '460001', 1, 4900]]],
    [
      30,
      45,
      true,
      4900 + 3000 + 2400,
      [
        ['grundpauschale', '460001', 1, 4900],
        ['kilometer', '460002', 20, 3000],
        ['wartezeit', '460003', 3, 2400],
      ],
    ],
  ] as const)('%d km, %d min waiting (payable %s): %d cents', (km, minutes, payable, total, lines) => {
    const result = billLeg(rule, { ...facts, km, waitingMinutes: minutes, waitingPayable: payable });
    expect(result.ok && result.totalCents).toBe(total);
    expect(result.ok && result.lines.map((l) => [l.part, l.positionsnummer, l.quantity, l.cents])).toEqual(lines);
  });

  it('adds every surcharge of the rule with its Positionsnummer', () => {
    const withSurcharge = {
      ...rule,
      surcharges: [{ code: 'z1', label: 'Tragestuhl', cents: 2500 }],
      surchargePositions: { z1: '460010' },
    };
    const result = billLeg(withSurcharge, facts);
    expect(result).toMatchObject({ ok: true, totalCents: 7400 });
    expect(result.ok && result.lines.at(-1)).toEqual({
      part: 'zuschlag',
      label: 'Tragestuhl',
      positionsnummer: '460010',
      quantity: 1,
      cents: 2500,
    });
  });

  describe('surcharges count only for the legs their condition names', () => {
    const surcharged: BillingRule = {
      ...rule,
      surcharges: [
        { code: 'z1', label: 'Tragestuhl', cents: 2500 },
        { code: 'z2', label: 'Treppe', cents: 1000 },
      ],
      surchargePositions: { z1: '460010', z2: '460011' },
      surchargeConditions: {
        z1: { art: 'transport', transportart: 'tragestuhl' },
        z2: { art: 'merkmal', merkmal: 'treppen' },
      },
    };
    it.each([
      // transport type, flags -> surcharges applied, total
      ['sitzend', [], [], 4900],
      ['tragestuhl', [], ['Tragestuhl'], 7400],
      ['sitzend', ['treppen'], ['Treppe'], 5900],
      ['tragestuhl', ['tragestuhl', 'treppen', 'adipositas'], ['Tragestuhl', 'Treppe'], 8400],
      ['liegend', ['adipositas', 'infektioes'], [], 4900],
      [null, ['treppen'], ['Treppe'], 5900],
    ] as const)('%s with flags %j: %j', (transportart, flags, labels, total) => {
      const result = billLeg(surcharged, { ...facts, surchargeLeg: { transportart, flags } });
      expect(result.ok && result.lines.filter((l) => l.part === 'zuschlag').map((l) => l.label)).toEqual(labels);
      expect(result.ok && result.totalCents).toBe(total);
    });

    it('a rule stored before conditions existed adds its surcharges to every leg; an unreadable condition to none', () => {
      const old = { ...surcharged, surchargeConditions: undefined };
      expect(billLeg(old, facts)).toMatchObject({ ok: true, totalCents: 8400 });
      const broken = {
        ...surcharged,
        surchargeConditions: { z1: { art: 'transport', transportart: 'kutsche' }, z2: 'alle' },
      };
      expect(
        billLeg(broken, { ...facts, surchargeLeg: { transportart: 'tragestuhl', flags: ['treppen'] } }),
      ).toMatchObject({ ok: true, totalCents: 4900 });
    });
  });

  it.each([
    // km, contract covers taxis, specially equipped -> category, rate
    [50, true, false, 'ermaessigt', 7], // § 12 Abs. 2 Nr. 10 UStG: 50.0 km
    [50.1, true, false, 'regel', 19], // § 12 Abs. 2 Nr. 10 UStG
    [12, false, false, 'regel', 19], // Mietwagen without a contract covering taxis
    [80, true, true, 'steuerfrei', 0], // § 4 Nr. 17b UStG: an insurer ride carries a sick person
    [5, false, true, 'steuerfrei', 0], // § 4 Nr. 17b UStG
  ] as const)('VAT: %d km, contract %s, equipped %s -> %s (%d %%)', (km, contract, equipped, category, rate) => {
    const result = billLeg({ ...rule, ustErmaessigt: contract }, { ...facts, km, speciallyEquipped: equipped });
    expect(result.ok && result.vat.category).toBe(category);
    expect(result.ok && result.vat.rate).toBe(rate);
  });

  it('VAT: a private customer has no insurer contract, so a Mietwagen ride is 19 % even within 50 km', () => {
    const result = billLeg({ ...rule, ustErmaessigt: true }, { ...facts, km: 12, underInsurerContract: false });
    expect(result.ok && result.vat.category).toBe('regel');
  });

  describe("VAT of a Wartefahrt: billed waiting on the booking's legs makes them one transport (BFH V R 68/05)", () => {
    // A taxi outside the municipality, so only the km decide; the rule: 15-minute blocks, no free minutes.
    const taxi: LegBillingFacts = { ...facts, licence: 'taxi', underInsurerContract: false, waitingPayable: true };
    it.each<[string, Partial<LegBillingFacts>, 'ermaessigt' | 'regel']>([
      [
        '30 + 30 km, 45 min billed waiting on this leg',
        { km: 30, waitingMinutes: 45, partner: { km: 30, waitingMinutes: 0 } },
        'regel',
      ], // BFH V R 68/05; issue 38
      ['30 + 30 km, the waiting reported on the return', { km: 30, partner: { km: 30, waitingMinutes: 45 } }, 'regel'], // BFH V R 68/05
      [
        '25 + 25 km with billed waiting',
        { km: 25, waitingMinutes: 45, partner: { km: 25, waitingMinutes: 0 } },
        'ermaessigt',
      ], // BFH V R 68/05: 50 km in all
      ['30 + 30 km without waiting: two rides', { km: 30, partner: { km: 30, waitingMinutes: 0 } }, 'ermaessigt'], // BFH V R 68/05, V R 18/05
      [
        '30 + 30 km, waiting not payable (not prescribed for an insurer ride): two rides',
        { km: 30, waitingMinutes: 45, waitingPayable: false, partner: { km: 30, waitingMinutes: 45 } },
        'ermaessigt',
      ], // only billed waiting joins them
      ['30 km, a booking of one leg with waiting', { km: 30, waitingMinutes: 45, partner: null }, 'ermaessigt'], // no other leg to join
      [
        '30 + 30 km with billed waiting, both within the municipality',
        { km: 30, waitingMinutes: 45, withinMunicipality: true, partner: { km: 30, waitingMinutes: 0 } },
        'ermaessigt',
      ], // § 12 Abs. 2 Nr. 10 UStG
    ])('%s', (_case, overrides, category) => {
      const result = billLeg(rule, { ...taxi, ...overrides });
      expect(result.ok && result.vat.category).toBe(category);
    });

    it('waiting within the free minutes is not billed, so the legs stay two rides', () => {
      // DOMAIN.md "VAT": "a ride with billed waiting time"; 10 minutes within 15 free minutes price nothing.
      const result = billLeg(
        { ...rule, waitingFreeMinutes: 15 },
        { ...taxi, km: 30, waitingMinutes: 10, partner: { km: 30, waitingMinutes: 0 } },
      );
      expect(result.ok && result.lines.some((l) => l.part === 'wartezeit')).toBe(false);
      expect(result.ok && result.vat.category).toBe('ermaessigt');
    });

    it("without the return's km the VAT, and so the price, waits for them (German); 51 km alone decide", () => {
      expect(billLeg(rule, { ...taxi, km: 30, waitingMinutes: 45, partner: { km: null, waitingMinutes: 0 } })).toEqual({
        ok: false,
        problem: 'ust-offen',
        message: 'Wartefahrt: Für die Umsatzsteuer fehlen die Kilometer der Rückfahrt.',
      });
      const alone = billLeg(rule, { ...taxi, km: 51, waitingMinutes: 45, partner: { km: null, waitingMinutes: 0 } });
      expect(alone.ok && alone.vat.category).toBe('regel');
    });
  });

  describe('VAT: Taxi or Mietwagen, the municipality and the equipped vehicle', () => {
    it.each<[string, Partial<LegBillingFacts>, boolean, 'ermaessigt' | 'regel' | 'steuerfrei']>([
      [
        'taxi within the municipality, 80 km',
        { licence: 'taxi', withinMunicipality: true, km: 80, underInsurerContract: false },
        false,
        'ermaessigt',
      ], // § 12 Abs. 2 Nr. 10 UStG
      [
        'Mietwagen within the municipality, private (no insurer contract)',
        { withinMunicipality: true, km: 8, underInsurerContract: false },
        true,
        'regel',
      ], // § 12 Abs. 2 Nr. 10 UStG names taxis only
      [
        'Mietwagen within the municipality, insurer contract covers taxis',
        { withinMunicipality: true, km: 80 },
        true,
        'ermaessigt',
      ], // DOMAIN.md "VAT"
      ['equipped vehicle, insurer ride', { speciallyEquipped: true, km: 80 }, true, 'steuerfrei'], // § 4 Nr. 17b UStG, UStAE 4.17.2
      [
        'equipped Mietwagen, private ride without prescription',
        { speciallyEquipped: true, sickPassenger: false, underInsurerContract: false, km: 10 },
        true,
        'regel',
      ], // UStAE 4.17.2: 19 % as any Mietwagen
      [
        'equipped taxi, private ride without prescription, 10 km',
        { licence: 'taxi', speciallyEquipped: true, sickPassenger: false, underInsurerContract: false, km: 10 },
        false,
        'ermaessigt',
      ], // UStAE 4.17.2, § 12 Abs. 2 Nr. 10 UStG
      [
        'equipped vehicle, private ride with a prescription',
        { speciallyEquipped: true, sickPassenger: true, underInsurerContract: false, km: 10 },
        false,
        'steuerfrei',
      ], // § 4 Nr. 17b UStG
    ])('%s', (_case, overrides, contract, category) => {
      const result = billLeg({ ...rule, ustErmaessigt: contract }, { ...facts, ...overrides });
      expect(result.ok && result.vat.category).toBe(category);
    });

    it('names the reason for the invoice line', () => {
      const privateRide = billLeg(rule, {
        ...facts,
        speciallyEquipped: true,
        sickPassenger: false,
        underInsurerContract: false,
      });
      expect(privateRide.ok && privateRide.vat.reason).toBe(
        '19 %: Mietwagen; Privatfahrt ohne Verordnung, daher nicht steuerfrei',
      );
      const insurerRide = billLeg(rule, { ...facts, speciallyEquipped: true });
      expect(insurerRide.ok && insurerRide.vat.reason).toBe(
        'steuerfrei: Beförderung einer kranken Person im besonders eingerichteten Fahrzeug (§ 4 Nr. 17b UStG)',
      );
    });
  });

  it('has no price without km', () => {
    expect(billLeg(rule, { ...facts, km: null })).toEqual({
      ok: false,
      problem: 'km-fehlt',
      message: 'Die gefahrenen Kilometer fehlen.',
    });
  });
});
