// Trip legs (Fahrten, DOMAIN.md): a booking (Auftrag) has an outbound leg and, when a return is booked,
// a return leg with a fixed time or "nach Termin" (open until the practice reports the patient ready).
// Each leg has its own date, time, pickup, destination, driver, vehicle, status and notes. SPEC's
// booking columns (datum, uhrzeit, abholadresse, zieladresse, rueckfahrt, rueckfahrt_*) stay readable by
// the old schema: they are derived from the legs (migration 0021's trigger), never the other way.
import { isCancelledOrder, isDoneOrder } from './lifecycle';
import type { Besonderheiten } from '#app/domain/bookings/read-models';
import type { RideBilling, RideState } from './lifecycle';
import { isBookingStatus, type BookingStatus, type LegStatus } from './statuses';

export const LEG_KINDS = ['hin', 'rueck'] as const;
export type LegKind = (typeof LEG_KINDS)[number];

export const LEG_TIMINGS = ['fest', 'nach-termin'] as const;
export type LegTiming = (typeof LEG_TIMINGS)[number];

/**
 * The one German name of a leg kind (issue 40: no inline `kind === 'hin' ? 'Hinfahrt' : 'Rückfahrt'`, an
 * ESLint rule bans it). The schema calls the concept `kind` (trip_legs.kind).
 */
export const LEG_KIND_LABELS: Record<LegKind, string> = { hin: 'Hinfahrt', rueck: 'Rückfahrt' };

/** The leg kind in file and folder names of exports (ASCII): "Hinfahrt", "Rueckfahrt". */
export const LEG_KIND_FILE_NAMES: Record<LegKind, string> = { hin: 'Hinfahrt', rueck: 'Rueckfahrt' };

export const NACH_TERMIN_LABEL = 'nach Termin';

export type Leg = {
  kind: LegKind;
  timing: LegTiming;
  /** yyyy-MM-dd */
  datum: string;
  /** HH:mm for a fixed time; null for "nach Termin". */
  uhrzeit: string | null;
  abholadresse: string;
  zieladresse: string;
  driverId: string | null;
  vehicleId: string | null;
  status: LegStatus;
  notes: string | null;
};

/** A stored leg: the one shape every reader of legs starts from (issue 36); trip_legs maps to it in one place. */
export type RideLeg = Leg & {
  id: string;
  bookingId: string;
  /** Km driven (the driver's proof or staff's entry), one decimal. */
  km: number | null;
  wartezeitMinuten: number | null;
  /** Drop-off time staff entered (HH:MM) when the driver reported none. */
  abgesetztUm: string | null;
  /** Pickup time staff entered when completing the ride in the office (HH:MM). */
  abgeholtUm: string | null;
  /** The driver taken off the leg last (cancelled, or given to someone else). */
  releasedDriverId: string | null;
};

/** What ride lists show of a leg's order (the booking's own facts; its ride columns are the legs'). */
export type RideOrder = {
  id: string;
  bookingNumber: string;
  status: BookingStatus;
  vorname: string;
  nachname: string;
  telefon: string | null;
  transportart: string | null;
  besonderheiten: Besonderheiten;
  hinweise: string | null;
  begleitpersonen: number;
  /** The planned distance (km) staff entered for the booking. */
  entfernungKm: number | null;
  krankenkasse: string | null;
  patientenId: string | null;
  quelle: string;
};

/**
 * A leg with its order, its driver's name, the vehicle it is driven with (its own, else its driver's) and
 * its billing: the one read of a ride every list starts from (app/server/rides/leg-facts.server.ts).
 */
/** A leg with its order as a ride list reads it; `ride` is the state the lifecycle's predicates take. */
export type RideRow = {
  leg: RideLeg;
  order: RideOrder;
  driverName: string | null;
  vehicleId: string | null;
  billing: RideBilling;
  ride: RideState;
  /** The reason the driver gave with "nicht angetroffen", while the leg is missed (else null). */
  missedReason: string | null;
};

