export type Section = { title: string; columns: string[]; rows: (string | number)[][] };

/** Prints each section as an aligned plain-text table. */
export function printTable(sections: Section[]): void {
  for (const section of sections) {
    const cells = [section.columns, ...section.rows.map((row) => row.map(String))];
    const widths = section.columns.map((_, i) => Math.max(...cells.map((row) => (row[i] ?? '').length)));
    const line = (row: string[]) => row.map((cell, i) => cell.padEnd(widths[i]!)).join('  ');
    console.log(`\n${section.title}`);
    console.log(line(section.columns));
    console.log(widths.map((w) => '-'.repeat(w)).join('  '));
    for (const row of cells.slice(1)) console.log(line(row));
  }
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export const round = (value: number, digits = 1) => Number(value.toFixed(digits));
