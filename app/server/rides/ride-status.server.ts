// The one writer of a ride's status (issue 36, decision 250): every change of `bookings.status` and
// `trip_legs.status` goes through here (staff actions and bulk actions, the drivers' reports, series
// generation and changes, the billing export, invoices and their Storno), planned by the lifecycle
// (app/domain/rides/lifecycle.ts) and written in the caller's transaction together with the history
// entries, the calendar update and the live notification. Orders are locked before their legs, each set
// in id order, so two writers never wait for each other in a circle.
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { LegStatusCause, StatusCause } from '#app/domain/bookings/history-events';
import type { LegKind, RideLeg } from '#app/domain/rides/legs';
import {
  isLocked,
  isOpenOrder,
  LIFECYCLE_MESSAGES,
  orderStatusAfterBilling,
  orderStatusAfterLegs,
  planLegCancel,
  planLegRestore,
  planOfficeCompletion,
  planOrderStatus,
  type LegChange,
  type RideBilling,
  type RideState,
} from '#app/domain/rides/lifecycle';
import type { BookingStatus, LegStatus } from '#app/domain/rides/statuses';
import { isUuid } from '#app/domain/uuid';
import { recordBookingEvent, type Actor } from '#app/server/bookings/booking-events.server';
import type { Tx } from '#app/server/db/client.server';
import { bookings, drivers, tripLegs } from '#app/server/db/schema';
import { enqueueJobs } from '#app/server/jobs/outbox.server';
import { notifyChange } from '#app/server/realtime/notify-change.server';
import { conflict, invalid, notFound, ok, type Result } from '#app/server/use-case-result.server';
import { driverVehicleSql, legBillingSql } from './ride-sql.server';
import { toRideLeg } from './trip-legs.server';

export type OrderRow = typeof bookings.$inferSelect;
export type LockedLeg = RideLeg & { billing: RideBilling };
/** An order and its legs, locked for the rest of the transaction, each leg with its billing. */
export type LockedRide = { booking: OrderRow; legs: LockedLeg[] };

/** Locks the orders (id order), then their legs (id order), and reads them. Unknown ids are left out. */
export async function lockRides(tx: Tx, bookingIds: readonly string[]): Promise<Map<string, LockedRide>> {
  const ids = [...new Set(bookingIds.filter(isUuid))].sort();
  const result = new Map<string, LockedRide>();
  if (!ids.length) return result;
  const orders = await tx
    .select()
    .from(bookings)
    .where(inArray(bookings.id, ids))
    .orderBy(asc(bookings.id))
    .for('update');
  const legs = await tx
    .select({ leg: tripLegs, billing: legBillingSql(sql`${tripLegs.id}`) })
    .from(tripLegs)
    .where(inArray(tripLegs.bookingId, ids))
    .orderBy(asc(tripLegs.id))
    .for('update');
  for (const booking of orders) result.set(booking.id, { booking, legs: [] });
  for (const row of legs) result.get(row.leg.bookingId)?.legs.push({ ...toRideLeg(row.leg), billing: row.billing });
  for (const ride of result.values()) ride.legs.sort((a, b) => a.kind.localeCompare(b.kind));
  return result;
}

/** One order and its legs, locked; null when there is no such order. */
export async function lockRide(tx: Tx, bookingId: string): Promise<LockedRide | null> {
  return (await lockRides(tx, [bookingId])).get(bookingId) ?? null;
}

/** The order of a leg, locked with its legs; null for an unknown leg. */
export async function lockRideOfLeg(tx: Tx, legId: string): Promise<{ ride: LockedRide; leg: LockedLeg } | null> {
  if (!isUuid(legId)) return null;
  const [row] = await tx.select({ bookingId: tripLegs.bookingId }).from(tripLegs).where(eq(tripLegs.id, legId));
  const ride = row ? await lockRide(tx, row.bookingId) : null;
  const leg = ride?.legs.find((l) => l.id === legId);
  return ride && leg ? { ride, leg } : null;
}

/** A leg of a locked ride as the lifecycle's predicates see it. */
export function rideStateOf(ride: LockedRide, leg: LockedLeg): RideState {
  return { booking: ride.booking.status, leg: leg.status, billing: leg.billing };
}

/**
 * Why the plan of this ride (dates, addresses, driver, vehicle, km, the order's facts) must not change,
 * or null: a billed leg (package, invoice, or the order marked "Abgerechnet") is locked (decision 250).
 * `kinds` limits the check to the legs a change touches.
 */
export function lockedRideRefusal(ride: LockedRide, kinds: readonly LegKind[] = ['hin', 'rueck']): string | null {
  const locked = ride.legs.some((leg) => kinds.includes(leg.kind) && isLocked(rideStateOf(ride, leg)));
  return locked ? LIFECYCLE_MESSAGES.locked : null;
}

