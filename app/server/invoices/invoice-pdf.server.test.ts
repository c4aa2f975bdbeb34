import { describe, expect, it } from 'vitest';
import { pdfSafe } from './invoice-pdf.server';

describe('pdfSafe (WinAnsi text of the standard fonts)', () => {
  it.each([
    ['Grundpauschale 49,00 €', 'Grundpauschale 49,00 €'],
    ['Straße, Größe, Übergabe', 'Straße, Größe, Übergabe'],
    ['15.01.2030 – 20.01.2030 · 1 × Fahrt', '15.01.2030 – 20.01.2030 · 1 × Fahrt'],
    ['„Zitat“', '„Zitat“'],
    ['A → B', 'A -> B'],
    ['12\u202f345', '12 345'],
    ['Łódź', '?ód?'],
    ['😀', '?'],
  ])('%s -> %s', (input, expected) => {
    expect(pdfSafe(input)).toBe(expected);
  });
});
