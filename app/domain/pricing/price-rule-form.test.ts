import { describe, expect, it } from 'vitest';
import { parsePriceRuleForm, zeroedNotice } from './price-rule-form';

const valid = { insurer: ' AOK  Hessen ', mode: 'sitzend', baseFare: '49,50', includedKm: '10', perKm: '1.5' };

describe('price rule form', () => {
  it('parses German and English amounts into cents', () => {
    expect(parsePriceRuleForm(valid)).toEqual({
      success: true,
      data: { insurer: 'AOK Hessen', mode: 'sitzend', baseFareCents: 4950, includedKm: 10, perKmCents: 150 },
      zeroed: [],
    });
  });

  it('turns empty and non-numeric numbers into 0 (SPEC.md §5) and reports the non-numeric ones', () => {
    const result = parsePriceRuleForm({ ...valid, baseFare: '', includedKm: 'zehn', perKm: 'abc' });
    expect(result).toEqual({
      success: true,
      data: { insurer: 'AOK Hessen', mode: 'sitzend', baseFareCents: 0, includedKm: 0, perKmCents: 0 },
      zeroed: ['includedKm', 'perKm'],
    });
    expect(zeroedNotice(['includedKm', 'perKm'])).toBe(
      'Die Eingaben bei Inklusive km und ab km Preis waren keine Zahlen und wurden als 0 gespeichert.',
    );
    expect(zeroedNotice([])).toBeNull();
  });

  it('requires insurer and type', () => {
    expect(parsePriceRuleForm({ ...valid, insurer: '  ', mode: '' })).toEqual({
      success: false,
      fieldErrors: {
        insurer: 'Bitte geben Sie eine Krankenkasse ein.',
        mode: 'Bitte wählen Sie eine Transportart aus.',
      },
    });
    expect(parsePriceRuleForm({ ...valid, mode: 'fliegend' }).success).toBe(false);
  });

  it.each([
    ['baseFare', '-1', 'Die Grundpauschale darf nicht negativ sein.'],
    ['baseFare', '10000,01', 'Die Grundpauschale darf höchstens 10.000,00\u00a0€ betragen.'],
    ['baseFare', '99999999999999999999', 'Die Grundpauschale darf höchstens 10.000,00\u00a0€ betragen.'],
    ['baseFare', '1,999', 'Bitte höchstens zwei Nachkommastellen angeben (z. B. 49,50).'],
    ['perKm', '-0,5', 'Der Kilometerpreis darf nicht negativ sein.'],
    ['perKm', '1000,01', 'Der Kilometerpreis darf höchstens 1.000,00\u00a0€ betragen.'],
    ['includedKm', '-3', 'Die inklusiven Kilometer dürfen nicht negativ sein.'],
    ['includedKm', '10001', 'Die inklusiven Kilometer dürfen höchstens 10.000 km betragen.'],
    ['includedKm', '2,5', 'Bitte ganze Kilometer angeben (z. B. 10).'],
  ])('refuses %s = %j', (field, value, message) => {
    expect(parsePriceRuleForm({ ...valid, [field]: value })).toEqual({
      success: false,
      fieldErrors: { [field]: message },
    });
  });

  it('refuses an insurer name longer than 120 characters', () => {
    const result = parsePriceRuleForm({ ...valid, insurer: 'K'.repeat(10_000) });
    expect(result).toEqual({
      success: false,
      fieldErrors: { insurer: 'Der Name der Krankenkasse darf höchstens 120 Zeichen lang sein.' },
    });
  });
});
