import { describe, expect, it } from 'vitest';
import { legCoPayments, payerOf, type BookingCoPaymentInput } from './leg-co-payments';

const base: BookingCoPaymentInput = {
  legs: [{ direction: 'hin', date: '2026-11-25', costCents: 5000 }],
  krankenkasse: 'AOK Hessen',
  prescription: { zuzahlungsbefreit: false, unfall: 'keiner', grund: 'dialyse' },
  exemptionUntil: null,
};

const amounts = (input: Partial<BookingCoPaymentInput>) => legCoPayments({ ...base, ...input }).map((leg) => leg.amountCents);
const one = (costCents: number | null) => [{ direction: 'hin' as const, date: '2026-11-25', costCents }];

describe('co-payment per leg of a booking (DOMAIN.md edges)', () => {
  it.each([
    [0, 0],
    [3000, 500],
    [5000, 500],
    [10000, 1000],
    [12000, 1000],
  ])('a leg costing %i cents pays %i cents', (cost, expected) => {
    expect(amounts({ legs: one(cost) })).toEqual([expected]);
  });

  it.each([0, 3000, 5000, 10000, 12000])('nothing at %i cents with a valid exemption card, for BG or an exempt prescription', (cost) => {
    expect(amounts({ legs: one(cost), exemptionUntil: '2026-12-31' })).toEqual([0]);
    expect(amounts({ legs: one(cost), prescription: { ...base.prescription!, unfall: 'arbeitsunfall' } })).toEqual([0]);
    expect(amounts({ legs: one(cost), prescription: { ...base.prescription!, zuzahlungsbefreit: true } })).toEqual([0]);
    expect(amounts({ legs: one(cost), krankenkasse: 'Berufsgenossenschaft Verkehr' })).toEqual([0]);
  });

  it('charges again once the exemption card has run out', () => {
    expect(amounts({ exemptionUntil: '2026-11-24' })).toEqual([500]);
  });

  it('says "Preis fehlt" when the price rules cannot price the leg', () => {
    const [leg] = legCoPayments({ ...base, legs: one(null) });
    expect(leg).toMatchObject({ amountCents: null, text: 'Preis fehlt' });
  });

  it('charges inpatient treatment on the first and the last leg, other series per the insurer', () => {
    const legs = [
      { direction: 'hin' as const, date: '2026-11-25', costCents: 12000 },
      { direction: 'rueck' as const, date: '2026-11-25', costCents: 12000 },
    ];
    const stationaer = { ...base.prescription!, grund: 'stationaer' as const };
    expect(amounts({ legs, prescription: stationaer })).toEqual([1000, 1000]);
    const three = [...legs.slice(0, 1), { direction: 'hin' as const, date: '2026-11-26', costCents: 12000 }, legs[1]!];
    expect(amounts({ legs: three, prescription: stationaer })).toEqual([1000, 0, 1000]);
    expect(amounts({ legs: three })).toEqual([1000, 1000, 1000]);
    expect(amounts({ legs: three, insurerSeriesRule: 'erste_und_letzte' })).toEqual([1000, 0, 1000]);
  });

  it.each([
    [null, 'privat'],
    ['', 'privat'],
    ['Privat', 'privat'],
    ['Selbstzahler', 'privat'],
    ['BG Verkehr', 'berufsgenossenschaft'],
    ['TK', 'krankenkasse'],
  ])('the payer of %j is %s', (name, payer) => {
    expect(payerOf(name)).toBe(payer);
  });
});