/** A new order's trip as the forms and series describe it: the outbound leg and how the patient returns. */
export type TripPlan = {
  datum: string;
  uhrzeit: string;
  abholadresse: string;
  zieladresse: string;
  rueckfahrt: 'keine' | LegTiming;
  /** The fixed return's time (rueckfahrt 'fest'). */
  rueckUhrzeit?: string | null;
  /** The return's day when it is not the outbound's. */
  rueckDatum?: string | null;
};

/**
 * The legs of a new order (online, by phone, from a series): the outbound leg, and the return (fixed or
 * "nach Termin") from the destination back to the pickup. Without driver and vehicle; a new leg's status
 * is the writer's (newLegStatus).
 */
export function legsOfTrip(trip: TripPlan): { hin: Leg; back: Leg | null } {
  const plan = { driverId: null, vehicleId: null, status: 'geplant' as const, notes: null };
  const hin: Leg = {
    kind: 'hin',
    timing: 'fest',
    datum: trip.datum,
    uhrzeit: trip.uhrzeit,
    abholadresse: trip.abholadresse,
    zieladresse: trip.zieladresse,
    ...plan,
  };
  if (trip.rueckfahrt === 'keine') return { hin, back: null };
  const back: Leg = {
    kind: 'rueck',
    timing: trip.rueckfahrt,
    datum: trip.rueckDatum ?? trip.datum,
    uhrzeit: trip.rueckfahrt === 'fest' ? (trip.rueckUhrzeit ?? null) : null,
    abholadresse: trip.zieladresse,
    zieladresse: trip.abholadresse,
    ...plan,
  };
  return { hin, back };
}

/** SPEC's columns of a booking that describe its rides. */
export type BookingLegColumns = {
  datum: string;
  uhrzeit: string;
  abholadresse: string;
  zieladresse: string;
  assignedDriverId: string | null;
  rueckfahrt: string;
  rueckfahrtZeit: string | null;
  rueckfahrtDatum: string | null;
  rueckfahrtUhrzeit: string | null;
  rueckfahrtAbholadresse: string | null;
  rueckfahrtZieladresse: string | null;
};

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export function isLegTime(value: string | null | undefined): value is string {
  return typeof value === 'string' && TIME.test(value);
}

/** The leg status an order's status implies for legs that come with an old row (an import of the old site's data). */
export function legStatusForBookingStatus(status: string): LegStatus {
  if (!isBookingStatus(status)) return 'geplant';
  if (isCancelledOrder(status)) return 'storniert';
  if (isDoneOrder(status)) return 'abgesetzt';
  return 'geplant';
}

/**
 * The legs a booking's SPEC columns describe: the one mapping from the old schema to legs, for rows
 * that come without legs (the old site's data: migration 0005's backfill, imports, seeds). A fixed return without a readable time becomes
 * "nach Termin" with the old value kept in its notes, so nothing is lost.
 */
export function legsFromBookingColumns(columns: BookingLegColumns & { status: string }): Leg[] {
  const status = legStatusForBookingStatus(columns.status);
  // A cancelled ride has no driver (the lifecycle frees them).
  const driverId = status === 'storniert' ? null : columns.assignedDriverId;
  const legs: Leg[] = [
    {
      kind: 'hin',
      timing: 'fest',
      datum: columns.datum,
      uhrzeit: columns.uhrzeit,
      abholadresse: columns.abholadresse,
      zieladresse: columns.zieladresse,
      driverId,
      vehicleId: null,
      status,
      notes: null,
    },
  ];
  if (columns.rueckfahrt === 'keine') return legs;
  const rawTime = columns.rueckfahrtUhrzeit ?? columns.rueckfahrtZeit;
  const fixed = columns.rueckfahrt === 'fest' && isLegTime(rawTime);
  const keptRaw =
    columns.rueckfahrt === 'fest' && !fixed && rawTime?.trim() ? `Rückfahrtzeit aus Altdaten: ${rawTime.trim()}` : null;
  legs.push({
    kind: 'rueck',
    timing: fixed ? 'fest' : 'nach-termin',
    datum: columns.rueckfahrtDatum ?? columns.datum,
    uhrzeit: fixed ? rawTime : null,
    abholadresse: columns.rueckfahrtAbholadresse ?? columns.zieladresse,
    zieladresse: columns.rueckfahrtZieladresse ?? columns.abholadresse,
    driverId,
    vehicleId: null,
    status,
    notes: keptRaw,
  });
  return legs;
}

