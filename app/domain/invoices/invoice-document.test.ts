import { describe, expect, it } from 'vitest';
import {
  buildInvoiceDocument,
  issuerProblem,
  missingIssuerData,
  servicePeriod,
  type InvoiceDocumentInput,
  type InvoiceIssuer,
} from './invoice-document';

const issuer: InvoiceIssuer = {
  name: 'Musterfirma Krankenfahrten',
  inhaber: 'Max Mustermann',
  strasse: 'Musterstraße 12',
  plzOrt: '60311 Frankfurt am Main',
  telefon: '069 90009 123',
  email: 'info@example.org',
  steuernummer: '045 123 45678',
  ustId: null,
  ik: '600612340',
  bankName: 'Frankfurter Volksbank',
  iban: 'DE89370400440532013000',
  bic: 'COBADEFFXXX',
  zahlungszielTage: 14,
};
const base: InvoiceDocumentInput = {
  art: 'rechnung',
  nummer: 'RE-2030-00001',
  rechnungsdatum: '2030-01-20',
  issuer,
  recipient: { name: 'Erika Musterfrau', adresse: 'Musterstraße 1\n60311 Frankfurt am Main' },
  lines: [{ leistungsdatum: '2030-01-15', beschreibung: 'Krankenfahrt', bruttoCents: 5400, kategorie: 'regel' }],
};

describe('buildInvoiceDocument', () => {
  it.each([
    // gross per line and category -> totals rows
    [
      [[5400, 'regel']],
      ['Nettobetrag 19 %: 45,38 €', 'Umsatzsteuer 19 %: 8,62 €', 'Gesamtbetrag (brutto): 54,00 €'],
      'kleinbetragsrechnung',
    ],
    [
      [
        [5350, 'ermaessigt'],
        [5350, 'ermaessigt'],
      ],
      ['Nettobetrag 7 %: 100,00 €', 'Umsatzsteuer 7 %: 7,00 €', 'Gesamtbetrag (brutto): 107,00 €'],
      'kleinbetragsrechnung',
    ],
    [
      [
        [11900, 'regel'],
        [10700, 'ermaessigt'],
        [5000, 'steuerfrei'],
      ],
      [
        'Nettobetrag 19 %: 100,00 €',
        'Umsatzsteuer 19 %: 19,00 €',
        'Nettobetrag 7 %: 100,00 €',
        'Umsatzsteuer 7 %: 7,00 €',
        'Steuerfreie Umsätze (0 %): 50,00 €',
        'Gesamtbetrag (brutto): 276,00 €',
      ],
      'rechnung',
    ],
    [
      [[25000, 'regel']],
      ['Nettobetrag 19 %: 210,08 €', 'Umsatzsteuer 19 %: 39,92 €', 'Gesamtbetrag (brutto): 250,00 €'],
      'kleinbetragsrechnung',
    ],
    [
      [[25001, 'regel']],
      ['Nettobetrag 19 %: 210,09 €', 'Umsatzsteuer 19 %: 39,92 €', 'Gesamtbetrag (brutto): 250,01 €'],
      'rechnung',
    ],
  ] as const)('%j -> %j (%s)', (lines, totals, form) => {
    const doc = buildInvoiceDocument({
      ...base,
      lines: lines.map(([bruttoCents, kategorie]) => ({
        leistungsdatum: '2030-01-15',
        beschreibung: 'Fahrt',
        bruttoCents,
        kategorie,
      })),
    });
    expect(doc.totals.map((row) => `${row.label}: ${row.value.replace(/\u00a0/g, ' ')}`)).toEqual(totals);
    expect(doc.form).toBe(form);
  });

  it('names both parties, the number, dates, tax number, IK and the payment term', () => {
    const doc = buildInvoiceDocument(base);
    expect(doc.title).toBe('Rechnung');
    expect(doc.issuerLines).toEqual([
      'Musterfirma Krankenfahrten',
      'Inhaber: Max Mustermann',
      'Musterstraße 12',
      '60311 Frankfurt am Main',
    ]);
    expect(doc.recipientLines).toEqual(['Erika Musterfrau', 'Musterstraße 1', '60311 Frankfurt am Main']);
    expect(doc.facts).toEqual([
      { label: 'Rechnungsnummer', value: 'RE-2030-00001' },
      { label: 'Rechnungsdatum', value: '20.01.2030' },
      { label: 'Leistungsdatum', value: '15.01.2030' },
      { label: 'Steuernummer', value: '045 123 45678' },
      { label: 'IK', value: '600612340' },
    ]);
    expect(doc.rows).toEqual([
      {
        position: '1',
        datum: '15.01.2030',
        leistung: '1 × Krankenfahrt',
        ust: '19 %',
        betrag: expect.stringContaining('54,00'),
      },
    ]);
    expect(doc.notes[0]).toBe(
      'Bitte überweisen Sie den Gesamtbetrag bis zum 03.02.2030 auf das Konto bei der Frankfurter Volksbank, IBAN DE89 3704 0044 0532 0130 00, BIC COBADEFFXXX unter Angabe der Nummer RE-2030-00001.',
    );
  });

  it('a Storno names the cancelled invoice and its reason and asks for no payment', () => {
    const doc = buildInvoiceDocument({
      ...base,
      art: 'storno',
      nummer: 'RE-2030-00002',
      lines: [{ ...base.lines[0]!, bruttoCents: -5400 }],
      cancels: { nummer: 'RE-2030-00001', rechnungsdatum: '2030-01-20', grund: 'Doppelt erfasst' },
    });
    expect(doc.title).toBe('Stornorechnung zu RE-2030-00001');
    expect(doc.facts).toContainEqual({ label: 'Storniert Rechnung', value: 'RE-2030-00001 vom 20.01.2030' });
    expect(doc.intro).toBe('Hiermit stornieren wir die Rechnung RE-2030-00001 vollständig. Grund: Doppelt erfasst');
    expect(doc.grossCents).toBe(-5400);
    expect(doc.notes.join(' ')).not.toContain('überweisen');
  });

  it("names each line's VAT category and its short reason under the line (issue 38); older lines have none", () => {
    const doc = buildInvoiceDocument({
      ...base,
      lines: [
        {
          leistungsdatum: '2030-01-15',
          beschreibung: 'Krankenfahrt',
          bruttoCents: 5400,
          kategorie: 'regel',
          ustGrund: '19 %: Mietwagen',
        },
        {
          leistungsdatum: '2030-01-15',
          beschreibung: 'Rückfahrt',
          bruttoCents: 5400,
          kategorie: 'regel',
          ustGrund: null,
        },
      ],
    });
    expect(doc.rows.map((row) => [row.leistung, row.ust])).toEqual([
      ['1 × Krankenfahrt\nUSt 19 %: Mietwagen', '19 %'],
      ['1 × Rückfahrt', '19 %'],
    ]);
  });

  it('a period of several days', () => {
    expect(servicePeriod(['2030-01-20', '2030-01-15', '2030-01-17'])).toEqual({
      from: '2030-01-15',
      to: '2030-01-20',
      text: '15.01.2030 – 20.01.2030',
    });
  });

  it('refuses without lines', () => {
    expect(() => buildInvoiceDocument({ ...base, lines: [] })).toThrow(RangeError);
  });
});

