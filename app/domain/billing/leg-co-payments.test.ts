import { describe, expect, it } from 'vitest';
import { formatEuro } from '#app/domain/pricing/money';
import { bookingPriceText, coPaymentView, payerOf } from './leg-co-payments';

describe('the co-payment view of a leg', () => {
  it('shows the amount and the reason of a priced leg', () => {
    expect(
      coPaymentView('hin', {
        ok: true,
        costCents: 3300,
        km: 12,
        kmSource: 'gefahren',
        coPayment: { amountCents: 500, reason: 'Zuzahlung 5,00 €' },
      }),
    ).toEqual({
      direction: 'hin',
      label: 'Hinfahrt',
      costCents: 3300,
      km: 12,
      kmSource: 'gefahren',
      priceProblem: null,
      amountCents: 500,
      text: formatEuro(500),
      reason: 'Zuzahlung 5,00 €',
    });
  });

  it('says "Preis fehlt" and why when the leg has no price', () => {
    expect(
      coPaymentView('rueck', { ok: false, message: 'Keine Preisregel für AOK Hessen (Sitzend) hinterlegt.' }),
    ).toMatchObject({
      label: 'Rückfahrt',
      amountCents: null,
      text: 'Preis fehlt',
      reason:
        'Ohne Preis lässt sich die Zuzahlung nicht berechnen: Keine Preisregel für AOK Hessen (Sitzend) hinterlegt.',
    });
  });
});

describe("the booking's price in the details, from its legs' prices", () => {
  const priced = (direction: 'hin' | 'rueck', costCents: number, km: number, kmSource: 'gefahren' | 'geplant') =>
    coPaymentView(direction, { ok: true, costCents, km, kmSource, coPayment: { amountCents: 500, reason: '' } });
  const unpriced = (direction: 'hin' | 'rueck', message: string) => coPaymentView(direction, { ok: false, message });
  it.each<[string, ReturnType<typeof coPaymentView>[], string | null]>([
    ['no legs', [], null],
    ['one leg driven', [priced('hin', 11700, 50, 'gefahren')], `${formatEuro(11700)} (Hinfahrt: 50 km gefahren)`],
    [
      'one leg planned, a tenth',
      [priced('hin', 5275, 12.5, 'geplant')],
      `${formatEuro(5275)} (Hinfahrt: 12,5 km geplant)`,
    ],
    [
      'two legs, one driven, one planned',
      [priced('hin', 5200, 12, 'gefahren'), priced('rueck', 5350, 13, 'geplant')],
      `${formatEuro(10550)} (Hinfahrt ${formatEuro(5200)} bei 12 km gefahren; Rückfahrt ${formatEuro(5350)} bei 13 km geplant)`,
    ],
    [
      'a leg without price makes the whole price missing, with its reason',
      [priced('hin', 5200, 12, 'gefahren'), unpriced('rueck', 'Keine Preisregel für AOK Hessen (Sitzend) hinterlegt.')],
      'Preis fehlt: Rückfahrt: Keine Preisregel für AOK Hessen (Sitzend) hinterlegt.',
    ],
  ])('%s', (_case, legs, text) => {
    expect(bookingPriceText(legs)).toBe(text);
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
