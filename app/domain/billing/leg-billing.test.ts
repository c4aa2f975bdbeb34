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
  underInsurerContract: true,
  surchargeLeg: { transportart: 'sitzend', flags: [] },
};

describe('a leg priced for billing', () => {
  it.each([
    // km, waiting minutes, payable, expected total, expected lines
    [10, 0, true, 4900, [['grundpauschale', '460001', 1, 4900]]],
    [12.5, 0, true, 5275, [['grundpauschale', '460001', 1, 4900], ['kilometer', '460002', 2.5, 375]]],
    [10, 16, true, 6500, [['grundpauschale', '460001', 1, 4900], ['wartezeit', '460003', 2, 1600]]],
    [10, 16, false, 4900, [['grundpauschale', '460001', 1, 4900]]],
    [30, 45, true, 4900 + 3000 + 2400, [['grundpauschale', '460001', 1, 4900], ['kilometer', '460002', 20, 3000], ['wartezeit', '460003', 3, 2400]]],
  ] as const)('%d km, %d min waiting (payable %s): %d cents', (km, minutes, payable, total, lines) => {
    const result = billLeg(rule, { ...facts, km, waitingMinutes: minutes, waitingPayable: payable });
    expect(result.ok && result.totalCents).toBe(total);
    expect(result.ok && result.lines.map((l) => [l.part, l.positionsnummer, l.quantity, l.cents])).toEqual(lines);
  });

  it('adds every surcharge of the rule with its Positionsnummer', () => {
    const withSurcharge = { ...rule, surcharges: [{ code: 'z1', label: 'Tragestuhl', cents: 2500 }], surchargePositions: { z1: '460010' } };
    const result = billLeg(withSurcharge, facts);
    expect(result).toMatchObject({ ok: true, totalCents: 7400 });
    expect(result.ok && result.lines.at(-1)).toEqual({ part: 'zuschlag', label: 'Tragestuhl', positionsnummer: '460010', quantity: 1, cents: 2500 });
  });

  describe('surcharges count only for the legs their condition names', () => {
    const surcharged: BillingRule = {
      ...rule,
      surcharges: [
        { code: 'z1', label: 'Tragestuhl', cents: 2500 },
        { code: 'z2', label: 'Treppe', cents: 1000 },
      ],
      surchargePositions: { z1: '460010', z2: '460011' },
      surchargeConditions: { z1: { art: 'transport', transportart: 'tragestuhl' }, z2: { art: 'merkmal', merkmal: 'treppen' } },
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
      const broken = { ...surcharged, surchargeConditions: { z1: { art: 'transport', transportart: 'kutsche' }, z2: 'alle' } };
      expect(billLeg(broken, { ...facts, surchargeLeg: { transportart: 'tragestuhl', flags: ['treppen'] } })).toMatchObject({ ok: true, totalCents: 4900 });
    });
  });

  it.each([
    // km, contract covers taxis, specially equipped -> category, rate
    [50, true, false, 'ermaessigt', 7],
    [50.1, true, false, 'regel', 19],
    [12, false, false, 'regel', 19],
    [80, true, true, 'steuerfrei', 0],
    [5, false, true, 'steuerfrei', 0],
  ] as const)('VAT: %d km, contract %s, equipped %s -> %s (%d %%)', (km, contract, equipped, category, rate) => {
    const result = billLeg({ ...rule, ustErmaessigt: contract }, { ...facts, km, speciallyEquipped: equipped });
    expect(result.ok && result.vat.category).toBe(category);
    expect(result.ok && result.vat.rate).toBe(rate);
  });

  it('VAT: a private customer has no insurer contract, so a Mietwagen ride is 19 % even within 50 km', () => {
    const result = billLeg({ ...rule, ustErmaessigt: true }, { ...facts, km: 12, underInsurerContract: false });
    expect(result.ok && result.vat.category).toBe('regel');
  });

  it('has no price without km', () => {
    expect(billLeg(rule, { ...facts, km: null })).toEqual({ ok: false, problem: 'km-fehlt', message: 'Die gefahrenen Kilometer fehlen.' });
  });
});
