import { and, asc, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../../../tests/support/test-db';
import { parseListFilters } from '#app/domain/bookings/list-filters';
import { bookings, outboxJobs, tripLegs } from '#app/server/db/schema';
import { loadBoard } from '#app/server/dispatch/board.server';
import { getBookingDetails } from './booking-details.server';
import { loadDashboard } from './dashboard.server';
import { listBookings } from './list-bookings.server';
import { assignDriver, confirmBooking } from './staff-booking-actions.server';
import { createBooking, createDriver, createStaffActor } from './staff-bookings.fixtures';
import { listDriverOptions, tripList } from './staff-lookups.server';

let t: TestDb;
const today = '2030-06-15';
const filters = (query: string) => parseListFilters(new URLSearchParams(query));

beforeAll(async () => {
  t = await createTestDb();
});
afterAll(async () => t?.close());

describe('listBookings', () => {
  it('filters, searches, pages and splits active from archived', async () => {
    await t.db.delete(bookings);
    // 60 active pending bookings, newest created last.
    for (let i = 0; i < 60; i++) {
      await createBooking(t.db, {
        nachname: `Patient${i}`,
        datum: '2030-06-20',
        createdAt: new Date(Date.UTC(2030, 0, 1, 0, i)),
      });
    }
    const liegend = await createBooking(t.db, {
      transportart: 'liegend',
      vorname: 'Gisela',
      nachname: 'Probst',
      telefon: '+49 69 555 100 %',
      status: 'confirmed',
    });
    const legacy = await createBooking(t.db, { status: 'confirmed', zieladresse: 'Dialysezentrum Musterstadt' });
    const archived = await createBooking(t.db, { datum: '2030-06-14', status: 'completed', nachname: 'Archiviert' });
    const pastOpen = await createBooking(t.db, { datum: '2030-06-01', status: 'pending', nachname: 'Vergessen' });
    const wheel = await createBooking(t.db, {
      besonderheiten: { rollstuhl: true, barrierefreiZugang: false },
      status: 'forwarded',
    });

    const first = await listBookings(t.db, filters(''), today);
    expect(first.total).toBe(64);
    expect(first.pages).toBe(2);
    expect(first.rows).toHaveLength(50);
    const second = await listBookings(t.db, filters('page=2'), today);
    expect(second.rows).toHaveLength(14);
    expect(second.page).toBe(2);
    expect(new Set([...first.rows, ...second.rows].map((r) => r.id)).size).toBe(64);
    expect((await listBookings(t.db, filters('page=99'), today)).page).toBe(2);
    expect([...first.rows, ...second.rows].some((r) => r.id === pastOpen.id)).toBe(true);

    const archive = await listBookings(t.db, filters('archive=1'), today);
    expect(archive.rows.map((r) => r.id)).toEqual([archived.id]);

    const confirmed = await listBookings(t.db, filters('status=confirmed'), today);
    expect(confirmed.rows.map((r) => r.id).sort()).toEqual([liegend.id, legacy.id].sort());
    expect(confirmed.rows.every((r) => r.status === 'confirmed')).toBe(true);

    const type = await listBookings(t.db, filters('type=liegend'), today);
    expect(type.rows.map((r) => [r.id, r.code])).toEqual([[liegend.id, 'LI']]);

    expect((await listBookings(t.db, filters('status=forwarded'), today)).rows[0]).toMatchObject({
      id: wheel.id,
      code: 'TS',
    });
    expect((await listBookings(t.db, filters('status=forwarded'), today)).rows[0]).not.toHaveProperty('besonderheiten');

    // Search over number, name, phone and both addresses; case-insensitive; wildcards are literal.
    expect((await listBookings(t.db, filters('q=probst'), today)).rows.map((r) => r.id)).toEqual([liegend.id]);
    expect((await listBookings(t.db, filters('q=GISELA'), today)).rows.map((r) => r.id)).toEqual([liegend.id]);
    expect((await listBookings(t.db, filters('q=555 100'), today)).rows.map((r) => r.id)).toEqual([liegend.id]);
    expect((await listBookings(t.db, filters(`q=${liegend.bookingNumber}`), today)).rows.map((r) => r.id)).toEqual([
      liegend.id,
    ]);
    expect((await listBookings(t.db, filters('q=dialysezentrum'), today)).rows.map((r) => r.id)).toEqual([legacy.id]);
    expect((await listBookings(t.db, filters('q=musterstraße 1'), today)).total).toBe(64);
    expect((await listBookings(t.db, filters('q=100 %25'), today)).rows.map((r) => r.id)).toEqual([liegend.id]);
    expect((await listBookings(t.db, filters('q=%25'), today)).rows.map((r) => r.id)).toEqual([liegend.id]);
    expect((await listBookings(t.db, filters('q=_'), today)).total).toBe(0);
    expect((await listBookings(t.db, filters('q=probst&status=pending'), today)).total).toBe(0);

    // A phone number in any common form finds the number stored in E.164.
    const phoned = await createBooking(t.db, { telefon: '+496990009130', nachname: 'Telefon' });
    for (const q of ['069 900 091 30', '+49 (0)69 90009130', '0049-69-90009130']) {
      expect((await listBookings(t.db, filters(`q=${encodeURIComponent(q)}`), today)).rows.map((r) => r.id)).toEqual([
        phoned.id,
      ]);
    }
  });
});

describe('getBookingDetails', () => {
  it('returns the booking with driver, history and e-mail states', async () => {
    const actor = await createStaffActor(t.db, 'Max Disponent');
    const driver = await createDriver(t.db, { name: 'Ali Beispiel', email: 'ali@example.org' });
    const booking = await createBooking(t.db, { rueckfahrt: 'fest', rueckfahrtUhrzeit: '12:00', pflegegrad: 2 });
    await confirmBooking(t.db, actor, booking.id);
    await assignDriver(t.db, actor, booking.id, driver.id);
    await t.db.update(outboxJobs).set({ status: 'failed', lastError: 'SMTP nicht erreichbar', attempts: 8 });
    const details = await getBookingDetails(t.db, booking.id);
    expect(details).toMatchObject({
      bookingNumber: booking.bookingNumber,
      status: 'confirmed',
      pflegegrad: 2,
      legs: [
        { kind: 'hin', driverName: 'Ali Beispiel' },
        { kind: 'rueck', driverName: 'Ali Beispiel' },
      ],
    });
    expect(details!.history.map((h) => [h.event.type, h.actor])).toEqual([
      ['status-changed', 'Max Disponent'],
      ['driver-assigned', 'Max Disponent'],
    ]);
    // Typed details, parsed once on the server (decision 171).
    expect(details!.history.map((h) => h.event)).toEqual([
      { type: 'status-changed', data: { from: 'pending', to: 'confirmed', via: 'confirm' } },
      {
        type: 'driver-assigned',
        data: { driverId: driver.id, driverName: 'Ali Beispiel', previousDriverId: null, emailed: true },
      },
    ]);
    expect(details!.messages.map((m) => [m.kind, m.template, m.recipient, m.state, m.reason])).toEqual([
      ['booking-email', 'acceptance', 'erika@example.org', 'fehlgeschlagen', 'SMTP nicht erreichbar'],
      ['driver-email', null, 'ali@example.org', 'fehlgeschlagen', 'SMTP nicht erreichbar'],
    ]);
    expect(await getBookingDetails(t.db, '00000000-0000-4000-8000-000000000000')).toBeNull();
    expect(await getBookingDetails(t.db, 'x')).toBeNull();
  });
});

describe('loadDashboard', () => {
  it("counts tiles, lists the day's accepted rides, marks days and computes growth", async () => {
    await t.db.delete(bookings);
    const driver = await createDriver(t.db, { name: 'Zora Zuverlässig' });
    await createDriver(t.db, { name: 'Inaktiv', active: false });
    const day = '2030-06-20';
    await createBooking(t.db, { datum: day, uhrzeit: '10:00', status: 'confirmed', assignedDriverId: driver.id });
    await createBooking(t.db, { datum: day, uhrzeit: '08:00', status: 'confirmed' });
    await createBooking(t.db, { datum: day, uhrzeit: '09:00', status: 'rejected' });
    await createBooking(t.db, { datum: day, uhrzeit: '09:30', status: 'pending' });
    await createBooking(t.db, { datum: '2030-07-02', status: 'confirmed' });
    // Growth: created this month so far (June 1-15) vs May 1-15.
    await t.db.update(bookings).set({ createdAt: new Date('2030-06-10T10:00:00Z') });
    await createBooking(t.db, { createdAt: new Date('2030-05-03T10:00:00Z') });
    await createBooking(t.db, { createdAt: new Date('2030-05-20T10:00:00Z') });

    const dash = await loadDashboard(t.db, day, today);
    expect(dash.totalBookings).toBe(7);
    expect(dash.openBookings).toBe(3);
    const activeDrivers = (await listDriverOptions(t.db)).length;
    expect(dash.activeDrivers).toBe(activeDrivers);
    // The rides the dispatch board shows (not cancelled; one waiting for a yes too), as it labels them.
    expect(dash.rides.map((r) => [r.uhrzeit, r.label, r.driverName])).toEqual([
      ['08:00', 'Unzugewiesen', null],
      ['09:30', 'Offen', null],
      ['10:00', 'Zugewiesen', 'Zora Zuverlässig'],
    ]);
    expect(dash.rejectedRides.map((r) => [r.uhrzeit, r.label])).toEqual([['09:00', 'Abgelehnt']]);
    expect(dash.daysWithRides).toEqual([day, '2030-07-02']);
    expect(dash.growth).toEqual({ current: 5, previous: 1 });
  });

  it("lists the day's rides as the dispatch board has them: set down and billed ones too, with the leg's state", async () => {
    await t.db.delete(bookings);
    const driver = await createDriver(t.db, { name: 'Zora Zuverlässig' });
    const day = '2030-06-21';
    const setLeg = (bookingId: string, status: 'abgesetzt' | 'unterwegs' | 'storniert') =>
      t.db
        .update(tripLegs)
        .set({ status })
        .where(and(eq(tripLegs.bookingId, bookingId), eq(tripLegs.kind, 'hin')));
    // Set down by the driver, the order still "Angenommen": the board says "abgesetzt", not "Zugewiesen".
    const setDown = await createBooking(t.db, {
      datum: day,
      uhrzeit: '08:30',
      status: 'confirmed',
      assignedDriverId: driver.id,
    });
    await setLeg(setDown.id, 'abgesetzt');
    // Driven and billed: the board still counts it.
    const billed = await createBooking(t.db, {
      datum: day,
      uhrzeit: '07:00',
      status: 'billed',
      assignedDriverId: driver.id,
    });
    await setLeg(billed.id, 'abgesetzt');
    const onTheWay = await createBooking(t.db, {
      datum: day,
      uhrzeit: '11:00',
      status: 'confirmed',
      assignedDriverId: driver.id,
    });
    await setLeg(onTheWay.id, 'unterwegs');
    // Called off (e.g. a shortened approval): neither lists it.
    const cancelled = await createBooking(t.db, { datum: day, uhrzeit: '12:00', status: 'confirmed' });
    await setLeg(cancelled.id, 'storniert');

    const dash = await loadDashboard(t.db, day, today);
    expect(dash.rides.map((r) => [r.uhrzeit, r.bookingNumber, r.label])).toEqual([
      ['07:00', billed.bookingNumber, 'abgesetzt'],
      ['08:30', setDown.bookingNumber, 'abgesetzt'],
      ['11:00', onTheWay.bookingNumber, 'unterwegs'],
    ]);
    const board = await loadBoard(t.db, { view: 'tag', day, from: day, to: day }, today);
    expect(dash.rides.map((r) => [r.bookingNumber, r.leg])).toEqual(board.legs.map((l) => [l.bookingNumber, l.kind]));
    expect(board.legs.map((l) => l.legStatus)).toEqual(['abgesetzt', 'abgesetzt', 'unterwegs']);
    expect(dash.daysWithRides).toEqual([day]);
  });
});

describe('tripList', () => {
  it('returns the selection in trip order and ignores bad ids', async () => {
    const late = await createBooking(t.db, { datum: '2030-08-02', uhrzeit: '15:00' });
    const early = await createBooking(t.db, { datum: '2030-08-01', uhrzeit: '07:00' });
    const rows = await tripList(t.db, [late.id, 'nope', early.id]);
    expect(rows.map((r) => r.id)).toEqual([early.id, late.id]);
    expect(rows[0]).not.toHaveProperty('besonderheiten');
    expect(await tripList(t.db, [])).toEqual([]);

    // One row per leg with the handling flags; the return of the next day, "nach Termin" last; a range keeps its legs only.
    const both = await createBooking(t.db, {
      datum: '2030-08-01',
      uhrzeit: '09:00',
      rueckfahrt: 'nach-termin',
      rueckfahrtDatum: '2030-08-02',
      besonderheiten: { infektiös: true },
      pflegegrad: 4,
      krankenkasse: 'AOK Hessen',
    });
    const legs = await tripList(t.db, [late.id, early.id, both.id]);
    expect(legs.map((r) => [r.bookingNumber, r.kind, r.datum, r.uhrzeit])).toEqual([
      [early.bookingNumber, 'hin', '2030-08-01', '07:00'],
      [both.bookingNumber, 'hin', '2030-08-01', '09:00'],
      [late.bookingNumber, 'hin', '2030-08-02', '15:00'],
      [both.bookingNumber, 'rueck', '2030-08-02', null],
    ]);
    expect(legs[1]).toMatchObject({ hinweise: 'Infektiös', abholadresse: both.abholadresse });
    expect(legs[3]).toMatchObject({ abholadresse: both.zieladresse, zieladresse: both.abholadresse });
    expect(JSON.stringify(legs)).not.toMatch(/AOK|pflegegrad/i);
    const nextDay = await tripList(t.db, [late.id, early.id, both.id], { from: '2030-08-02', to: '2030-08-02' });
    expect(nextDay.map((r) => [r.bookingNumber, r.kind])).toEqual([
      [late.bookingNumber, 'hin'],
      [both.bookingNumber, 'rueck'],
    ]);
  });
});

describe('listBookings paging from either end', () => {
  it('returns for every page exactly the rows of one descending scan, also past the middle and with equal times', async () => {
    await t.db.delete(bookings);
    // 230 bookings (5 pages); several share a creation time, so the id decides their order.
    for (let i = 0; i < 230; i++) {
      await createBooking(t.db, {
        nachname: `Seite${i}`,
        // Some before today (2030-06-15): still open, so active, and listed after the coming ones.
        datum: `2030-06-${13 + (i % 3) * 3}`,
        uhrzeit: `0${i % 7}:30`,
        createdAt: new Date(Date.UTC(2030, 0, 1, 0, Math.floor(i / 3))),
      });
    }
    const all = await t.db
      .select({ id: bookings.id })
      .from(bookings)
      .orderBy(desc(bookings.createdAt), desc(bookings.id));
    const seen: string[] = [];
    for (let page = 1; page <= 5; page++) {
      const result = await listBookings(t.db, filters(`sort=eingang&page=${page}`), today);
      expect(result.rows.map((row) => row.id)).toEqual(all.slice((page - 1) * 50, page * 50).map((row) => row.id));
      seen.push(...result.rows.map((row) => row.id));
    }
    expect(new Set(seen).size).toBe(230);

    // The same pages with the count capped at 60 rows: "mehr als 60", the pages known so far, the same
    // rows; a deep page (offset beyond 4 × cap) and a page beyond the end fall back to an exact count.
    for (let page = 1; page <= 5; page++) {
      const capped = await listBookings(t.db, filters(`sort=eingang&page=${page}`), today, { countCap: 60 });
      expect(capped.rows.map((row) => row.id)).toEqual(all.slice((page - 1) * 50, page * 50).map((row) => row.id));
      expect(capped).toMatchObject({ total: 60, totalCapped: true, page, pages: page < 5 ? Math.max(2, page + 1) : 5 });
    }
    const deep = await listBookings(t.db, filters('sort=eingang&page=5'), today, { countCap: 40 });
    expect(deep).toMatchObject({ total: 230, totalCapped: false, pages: 5 });
    expect(deep.rows.map((row) => row.id)).toEqual(all.slice(200).map((row) => row.id));
    const beyond = await listBookings(t.db, filters('sort=eingang&page=9'), today, { countCap: 100 });
    expect(beyond).toMatchObject({ total: 230, totalCapped: false, page: 5, pages: 5 });
    expect(beyond.rows.map((row) => row.id)).toEqual(all.slice(200).map((row) => row.id));
    // Exactly at the cap the count is exact.
    expect(await listBookings(t.db, filters(''), today, { countCap: 230 })).toMatchObject({
      total: 230,
      totalCapped: false,
      pages: 5,
    });
    expect(await listBookings(t.db, filters(''), today, { countCap: 229 })).toMatchObject({
      total: 229,
      totalCapped: true,
      pages: 5,
    });

    // The active view's default: by trip date and time, next first (all rides here are coming ones);
    // and the reverse order on request.
    const byDate = await t.db
      .select({ id: bookings.id, datum: bookings.datum })
      .from(bookings)
      .orderBy(asc(bookings.datum), asc(bookings.uhrzeit), asc(bookings.id));
    const byTrip = [...byDate.filter((r) => r.datum >= today), ...byDate.filter((r) => r.datum < today)];
    expect(byTrip[0]!.datum).toBe('2030-06-16');
    for (const [query, expected] of [
      ['', byTrip],
      ['sort=fahrt-ab', [...byDate].reverse()],
    ] as const) {
      const rows: string[] = [];
      for (let page = 1; page <= 5; page++)
        rows.push(...(await listBookings(t.db, filters(`${query}&page=${page}`), today)).rows.map((r) => r.id));
      expect(rows).toEqual(expected.map((r) => r.id));
    }
  });

  it('keeps the archive rule when a status filter is folded into plain predicates', async () => {
    await t.db.delete(bookings);
    const pastCompleted = await createBooking(t.db, { datum: '2030-06-14', status: 'completed' });
    const futureCompleted = await createBooking(t.db, { datum: '2030-06-16', status: 'completed' });
    const pastPending = await createBooking(t.db, { datum: '2030-06-01', status: 'pending' });
    const ids = async (query: string) => (await listBookings(t.db, filters(query), today)).rows.map((row) => row.id);
    expect(await ids('status=completed')).toEqual([futureCompleted.id]);
    expect(await ids('status=completed&archive=1')).toEqual([pastCompleted.id]);
    expect(await ids('status=pending')).toEqual([pastPending.id]);
    expect(await ids('status=pending&archive=1')).toEqual([]);
  });
});
