// What generating a series' bookings does, decided without I/O: the rides the series wants in the
// window (expand.ts) against the bookings it already generated (one per series and rule date). A missing
// date is created; a ride that changed (moved, other time, other return) is updated; a booking whose
// date lies in a pause is paused (the same booking comes back when its date is wanted again); a booking
// whose date the series no longer has (cancelled, ended, beyond the approval) is removed. Bookings a
// dispatcher already gave to a driver are changed, paused or cancelled only when the dispatcher confirmed
// it ("never without asking"); bookings already driven, finished, or rejected by hand are never touched.
import { isNotStartedLeg, isOpenOrder, isPausedOrder } from '#app/domain/rides/lifecycle';
import { legsOfTrip, type Leg } from '#app/domain/rides/legs';
import type { BookingStatus } from '#app/domain/rides/statuses';
import { addCalendarDays } from '#app/domain/calendar-days';
import type { SeriesOccurrence } from './expand';

/** What a booking generated from a series looks like now. */
export type GeneratedBooking = {
  key: string;
  bookingId: string;
  bookingNumber: string;
  status: BookingStatus;
  hin: Pick<Leg, 'datum' | 'uhrzeit' | 'abholadresse' | 'zieladresse' | 'driverId' | 'status'>;
  back: Pick<Leg, 'datum' | 'uhrzeit' | 'timing' | 'driverId' | 'status'> | null;
};

/** The key of a date whose booking was deleted by hand: never generated again. */
export type ExistingKey = { key: string; booking: GeneratedBooking | null };

/**
 * untouched: free to change; assigned: a driver has it (ask first); paused: in a pause of the series
 * (resumed or removed by the series only); frozen: driven, finished or rejected.
 */
export type BookingState = 'untouched' | 'assigned' | 'paused' | 'frozen';

/** A series changes an order only while it is open (or paused by it) and no leg has started (the lifecycle's words). */
export function bookingState(booking: GeneratedBooking): BookingState {
  if (isPausedOrder(booking.status)) return 'paused';
  if (!isOpenOrder(booking.status)) return 'frozen';
  const legs = booking.back ? [booking.hin, booking.back] : [booking.hin];
  if (legs.some((leg) => !isNotStartedLeg(leg.status))) return 'frozen';
  return legs.some((leg) => leg.driverId) ? 'assigned' : 'untouched';
}

/** The legs of a generated booking for one ride of the series. */
export function legsOfOccurrence(
  occurrence: Pick<SeriesOccurrence, 'date' | 'pickupTime' | 'back'>,
  places: { abholadresse: string; zieladresse: string },
): { hin: Leg; back: Leg | null } {
  const back = occurrence.back;
  return legsOfTrip({
    datum: occurrence.date,
    uhrzeit: occurrence.pickupTime,
    ...places,
    rueckfahrt: back.mode === 'keine' ? 'keine' : back.mode === 'fest' ? 'fest' : 'nach-termin',
    rueckUhrzeit: back.mode === 'fest' ? back.time : null,
  });
}

function sameRide(booking: GeneratedBooking, wanted: { hin: Leg; back: Leg | null }): boolean {
  const { hin, back } = wanted;
  if (booking.hin.datum !== hin.datum || booking.hin.uhrzeit !== hin.uhrzeit) return false;
  if (booking.hin.abholadresse !== hin.abholadresse || booking.hin.zieladresse !== hin.zieladresse) return false;
  if (!back || !booking.back) return !back && !booking.back;
  return (
    booking.back.datum === back.datum && booking.back.timing === back.timing && booking.back.uhrzeit === back.uhrzeit
  );
}

export type PlannedChange = { key: string; booking: GeneratedBooking; state: 'untouched' | 'assigned' };

export type GenerationPlan = {
  create: SeriesOccurrence[];
  update: (PlannedChange & { occurrence: SeriesOccurrence })[];
  remove: PlannedChange[];
  /** Rides whose date lies in a pause: paused, keeping their booking (and number) for the resume. */
  pause: PlannedChange[];
  /** Paused bookings whose date the series has again (resumed, or moved out of the pause); `changed`: their ride moved too. */
  resume: (PlannedChange & { occurrence: SeriesOccurrence; changed: boolean })[];
  /** Bookings the change would concern but that stay as they are (driven, finished, rejected by hand). */
  frozen: GeneratedBooking[];
};

/**
 * The plan for the window: `wanted` are the rides of the window (expandSeries), `existing` the keys the
 * series already has whose booking lies in the window (or whose key does), `pausedKeys` the rule dates
 * of the window a pause skips. Past bookings are the caller's to leave out.
 */
export function planGeneration(
  wanted: readonly SeriesOccurrence[],
  existing: readonly ExistingKey[],
  places: { abholadresse: string; zieladresse: string },
  pausedKeys: ReadonlySet<string> = new Set(),
): GenerationPlan {
  const byKey = new Map(existing.map((entry) => [entry.key, entry]));
  const wantedKeys = new Set(wanted.map((occurrence) => occurrence.key));
  const plan: GenerationPlan = { create: [], update: [], remove: [], pause: [], resume: [], frozen: [] };
  for (const occurrence of wanted) {
    const entry = byKey.get(occurrence.key);
    if (!entry) {
      plan.create.push(occurrence);
      continue;
    }
    if (!entry.booking) continue;
    const changed = !sameRide(entry.booking, legsOfOccurrence(occurrence, places));
    const state = bookingState(entry.booking);
    if (state === 'paused')
      plan.resume.push({ key: occurrence.key, booking: entry.booking, state: 'untouched', occurrence, changed });
    else if (!changed) continue;
    else if (state === 'frozen') plan.frozen.push(entry.booking);
    else plan.update.push({ key: occurrence.key, booking: entry.booking, state, occurrence });
  }
  for (const entry of existing) {
    if (wantedKeys.has(entry.key) || !entry.booking) continue;
    const state = bookingState(entry.booking);
    const paused = pausedKeys.has(entry.key);
    if (state === 'frozen') plan.frozen.push(entry.booking);
    else if (state === 'paused') {
      // Still in a pause: stays paused. Otherwise the series has the date no more: the booking goes.
      if (!paused) plan.remove.push({ key: entry.key, booking: entry.booking, state: 'untouched' });
    } else if (paused) plan.pause.push({ key: entry.key, booking: entry.booking, state });
    else plan.remove.push({ key: entry.key, booking: entry.booking, state });
  }
  return plan;
}

/** The changes that need the dispatcher's yes: a driver already has these rides. */
export function assignedChanges(plan: GenerationPlan): PlannedChange[] {
  return [...plan.update, ...plan.remove, ...plan.pause].filter((change) => change.state === 'assigned');
}

/** The plan without what needs asking (the background job, and a change the dispatcher did not confirm). */
export function withoutAssigned(plan: GenerationPlan): GenerationPlan {
  const free = (change: PlannedChange) => change.state !== 'assigned';
  return {
    ...plan,
    update: plan.update.filter(free),
    remove: plan.remove.filter(free),
    pause: plan.pause.filter(free),
  };
}

/** The days a series generates its rides for: from today, `horizonWeeks` weeks ahead. */
export type GenerationWindow = { from: string; to: string };

export function windowOf(today: string, horizonWeeks: number): GenerationWindow {
  return { from: today, to: addCalendarDays(today, horizonWeeks * 7 - 1) };
}