async function announce(tx: Tx, bookingId: string): Promise<void> {
  await notifyChange(tx, { entity: 'booking', kind: 'update', id: bookingId, source: 'staff' });
}

/** The calendar shows open orders (pending tentative, confirmed): a change into or out of them updates it. */
async function updateCalendar(tx: Tx, bookingId: string, from: BookingStatus, to: BookingStatus): Promise<void> {
  if (isOpenOrder(from) || isOpenOrder(to))
    await enqueueJobs(tx, [{ kind: 'calendar-sync', payload: { action: 'update', bookingId } }]);
}

async function writeOrderStatus(
  tx: Tx,
  actor: Actor,
  ride: LockedRide,
  to: BookingStatus,
  note: OrderStatusNote,
): Promise<void> {
  const from = ride.booking.status;
  await tx.update(bookings).set({ status: to, updatedAt: new Date() }).where(eq(bookings.id, ride.booking.id));
  ride.booking = { ...ride.booking, status: to };
  await recordBookingEvent(tx, {
    bookingId: ride.booking.id,
    actor,
    type: 'status-changed',
    data: { from, to, ...note },
  });
  await updateCalendar(tx, ride.booking.id, from, to);
}

/**
 * Sets one leg's status: a freed leg loses its driver and vehicle (the driver is remembered for their
 * app); a leg set down keeps the vehicle it was driven with (its own, else its driver's), so billing
 * reads the vehicle of that day. `cause` null: the driver's own report (it has its own history entry).
 */
async function writeLegStatus(
  tx: Tx,
  actor: Actor,
  ride: LockedRide,
  change: LegChange,
  cause: LegStatusCause | null,
): Promise<void> {
  const leg = ride.legs.find((l) => l.kind === change.kind);
  if (!leg) return;
  const set: PgUpdateSetSource<typeof tripLegs> = { status: change.to, updatedAt: new Date() };
  let driverName: string | null = null;
  if (change.freeDriver && (leg.driverId || leg.vehicleId)) {
    Object.assign(set, {
      driverId: null,
      vehicleId: null,
      ...(leg.driverId ? { releasedDriverId: leg.driverId } : {}),
    });
    if (leg.driverId) {
      const [driver] = await tx.select({ name: drivers.name }).from(drivers).where(eq(drivers.id, leg.driverId));
      driverName = driver?.name ?? null;
    }
  }
  if (change.to === 'abgesetzt' && !leg.vehicleId && leg.driverId)
    set.vehicleId = sql`${driverVehicleSql(sql`${tripLegs.driverId}`)}`;
  const [updated] = await tx.update(tripLegs).set(set).where(eq(tripLegs.id, leg.id)).returning();
  Object.assign(leg, toRideLeg(updated!));
  if (cause) {
    await recordBookingEvent(tx, {
      bookingId: ride.booking.id,
      actor,
      type: 'leg-status-changed',
      data: { leg: change.kind, from: change.from, to: change.to, cause, ...(driverName ? { driverName } : {}) },
    });
  }
}

/** The order follows its legs (all finished: "Durchgeführt"; one open again: "Angenommen"). */
async function settleOrderAfterLegs(tx: Tx, actor: Actor, ride: LockedRide): Promise<BookingStatus> {
  const next = orderStatusAfterLegs(
    ride.booking.status,
    ride.legs.map((leg) => leg.status),
  );
  if (next !== ride.booking.status) await writeOrderStatus(tx, actor, ride, next, { cause: 'fahrten' });
  return next;
}

export type OrderStatusNote = {
  via?: 'confirm' | 'reject';
  grund?: string;
  overCapacity?: boolean;
  cause?: StatusCause;
};

export type OrderStatusChange = { from: BookingStatus; to: BookingStatus; changed: boolean; legs: LegChange[] };

/**
 * Sets the order's status with the lifecycle's cascade on its legs (reject cancels the open legs and
 * frees their drivers, "Durchgeführt" sets the open legs down, …), or refuses in German (a billed leg, a
 * patient on board, a leg already driven). Setting the current status changes nothing.
 */
export async function changeOrderStatus(
  tx: Tx,
  actor: Actor,
  ride: LockedRide,
  to: BookingStatus,
  note: OrderStatusNote = {},
): Promise<Result<OrderStatusChange>> {
  const from = ride.booking.status;
  const plan = planOrderStatus(from, to, ride.legs);
  if (!plan.ok) return conflict(plan.message);
  if (from === to) return ok({ from, to, changed: false, legs: [] });
  await writeOrderStatus(tx, actor, ride, to, note);
  for (const change of plan.legs) await writeLegStatus(tx, actor, ride, change, 'buchung');
  await announce(tx, ride.booking.id);
  return ok({ from, to, changed: true, legs: plan.legs });
}

