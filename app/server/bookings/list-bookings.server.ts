// The Buchungen list, server-side: filters, search and paging in SQL, one page at a time. The query is
// index-friendly for large tables: plain column predicates (status, transportart, datum), the pg_trgm
// GIN index on search_text for the free-text search, (datum, uhrzeit) and created_at for the order, each
// sort read in segments those indexes deliver (decision 202); the count uses the same conditions, and no
// per-row subqueries. The count stops at LIST_COUNT_CAP rows (issue 15): an exact
// count(*) over tens of thousands of matches cost more than the page itself, and the screen says
// "mehr als 1.000" instead.
import { and, asc, count, desc, eq, gte, inArray, isNull, lt, lte, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { berlinTime } from '#app/domain/berlin-time';
import { CLOSED_ORDER_STATUSES, OPEN_LEG_STATUSES } from '#app/domain/rides/lifecycle';
import { statusIn } from '#app/server/rides/ride-sql.server';
import { handlingFlags } from '#app/domain/bookings/handling-flags';
import {
  containsPattern,
  effectiveSort,
  isOverdue,
  NO_DRIVER,
  searchDate,
  tripDateRange,
  type BookingListFilters,
  type ListSort,
} from '#app/domain/bookings/list-filters';
import { toE164 } from '#app/domain/patients/phone';
import { BOOKINGS_PAGE_SIZE, clampPage, pageCount } from '#app/domain/bookings/pagination';
import type { BookingListRow, ListLeg } from '#app/domain/bookings/read-models';
import type { BookingStatus } from '#app/domain/rides/statuses';
import { transportCode } from '#app/domain/bookings/transport';
import type { DbOrTx } from '#app/server/db/client.server';
import { queryRows } from '#app/server/db/query-rows.server';
import { bookings, drivers, tripLegs } from '#app/server/db/schema';
import { anyOfIds } from '#app/server/db/any-of.server';
import { estimatedRows } from '#app/server/db/query-plan.server';
import { preparedPerDb } from '#app/server/db/prepared.server';

export type { BookingListRow };

/**
 * A listed booking, plus the facts its approval badge starts from (decision 207). They stay on the
 * server: the route sends the rows through `packRows`, which names every field it sends.
 */
export type ListedBooking = BookingListRow & { pflegegrad: number | null; patientenId: string | null };

/**
 * `total` is exact unless `totalCapped`: then more than `total` bookings match, and `pages` is a lower
 * bound (at least one page beyond the current one while more rows follow).
 */
export type BookingListPage = {
  rows: ListedBooking[];
  total: number;
  totalCapped: boolean;
  page: number;
  pages: number;
};

/** Matches are counted up to this number; the list shows "mehr als 1.000" beyond. */
export const LIST_COUNT_CAP = 1000;

/**
 * The archive condition of DESIGN.md (archived = trip before today AND status closed) and its negation
 * for the active view. With a status filter it is folded into plain predicates the indexes can use: a
 * closed status is active exactly from today on, an open status is always active (never archived).
 */
function archiveCondition(archived: boolean, today: string, status: BookingStatus | null): SQL | undefined {
  const closed: BookingStatus[] = [...CLOSED_ORDER_STATUSES];
  if (status) {
    if (closed.includes(status)) return archived ? lt(bookings.datum, today) : gte(bookings.datum, today);
    return archived ? sql`false` : undefined;
  }
  return archived
    ? and(lt(bookings.datum, today), inArray(bookings.status, closed))!
    : or(gte(bookings.datum, today), notInArray(bookings.status, closed))!;
}

/**
 * Bookings with a leg matching `where`: a semi-join over trip_legs, which its indexes serve (datum,
 * driver_id + datum); the booking is then read by its primary key.
 */
function withLeg(where: SQL | undefined): SQL {
  return sql`${bookings.id} in (select ${tripLegs.bookingId} from ${tripLegs} where ${where})`;
}

export function listConditions(filters: Omit<BookingListFilters, 'page'>, today: string): SQL | undefined {
  return and(archiveCondition(filters.archived, today, filters.status), filterConditions(filters, today));
}

/** The conditions of the filters and the search, without the archive rule. */
function filterConditions(filters: Omit<BookingListFilters, 'page'>, today: string): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (filters.status) conditions.push(eq(bookings.status, filters.status));
  if (filters.type) conditions.push(eq(bookings.transportart, filters.type));
  // The working day: a booking is listed when one of its legs (outbound or return) is on the chosen days.
  const range = tripDateRange(filters, today);
  if (range)
    conditions.push(
      withLeg(
        and(
          range.from ? gte(tripLegs.datum, range.from) : undefined,
          range.to ? lte(tripLegs.datum, range.to) : undefined,
        ),
      ),
    );
  // "Ohne Fahrer": a leg still to be driven that has none (the lifecycle's open legs).
  if (filters.fahrer === NO_DRIVER)
    conditions.push(withLeg(and(isNull(tripLegs.driverId), statusIn(sql`${tripLegs.status}`, OPEN_LEG_STATUSES))));
  else if (filters.fahrer) conditions.push(withLeg(eq(tripLegs.driverId, filters.fahrer)));
  const date = filters.q ? searchDate(filters.q) : null;
  if (date) conditions.push(withLeg(eq(tripLegs.datum, date)));
  else if (filters.q) {
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
  quelle: bookings.quelle,
  pflegegrad: bookings.pflegegrad,
  patientenId: bookings.patientenId,
};
/** Pages that start beyond this many times the cap are read with an exact count, from the nearer end. */
const DEEP_OFFSET_FACTOR = 4;

/**
 * A sort as segments (decision 202): each segment is a condition and an order an index delivers, the
 * list is the first segment's rows, then the second's. "fahrt" is the working day's order: the coming
 * rides first, soonest first, then the past ones still open (overdue, not yet done), by date. As one
 * ORDER BY it starts with an expression of today's date, `(datum < today)`, which no index delivers:
 * PostgreSQL read and sorted every matching booking for each page. Split at today, both parts are read
 * in the order of the (datum, uhrzeit) index and the database stops after the page.
 */
type Segment = { where: SQL | undefined; forward: SQL[]; backward: SQL[] };

function segmentsOf(filters: Omit<BookingListFilters, 'page'>, sort: ListSort, today: string): Segment[] {
  const where = listConditions(filters, today);
  switch (sort) {
    case 'fahrt': {
      const byTrip = {
        forward: [asc(bookings.datum), asc(bookings.uhrzeit), asc(bookings.id)],
        backward: [desc(bookings.datum), desc(bookings.uhrzeit), desc(bookings.id)],
      };
      const filtered = filterConditions(filters, today);
      return [
        { where: and(sideCondition(filters, today, 'coming'), filtered), ...byTrip },
        { where: and(sideCondition(filters, today, 'past'), filtered), ...byTrip },
      ];
    }
    case 'fahrt-ab':
      return [
        {
          where,
          forward: [desc(bookings.datum), desc(bookings.uhrzeit), desc(bookings.id)],
          backward: [asc(bookings.datum), asc(bookings.uhrzeit), asc(bookings.id)],
        },
      ];
    case 'eingang':
      return [
        {
          where,
          forward: [desc(bookings.createdAt), desc(bookings.id)],
          backward: [asc(bookings.createdAt), asc(bookings.id)],
        },
      ];
  }
}

/**
 * The archive condition restricted to one side of today, folded into plain predicates: a coming ride
 * is always active; a past one is archived exactly when its status is closed.
 */
function sideCondition(
  filters: Pick<BookingListFilters, 'archived' | 'status'>,
  today: string,
  side: 'coming' | 'past',
): SQL | undefined {
  if (side === 'coming') return filters.archived ? sql`false` : gte(bookings.datum, today);
  const closed: BookingStatus[] = [...CLOSED_ORDER_STATUSES];
  const pastSide = lt(bookings.datum, today);
  if (filters.status) return closed.includes(filters.status) === filters.archived ? pastSide : sql`false`;
  return and(pastSide, filters.archived ? inArray(bookings.status, closed) : notInArray(bookings.status, closed));
}

/** How a capped count is planned: see countUpTo. */
export type CountPlan = 'first-rows' | 'all-rows';

type PageContext = {
  db: DbOrTx;
  where: SQL | undefined;
  segments: Segment[];
  today: string;
  nowTime: string;
  countPlan: CountPlan;
};

/** The bookings matching `where`, one constant column each: what the counts count. */
export function matchingBookings(db: DbOrTx, where: SQL | undefined) {
  return db
    .select({ one: sql`1` })
    .from(bookings)
    .where(where)
    .$dynamic();
}

/** A search the planner expects to match at least this many times the cap is broad (countPlanOf). */
const BROAD_SEARCH_FACTOR = 10;

/**
 * A free-text search (not a date) is counted with a plan for all its rows (see countUpTo), unless the
 * planner expects it to match broadly (decision 241): then the capped plan's sequential scan stops
 * after the first 1 001 matches, a few thousand rows, while the trigram index's bitmap would first
 * collect every match ("bad homburg", 36 % of the rows: 4 ms instead of 12 ms).
 */
export async function countPlanOf(
  db: DbOrTx,
  filters: Pick<BookingListFilters, 'q'>,
  where: SQL | undefined,
  cap: number,
): Promise<CountPlan> {
  if (!filters.q || searchDate(filters.q)) return 'first-rows';
  const expected = await estimatedRows(db, matchingBookings(db, where).getSQL());
  return expected >= BROAD_SEARCH_FACTOR * cap ? 'first-rows' : 'all-rows';
}

/** `today` is the Berlin date that splits active from archived bookings. */
export async function listBookings(
  db: DbOrTx,
  filters: BookingListFilters,
  today: string,
  options: { countCap?: number; nowTime?: string } = {},
): Promise<BookingListPage> {
  const cap = options.countCap ?? LIST_COUNT_CAP;
  const where = listConditions(filters, today);
  const segments = segmentsOf(filters, effectiveSort(filters), today);
  const countPlan = await countPlanOf(db, filters, where, cap);
  const ctx: PageContext = { db, where, segments, today, nowTime: options.nowTime ?? berlinTime(), countPlan };
  // Counting stops after cap + 1 matching rows: the database reads no further than that.
  const matching = await countUpTo(db, where, cap + 1, countPlan);
  if (matching > cap) {
    // Near the start (where dispatchers work), skipping rows is cheap and no exact count is needed.
    const capped =
      (filters.page - 1) * BOOKINGS_PAGE_SIZE < DEEP_OFFSET_FACTOR * cap
        ? await cappedPage(ctx, filters.page, cap)
        : null;
    if (capped) return capped;
    // A deep page (from the far end is faster) or one beyond the end (an old link): count exactly.
    const [all] = await db.select({ n: count() }).from(bookings).where(where);
    return exactPage(ctx, filters.page, Number(all?.n ?? 0));
  }
  return exactPage(ctx, filters.page, matching);
}

/**
 * The number of rows matching `where`, counted up to `limit`: the database reads no further.
 *
 * 'first-rows' lets the planner see the LIMIT. For a free-text search that misleads it (decision 117):
 * it expects the matches spread evenly and picks a sequential scan that stops after `limit` rows, but
 * a search like "müller" (5 % of the rows) reads a fifth of the table for 1 001 matches, a rarer one
 * nearly all of it (27-125 ms), where the trigram index's bitmap scan takes 5-8 ms. 'all-rows' plans
 * the matching rows in a MATERIALIZED CTE, which PostgreSQL plans for all its rows (the plan it would
 * choose for an exact count: the trigram index unless nearly every row matches) but runs lazily, so
 * the outer LIMIT still stops it after `limit` rows: broad searches ("straße", "a") keep their
 * sequential scan that stops early, selective ones get the index. A search the planner expects to match
 * broadly is counted 'first-rows' (countPlanOf, decision 241): planned for all its rows, one that
 * matches a third of the table ("bad homburg") got the bitmap scan, which collects every match first.
 */
async function countUpTo(
  db: DbOrTx,
  where: SQL | undefined,
  limit: number,
  plan: CountPlan = 'first-rows',
): Promise<number> {
  if (plan === 'all-rows') {
    const matching = matchingBookings(db, where);
    const [counted] = await queryRows<{ n: number | string }>(
      db,
      sql`with matching as materialized (${matching}) select count(*) as n from (select 1 from matching limit ${limit}) as capped`,
    );
    return Number(counted?.n ?? 0);
  }
  const [counted] = await db.select({ n: count() }).from(matchingBookings(db, where).limit(limit).as('matching'));
  return Number(counted?.n ?? 0);
}

/**
 * `limit` rows after skipping `offset`, across the segments in their order (or in reverse, backward).
 * A segment that returns no row while rows are still to be skipped holds at most `offset` rows: its
 * count, bounded by the offset, says how many to skip in the next one.
 */
async function readSlice(ctx: PageContext, offset: number, limit: number, direction: 'forward' | 'backward') {
  const segments = direction === 'forward' ? ctx.segments : [...ctx.segments].reverse();
  const rows: SelectedRow[] = [];
  let skip = offset;
  for (const segment of segments) {
    const wanted = limit - rows.length;
    if (wanted <= 0) break;
    const read = await rowsQuery(ctx.db, segment.where)
      .orderBy(...segment[direction])
      .limit(wanted)
      .offset(skip);
    if (read.length) {
      rows.push(...read);
      skip = 0;
    } else if (skip > 0 && segment !== segments.at(-1)) {
      skip -= await countUpTo(ctx.db, segment.where, skip, ctx.countPlan);
    }
  }
  return rows;
}

/** More than `cap` matches: read the page and one row more, which says whether a next page exists. */
async function cappedPage(ctx: PageContext, requested: number, cap: number): Promise<BookingListPage | null> {
  const page = clampPage(requested, Number.MAX_SAFE_INTEGER);
  const selected = await readSlice(ctx, (page - 1) * BOOKINGS_PAGE_SIZE, BOOKINGS_PAGE_SIZE + 1, 'forward');
  if (selected.length === 0) return null;
  const hasNext = selected.length > BOOKINGS_PAGE_SIZE;
  const pages = Math.max(pageCount(cap + 1), hasNext ? page + 1 : page);
  return { total: cap, totalCapped: true, page, pages, rows: await toRows(ctx, selected.slice(0, BOOKINGS_PAGE_SIZE)) };
}

async function exactPage(ctx: PageContext, requested: number, total: number): Promise<BookingListPage> {
  const pages = pageCount(total);
  const page = clampPage(requested, pages);
  const offset = (page - 1) * BOOKINGS_PAGE_SIZE;
  // Past the middle, read from the other end: the database skips total - offset rows instead of offset
  // rows, which keeps deep pages (page 1000 of 2000) about as fast as the first ones.
  const fromEnd = offset > total / 2;
  const limit = Math.max(0, Math.min(BOOKINGS_PAGE_SIZE, total - offset));
  if (limit === 0) return { total, totalCapped: false, page, pages, rows: [] };
  const selected = fromEnd
    ? (await readSlice(ctx, Math.max(0, total - offset - limit), limit, 'backward')).reverse()
    : await readSlice(ctx, offset, limit, 'forward');
  return { total, totalCapped: false, page, pages, rows: await toRows(ctx, selected) };
}

function rowsQuery(db: DbOrTx, where: SQL | undefined) {
  return db.select(columns).from(bookings).where(where).$dynamic();
}
type SelectedRow = Awaited<ReturnType<typeof rowsQuery>>[number];

/** The legs of the page's bookings with their drivers' names: one query for the page, no per-row reads. */
const legsOfPageQuery = preparedPerDb((db) =>
  db
    .select({
      bookingId: tripLegs.bookingId,
      kind: tripLegs.kind,
      datum: tripLegs.datum,
      uhrzeit: tripLegs.uhrzeit,
      status: tripLegs.status,
      driverId: tripLegs.driverId,
      driverName: drivers.name,
    })
    .from(tripLegs)
    .leftJoin(drivers, eq(drivers.id, tripLegs.driverId))
    .where(anyOfIds(tripLegs.bookingId))
    .orderBy(asc(tripLegs.kind))
    .prepare('list_legs_of_page'),
);

async function legsOfPage(db: DbOrTx, ids: string[]): Promise<Map<string, ListLeg[]>> {
  const byBooking = new Map<string, ListLeg[]>();
  if (!ids.length) return byBooking;
  const rows = await legsOfPageQuery(db).execute({ ids });
  for (const r of rows) {
    const leg = {
      kind: r.kind,
      datum: r.datum,
      uhrzeit: r.uhrzeit,
      status: r.status,
      driverId: r.driverId,
      driverName: r.driverName,
    } as ListLeg;
    const list = byBooking.get(r.bookingId);
    if (list) list.push(leg);
    else byBooking.set(r.bookingId, [leg]);
  }
  return byBooking;
}

// The special needs stay on the server: the list gets the derived code and the handling flags. Fields
// are named one by one: an object rest (`{ besonderheiten, ...row }`) takes V8's slow copy path, ~5 µs a
// row, a quarter of a millisecond per page (decision 207).
async function toRows(ctx: PageContext, rows: SelectedRow[]): Promise<ListedBooking[]> {
  const legs = await legsOfPage(
    ctx.db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    bookingNumber: r.bookingNumber,
    datum: r.datum,
    uhrzeit: r.uhrzeit,
    vorname: r.vorname,
    nachname: r.nachname,
    transportart: r.transportart,
    krankenkasse: r.krankenkasse,
    abholadresse: r.abholadresse,
    zieladresse: r.zieladresse,
    status: r.status,
    assignedDriverId: r.assignedDriverId,
    pflegegrad: r.pflegegrad,
    patientenId: r.patientenId,
    serie: r.quelle === 'serie',
    code: transportCode({ transportart: r.transportart, besonderheiten: r.besonderheiten }),
    flags: handlingFlags({ transportart: r.transportart, besonderheiten: r.besonderheiten }),
    legs: legs.get(r.id) ?? [],
    overdue: isOverdue({ status: r.status, datum: r.datum, uhrzeit: r.uhrzeit }, ctx.today, ctx.nowTime),
  }));
}
