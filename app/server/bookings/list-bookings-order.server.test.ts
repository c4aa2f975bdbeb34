// The bookings list read in index order (decision 202): every sort is read in segments an index delivers
// (the working day's order as the coming rides, then the past open ones), and the pages must be exactly
// the pages of one ORDER BY over all matching rows, the previous query. Compared for every sort and
// filter, with ties on the sort keys, capped and exact counts, deep pages read from the end, the last
// page, a page beyond the end and empty results. Both backends (PGlite; PostgreSQL with TEST_DATABASE_URL).
import { asc, desc, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../../../tests/support/test-db';
import { effectiveSort, parseListFilters } from '#app/domain/bookings/list-filters';
import { BOOKINGS_PAGE_SIZE, pageCount } from '#app/domain/bookings/pagination';
import type { BookingStatus } from '#app/domain/rides/statuses';
import { bookings } from '#app/server/db/schema';
import { listBookings, listConditions } from './list-bookings.server';
import { insertBookingRows } from '#app/server/rides/insert-rides.server';

let t: TestDb;
// A Saturday; its week runs from Monday 10th to Sunday 16th.
const today = '2030-06-15';
const STATUSES: BookingStatus[] = ['pending', 'confirmed', 'completed', 'billed', 'rejected', 'forwarded', 'confirmed'];
const TIMES = ['08:00', '08:00', '09:30', '14:15', '08:00'];
const TYPES = [null, 'sitzend', 'liegend'] as const;

beforeAll(async () => {
  t = await createTestDb();
  await t.db.delete(bookings);
  // 330 bookings from ten days before today to nine days after, few distinct times (ties on date and
  // time: the id decides), creation times shared by groups of four (ties for "Neueste Eingänge").
  const rows: (typeof bookings.$inferInsert)[] = [];
  for (let i = 0; i < 330; i++) {
    rows.push({
      bookingNumber: `KF-2030-${String(i + 1).padStart(5, '0')}`,
      vorname: 'Erika',
      nachname: i % 5 === 0 ? 'Müller' : 'Schmidt',
      telefon: '069 900091',
      email: 'erika@example.org',
      abholadresse: 'Musterstraße 1, 60311 Frankfurt am Main',
      zieladresse: 'Universitätsklinikum Frankfurt, Theodor-Stern-Kai 7',
      datum: `2030-06-${String(5 + (i % 20)).padStart(2, '0')}`,
      uhrzeit: TIMES[i % TIMES.length]!,
      status: STATUSES[i % STATUSES.length]!,
      transportart: TYPES[i % TYPES.length]!,
      createdAt: new Date(Date.UTC(2030, 0, 1, 0, Math.floor(i / 4))),
    });
  }
  await insertBookingRows(t.db, rows);
});
afterAll(async () => t?.close());

/** The reference: all matching ids in one ORDER BY, as the list queried before decision 202. */
async function reference(query: string): Promise<string[]> {
  const filters = parseListFilters(new URLSearchParams(query));
  const order = {
    fahrt: [sql`(${bookings.datum} < ${today})`, asc(bookings.datum), asc(bookings.uhrzeit), asc(bookings.id)],
    'fahrt-ab': [desc(bookings.datum), desc(bookings.uhrzeit), desc(bookings.id)],
    eingang: [desc(bookings.createdAt), desc(bookings.id)],
  }[effectiveSort(filters)];
  const rows = await t.db
    .select({ id: bookings.id })
    .from(bookings)
    .where(listConditions(filters, today))
    .orderBy(...order);
  return rows.map((row) => row.id);
}

const QUERIES = [
  '',
  'sort=fahrt-ab',
  'sort=eingang',
  'archive=1',
  'archive=1&sort=fahrt',
  'archive=1&sort=fahrt-ab',
  'status=pending',
  'status=completed',
  'status=completed&archive=1',
  'status=confirmed&sort=fahrt-ab',
  'type=liegend',
  'type=sitzend&sort=eingang',
  'q=müller',
  'q=müller&archive=1&sort=fahrt',
  // A term without a trigram (shorter than three characters): counted by a scan, not the index.
  'q=a&sort=eingang',
  'tag=heute',
  'tag=woche',
  'von=2030-06-12&bis=2030-06-18&sort=eingang',
  'fahrer=ohne',
  // Few coming rides, many past open ones: pages forward from the start begin beyond the coming rides.
  'bis=2030-06-16',
  'type=sitzend&bis=2030-06-17',
];
// The cap of the count as the screen uses it, and small ones: capped pages, and deep pages (offset at
// least four times the cap) counted exactly and read from the far end.
const CAPS = [1000, 60, 20];

describe('listBookings in index order', () => {
  it.each(QUERIES)('gives the pages of one ORDER BY for "%s"', async (query) => {
    const expected = await reference(query);
    expect(expected.length).toBeGreaterThan(0);
    const lastPage = pageCount(expected.length);
    for (const countCap of CAPS) {
      const seen: string[] = [];
      for (let page = 1; page <= lastPage + 1; page++) {
        const result = await listBookings(t.db, parseListFilters(new URLSearchParams(`${query}&page=${page}`)), today, {
          countCap,
        });
        const shown = Math.min(page, lastPage);
        const context = `${query} page ${page} cap ${countCap}`;
        expect(
          result.rows.map((row) => row.id),
          context,
        ).toEqual(expected.slice((shown - 1) * BOOKINGS_PAGE_SIZE, shown * BOOKINGS_PAGE_SIZE));
        expect(result.page, context).toBe(shown);
        if (result.totalCapped) {
          expect(expected.length, context).toBeGreaterThan(countCap);
          expect(result.total, context).toBe(countCap);
          expect(result.pages, context).toBe(Math.max(pageCount(countCap + 1), page < lastPage ? page + 1 : page));
        } else {
          expect(result, context).toMatchObject({ total: expected.length, pages: lastPage });
        }
        if (page <= lastPage) seen.push(...result.rows.map((row) => row.id));
      }
      expect(seen).toEqual(expected);
    }
  });

  it('crosses from the coming rides to the past open ones inside a page, in both directions', async () => {
    const expected = await reference('');
    const coming = (
      await t.db
        .select({ id: bookings.id })
        .from(bookings)
        .where(sql`${bookings.datum} >= ${today}`)
    ).length;
    // The boundary lies inside a page, not on its edge: the page holds rows of both segments.
    expect(coming % BOOKINGS_PAGE_SIZE).not.toBe(0);
    const page = Math.floor(coming / BOOKINGS_PAGE_SIZE) + 1;
    const slice = expected.slice((page - 1) * BOOKINGS_PAGE_SIZE, page * BOOKINGS_PAGE_SIZE);
    // Forward (count below the cap: exact, offset from the start) and from the end (offset past the middle).
    for (const countCap of [1000, 20]) {
      const result = await listBookings(t.db, parseListFilters(new URLSearchParams(`page=${page}`)), today, {
        countCap,
      });
      expect(result.rows.map((row) => row.id)).toEqual(slice);
    }
  });

  it('answers an empty result with one empty page', async () => {
    for (const query of [
      'q=niemand',
      'status=pending&archive=1',
      'q=niemand&sort=eingang',
      'tag=heute&status=rejected&archive=1',
    ]) {
      const result = await listBookings(t.db, parseListFilters(new URLSearchParams(`${query}&page=3`)), today);
      expect(result).toEqual({ rows: [], total: 0, totalCapped: false, page: 1, pages: 1 });
    }
  });
});
