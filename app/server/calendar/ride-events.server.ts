// A booking as a calendar event (iCalendar feed and Google Calendar alike): booking number, time,
// transport code and the towns of pickup and destination. Never names, phone numbers or health data.
import { and, asc, gte, inArray, lte, sql } from 'drizzle-orm';
import { addCalendarDays, berlinDate, berlinInstant } from '#app/domain/berlin-time';
import type { BookingStatus } from '#app/domain/rides/statuses';
import { TRANSPORT_CODES, TRANSPORT_LEGEND } from '#app/domain/bookings/transport';
import type { DbOrTx } from '#app/server/db/client.server';
import { bookings, type Besonderheiten } from '#app/server/db/schema';

export const RIDE_DURATION_MINUTES = 60;
/** Statuses that put a ride into the calendar (open requests as tentative). */
export const calendarStatuses = ['pending', 'confirmed'] as const satisfies readonly BookingStatus[];

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

type EventBooking = {
  id: string;
  bookingNumber: string;
  datum: string;
  uhrzeit: string;
  transportart: string | null;
  besonderheiten: Besonderheiten;
  abholadresse: string;
  zieladresse: string;
  status: string;
  updatedAt: Date;
  rueckfahrt: string;
  rueckfahrtDatum: string | null;
  rueckfahrtUhrzeit: string | null;
  rueckfahrtZeit: string | null;
  /** The return leg's own addresses (issue 17); absent or null: the outbound addresses swapped. */
  rueckfahrtAbholadresse?: string | null;
  rueckfahrtZieladresse?: string | null;
  /** Changes since creation; 0 when not known (the Google push, which replaces the whole event). */
  revision?: number;
};

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

function toEvents(booking: EventBooking): RideEvent[] {
  const code = transportCode(booking.transportart, booking.besonderheiten);
  const from = townOf(booking.abholadresse);
  const to = townOf(booking.zieladresse);
  const tentative = booking.status === 'pending';
  const status = tentative ? 'Offen (noch nicht bestätigt)' : 'Angenommen';
  const description = (label: string, legFrom = from, legTo = to) =>
    [
      `${label} ${booking.bookingNumber}`,
      `Status: ${status}`,
      `Transport: ${code ? `${modeLabels[code]} (${code})` : 'nicht festgelegt'}`,
      `Von: ${legFrom}`,
      `Nach: ${legTo}`,
    ].join('\n');
  const start = berlinInstant(booking.datum, booking.uhrzeit);
  const events: RideEvent[] = [
    {
      uid: `${booking.id}@krankenfahrt`,
      bookingId: booking.id,
      summary: `${tentative ? '[Offen] ' : ''}${booking.bookingNumber} · ${code ?? '–'} · ${from} → ${to}`,
      description: description('Fahrt'),
      location: from,
      start,
      end: new Date(start.getTime() + RIDE_DURATION_MINUTES * 60_000),
      tentative,
      updatedAt: booking.updatedAt,
      revision: booking.revision ?? 0,
    },
  ];
  const returnTime = booking.rueckfahrtUhrzeit || booking.rueckfahrtZeit;
  if (booking.rueckfahrt === 'fest' && returnTime && /^\d{2}:\d{2}$/.test(returnTime)) {
    const returnStart = berlinInstant(booking.rueckfahrtDatum ?? booking.datum, returnTime);
    // The return leg's own pickup and destination (they may differ from the outbound leg's, issue 17).
    const backFrom = booking.rueckfahrtAbholadresse ? townOf(booking.rueckfahrtAbholadresse) : to;
    const backTo = booking.rueckfahrtZieladresse ? townOf(booking.rueckfahrtZieladresse) : from;
    events.push({
      uid: `${booking.id}-rueckfahrt@krankenfahrt`,
      bookingId: booking.id,
      summary: `${tentative ? '[Offen] ' : ''}Rückfahrt ${booking.bookingNumber} · ${code ?? '–'} · ${backFrom} → ${backTo}`,
      description: description('Rückfahrt zu', backFrom, backTo),
      location: backFrom,
      start: returnStart,
      end: new Date(returnStart.getTime() + RIDE_DURATION_MINUTES * 60_000),
      tentative,
      updatedAt: booking.updatedAt,
      revision: booking.revision ?? 0,
    });
  }
  return events;
}

export function rideEventsOf(booking: EventBooking): RideEvent[] {
  return toEvents(booking);
}

/** The coming rides (from yesterday, Berlin time, up to a year ahead), straight from the bookings table. */
export async function listComingRideEvents(db: DbOrTx, now: Date = new Date()): Promise<RideEvent[]> {
  const today = berlinDate(now);
  const rows = await db
    .select({
      id: bookings.id,
      bookingNumber: bookings.bookingNumber,
      datum: bookings.datum,
      uhrzeit: bookings.uhrzeit,
      transportart: bookings.transportart,
      besonderheiten: bookings.besonderheiten,
      abholadresse: bookings.abholadresse,
      zieladresse: bookings.zieladresse,
      status: bookings.status,
      updatedAt: bookings.updatedAt,
      rueckfahrt: bookings.rueckfahrt,
      rueckfahrtDatum: bookings.rueckfahrtDatum,
      rueckfahrtUhrzeit: bookings.rueckfahrtUhrzeit,
      rueckfahrtZeit: bookings.rueckfahrtZeit,
      rueckfahrtAbholadresse: bookings.rueckfahrtAbholadresse,
      rueckfahrtZieladresse: bookings.rueckfahrtZieladresse,
      // SEQUENCE of RFC 5545 counts revisions: every change of a booking writes one history entry.
      revision: sql<number>`(select count(*)::int from booking_events e where e.booking_id = "bookings"."id" and e.type <> 'created')`,
    })
    .from(bookings)
    .where(
      and(
        inArray(bookings.status, [...calendarStatuses]),
        gte(bookings.datum, addCalendarDays(today, -1)),
        lte(bookings.datum, addCalendarDays(today, 366)),
      ),
    )
    .orderBy(asc(bookings.datum), asc(bookings.uhrzeit))
    .limit(5000);
  return rows.flatMap(toEvents);
}
