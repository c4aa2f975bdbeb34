import { describe, expect, it } from 'vitest';
import { placeRow } from './table-rows';

// A4 landscape with 36 pt margins (the Sammelliste): 595.28 pt high, rows from 36 to 559.28.
const PAGE = { top: 36, bottom: 559.28 };
const MIN = 15;
// One 8 pt line (pdfkit: 9.25 pt) plus this gap is the old fixed 15 pt row.
const GAP = 5.75;

describe('placeRow: rows of the Sammelliste never overlap', () => {
  it.each([
    // [case, y, measured text height, expected placement] – sources: the layout rule in table-rows.ts
    [
      'one line (8 pt text, 9.25 pt line) keeps the old 15 pt row',
      100,
      9.25,
      { newPage: false, y: 100, textHeight: 9.25, nextY: 115 },
    ],
    ['an empty row is still 15 pt', 100, 0, { newPage: false, y: 100, textHeight: 0, nextY: 115 }],
    [
      'a name wrapped to 4 lines makes the row 4 lines tall',
      100,
      37,
      { newPage: false, y: 100, textHeight: 37, nextY: 142.75 },
    ],
    [
      'a row that just fits stays on the page',
      559.28 - 15,
      9.25,
      { newPage: false, y: 544.28, textHeight: 9.25, nextY: 559.28 },
    ],
    ['a row that does not fit starts the next page', 540, 37, { newPage: true, y: 36, textHeight: 37, nextY: 78.75 }],
    [
      'a row taller than a page is cut to the page',
      36,
      2000,
      { newPage: false, y: 36, textHeight: 559.28 - 36 - 5.75, nextY: 559.28 },
    ],
  ])('%s', (_case, y, textHeight, placement) => {
    expect(placeRow(y, textHeight, PAGE, MIN, GAP)).toEqual(placement);
  });

  it('places a table with long names so each row starts below the previous one', () => {
    const heights = [9.25, 46.25, 9.25, 120, 9.25, 37, 200, 9.25, 300, 9.25];
    let y = 400;
    let page = 1;
    const rows: { page: number; y: number; bottom: number; text: number }[] = [];
    for (const h of heights) {
      const row = placeRow(y, h, PAGE, MIN, GAP);
      if (row.newPage) page += 1;
      rows.push({ page, y: row.y, bottom: row.nextY, text: row.y + row.textHeight });
      y = row.nextY;
    }
    for (const [i, row] of rows.entries()) {
      expect(row.text).toBeLessThanOrEqual(row.bottom); // the text stays inside its row
      expect(row.bottom).toBeLessThanOrEqual(PAGE.bottom); // and on the page
      const next = rows[i + 1];
      if (next && next.page === row.page) expect(next.y).toBeGreaterThanOrEqual(row.bottom);
    }
    expect(rows.at(-1)!.page).toBeGreaterThan(1);
  });
});
