import { describe, expect, it } from 'vitest';
import {
  CORRECTION_COLUMNS,
  CORRECTION_NUMBER_COLUMNS,
  correctionCsvRecord,
  correctionHref,
  correctionPrefill,
  forderungCents,
  parseCorrectionForm,
  sameClaim,
  withdrawnClaim,
  type CorrectionLine,
  type RideClaim,
} from './package-correction';
import { spreadsheetTable } from '#app/domain/text/formula-start';

const base = { buchungsnummer: 'kf-2026-00042 ', fahrt: 'hin', grund: '  Umleitung   wegen Baustelle ' };

describe('the correction form', () => {
  it.each([
    ['km only', { km: '20' }, { km: 20, wartezeitMinuten: null, nichtAbrechnen: false }],
    ['waiting time only', { wartezeit: '30 min' }, { km: null, wartezeitMinuten: 30, nichtAbrechnen: false }],
    [
      'km with a comma and unit',
      { km: '12,5 km', wartezeit: '0' },
      { km: 12.5, wartezeitMinuten: 0, nichtAbrechnen: false },
    ],
    [
      'claim withdrawn: km and waiting time ignored',
      { nichtAbrechnen: 'on', km: 'egal', wartezeit: 'x' },
      { km: null, wartezeitMinuten: null, nichtAbrechnen: true },
    ],
  ])('reads %s', (_name, values, expected) => {
    expect(parseCorrectionForm({ ...base, ...values })).toEqual({
      success: true,
      data: { bookingNumber: 'KF-2026-00042', leg: 'hin', grund: 'Umleitung wegen Baustelle', ...expected },
    });
  });

  it.each([
    [
      'no number',
      { buchungsnummer: '' },
      'buchungsnummer',
      'Bitte geben Sie die Buchungsnummer ein, z. B. KF-2026-00042.',
    ],
    [
      'a number of another shape',
      { buchungsnummer: 'RE-2026-00042' },
      'buchungsnummer',
      'Bitte geben Sie die Buchungsnummer ein, z. B. KF-2026-00042.',
    ],
    ['no leg', { fahrt: 'beide' }, 'fahrt', 'Bitte wählen Sie die Hinfahrt oder die Rückfahrt.'],
    [
      'nothing to correct',
      {},
      'km',
      'Bitte geben Sie die richtigen Kilometer oder die richtige Wartezeit ein, oder wählen Sie „Fahrt nicht abrechnen“.',
    ],
    [
      'km with two decimals',
      { km: '12,55' },
      'km',
      'Bitte geben Sie die Kilometer als Zahl mit höchstens einer Nachkommastelle ein, z. B. 12,5.',
    ],
    ['km above the limit', { km: '10001' }, 'km', 'Die Kilometer dürfen höchstens 10.000 betragen.'],
    [
      'waiting time above a day',
      { km: '5', wartezeit: '1441' },
      'wartezeit',
      'Die Wartezeit darf höchstens 1440 Minuten betragen.',
    ],
    ['no reason', { km: '5', grund: '   ' }, 'grund', 'Bitte geben Sie den Grund der Korrektur an.'],
    [
      'a reason of 501 characters',
      { km: '5', grund: 'x'.repeat(501) },
      'grund',
      'Der Grund darf höchstens 500 Zeichen lang sein.',
    ],
  ])('refuses %s', (_name, values, field, message) => {
    const result = parseCorrectionForm({ ...base, ...values });
    expect(result.success).toBe(false);
    if (!result.success) expect(result.fieldErrors[field as keyof typeof result.fieldErrors]).toBe(message);
  });

  it('accepts a reason of exactly 500 characters', () => {
    expect(parseCorrectionForm({ ...base, km: '5', grund: 'x'.repeat(500) }).success).toBe(true);
  });
});

const billed: RideClaim = {
  km: 12.5,
  wartezeitMinuten: null,
  betragCents: 5275,
  zuzahlungCents: 528,
  ustSatz: 7,
  ustCents: 345,
};

