// CSV injection (issue 39): a spreadsheet program reads a cell that starts with = + - @, a tab or a CR as
// a formula, so a patient named `=HYPERLINK(…)` would become a live link at the billing centre. One rule
// for both ends: every CSV cell we write is made inert (OWASP "CSV Injection": prefix an apostrophe), and
// fields where a name or an address cannot sensibly start that way refuse such values at input.

// OWASP's characters, plus their full-width forms, which Apple Numbers folds into the ASCII ones (as
// csv-stringify's escape_formulas does).
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;

/** What a CSV column holds: our own number (amount, km, minutes, rate) or text. */
export type CellKind = 'text' | 'number';

// A number as our CSVs write it: German decimal comma, optional minus ("-47,47", "12,5", "7").
const GERMAN_NUMBER = /^-?\d+(?:,\d+)?$/;

/** True when a spreadsheet program would read `value` as the start of a formula. */
export function startsLikeFormula(value: string): boolean {
  return FORMULA_START.test(value);
}

/**
 * `value` as a CSV cell that a spreadsheet program keeps as what it is: a cell starting like a formula
 * gets a leading apostrophe. In a number column a plain number stays as it is, so a negative amount
 * ("-47,47", a correction's difference) remains a number for the billing centre's sums; anything else
 * there is treated as text. csv-stringify's own `escape_formulas` cannot tell this: our numbers are
 * strings (decimal comma), and it would prefix every negative amount.
 */
export function spreadsheetCell(value: string, kind: CellKind = 'text'): string {
  if (kind === 'number' && GERMAN_NUMBER.test(value)) return value;
  return startsLikeFormula(value) ? `'${value}` : value;
}

/** The header and records of a CSV with every cell made inert; `numberColumns` names the number columns. */
export function spreadsheetTable(
  header: readonly string[],
  numberColumns: ReadonlySet<string>,
  records: readonly (readonly string[])[],
): string[][] {
  const kinds = header.map((title): CellKind => (numberColumns.has(title) ? 'number' : 'text'));
  return [header, ...records].map((record) =>
    record.map((cell, index) => spreadsheetCell(cell, kinds[index] ?? 'text')),
  );
}

/** The input message of a field that refuses a formula start (names, addresses, insurer names). */
export const FORMULA_START_MESSAGE = 'Diese Angabe darf nicht mit =, +, - oder @ beginnen.';
