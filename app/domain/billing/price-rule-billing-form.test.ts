import { describe, expect, it } from 'vitest';
import { BILLING_DEFAULTS, billingFormDefaults, parsePriceRuleBillingForm } from './price-rule-billing-form';

const full = {
  kostentraegerIk: '105 313 145',
  abrechnungscode: '46',
  tarifkennzeichen: '06abc',
  posGrundpauschale: '460001',
  posKilometer: '460002',
  posWartezeit: '460003',
  wartezeitBetrag: '8,00',
  wartezeitTakt: '15',
  wartezeitFrei: '5',
  wartezeitZaehlung: 'vollendet',
  ustErmaessigt: 'nein',
  zuschlag1Bezeichnung: ' Tragestuhl ',
  zuschlag1Betrag: '25',
  zuschlag1Position: '460010',
  zuschlag2Bezeichnung: 'Treppe',
  zuschlag2Betrag: '15,50',
  zuschlag2Bedingung: 'merkmal:treppen',
};

describe('billing part of a price rule', () => {
  it('takes the defaults when the fields are absent (SPEC.md short form)', () => {
    expect(parsePriceRuleBillingForm({})).toEqual({ success: true, data: BILLING_DEFAULTS });
  });

  it('parses every field, the IK with its check digit', () => {
    expect(parsePriceRuleBillingForm(full)).toEqual({
      success: true,
      data: {
        kostentraegerIk: '105313145',
        abrechnungscode: '46',
        tarifkennzeichen: '06ABC',
        posGrundpauschale: '460001',
        posKilometer: '460002',
        posWartezeit: '460003',
        wartezeitCents: 800,
        wartezeitTaktMinuten: 15,
        wartezeitFreiMinuten: 5,
        wartezeitZaehlung: 'vollendet',
        ustErmaessigt: false,
        zuschlaege: [
          { code: 'z1', label: 'Tragestuhl', cents: 2500, positionsnummer: '460010', bedingung: { art: 'alle' } },
          {
            code: 'z2',
            label: 'Treppe',
            cents: 1550,
            positionsnummer: null,
            bedingung: { art: 'merkmal', merkmal: 'treppen' },
          },
        ],
      },
    });
  });

  it('round-trips through the edit form', () => {
    const parsed = parsePriceRuleBillingForm(full);
    if (!parsed.success) throw new Error('expected success');
    expect(parsePriceRuleBillingForm(billingFormDefaults(parsed.data))).toEqual(parsed);
  });

  it.each([
    [
      'kostentraegerIk',
      '105313146',
      'Das Institutionskennzeichen (IK) ist nicht gültig (Prüfziffer stimmt nicht). Bitte prüfen Sie die Eingabe.',
    ],
    ['kostentraegerIk', '12345', 'Das Institutionskennzeichen (IK) hat genau 9 Ziffern, z. B. 105313145.'],
    ['abrechnungscode', '4a', 'Der Abrechnungscode hat genau 2 Ziffern (46 = Taxi/Mietwagen).'],
    [
      'tarifkennzeichen',
      '0600',
      'Das Tarifkennzeichen hat genau 5 Zeichen (Tarifbereich 2 + Sondertarif 3), z. B. 06000.',
    ],
    ['posKilometer', '46000', 'Die Positionsnummer der Kilometer hat genau 6 Ziffern, z. B. 460001.'],
    ['wartezeitBetrag', '-1', 'Der Wartezeitpreis darf nicht negativ sein.'],
    ['wartezeitBetrag', '8,001', 'Bitte höchstens zwei Nachkommastellen angeben (z. B. 8,00).'],
    ['wartezeitTakt', '0', 'Der Wartezeittakt liegt zwischen 1 und 240 Minuten.'],
    ['wartezeitTakt', 'viertel', 'Bitte geben Sie den Wartezeittakt in ganzen Minuten an.'],
    ['zuschlag1Betrag', 'viel', 'Bitte geben Sie den Zuschlag als Betrag ein, z. B. 8,00.'],
    ['wartezeitZaehlung', 'manchmal', 'Bitte wählen Sie, wie die Wartezeit gezählt wird.'],
    ['ustErmaessigt', 'vielleicht', 'Bitte wählen Sie den Umsatzsteuersatz.'],
    ['zuschlag1Betrag', '', 'Bitte geben Sie den Betrag des Zuschlags ein.'],
    ['zuschlag1Bedingung', 'transport:hubschrauber', 'Bitte wählen Sie, für welche Fahrten der Zuschlag gilt.'],
    ['zuschlag2Bedingung', 'merkmal:hinweis', 'Bitte wählen Sie, für welche Fahrten der Zuschlag gilt.'],
    ['zuschlag2Bedingung', 'irgendwas', 'Bitte wählen Sie, für welche Fahrten der Zuschlag gilt.'],
  ])('refuses %s = %j with a German message', (field, value, message) => {
    expect(parsePriceRuleBillingForm({ ...full, [field]: value })).toEqual({
      success: false,
      fieldErrors: { [field]: message },
    });
  });

  it('refuses a condition on an empty surcharge slot; "alle Fahrten" there is the default', () => {
    expect(parsePriceRuleBillingForm({ zuschlag2Bedingung: 'transport:liegend' })).toEqual({
      success: false,
      fieldErrors: { zuschlag2Bedingung: 'Eine Bedingung gilt nur für einen Zuschlag mit Bezeichnung und Betrag.' },
    });
    expect(parsePriceRuleBillingForm({ zuschlag1Bedingung: 'alle', zuschlag2Bedingung: '' })).toEqual({
      success: true,
      data: BILLING_DEFAULTS,
    });
  });

  it('shows a rule stored before conditions existed as "alle Fahrten"', () => {
    const old = {
      ...BILLING_DEFAULTS,
      zuschlaege: [{ code: 'z1', label: 'Tragestuhl', cents: 2500, positionsnummer: null }],
    };
    expect(billingFormDefaults(old)).toMatchObject({ zuschlag1Bedingung: 'alle', zuschlag2Bedingung: 'alle' });
  });

  it('needs a name for a surcharge with an amount', () => {
    expect(parsePriceRuleBillingForm({ zuschlag2Betrag: '5' })).toEqual({
      success: false,
      fieldErrors: { zuschlag2Bezeichnung: 'Bitte benennen Sie den Zuschlag (z. B. Tragestuhl).' },
    });
  });
});