describe('the claim', () => {
  it('is the price less the co-payment; withdrawn it is nothing', () => {
    expect(forderungCents(billed)).toBe(4747);
    expect(withdrawnClaim(billed)).toEqual({ ...billed, betragCents: 0, zuzahlungCents: 0, ustCents: 0 });
    expect(forderungCents(withdrawnClaim(billed))).toBe(0);
  });

  it.each([
    ['the same values', {}, true],
    ['no waiting time and 0 minutes', { wartezeitMinuten: 0 }, true],
    ['other km at the same price (within the included km)', { km: 9 }, false],
    ['another co-payment', { zuzahlungCents: 500 }, false],
    ['another VAT rate', { ustSatz: 19, ustCents: 842 }, false],
  ])('compares %s', (_name, change, same) => {
    expect(sameClaim(billed, { ...billed, ...change })).toBe(same);
  });
});

describe('a correction line in the package', () => {
  const line: CorrectionLine = {
    leistungserbringerIk: '260612340',
    kostentraegerIk: '105313145',
    bookingNumber: 'KF-2026-00042',
    kind: 'rueck',
    datum: '2026-10-14',
    nachname: '@SUM(A1)',
    vorname: 'Erika',
    versichertennummer: 'A123456780',
    billedMonat: '2026-10',
    nichtAbrechnen: false,
    vorher: billed,
    neu: { km: 20, wartezeitMinuten: 15, betragCents: 6400, zuzahlungCents: 640, ustSatz: 7, ustCents: 419 },
    grund: '=1+1',
  };

  it('has one field per column, German numbers, a signed difference and inert text', () => {
    // As the file writes it: text cells made inert, the number columns kept as numbers.
    const record = spreadsheetTable(CORRECTION_COLUMNS, CORRECTION_NUMBER_COLUMNS, [correctionCsvRecord(line)])[1]!;
    expect(record).toHaveLength(CORRECTION_COLUMNS.length);
    expect(Object.fromEntries(CORRECTION_COLUMNS.map((c, i) => [c, record[i]]))).toEqual({
      'IK Leistungserbringer': '260612340',
      Buchungsnummer: 'KF-2026-00042',
      Fahrt: 'Rückfahrt',
      Datum: '14.10.2026',
      Nachname: "'@SUM(A1)",
      Vorname: 'Erika',
      Versichertennummer: 'A123456780',
      'IK Kostenträger': '105313145',
      'Abgerechnet im Monat': '10.2026',
      Art: 'Korrektur',
      'km bisher': '12,5',
      'km neu': '20,0',
      'Wartezeit bisher': '0',
      'Wartezeit neu': '15',
      'Betrag bisher': '52,75',
      'Betrag neu': '64,00',
      'Zuzahlung bisher': '5,28',
      'Zuzahlung neu': '6,40',
      'Forderung bisher': '47,47',
      'Forderung neu': '57,60',
      'Differenz Forderung': '10,13',
      'USt-Satz neu': '7',
      'USt-Betrag neu': '4,19',
      Grund: "'=1+1",
    });
    const storno = correctionCsvRecord({ ...line, nichtAbrechnen: true, neu: withdrawnClaim(line.vorher) });
    expect(storno[CORRECTION_COLUMNS.indexOf('Art')]).toBe('Storno');
    expect(storno[CORRECTION_COLUMNS.indexOf('Differenz Forderung')]).toBe('-47,47');
  });
});

describe('the link from a billed ride', () => {
  it("names the ride and comes back as the form's start", () => {
    const href = correctionHref('KF-2026-00042', 'rueck');
    expect(href).toBe('/app/billing?korrektur=KF-2026-00042&fahrt=rueck#korrekturen');
    const params = new URL(href, 'http://x').searchParams;
    expect(correctionPrefill(params)).toEqual({ buchungsnummer: 'KF-2026-00042', fahrt: 'rueck' });
    expect(correctionPrefill(new URLSearchParams('korrektur=<script>'))).toBeNull();
    expect(correctionPrefill(new URLSearchParams('korrektur=KF-2026-00042&fahrt=x'))).toEqual({
      buchungsnummer: 'KF-2026-00042',
      fahrt: 'hin',
    });
  });
});
