// Paging of the bookings list (SPEC.md §9): 50 per page, at most 5 page buttons, the current page
// centred in the window and the window pinned at both ends.

export const BOOKINGS_PAGE_SIZE = 50;
export const MAX_PAGE_BUTTONS = 5;

export function pageCount(total: number, pageSize = BOOKINGS_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / pageSize));
}

/** The page (1-based) clamped to the pages that exist. */
export function clampPage(page: number, pages: number): number {
  if (!Number.isFinite(page)) return 1;
  return Math.min(Math.max(1, Math.trunc(page)), Math.max(1, pages));
}

/** The page numbers to show as buttons. */
export function pageWindow(current: number, pages: number, size = MAX_PAGE_BUTTONS): number[] {
  const total = Math.max(1, Math.trunc(pages));
  const width = Math.min(size, total);
  const page = clampPage(current, total);
  let start = page - Math.floor(width / 2);
  start = Math.max(1, Math.min(start, total - width + 1));
  return Array.from({ length: width }, (_, i) => start + i);
}
