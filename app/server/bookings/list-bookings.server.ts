// The Buchungen list, server-side: filters, search and paging in SQL, one page at a time. The query is
// index-friendly for large tables: plain column predicates (status, transportart, datum), the pg_trgm
// GIN index on search_text for the free-text search, created_at for the order; the count uses the same
// conditions, and no per-row subqueries.
import { and, asc, count, desc, eq, gte, inArray, lt, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { ARCHIVED_STATUSES } from '../../domain/bookings/archive';
import { containsPattern, type BookingListFilters } from '../../domain/bookings/list-filters';
import { BOOKINGS_PAGE_SIZE, clampPage, pageCount } from '../../domain/bookings/pagination';
import type { BookingListRow } from '../../domain/bookings/read-models';
import type { BookingStatus } from '../../domain/bookings/status';
import { transportCode } from '../../domain/bookings/transport';
import type { DbOrTx } from '../db/client.server';
import { bookings } from '../db/schema';


export type { BookingListRow };

export type BookingListPage = { rows: BookingListRow[]; total: number; page: number; pages: number };

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
  if (filters.q) conditions.push(sql`${bookings.searchText} like ${containsPattern(filters.q)} escape '\\'`);
  return and(...conditions);
}

/** `today` is the Berlin date that splits active from archived bookings. */
export async function listBookings(db: DbOrTx, filters: BookingListFilters, today: string): Promise<BookingListPage> {
  const where = listConditions(filters, today);
  const [counted] = await db.select({ n: count() }).from(bookings).where(where);
  const total = Number(counted?.n ?? 0);
  const pages = pageCount(total);
  const page = clampPage(filters.page, pages);
  const offset = (page - 1) * BOOKINGS_PAGE_SIZE;
  // Past the middle, read from the other end: the database skips total - offset rows instead of offset
  // rows, which keeps deep pages (page 1000 of 2000) about as fast as the first ones.
  const fromEnd = offset > total / 2;
  const limit = Math.max(0, Math.min(BOOKINGS_PAGE_SIZE, total - offset));
  const selected = await db
    .select({
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
    })
    .from(bookings)
    .where(where)
    .orderBy(...(fromEnd ? [asc(bookings.createdAt), asc(bookings.id)] : [desc(bookings.createdAt), desc(bookings.id)]))
    .limit(limit)
    .offset(fromEnd ? Math.max(0, total - offset - limit) : offset);
  const rows = fromEnd ? selected.reverse() : selected;
  return {
    total,
    page,
    pages,
    // The special needs stay on the server: the list only needs the derived code.
    rows: rows.map(({ besonderheiten, status, ...row }) => ({
      ...row,
      status,
      code: transportCode({ transportart: row.transportart, besonderheiten }),
    })),
  };
}
