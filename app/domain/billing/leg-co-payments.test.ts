import { describe, expect, it } from 'vitest';
import { formatEuro } from '#app/domain/pricing/money';
import type { Payer } from './co-payment';
import type { LegKind } from '#app/domain/rides/legs';
import { bookingPriceText, coPaymentView, isPrivatePayerName, payerOf, type PayerSetting } from './leg-co-payments';

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
      kind: 'hin',
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
  const priced = (kind: LegKind, costCents: number, km: number, kmSource: 'gefahren' | 'geplant') =>
    coPaymentView(kind, { ok: true, costCents, km, kmSource, coPayment: { amountCents: 500, reason: '' } });
  const unpriced = (kind: LegKind, message: string) => coPaymentView(kind, { ok: false, message });
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
  // Names alone (no settings entry): the rules before issue 38, unchanged.
  it.each([
    [null, 'privat'], // DOMAIN.md "Co-payment": no payer = private ride
    ['', 'privat'],
    ['Privat', 'privat'],
    ['Selbstzahler', 'privat'],
    ['BG Verkehr', 'berufsgenossenschaft'], // DOMAIN.md "Co-payment": work accident billed to the BG
    ['Berufsgenossenschaft Verkehr', 'berufsgenossenschaft'],
    ['TK', 'krankenkasse'], // § 61 SGB V: an insurer ride
    ['Klinikum Frankfurt Höchst', 'krankenkasse'], // not marked: the default kind, as before
  ])('the payer of %j is %s', (name, payer) => {
    expect(payerOf(name, [])).toBe(payer);
  });

  // The kind the Inhaber gave the payer in the insurer settings (issue 38).
  const settings: PayerSetting[] = [
    { krankenkasse: 'Klinikum Frankfurt Höchst', art: 'krankenhaus' },
    { krankenkasse: 'VBG', art: 'berufsgenossenschaft' },
    { krankenkasse: 'AOK Hessen', art: 'krankenkasse' },
    { krankenkasse: 'BG Klinik Frankfurt', art: 'krankenhaus' },
    { krankenkasse: 'Privatklinik', art: 'krankenhaus' },
  ];
  it.each<[string, string | null, boolean, Payer]>([
    // DOMAIN.md "Co-payment": a transfer a hospital pays has the hospital as its payer
    ['a hospital marked so', 'Klinikum Frankfurt Höchst', false, 'krankenhaus'],
    ['matched case-insensitively, spaces collapsed', '  klinikum  frankfurt HÖCHST ', false, 'krankenhaus'],
    // The hospital pays its own transfer, even after a work accident (DOMAIN.md "Co-payment")
    ['a hospital, work accident', 'Klinikum Frankfurt Höchst', true, 'krankenhaus'],
    // A marked hospital wins over the BG name rule
    ['a hospital whose name starts with BG', 'BG Klinik Frankfurt', false, 'krankenhaus'],
    // A private name stays private, whatever the settings say (the form refuses such an entry)
    ['"Privat…" stays private', 'Privatklinik', false, 'privat'],
    // A BG the name rule would miss, marked by the Inhaber
    ['a BG marked so', 'VBG', false, 'berufsgenossenschaft'],
    // Marked Krankenkasse = the default: the name rules and a work accident still apply
    ['a Krankenkasse marked so', 'AOK Hessen', false, 'krankenkasse'],
    ['a Krankenkasse, work accident → the BG', 'AOK Hessen', true, 'berufsgenossenschaft'], // DOMAIN.md "Co-payment"
    ['an unlisted insurer, work accident → the BG', 'TK', true, 'berufsgenossenschaft'],
    ['a private ride, work accident: still private', 'Privat', true, 'privat'],
    ['no payer, work accident: still private', null, true, 'privat'],
  ])('%s', (_case, name, workAccident, payer) => {
    expect(payerOf(name, settings, workAccident)).toBe(payer);
  });

  it.each([
    ['Privat', true],
    ['selbstzahler (bar)', true],
    ['  ', true],
    ['Klinikum', false],
  ])('%j is a private payer name: %s', (name, expected) => {
    expect(isPrivatePayerName(name)).toBe(expected);
  });
});
