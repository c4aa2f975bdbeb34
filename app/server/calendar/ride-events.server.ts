// A ride as calendar events (iCalendar feed and Google Calendar alike), one per leg with a time, from the
// legs (issue 36): booking number, time, transport code and the towns of pickup and destination. Never
// names, phone numbers or health data. Open orders only (pending as tentative); cancelled legs have none.
import { and, gte, inArray, lte, ne, not, sql } from 'drizzle-orm';
import { addCalendarDays, berlinDate, berlinInstant } from '#app/domain/berlin-time';
import { TRANSPORT_CODES, TRANSPORT_LEGEND } from '#app/domain/bookings/transport';
import { awaitsConfirmation, OPEN_ORDER_STATUSES } from '#app/domain/rides/lifecycle';
import type { Leg } from '#app/domain/rides/legs';
import type { BookingStatus } from '#app/domain/rides/statuses';
import type { DbOrTx } from '#app/server/db/client.server';
import { bookingEvents, bookings, tripLegs, type Besonderheiten } from '#app/server/db/schema';
import { readRides } from '#app/server/rides/leg-facts.server';
import { orderIn, rideWhere } from '#app/server/rides/ride-sql.server';

export const RIDE_DURATION_MINUTES = 60;

export type RideEvent = {
  uid: string;
  bookingId: string;
  summary: string;
  description: string;
  location: string;
  start: Date;
  end: Date;
  tentative: boolean;
  updatedAt: Date;
  /** How often the booking was changed since it was created (its history entries other than "created"). */
  revision: number;
};

/** The order's fields an event reads (no names, phones or health data). */
type EventOrder = {
  id: string;
  bookingNumber: string;
  transportart: string | null;
  besonderheiten: Besonderheiten;
  status: BookingStatus;
  updatedAt: Date;
  /** Changes since creation; 0 when not known (the Google push, which replaces the whole event). */
  revision?: number;
};

/** A leg as an event reads it: when and where (a cancelled leg has no event). */
type EventLeg = Pick<Leg, 'kind' | 'datum' | 'uhrzeit' | 'abholadresse' | 'zieladresse'> & { cancelled?: boolean };

const codes: Record<string, string> = TRANSPORT_CODES;
const modeLabels: Record<string, string> = Object.fromEntries(TRANSPORT_LEGEND.map(({ code, label }) => [code, label]));

/** The transport code of SPEC.md §3 (RS/TS derived from the special needs when no type is set). */
export function transportCode(transportart: string | null, besonderheiten: Besonderheiten): string | null {
  if (transportart && codes[transportart]) return codes[transportart];
  if (besonderheiten.rollstuhl) return besonderheiten.barrierefreiZugang === false ? 'TS' : 'RS';
  return null;
}

/** The town of a German address ("Straße 1, 60311 Frankfurt am Main" gives "Frankfurt am Main"). */
export function townOf(address: string): string {
  const withPostcode = /\b\d{5}\s+([^,\n]+)/.exec(address);
  if (withPostcode) return withPostcode[1]!.trim();
  const parts = address
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const last = parts.length > 1 ? parts[parts.length - 1]! : '';
  // A last part without digits is a town ("Bad Homburg"); anything else could be a street: leave it out.
  return last && !/\d/.test(last) && last.toLowerCase() !== 'deutschland' ? last : 'Ort unbekannt';
}

/** The uid of a leg's event: the outbound leg's is the booking's (calendars subscribed before issue 17 keep theirs). */
export function eventUid(bookingId: string, kind: Leg['kind']): string {
  return kind === 'hin' ? `${bookingId}@krankenfahrt` : `${bookingId}-rueckfahrt@krankenfahrt`;
}

/** One event per leg with a time (a return "nach Termin" has none yet), each with its own day and places. */
export function rideEventsOf(order: EventOrder, legs: readonly (EventLeg | null)[]): RideEvent[] {
  const code = transportCode(order.transportart, order.besonderheiten);
  const tentative = awaitsConfirmation(order.status);
  const status = tentative ? 'Offen (noch nicht bestätigt)' : 'Angenommen';
  const events: RideEvent[] = [];
  for (const leg of legs) {
    if (!leg || leg.cancelled || !leg.uhrzeit) continue;
    const from = townOf(leg.abholadresse);
    const to = townOf(leg.zieladresse);
    const back = leg.kind === 'rueck';
    const start = berlinInstant(leg.datum, leg.uhrzeit);
    events.push({
      uid: eventUid(order.id, leg.kind),
      bookingId: order.id,
      summary: `${tentative ? '[Offen] ' : ''}${back ? 'Rückfahrt ' : ''}${order.bookingNumber} · ${code ?? '–'} · ${from} → ${to}`,
      description: [
        `${back ? 'Rückfahrt zu' : 'Fahrt'} ${order.bookingNumber}`,
        `Status: ${status}`,
        `Transport: ${code ? `${modeLabels[code]} (${code})` : 'nicht festgelegt'}`,
        `Von: ${from}`,
        `Nach: ${to}`,
      ].join('\n'),
      location: from,
      start,
      end: new Date(start.getTime() + RIDE_DURATION_MINUTES * 60_000),
      tentative,
      updatedAt: order.updatedAt,
      revision: order.revision ?? 0,
    });
  }
  return events;
}

/** The coming rides (legs from yesterday, Berlin time, up to a year ahead) of open orders, not cancelled. */
export async function listComingRideEvents(db: DbOrTx, now: Date = new Date()): Promise<RideEvent[]> {
  const today = berlinDate(now);
  const rides = await readRides(
    db,
    and(
      orderIn(OPEN_ORDER_STATUSES),
      not(rideWhere.cancelled),
      gte(tripLegs.datum, addCalendarDays(today, -1)),
      lte(tripLegs.datum, addCalendarDays(today, 366)),
    ),
    { limit: 10_000 },
  );
  const ids = [...new Set(rides.map((ride) => ride.order.id))];
  // SEQUENCE of RFC 5545 counts revisions: every change of a booking writes one history entry.
  const revisions = ids.length
    ? await db
        .select({ id: bookingEvents.bookingId, n: sql<number>`count(*)::int` })
        .from(bookingEvents)
        .where(and(inArray(bookingEvents.bookingId, ids), ne(bookingEvents.type, 'created')))
        .groupBy(bookingEvents.bookingId)
    : [];
  const revisionOf = new Map(revisions.map((row) => [row.id, Number(row.n)]));
  const updatedAt = new Map(
    (ids.length
      ? await db
          .select({ id: bookings.id, updatedAt: bookings.updatedAt })
          .from(bookings)
          .where(inArray(bookings.id, ids))
      : []
    ).map((row) => [row.id, row.updatedAt]),
  );
  return rides.flatMap(({ leg, order }) =>
    rideEventsOf({ ...order, updatedAt: updatedAt.get(order.id) ?? now, revision: revisionOf.get(order.id) ?? 0 }, [
      leg,
    ]),
  );
}
