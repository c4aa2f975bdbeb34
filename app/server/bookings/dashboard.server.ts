// The dashboard (SPEC.md §2): tiles, the rides of the chosen day, the calendar marks and the growth.
import { and, asc, count, eq, gte, lt, not } from 'drizzle-orm';
import { berlinInstant } from '#app/domain/berlin-time';
import { addCalendarDays, utcCalendarDate } from '#app/domain/calendar-days';
import { growthPeriods } from '#app/domain/bookings/growth';
import { AWAITING_ORDER_STATUSES, REJECTED_ORDER_STATUSES, dashboardLabel } from '#app/domain/rides/lifecycle';
import type { DashboardRide } from '#app/domain/bookings/read-models';
import { transportCode } from '#app/domain/bookings/transport';
import type { DbOrTx } from '#app/server/db/client.server';
import { bookings, drivers, tripLegs } from '#app/server/db/schema';
import { handlingFlags } from '#app/domain/bookings/handling-flags';
import { readRides } from '#app/server/rides/leg-facts.server';
import { orderIn, rideWhere } from '#app/server/rides/ride-sql.server';

export const DASHBOARD_RIDE_LIMIT = 100;

export type Dashboard = {
  totalBookings: number;
  openBookings: number;
  activeDrivers: number;
  day: string;
  rides: DashboardRide[];
  rejectedRides: DashboardRide[];
  /** Days (yyyy-MM-dd) of the chosen day's month, the month before and after, with rides the board shows. */
  daysWithRides: string[];
  growth: { current: number; previous: number };
};

/**
 * The legs (outbound and return) of the chosen day, by time, "nach Termin" last: the rides the dispatch
 * board shows (not cancelled, the rides core's answer: also those waiting for a yes, set down or billed),
 * labelled as the board sees them (Zugewiesen / Unzugewiesen, else the leg's state); or the day's rejected ones.
 */
async function ridesOf(db: DbOrTx, day: string, which: 'active' | 'rejected'): Promise<DashboardRide[]> {
  const where = which === 'active' ? not(rideWhere.cancelled) : orderIn(REJECTED_ORDER_STATUSES);
  const rows = await readRides(db, and(eq(tripLegs.datum, day), where), { limit: DASHBOARD_RIDE_LIMIT });
  return rows.map(({ leg, order, ride, driverName }) => ({
    id: order.id,
    bookingNumber: order.bookingNumber,
    leg: leg.kind,
    uhrzeit: leg.uhrzeit,
    patient: `${order.vorname} ${order.nachname}`,
    abholadresse: leg.abholadresse,
    zieladresse: leg.zieladresse,
    code: transportCode(order),
    flags: handlingFlags(order),
    driverName,
    label: dashboardLabel(ride, Boolean(driverName)),
  }));
}

function monthStart(date: string, offsetMonths: number): string {
  const [y, m] = date.split('-').map(Number) as [number, number];
  return utcCalendarDate(new Date(Date.UTC(y, m - 1 + offsetMonths, 1)));
}

/**
 * `day` is the chosen Berlin date, `today` the current one (for the growth); `month` (any date in it,
 * default `day`) is the month the calendar shows, marked with its neighbours.
 */
export async function loadDashboard(db: DbOrTx, day: string, today: string, month: string = day): Promise<Dashboard> {
  const [total] = await db.select({ n: count() }).from(bookings);
  const [open] = await db.select({ n: count() }).from(bookings).where(orderIn(AWAITING_ORDER_STATUSES));
  const [active] = await db.select({ n: count() }).from(drivers).where(eq(drivers.active, true));
  const from = monthStart(month, -1);
  const to = monthStart(month, 2);
  const marked = await db
    .selectDistinct({ datum: tripLegs.datum })
    .from(tripLegs)
    .innerJoin(bookings, eq(bookings.id, tripLegs.bookingId))
    .where(and(gte(tripLegs.datum, from), lt(tripLegs.datum, to), not(rideWhere.cancelled)))
    .orderBy(asc(tripLegs.datum));
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
    rides: await ridesOf(db, day, 'active'),
    rejectedRides: await ridesOf(db, day, 'rejected'),
    daysWithRides: marked.map((r) => String(r.datum).slice(0, 10)),
    growth: {
      current: await createdBetween(periods.current.from, periods.current.to),
      previous: await createdBetween(periods.previous.from, periods.previous.to),
    },
  };
}
