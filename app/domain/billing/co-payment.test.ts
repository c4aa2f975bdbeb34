import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  exemptionCardExpiresThisMonth,
  exemptionCardValidOn,
  legCoPayment,
  seriesChargeRule,
  statutoryCoPaymentCents,
  type CoPaymentInput,
} from './co-payment';

describe('§ 61 co-payment of a leg', () => {
  it.each([
    // the prices
    [0, 0], // nothing to pay on a free leg
    [3000, 500], // 30 €: 10 % = 3 €, raised to the minimum 5 €
    [5000, 500], // 50 €: exactly 5 €
    [10000, 1000], // 100 €: exactly 10 €
    [12000, 1000], // 120 €: 12 €, capped at 10 €
    // never more than the cost
    [1, 1],
    [400, 400],
    [499, 499],
    [500, 500],
    [501, 500],
    // around the minimum: 10 % reaches 5 € at 50 €
    [4999, 500],
    [5004, 500], // 500.4 -> 500
    [5005, 501], // 500.5 -> 501 (half up)
    [5010, 501],
    // around the maximum: 10 % reaches 10 € at 100 €
    [9994, 999], // 999.4 -> 999
    [9995, 1000], // 999.5 -> 1000
    [10001, 1000],
    [99999999, 1000],
  ])('%d cents -> %d cents', (cost, coPayment) => {
    expect(statutoryCoPaymentCents(cost)).toBe(coPayment);
  });

  it('is the formula of DOMAIN.md for every amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), (cost) => {
        const expected = Math.min(cost, Math.max(500, Math.min(1000, Math.round(cost * 0.1))));
        expect(statutoryCoPaymentCents(cost)).toBe(expected);
      }),
    );
  });

  it('refuses fractions of cents and negative amounts', () => {
    expect(() => statutoryCoPaymentCents(-1)).toThrow(RangeError);
    expect(() => statutoryCoPaymentCents(10.5)).toThrow(RangeError);
  });
});

const leg: CoPaymentInput = {
  costCents: 3000,
  legDate: '2026-12-31',
  payer: 'krankenkasse',
  workAccident: false,
  prescriptionExempt: false,
  legNotPrescribed: false,
  exemptionCard: null,
  series: null,
};

describe('when a leg carries no co-payment', () => {
  it.each<[string, Partial<CoPaymentInput>, string]>([
    ['a private ride', { payer: 'privat' }, 'Privatfahrt: keine gesetzliche Zuzahlung.'],
    [
      'a work accident billed to the BG',
      { payer: 'berufsgenossenschaft' },
      'Arbeitsunfall (Berufsgenossenschaft): keine Zuzahlung.',
    ],
    [
      'a work accident flagged on the prescription',
      { workAccident: true },
      'Arbeitsunfall (Berufsgenossenschaft): keine Zuzahlung.',
    ],
    ['a transfer the hospital pays', { payer: 'krankenhaus' }, 'Das Krankenhaus trägt die Kosten: keine Zuzahlung.'],
    [
      'a prescription marked exempt',
      { prescriptionExempt: true },
      'Die Verordnung ist als zuzahlungsfrei gekennzeichnet.',
    ],
    [
      'a leg the prescription does not order (the insurer does not pay it)',
      { legNotPrescribed: true },
      'Keine Zuzahlung: Die Verordnung nennt diese Fahrt nicht, die Krankenkasse bezahlt sie nicht. Die Abrechnung hält sie an.',
    ],
    [
      'an exemption card on its last day',
      { exemptionCard: { validFrom: '2026-03-01', validUntil: '2026-12-31' } },
      'Befreiungsausweis gültig bis 31.12.2026: keine Zuzahlung.',
    ],
    [
      'an inpatient stay, middle leg',
      { series: { position: 'mittlere', rule: 'erste_und_letzte' } },
      'Zuzahlung nur für die erste und die letzte Fahrt.',
    ],
  ])('%s', (_case, overrides, reason) => {
    expect(legCoPayment({ ...leg, ...overrides })).toEqual({ amountCents: 0, reason });
  });

  it('charges with an exemption card that is not yet or no longer valid', () => {
    expect(
      legCoPayment({ ...leg, legDate: '2027-01-01', exemptionCard: { validFrom: null, validUntil: '2026-12-31' } })
        .amountCents,
    ).toBe(500);
    expect(
      legCoPayment({
        ...leg,
        legDate: '2026-02-28',
        exemptionCard: { validFrom: '2026-03-01', validUntil: '2026-12-31' },
      }).amountCents,
    ).toBe(500);
  });

  it.each<['einzige' | 'erste' | 'mittlere' | 'letzte', 'jede_fahrt' | 'erste_und_letzte', number]>([
    ['erste', 'erste_und_letzte', 500],
    ['letzte', 'erste_und_letzte', 500],
    ['einzige', 'erste_und_letzte', 500],
    ['mittlere', 'erste_und_letzte', 0],
    ['mittlere', 'jede_fahrt', 500],
  ])('series leg %s under rule %s pays %d cents', (position, rule, amount) => {
    expect(legCoPayment({ ...leg, series: { position, rule } }).amountCents).toBe(amount);
  });

  it('explains a charged co-payment', () => {
    expect(legCoPayment({ ...leg, costCents: 12000 }).reason).toBe(
      'Zuzahlung 10,00\u00a0€ (10 % des Fahrpreises von 120,00\u00a0€, mindestens 5 €, höchstens 10 €, nie mehr als der Fahrpreis).',
    );
  });
});

describe('series rule and exemption card dates', () => {
  it('charges inpatient stays on first and last leg, other series as the insurer sets', () => {
    expect(seriesChargeRule('stationaer')).toBe('erste_und_letzte');
    expect(seriesChargeRule('dialyse')).toBe('jede_fahrt');
    expect(seriesChargeRule('dialyse', 'erste_und_letzte')).toBe('erste_und_letzte');
  });

  it.each<[string | null, string, string, boolean]>([
    [null, '2026-12-31', '2026-12-31', true],
    [null, '2026-12-31', '2027-01-01', false],
    ['2026-06-01', '2026-12-31', '2026-05-31', false],
    ['2026-06-01', '2026-12-31', '2026-06-01', true],
  ])('card from %s to %s is valid on %s: %s', (validFrom, validUntil, date, valid) => {
    expect(exemptionCardValidOn({ validFrom, validUntil }, date)).toBe(valid);
  });

  it.each([
    ['2026-12-31', '2026-12-01', true],
    ['2026-12-31', '2026-12-31', true],
    ['2026-12-31', '2026-11-30', false], // next month
    ['2026-12-15', '2026-12-16', false], // already expired
  ])('card until %s, today %s: expires this month %s', (validUntil, today, expected) => {
    expect(exemptionCardExpiresThisMonth(validUntil, today)).toBe(expected);
  });
});
