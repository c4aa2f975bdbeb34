import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  exemptionCardExpiresThisMonth,
  exemptionCardOf,
  exemptionCardValidOn,
  legCoPayment,
  seriesChargeRule,
  statutoryCoPaymentCents,
  type CoPaymentInput,
  type SeriesChargeRule,
} from './co-payment';
import type { TripReason } from '#app/domain/approvals/classification';

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
      'Befreiungsausweis gültig vom 01.03.2026 bis 31.12.2026: keine Zuzahlung.',
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
      legCoPayment({
        ...leg,
        legDate: '2027-01-01',
        exemptionCard: { validFrom: '2026-01-01', validUntil: '2026-12-31' },
      }).amountCents,
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
  it.each<[TripReason, SeriesChargeRule, SeriesChargeRule]>([
    ['vorstationaer', 'jede_fahrt', 'erste_und_letzte'], // DOMAIN.md "Co-payment": the hospital stay is one unit
    ['stationaer', 'jede_fahrt', 'erste_und_letzte'], // § 61 S. 1 SGB V with the GKV rule "nur erste und letzte Fahrt"
    ['nachstationaer', 'jede_fahrt', 'erste_und_letzte'], // DOMAIN.md "Co-payment": post-inpatient treatment (§ 115a SGB V)
    ['ambulante_operation', 'jede_fahrt', 'erste_und_letzte'], // DOMAIN.md "Co-payment": operation replacing a stay (§ 115b SGB V)
    ['dialyse', 'jede_fahrt', 'jede_fahrt'], // DOMAIN.md "Co-payment": other series, the insurer's setting (default every ride)
    ['dialyse', 'erste_und_letzte', 'erste_und_letzte'], // DOMAIN.md "Co-payment": insurer setting "nur erste und letzte Fahrt"
  ])('a ride for %s under the insurer rule %s is charged %s', (reason, insurerRule, rule) => {
    expect(seriesChargeRule(reason, insurerRule)).toBe(rule);
  });

  // A card "gültig vom 01.01.2027 bis 31.12.2027" issued in advance (§ 62 Abs. 1 SGB V: the exemption holds
  // for the rest of the calendar year it is granted for; DOMAIN.md "Co-payment").
  const card2027 = { validFrom: '2027-01-01', validUntil: '2027-12-31' };
  it.each<[string, string, number, string]>([
    ["the issue's ride of 27.11.2026", '2026-11-27', 500, 'Zuzahlung'], // issue 38: the 2027 card exempts nothing in 2026
    ['the day before its first day', '2026-12-31', 500, 'Zuzahlung'], // § 62 SGB V: not yet valid
    ['its first day', '2027-01-01', 0, 'Befreiungsausweis gültig vom 01.01.2027 bis 31.12.2027: keine Zuzahlung.'], // § 62 SGB V
    ['its last day', '2027-12-31', 0, 'Befreiungsausweis gültig vom 01.01.2027 bis 31.12.2027: keine Zuzahlung.'], // § 62 SGB V
    ['the day after its last day', '2028-01-01', 500, 'Zuzahlung'], // § 62 SGB V: a new card for the new year
  ])('a card for 2027 on %s: %d cents', (_case, legDate, cents, reason) => {
    const result = legCoPayment({ ...leg, legDate, exemptionCard: card2027 });
    expect(result.amountCents).toBe(cents);
    expect(result.reason.startsWith(reason)).toBe(true);
    expect(exemptionCardValidOn(card2027, legDate)).toBe(cents === 0);
  });

  it.each<[string | null, string | null, { validFrom: string; validUntil: string } | null]>([
    ['2027-03-15', '2027-12-31', { validFrom: '2027-03-15', validUntil: '2027-12-31' }], // the card's own first day (§ 62 SGB V: granted during the year)
    [null, '2027-12-31', { validFrom: '2027-01-01', validUntil: '2027-12-31' }], // DOMAIN.md "Co-payment": a calendar year's card, from 1 January
    [null, null, null], // no card
  ])('a card stored from %s to %s is %o', (validFrom, validUntil, card) => {
    expect(exemptionCardOf(validFrom, validUntil)).toEqual(card);
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
