import { describe, expect, it } from 'vitest';
import { csvKm, packageCsvRecord, PACKAGE_COLUMNS, type PackageLeg } from './package-csv';

describe('csvKm: km with one decimal, as docs/features/billing.md documents the CSV', () => {
  it.each([
    [63, '63,0'],
    [8, '8,0'],
    [0, '0,0'],
    [12.5, '12,5'],
    [0.1, '0,1'],
    [9999.9, '9999,9'],
    [10000, '10000,0'],
  ])('%s km -> %s', (km, text) => {
    expect(csvKm(km)).toBe(text);
  });
});

describe('packageCsvRecord', () => {
  const leg: PackageLeg = {
    leistungserbringerIk: '600612340',
    bookingNumber: 'KF-2026-00001',
    kind: 'hin',
    nachname: 'Muster',
    vorname: 'Erika',
    geburtsdatum: '1941-03-09',
    versichertennummer: 'A123456780',
    krankenkasse: 'AOK Hessen',
    kostentraegerIk: '105313145',
    verordnungsdatum: null,
    arzt: null,
    lanr: null,
    bsnr: null,
    unfall: 'nein',
    genehmigungsnummer: null,
    genehmigungsdatum: null,
    abrechnungscode: '46',
    tarifkennzeichen: '06000',
    datum: '2026-10-02',
    uhrzeit: '08:30',
    abgesetztUm: null,
    abholadresse: 'Musterstraße 1, 60311 Frankfurt am Main',
    zieladresse: 'Praxis am Markt, Markt 1, 60311 Frankfurt am Main',
    km: 63,
    wartezeitMinuten: 0,
    lines: [
      { part: 'grundpauschale', label: 'Grundpauschale', positionsnummer: '460001', quantity: 1, cents: 4900 },
      { part: 'kilometer', label: '53 km über 10 km', positionsnummer: '460002', quantity: 53, cents: 7950 },
    ],
    totalCents: 12850,
    coPaymentCents: 1000,
    vatRate: 7,
    vatCents: 841,
  };
  const cell = (record: string[], column: (typeof PACKAGE_COLUMNS)[number]) => record[PACKAGE_COLUMNS.indexOf(column)];

  it('writes whole km with their decimal: "63,0" driven, "53,0" beyond the included ones', () => {
    const record = packageCsvRecord(leg);
    expect(record).toHaveLength(PACKAGE_COLUMNS.length);
    expect(cell(record, 'km')).toBe('63,0');
    expect(cell(record, 'Menge km')).toBe('53,0');
  });

  it('writes 8 km as "8,0" and 12.5 km as "12,5"', () => {
    expect(cell(packageCsvRecord({ ...leg, km: 8, lines: leg.lines.slice(0, 1) }), 'km')).toBe('8,0');
    expect(cell(packageCsvRecord({ ...leg, km: 8, lines: leg.lines.slice(0, 1) }), 'Menge km')).toBe('');
    expect(cell(packageCsvRecord({ ...leg, km: 12.5 }), 'km')).toBe('12,5');
  });
});
