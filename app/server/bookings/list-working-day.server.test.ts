// The bookings list for a working day (issue 17): trip-date filters over both legs, the driver filter
// with "nicht zugewiesen", the search by a German date, overdue marking, legs and handling flags in
// the rows. Both backends (PGlite; PostgreSQL with TEST_DATABASE_URL).
import { describe, expect, it } from 'vitest';
import { staffTestDb, type Actor, type TestDb } from '../../../tests/support/staff-test-db';
import { parseListFilters } from '#app/domain/bookings/list-filters';
import { bookings } from '#app/server/db/schema';
import { loadDashboard } from './dashboard.server';
import { listBookings } from './list-bookings.server';
import { assignLegDriver } from './staff-booking-actions.server';
import { createBooking, createDriver } from './staff-bookings.fixtures';

let t: TestDb;
let actor: Actor;
// 2030-06-12 is a Wednesday: its week runs from Monday 10th to Sunday 16th.
const today = '2030-06-12';
const list = async (query: string, nowTime = '10:00') =>
  (await listBookings(t.db, parseListFilters(new URLSearchParams(query)), today, { nowTime })).rows;
const ids = async (query: string) => (await list(query)).map((r) => r.id);
staffTestDb((fresh, staff) => ([t, actor] = [fresh, staff]));

describe('the bookings list for a working day', () => {
  it('filters by the dates of both legs, by driver per leg, by a German date, and sorts by trip date', async () => {
    await t.db.delete(bookings);
    const anna = await createDriver(t.db, { name: 'Anna Fahrerin' });
    const bernd = await createDriver(t.db, { name: 'Bernd Fahrer' });
    const todayLate = await createBooking(t.db, { datum: today, uhrzeit: '15:00', status: 'confirmed' });
    const todayEarly = await createBooking(t.db, { datum: today, uhrzeit: '08:15', status: 'confirmed' });
    // Outbound tomorrow, return the day after ("nach Termin" on another day).
    const tomorrow = await createBooking(t.db, {
      datum: '2030-06-13',
      uhrzeit: '07:00',
      status: 'confirmed',
      rueckfahrt: 'fest',
      rueckfahrtDatum: '2030-06-14',
      rueckfahrtUhrzeit: '12:00',
      besonderheiten: { infektiös: true, rollstuhl: true },
    });
    const nextWeek = await createBooking(t.db, { datum: '2030-06-17', uhrzeit: '09:00', status: 'pending' });
    const overdue = await createBooking(t.db, { datum: '2030-06-11', uhrzeit: '09:00', status: 'pending' });

    // Next rides first, soonest first; the past ones still open after them.
    expect(await ids('')).toEqual([todayEarly.id, todayLate.id, tomorrow.id, nextWeek.id, overdue.id]);
    expect(await ids('sort=fahrt-ab')).toEqual([nextWeek.id, tomorrow.id, todayLate.id, todayEarly.id, overdue.id]);
    expect(await ids('tag=heute')).toEqual([todayEarly.id, todayLate.id]);
    expect(await ids('tag=morgen')).toEqual([tomorrow.id]);
    // The return leg's day finds the booking too.
    expect(await ids('von=2030-06-14&bis=2030-06-14')).toEqual([tomorrow.id]);
    expect(await ids('tag=woche')).toEqual([todayEarly.id, todayLate.id, tomorrow.id, overdue.id]);
    expect(await ids('von=2030-06-13')).toEqual([tomorrow.id, nextWeek.id]);
    expect(await ids('bis=2030-06-11')).toEqual([overdue.id]);
    expect(await ids('q=14.06.2030')).toEqual([tomorrow.id]);
    expect(await ids('q=12.6.2030')).toEqual([todayEarly.id, todayLate.id]);

    // A driver per leg: Anna drives there, Bernd back; the filter finds either leg.
    await assignLegDriver(t.db, actor, tomorrow.id, 'hin', anna.id);
    await assignLegDriver(t.db, actor, tomorrow.id, 'rueck', bernd.id);
    await assignLegDriver(t.db, actor, todayEarly.id, 'hin', anna.id);
    expect(await ids(`fahrer=${anna.id}`)).toEqual([todayEarly.id, tomorrow.id]);
    expect(await ids(`fahrer=${bernd.id}`)).toEqual([tomorrow.id]);
    expect(await ids('fahrer=ohne')).toEqual([todayLate.id, nextWeek.id, overdue.id]);
    expect(await ids(`tag=heute&fahrer=${anna.id}`)).toEqual([todayEarly.id]);

    const [row] = await list('tag=morgen');
    expect(row!.legs).toEqual([
      expect.objectContaining({
        kind: 'hin',
        datum: '2030-06-13',
        uhrzeit: '07:00',
        driverId: anna.id,
        driverName: 'Anna Fahrerin',
      }),
      expect.objectContaining({
        kind: 'rueck',
        datum: '2030-06-14',
        uhrzeit: '12:00',
        driverId: bernd.id,
        driverName: 'Bernd Fahrer',
      }),
    ]);
    expect(row!.flags.map((f) => f.label)).toEqual(['Infektiös', 'Rollstuhl']);
    expect(row).not.toHaveProperty('besonderheiten');
  });

  it('marks pending bookings whose ride has passed as overdue', async () => {
    await t.db.delete(bookings);
    const yesterday = await createBooking(t.db, { datum: '2030-06-11', uhrzeit: '18:00', status: 'pending' });
    const thisMorning = await createBooking(t.db, { datum: today, uhrzeit: '08:00', status: 'pending' });
    const later = await createBooking(t.db, { datum: today, uhrzeit: '12:00', status: 'pending' });
    const confirmedPast = await createBooking(t.db, { datum: '2030-06-11', uhrzeit: '08:00', status: 'confirmed' });
    const rows = await list('', '10:00');
    const overdue = Object.fromEntries(rows.map((r) => [r.id, r.overdue]));
    // Only pending ones: a confirmed past ride is not overdue.
    expect(overdue).toEqual({
      [yesterday.id]: true,
      [thisMorning.id]: true,
      [later.id]: false,
      [confirmedPast.id]: false,
    });
  });

  it('lists the return legs of the day on the dashboard, with their own driver and the flags', async () => {
    await t.db.delete(bookings);
    const carla = await createDriver(t.db, { name: 'Carla Rück' });
    const sameDay = await createBooking(t.db, {
      datum: today,
      uhrzeit: '08:00',
      status: 'confirmed',
      rueckfahrt: 'nach-termin',
      rueckfahrtDatum: today,
      besonderheiten: { infektiös: true },
    });
    const backToday = await createBooking(t.db, {
      datum: '2030-06-11',
      uhrzeit: '16:00',
      status: 'confirmed',
      rueckfahrt: 'fest',
      rueckfahrtDatum: today,
      rueckfahrtUhrzeit: '10:00',
    });
    await assignLegDriver(t.db, actor, backToday.id, 'rueck', carla.id);
    const dashboard = await loadDashboard(t.db, today, today);
    expect(dashboard.rides.map((r) => [r.id, r.leg, r.uhrzeit, r.driverName])).toEqual([
      [sameDay.id, 'hin', '08:00', null],
      [backToday.id, 'rueck', '10:00', 'Carla Rück'],
      [sameDay.id, 'rueck', null, null],
    ]);
    expect(dashboard.rides[0]!.flags.map((f) => f.key)).toEqual(['infektioes']);
    expect(dashboard.daysWithRides).toEqual(['2030-06-11', today]);
  });
});