/**
 * A driver's status report moves their leg (the report's own history entry is the caller's): the order
 * follows (the last leg set down completes it). The caller checked the lifecycle (isReportable).
 */
export async function setReportedLegStatus(
  tx: Tx,
  actor: Actor,
  ride: LockedRide,
  leg: LockedLeg,
  to: LegStatus,
): Promise<void> {
  if (leg.status !== to) {
    await writeLegStatus(tx, actor, ride, { kind: leg.kind, from: leg.status, to, freeDriver: false }, null);
    await settleOrderAfterLegs(tx, actor, ride);
  }
  await announce(tx, ride.booking.id);
}

/** "Fahrt absagen": one leg of an order called off, its driver freed; the order follows. */
export async function cancelLeg(
  tx: Tx,
  actor: Actor,
  bookingId: string,
  kind: LegKind,
): Promise<Result<{ bookingNumber: string; status: BookingStatus }>> {
  return changeLeg(tx, actor, bookingId, kind, 'abgesagt', planLegCancel);
}

/** "Wieder einplanen": a cancelled or missed leg planned again (without driver); the order follows. */
export async function restoreLeg(
  tx: Tx,
  actor: Actor,
  bookingId: string,
  kind: LegKind,
): Promise<Result<{ bookingNumber: string; status: BookingStatus }>> {
  return changeLeg(tx, actor, bookingId, kind, 'wieder-eingeplant', planLegRestore);
}

async function changeLeg(
  tx: Tx,
  actor: Actor,
  bookingId: string,
  kind: LegKind,
  cause: LegStatusCause,
  plan: typeof planLegCancel,
): Promise<Result<{ bookingNumber: string; status: BookingStatus }>> {
  const ride = isUuid(bookingId) ? await lockRide(tx, bookingId) : null;
  if (!ride) return notFound();
  const leg = ride.legs.find((l) => l.kind === kind);
  if (!leg) return invalid({ leg: 'Diese Buchung hat keine Rückfahrt.' }, 'Diese Buchung hat keine Rückfahrt.');
  const planned = plan(rideStateOf(ride, leg));
  if (!planned.ok) return conflict(planned.message);
  await writeLegStatus(
    tx,
    actor,
    ride,
    { kind, from: leg.status, to: planned.to, freeDriver: planned.freeDriver },
    cause,
  );
  const status = await settleOrderAfterLegs(tx, actor, ride);
  await enqueueJobs(tx, [{ kind: 'calendar-sync', payload: { action: 'update', bookingId } }]);
  await announce(tx, bookingId);
  return ok({ bookingNumber: ride.booking.bookingNumber, status });
}

/**
 * "Im Büro abschließen" (issue 37): staff set down a leg the drivers' app never did, by the lifecycle's
 * rule (an open leg of an order we drive, not billed, whose day has come; `today` is Berlin's date). The
 * caller locked the ride and wrote the leg's values (driver, vehicle, times, km) and writes the history
 * entry naming who did it; the order follows (the last leg set down completes it).
 */
export async function completeLegInOffice(
  tx: Tx,
  actor: Actor,
  ride: LockedRide,
  leg: LockedLeg,
  today: string,
): Promise<Result<{ from: LegStatus; status: BookingStatus }>> {
  const planned = planOfficeCompletion(rideStateOf(ride, leg), leg.datum, today);
  if (!planned.ok) return conflict(planned.message);
  const from = leg.status;
  await writeLegStatus(tx, actor, ride, { kind: leg.kind, from, to: planned.to, freeDriver: planned.freeDriver }, null);
  const status = await settleOrderAfterLegs(tx, actor, ride);
  await announce(tx, ride.booking.id);
  return ok({ from, status });
}

/**
 * After staff changed the legs' plan (a return added or removed): the order follows its legs, as after a
 * leg's status changed ("Durchgeführt" with a new open return is "Angenommen" again).
 */
export async function settleOrderAfterPlanChange(tx: Tx, actor: Actor, bookingId: string): Promise<void> {
  const ride = await lockRide(tx, bookingId);
  if (ride) await settleOrderAfterLegs(tx, actor, ride);
}

/**
 * After legs went into billing or came out of it (in this transaction): each order becomes "Abgerechnet"
 * once every leg driven is billed, and "Durchgeführt" again when one is open for billing again.
 */
export async function settleOrdersAfterBilling(tx: Tx, actor: Actor, bookingIds: readonly string[]): Promise<void> {
  for (const ride of (await lockRides(tx, bookingIds)).values()) {
    const next = orderStatusAfterBilling(ride.booking.status, ride.legs);
    if (next !== ride.booking.status) await writeOrderStatus(tx, actor, ride, next, { cause: 'abrechnung' });
    await announce(tx, ride.booking.id);
  }
}
