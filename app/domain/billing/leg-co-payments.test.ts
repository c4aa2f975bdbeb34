import { describe, expect, it } from 'vitest';
import { formatEuro } from '#app/domain/pricing/money';
import { coPaymentView, payerOf } from './leg-co-payments';

describe('the co-payment view of a leg', () => {
  it('shows the amount and the reason of a priced leg', () => {
    expect(coPaymentView('hin', { ok: true, costCents: 3300, coPayment: { amountCents: 500, reason: 'Zuzahlung 5,00 €' } })).toEqual({
      direction: 'hin',
      label: 'Hinfahrt',
      costCents: 3300,
      amountCents: 500,
      text: formatEuro(500),
      reason: 'Zuzahlung 5,00 €',
    });
  });

  it('says "Preis fehlt" and why when the leg has no price', () => {
    expect(coPaymentView('rueck', { ok: false, message: 'Keine Preisregel für AOK Hessen (Sitzend) hinterlegt.' })).toMatchObject({
      label: 'Rückfahrt',
      amountCents: null,
      text: 'Preis fehlt',
      reason: 'Ohne Preis lässt sich die Zuzahlung nicht berechnen: Keine Preisregel für AOK Hessen (Sitzend) hinterlegt.',
    });
  });
});

describe('who pays a leg', () => {
  it.each([
    [null, 'privat'],
    ['', 'privat'],
    ['Privat', 'privat'],
    ['Selbstzahler', 'privat'],
    ['BG Verkehr', 'berufsgenossenschaft'],
    ['Berufsgenossenschaft Verkehr', 'berufsgenossenschaft'],
    ['TK', 'krankenkasse'],
  ])('the payer of %j is %s', (name, payer) => {
    expect(payerOf(name)).toBe(payer);
  });
});
