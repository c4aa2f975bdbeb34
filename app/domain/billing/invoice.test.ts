import { describe, expect, it } from 'vitest';
import { formatInvoiceNumber, invoiceKind, parseInvoiceNumber, REQUIRED_INVOICE_FIELDS } from './invoice';

describe('small-amount or full invoice', () => {
  it.each([
    [0, 'kleinbetragsrechnung'],
    [24_999, 'kleinbetragsrechnung'],
    [25_000, 'kleinbetragsrechnung'], // 250,00 € is still a small amount
    [25_001, 'rechnung'],
    [-25_000, 'kleinbetragsrechnung'], // the cancellation of a small invoice
    [-25_001, 'rechnung'],
  ])('%d cents gross -> %s', (gross, kind) => {
    expect(invoiceKind(gross)).toBe(kind);
  });

  it('asks more of a full invoice', () => {
    expect(REQUIRED_INVOICE_FIELDS.rechnung).toContain('Fortlaufende Rechnungsnummer');
    expect(REQUIRED_INVOICE_FIELDS.rechnung).toContain('Name und Anschrift des Leistungsempfängers');
    expect(REQUIRED_INVOICE_FIELDS.kleinbetragsrechnung).not.toContain('Fortlaufende Rechnungsnummer');
  });

  it('refuses fractions of cents', () => {
    expect(() => invoiceKind(0.5)).toThrow(RangeError);
  });
});

describe('invoice numbers RE-<year>-<nnnnn>', () => {
  it.each([
    [2026, 1, 'RE-2026-00001'],
    [2026, 42, 'RE-2026-00042'],
    [2026, 99_999, 'RE-2026-99999'],
    [2026, 100_000, 'RE-2026-100000'],
  ])('%d / %d -> %s and back', (year, sequence, text) => {
    expect(formatInvoiceNumber(year, sequence)).toBe(text);
    expect(parseInvoiceNumber(text)).toEqual({ year, sequence });
  });

  it.each([
    'RE-2026-0001',
    'RE-2026-00000',
    'RE-2026-000001',
    'KF-2026-00001',
    'RE-26-00001',
    'RE-2026-00001x',
    'Rechnung RE-2026-00001',
    '',
  ])('does not read %j as an invoice number', (text) => {
    expect(parseInvoiceNumber(text)).toBeNull();
  });

  it('reads a number with surrounding spaces', () => {
    expect(parseInvoiceNumber(' RE-2026-00007 ')).toEqual({ year: 2026, sequence: 7 });
  });

  it('refuses impossible parts', () => {
    expect(() => formatInvoiceNumber(2026, 0)).toThrow(RangeError);
    expect(() => formatInvoiceNumber(26, 1)).toThrow(RangeError);
    expect(() => formatInvoiceNumber(2026, 1.5)).toThrow(RangeError);
  });
});
