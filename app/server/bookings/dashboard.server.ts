// The dashboard (SPEC.md §2): tiles, the rides of the chosen day, the calendar marks and the growth.
import { and, asc, count, eq, gte, lt, sql } from 'drizzle-orm';
import { addCalendarDays, berlinInstant } from '#app/domain/berlin-time';
import { growthPeriods } from '#app/domain/bookings/growth';
import { dashboardLabel, type BookingStatus } from '#app/domain/rides/statuses';
import type { DashboardRide } from '#app/domain/bookings/read-models';
import { transportCode } from '#app/domain/bookings/transport';
import type { DbOrTx } from '#app/server/db/client.server';
import { queryRows } from '#app/server/db/query-rows.server';
import { bookings, drivers, tripLegs } from '#app/server/db/schema';
import { handlingFlags } from '#app/domain/bookings/handling-flags';

export const DASHBOARD_RIDE_LIMIT = 100;

export type Dashboard = {
  totalBookings: number;
  openBookings: number;
  activeDrivers: number;
  day: string;
  rides: DashboardRide[];
  rejectedRides: DashboardRide[];
  /** Days (yyyy-MM-dd) of the chosen day's month, the month before and after, that have accepted rides. */
  daysWithRides: string[];
  growth: { current: number; previous: number };
};

/** The legs (outbound and return) of the chosen day whose booking has `status`, by time, "nach Termin" last. */
async function ridesOf(db: DbOrTx, day: string, status: BookingStatus): Promise<DashboardRide[]> {
  const rows = await db
    .select({
      id: bookings.id,
      bookingNumber: bookings.bookingNumber,
      leg: tripLegs.kind,
      uhrzeit: tripLegs.uhrzeit,
      vorname: bookings.vorname,
      nachname: bookings.nachname,
      abholadresse: tripLegs.abholadresse,
      zieladresse: tripLegs.zieladresse,
      transportart: bookings.transportart,
      besonderheiten: bookings.besonderheiten,
      status: bookings.status,
      driverName: drivers.name,
    })
    .from(tripLegs)
    .innerJoin(bookings, eq(bookings.id, tripLegs.bookingId))
    .leftJoin(drivers, eq(drivers.id, tripLegs.driverId))
    .where(and(eq(tripLegs.datum, day), eq(bookings.status, status)))
    .orderBy(sql`${tripLegs.uhrzeit} asc nulls last`, asc(bookings.bookingNumber), asc(tripLegs.kind))
    .limit(DASHBOARD_RIDE_LIMIT);
  return rows.map((r) => ({
    id: r.id,
    bookingNumber: r.bookingNumber,
    leg: r.leg as DashboardRide['leg'],
    uhrzeit: r.uhrzeit,
    patient: `${r.vorname} ${r.nachname}`,
    abholadresse: r.abholadresse,
    zieladresse: r.zieladresse,
    code: transportCode(r),
    flags: handlingFlags(r),
    driverName: r.driverName ?? null,
    label: dashboardLabel(r.status, Boolean(r.driverName)),
  }));
}

function monthStart(date: string, offsetMonths: number): string {
  const [y, m] = date.split('-').map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 + offsetMonths, 1));
  return d.toISOString().slice(0, 10);
}

/**
 * `day` is the chosen Berlin date, `today` the current one (for the growth); `month` (any date in it,
 * default `day`) is the month the calendar shows, marked with its neighbours.
 */
export async function loadDashboard(db: DbOrTx, day: string, today: string, month: string = day): Promise<Dashboard> {
  const [total] = await db.select({ n: count() }).from(bookings);
  const [open] = await db.select({ n: count() }).from(bookings).where(eq(bookings.status, 'pending'));
  const [active] = await db.select({ n: count() }).from(drivers).where(eq(drivers.active, true));
  const from = monthStart(month, -1);
  const to = monthStart(month, 2);
  const marked = await queryRows<{ datum: string }>(
    db,
    sql`select distinct ${tripLegs.datum}::text as datum from ${tripLegs}
        join ${bookings} on ${bookings.id} = ${tripLegs.bookingId}
        where ${tripLegs.datum} >= ${from} and ${tripLegs.datum} < ${to} and ${eq(bookings.status, 'confirmed')}
        order by 1`,
  );
  const periods = growthPeriods(today);
  const createdBetween = async (fromDate: string, toDate: string) => {
    const [row] = await db
      .select({ n: count() })
      .from(bookings)
      .where(
        and(
          gte(bookings.createdAt, berlinInstant(fromDate, '00:00')),
          lt(bookings.createdAt, berlinInstant(addCalendarDays(toDate, 1), '00:00')),
        ),
      );
    return Number(row?.n ?? 0);
  };
  return {
    totalBookings: Number(total?.n ?? 0),
    openBookings: Number(open?.n ?? 0),
    activeDrivers: Number(active?.n ?? 0),
    day,
    rides: await ridesOf(db, day, 'confirmed'),
    rejectedRides: await ridesOf(db, day, 'rejected'),
    daysWithRides: marked.map((r) => String(r.datum).slice(0, 10)),
    growth: {
      current: await createdBetween(periods.current.from, periods.current.to),
      previous: await createdBetween(periods.previous.from, periods.previous.to),
    },
  };
}