/**
 * SPEC's booking columns written from the legs. The booking's driver is the outbound leg's driver (the
 * old schema knows one driver per booking).
 */
export function bookingColumnsFromLegs(outbound: Leg, back: Leg | null): BookingLegColumns {
  const fixedTime = back && back.timing === 'fest' ? back.uhrzeit : null;
  return {
    datum: outbound.datum,
    uhrzeit: outbound.uhrzeit ?? '00:00',
    abholadresse: outbound.abholadresse,
    zieladresse: outbound.zieladresse,
    assignedDriverId: outbound.driverId,
    rueckfahrt: back ? back.timing : 'keine',
    rueckfahrtZeit: fixedTime,
    rueckfahrtDatum: back ? back.datum : null,
    rueckfahrtUhrzeit: fixedTime,
    rueckfahrtAbholadresse: back ? back.abholadresse : null,
    rueckfahrtZieladresse: back ? back.zieladresse : null,
  };
}

/** "Rückfahrt 14:30" or "Rückfahrt nach Termin", for lists and messages. */
export function legTimeLabel(leg: Pick<Leg, 'timing' | 'uhrzeit'>): string {
  return leg.timing === 'nach-termin' || !leg.uhrzeit ? NACH_TERMIN_LABEL : leg.uhrzeit;
}

/** Legs in the order a dispatcher reads them: by date, fixed times first by time, then "nach Termin". */
export function compareLegs(
  a: Pick<Leg, 'datum' | 'uhrzeit' | 'kind'>,
  b: Pick<Leg, 'datum' | 'uhrzeit' | 'kind'>,
): number {
  if (a.datum !== b.datum) return a.datum < b.datum ? -1 : 1;
  const at = a.uhrzeit ?? '99:99';
  const bt = b.uhrzeit ?? '99:99';
  if (at !== bt) return at < bt ? -1 : 1;
  return a.kind === b.kind ? 0 : a.kind === 'hin' ? -1 : 1;
}

export type OutboundChange = Partial<Pick<Leg, 'datum' | 'uhrzeit' | 'abholadresse' | 'zieladresse'>>;

/**
 * The legs after the outbound leg changed (Buchung bearbeiten), keeping the return consistent unless
 * `returnEdited` says the user set the return explicitly: a return on the outbound's old date moves to
 * the new date (a same-day return stays same-day); a return that picked up at the old destination picks
 * up at the new one, and one that drove to the old pickup drives to the new one (swapped addresses stay
 * swapped). A return on another day, or from/to other places, is left alone. A fixed return time that
 * would lie before the moved outbound time on the same day is not changed here: the caller warns.
 */
export function followOutbound(
  hin: Leg,
  back: Leg | null,
  change: OutboundChange,
  returnEdited = false,
): { hin: Leg; back: Leg | null } {
  const next: Leg = { ...hin, ...change };
  if (!back || returnEdited) return { hin: next, back };
  const moved: Leg = { ...back };
  if (back.datum === hin.datum) moved.datum = next.datum;
  if (back.abholadresse === hin.zieladresse) moved.abholadresse = next.zieladresse;
  if (back.zieladresse === hin.abholadresse) moved.zieladresse = next.abholadresse;
  return { hin: next, back: moved };
}

/** A fixed return on the outbound's day must not start before the outbound leg. */
export function returnBeforeOutbound(hin: Leg, back: Leg | null): boolean {
  return (
    Boolean(
      back &&
      back.timing === 'fest' &&
      back.uhrzeit &&
      hin.uhrzeit &&
      back.datum === hin.datum &&
      back.uhrzeit <= hin.uhrzeit,
    ) || Boolean(back && back.datum < hin.datum)
  );
}
