import { describe, expect, it } from 'vitest';
import { spreadsheetCell, spreadsheetTable, startsLikeFormula } from './formula-start';

// Source of every case: OWASP "CSV Injection" (https://owasp.org/www-community/attacks/CSV_Injection):
// cells beginning with = + - @ tab (0x09) or carriage return (0x0D) are prefixed with a single quote.
// The full-width forms: csv-stringify 6.9 lib/api/index.js (escape_formulas, "Apple Numbers").
describe('spreadsheetCell: a text cell starting like a formula gets an apostrophe (OWASP)', () => {
  it.each([
    ['=HYPERLINK("http://x","Klick")', '\'=HYPERLINK("http://x","Klick")'], // OWASP: =
    ['=DDE("cmd";"/C calc";"A1")', '\'=DDE("cmd";"/C calc";"A1")'], // OWASP: =
    ['+49 171 2345678', "'+49 171 2345678"], // OWASP: +
    ['-5', "'-5"], // OWASP: - (in a text column even a number-like value)
    ['-12,50', "'-12,50"], // OWASP: - (text column)
    ['@SUM(A1)', "'@SUM(A1)"], // OWASP: @
    ['\t=1+1', "'\t=1+1"], // OWASP: tab 0x09
    ['\r=1+1', "'\r=1+1"], // OWASP: carriage return 0x0D
    ['\uFF1D1+1', "'\uFF1D1+1"], // csv-stringify: full-width =
    ['\uFF0B1', "'\uFF0B1"], // csv-stringify: full-width +
    ['\uFF0D1', "'\uFF0D1"], // csv-stringify: full-width -
    ['\uFF20A1', "'\uFF20A1"], // csv-stringify: full-width @
    ['Müller', 'Müller'], // OWASP: other first characters stay
    ['Müller-Lüdenscheidt', 'Müller-Lüdenscheidt'], // only the first character counts
    ['a=1', 'a=1'],
    [' =1', ' =1'], // OWASP lists no space
    ['', ''],
  ])('text %j -> %j', (value, cell) => {
    expect(spreadsheetCell(value)).toBe(cell);
    expect(spreadsheetCell(value, 'text')).toBe(cell);
  });

  it.each([
    ['-12,50', '-12,50'], // a negative amount stays a number (our own value, decimal comma)
    ['-47,47', '-47,47'],
    ['0', '0'],
    ['12,5', '12,5'],
    ['7', '7'],
    ['-1+1', "'-1+1"], // not a number: treated as text (OWASP)
    ['=1', "'=1"],
    ['-', "'-"],
    ['+5', "'+5"], // our numbers carry no plus sign
    ['', ''],
  ])('number column %j -> %j', (value, cell) => {
    expect(spreadsheetCell(value, 'number')).toBe(cell);
  });

  it('knows the formula start', () => {
    expect(['=', '+', '-', '@', '\t', '\r'].every((c) => startsLikeFormula(`${c}x`))).toBe(true); // OWASP
    expect(startsLikeFormula('Anna')).toBe(false);
    expect(startsLikeFormula('')).toBe(false);
  });
});

describe('spreadsheetTable: the header and every record, column by column', () => {
  it('keeps numbers in number columns and makes text inert everywhere else', () => {
    const table = spreadsheetTable(['Nachname', 'Betrag'], new Set(['Betrag']), [
      ['=HYPERLINK("x")', '-12,50'],
      ['-12,50', '=1+1'],
    ]);
    expect(table).toEqual([
      ['Nachname', 'Betrag'],
      ['\'=HYPERLINK("x")', '-12,50'],
      ["'-12,50", "'=1+1"],
    ]);
  });
});
