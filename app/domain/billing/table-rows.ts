// Where the rows of a PDF table go (the Sammelliste, issue 39): a row is as tall as its tallest cell, so a
// long name wraps inside its row instead of running over the next rows; a row that does not fit on the
// page starts the next one. Pure: the PDF code measures the wrapped text and draws at these positions.

export type TablePage = {
  /** Where a new page's first row starts (the top margin). */
  top: number;
  /** The lowest a row may reach (page height less the bottom margin). */
  bottom: number;
};

export type RowPlacement = {
  /** True when the row starts a new page (at `top`). */
  newPage: boolean;
  /** The row's top. */
  y: number;
  /** The room the row's text may take: its measured height, at most a whole page (the rest ends in "…"). */
  textHeight: number;
  /** The next row's top. */
  nextY: number;
};

/**
 * The place of a row whose tallest cell measures `textHeight` (wrapped), starting at `y` on the current
 * page. Rows are at least `minHeight` tall and keep `gap` below their text, so consecutive rows never
 * overlap; a row taller than a whole page is cut to the page (its text ends with an ellipsis).
 */
export function placeRow(y: number, textHeight: number, page: TablePage, minHeight: number, gap: number): RowPlacement {
  const room = page.bottom - page.top - gap;
  const text = Math.min(Math.max(textHeight, 0), room);
  const height = Math.max(minHeight, text + gap);
  const newPage = y + height > page.bottom && y > page.top;
  const top = newPage ? page.top : y;
  return { newPage, y: top, textHeight: text, nextY: top + height };
}