describe('company data complete for an invoice (tax number or valid VAT id, IBAN)', () => {
  const iban = 'DE89370400440532013000';
  it.each([
    [{ steuernummer: '045 123 45678', ustId: null, iban }, []],
    [{ steuernummer: null, ustId: 'DE136695976', iban }, []],
    [{ steuernummer: '045 123 45678', ustId: 'DE136695976', iban }, []],
    [
      { steuernummer: null, ustId: null, iban: null },
      ['Steuernummer oder USt-IdNr.', 'IBAN für die Zahlungsaufforderung'],
    ],
    [{ steuernummer: '  ', ustId: '', iban }, ['Steuernummer oder USt-IdNr.']],
    [{ steuernummer: '045 123 45678', ustId: null, iban: '' }, ['IBAN für die Zahlungsaufforderung']],
    // The demo value of earlier versions, stored by saving the prefilled form: never printed.
    [
      { steuernummer: null, ustId: 'DE000000000', iban },
      ['Steuernummer oder eine gültige USt-IdNr. (DE000000000 ist ungültig)'],
    ],
    [
      { steuernummer: '045 123 45678', ustId: 'DE000000000', iban },
      ['eine gültige USt-IdNr. (DE000000000 ist ungültig; oder das Feld leeren)'],
    ],
  ])('%j -> %j', (issuerData, missing) => {
    expect(missingIssuerData(issuerData)).toEqual(missing);
  });

  it('says what is missing and where to enter it, or nothing when complete', () => {
    expect(issuerProblem({ steuernummer: null, ustId: null, iban: null })).toBe(
      'Bevor Rechnungen und Belege erstellt werden können, fehlen in den Rechnungsdaten: Steuernummer oder USt-IdNr.; IBAN für die Zahlungsaufforderung. Bitte tragen Sie sie unter Einstellungen → Rechnungsdaten ein.',
    );
    expect(issuerProblem(issuer)).toBeNull();
  });
});
