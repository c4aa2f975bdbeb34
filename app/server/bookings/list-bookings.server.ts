// The Buchungen list, server-side: filters, search and paging in SQL, one page at a time. The query is
// index-friendly for large tables: plain column predicates (status, transportart, datum), the pg_trgm
// GIN index on search_text for the free-text search, created_at for the order; the count uses the same
// conditions, and no per-row subqueries. The count stops at LIST_COUNT_CAP rows (issue 15): an exact
// count(*) over tens of thousands of matches cost more than the page itself, and the screen says
// "mehr als 1.000" instead.
import { and, asc, count, desc, eq, gte, inArray, lt, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { ARCHIVED_STATUSES } from '../../domain/bookings/archive';
import { containsPattern, type BookingListFilters } from '../../domain/bookings/list-filters';
import { toE164 } from '../../domain/patients/phone';
import { BOOKINGS_PAGE_SIZE, clampPage, pageCount } from '../../domain/bookings/pagination';
import type { BookingListRow } from '../../domain/bookings/read-models';
import type { BookingStatus } from '../../domain/bookings/status';
import { transportCode } from '../../domain/bookings/transport';
import type { DbOrTx } from '../db/client.server';
import { bookings } from '../db/schema';


export type { BookingListRow };

/**
 * `total` is exact unless `totalCapped`: then more than `total` bookings match, and `pages` is a lower
 * bound (at least one page beyond the current one while more rows follow).
 */
export type BookingListPage = { rows: BookingListRow[]; total: number; totalCapped: boolean; page: number; pages: number };

/** Matches are counted up to this number; the list shows "mehr als 1.000" beyond. */
export const LIST_COUNT_CAP = 1000;

/**
 * The archive condition of DESIGN.md (archived = trip before today AND status closed) and its negation
 * for the active view. With a status filter it is folded into plain predicates the indexes can use: a
 * closed status is active exactly from today on, an open status is always active (never archived).
 */
function archiveCondition(archived: boolean, today: string, status: BookingStatus | null): SQL | undefined {
  const closed = [...ARCHIVED_STATUSES];
  if (status) {
    if (closed.includes(status)) return archived ? lt(bookings.datum, today) : gte(bookings.datum, today);
    return archived ? sql`false` : undefined;
  }
  return archived
    ? and(lt(bookings.datum, today), inArray(bookings.status, closed))!
    : or(gte(bookings.datum, today), notInArray(bookings.status, closed))!;
}

export function listConditions(filters: Omit<BookingListFilters, 'page'>, today: string): SQL | undefined {
  const conditions: (SQL | undefined)[] = [archiveCondition(filters.archived, today, filters.status)];
  if (filters.status) conditions.push(eq(bookings.status, filters.status));
  if (filters.type) conditions.push(eq(bookings.transportart, filters.type));
  if (filters.q) {
    const text = sql`${bookings.searchText} like ${containsPattern(filters.q)} escape '\\'`;
    // A phone number in any common form finds the stored E.164 ("069 1234567" -> "+49691234567").
    const phone = toE164(filters.q);
    conditions.push(phone ? or(text, sql`${bookings.searchText} like ${containsPattern(phone)} escape '\\'`) : text);
  }
  return and(...conditions);
}

const columns = {
  id: bookings.id,
  bookingNumber: bookings.bookingNumber,
  datum: bookings.datum,
  uhrzeit: bookings.uhrzeit,
  vorname: bookings.vorname,
  nachname: bookings.nachname,
  transportart: bookings.transportart,
  besonderheiten: bookings.besonderheiten,
  krankenkasse: bookings.krankenkasse,
  abholadresse: bookings.abholadresse,
  zieladresse: bookings.zieladresse,
  status: bookings.status,
  assignedDriverId: bookings.assignedDriverId,
};
/** Pages that start beyond this many times the cap are read with an exact count, from the nearer end. */
const DEEP_OFFSET_FACTOR = 4;
const newestFirst = [desc(bookings.createdAt), desc(bookings.id)];
const oldestFirst = [asc(bookings.createdAt), asc(bookings.id)];

/** `today` is the Berlin date that splits active from archived bookings. */
export async function listBookings(
  db: DbOrTx,
  filters: BookingListFilters,
  today: string,
  options: { countCap?: number } = {},
): Promise<BookingListPage> {
  const cap = options.countCap ?? LIST_COUNT_CAP;
  const where = listConditions(filters, today);
  // Counting stops after cap + 1 matching rows: the database reads no further than that.
  const [counted] = await db.select({ n: count() }).from(db.select({ one: sql`1` }).from(bookings).where(where).limit(cap + 1).as('matching'));
  const matching = Number(counted?.n ?? 0);
  if (matching > cap) {
    // Near the start (where dispatchers work), skipping rows is cheap and no exact count is needed.
    const capped = (filters.page - 1) * BOOKINGS_PAGE_SIZE < DEEP_OFFSET_FACTOR * cap ? await cappedPage(db, where, filters.page, cap) : null;
    if (capped) return capped;
    // A deep page (from the far end is faster) or one beyond the end (an old link): count exactly.
    const [all] = await db.select({ n: count() }).from(bookings).where(where);
    return exactPage(db, where, filters.page, Number(all?.n ?? 0));
  }
  return exactPage(db, where, filters.page, matching);
}

/** More than `cap` matches: read the page and one row more, which says whether a next page exists. */
async function cappedPage(db: DbOrTx, where: SQL | undefined, requested: number, cap: number): Promise<BookingListPage | null> {
  const page = clampPage(requested, Number.MAX_SAFE_INTEGER);
  const selected = await rowsQuery(db, where)
    .orderBy(...newestFirst)
    .limit(BOOKINGS_PAGE_SIZE + 1)
    .offset((page - 1) * BOOKINGS_PAGE_SIZE);
  if (selected.length === 0) return null;
  const hasNext = selected.length > BOOKINGS_PAGE_SIZE;
  const pages = Math.max(pageCount(cap + 1), hasNext ? page + 1 : page);
  return { total: cap, totalCapped: true, page, pages, rows: toRows(selected.slice(0, BOOKINGS_PAGE_SIZE)) };
}

async function exactPage(db: DbOrTx, where: SQL | undefined, requested: number, total: number): Promise<BookingListPage> {
  const pages = pageCount(total);
  const page = clampPage(requested, pages);
  const offset = (page - 1) * BOOKINGS_PAGE_SIZE;
  // Past the middle, read from the other end: the database skips total - offset rows instead of offset
  // rows, which keeps deep pages (page 1000 of 2000) about as fast as the first ones.
  const fromEnd = offset > total / 2;
  const limit = Math.max(0, Math.min(BOOKINGS_PAGE_SIZE, total - offset));
  const selected = await rowsQuery(db, where)
    .orderBy(...(fromEnd ? oldestFirst : newestFirst))
    .limit(limit)
    .offset(fromEnd ? Math.max(0, total - offset - limit) : offset);
  return { total, totalCapped: false, page, pages, rows: toRows(fromEnd ? selected.reverse() : selected) };
}

function rowsQuery(db: DbOrTx, where: SQL | undefined) {
  return db.select(columns).from(bookings).where(where).$dynamic();
}
type SelectedRow = Awaited<ReturnType<typeof rowsQuery>>[number];

// The special needs stay on the server: the list only needs the derived code.
function toRows(rows: SelectedRow[]): BookingListRow[] {
  return rows.map(({ besonderheiten, status, ...row }) => ({
    ...row,
    status,
    code: transportCode({ transportart: row.transportart, besonderheiten }),
  }));
}
