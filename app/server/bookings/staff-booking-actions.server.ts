// The dispatcher's use cases on one booking (issue 6, SPEC.md §4, DESIGN.md). Each runs in one
// transaction that locks the booking row, writes a booking_events entry naming the staff user, enqueues
// its side effects (e-mails, calendar) in the outbox and notifies live screens.
import { eq } from 'drizzle-orm';
import { driverLegMessage, driverTripMessage, driverTripOf, type DriverTrip } from '#app/domain/templates/driver-trip';
import { whatsappLink } from '#app/domain/whatsapp';
import { RETURN_MESSAGES, type EditBookingValues, type ReturnLegValues } from '#app/domain/bookings/edit-booking';
import { isBookingStatus, type BookingStatus } from '#app/domain/rides/statuses';
import { isTransportType, type TransportType } from '#app/domain/bookings/transport';
import {
  followOutbound,
  returnBeforeOutbound,
  type Leg,
  type LegKind,
  type OutboundChange,
  type RideLeg,
} from '#app/domain/rides/legs';
import {
  awaitsConfirmation,
  isCancelled,
  isDriveable,
  manualEditRefusal,
  manualStatusRefusal,
} from '#app/domain/rides/lifecycle';
import type { DbOrTx, Tx } from '#app/server/db/client.server';
import { bookings, drivers, vehicles } from '#app/server/db/schema';
import { enqueueJobs, type OutboxJob } from '#app/server/jobs/outbox.server';
import { notifyChange } from '#app/server/realtime/notify-change.server';
import { BookingActionError } from './booking-action-error.server';
import { recordBookingEvent, type Actor } from './booking-events.server';
import { confirmedInSlot, readSlotCapacity } from './slot-capacity.server';
import { isUuid } from '#app/domain/uuid';
import { groupLegs, writeLegs } from '#app/server/rides/trip-legs.server';
import {
  cancelLeg,
  changeOrderStatus,
  lockedRideRefusal,
  lockRide,
  restoreLeg,
  rideStateOf,
  settleOrderAfterPlanChange,
  type LockedRide,
} from '#app/server/rides/ride-status.server';
import type { Result } from '#app/server/use-case-result.server';
import { approvalWarningFor } from '#app/server/approvals/booking-approvals.server';

/** Refusals of the rides core that this area words itself. */
const NOTHING_TO_DRIVE =
  'Diese Buchung hat keine Fahrt mehr, die ein Fahrer übernehmen kann (alle sind gefahren, storniert oder abgerechnet).';
const CANCELLED_LEG = 'Diese Fahrt ist storniert: Sie braucht keinen Fahrer. Planen Sie sie zuerst wieder ein.';

/**
 * Issue 18: confirming or assigning a booking whose legs need an approval that is not granted is refused
 * with the German warning unless staff confirm it (`override`); an override is written to the history.
 */
export type ApprovalCheck = { today: string; override: boolean };

async function checkApproval(
  tx: Tx,
  actor: Actor,
  id: string,
  check: ApprovalCheck | undefined,
  via: 'confirm' | 'assign',
): Promise<void> {
  if (!check) return;
  const warning = await approvalWarningFor(tx, id, check.today);
  if (!warning) return;
  if (!check.override) throw new BookingActionError('approval-missing', warning);
  await recordBookingEvent(tx, { bookingId: id, actor, type: 'approval-override', data: { via } });
}

type BookingRow = typeof bookings.$inferSelect;

/** The booking and its legs, locked (the rides core's order: booking first, then legs). */
async function lockBookingRide(tx: Tx, id: string): Promise<LockedRide> {
  const ride = isUuid(id) ? await lockRide(tx, id) : null;
  if (!ride) throw new BookingActionError('not-found');
  return ride;
}

async function lockBooking(tx: Tx, id: string): Promise<BookingRow> {
  return (await lockBookingRide(tx, id)).booking;
}

/** The rides core's value, or its refusal as the area's typed error (rolls the transaction back). */
function refuseUnless<T>(result: Result<T>): T {
  if (result.ok) return result.value;
  throw new BookingActionError(result.code === 'invalid' ? 'invalid' : 'refused', result.message);
}

/** Refuses a change of a billed ride's plan (legs `kinds`, default both) with the lifecycle's German text. */
function refuseIfLocked(ride: LockedRide, kinds?: readonly LegKind[]): void {
  const refusal = lockedRideRefusal(ride, kinds);
  if (refusal) throw new BookingActionError('refused', refusal);
}

/** The address booking e-mails go to: the confirmation address given in the wizard, else the e-mail. */
export function recipientOf(booking: Pick<BookingRow, 'bestaetigungsEmail' | 'email'>): string | null {
  return booking.bestaetigungsEmail?.trim() || booking.email?.trim() || null;
}

const calendarUpdate = (bookingId: string): OutboxJob => ({
  kind: 'calendar-sync',
  payload: { action: 'update', bookingId },
});

async function changed(tx: Tx, id: string): Promise<void> {
  await notifyChange(tx, { entity: 'booking', kind: 'update', id, source: 'staff' });
}

export type ConfirmResult = {
  bookingNumber: string;
  /** Where the acceptance e-mail goes, or null when the booking has no address. */
  emailTo: string | null;
  /** Set when the slot already held as many confirmed rides as the capacity allows. */
  capacityWarning: string | null;
};

/** Fahrt bestätigen: pending only; sets confirmed (the rides core), enqueues the acceptance e-mail. */
export async function confirmBooking(
  db: DbOrTx,
  actor: Actor,
  id: string,
  approval?: ApprovalCheck,
): Promise<ConfirmResult> {
  return db.transaction(async (tx) => {
    const ride = await lockBookingRide(tx, id);
    const booking = ride.booking;
    if (!awaitsConfirmation(booking.status)) throw new BookingActionError('not-pending');
    await checkApproval(tx, actor, id, approval, 'confirm');
    const capacity = await readSlotCapacity(tx);
    let capacityWarning: string | null = null;
    if (capacity > 0) {
      const taken = await confirmedInSlot(tx, booking.datum, booking.uhrzeit, booking.id);
      if (taken >= capacity) {
        capacityWarning = `Das Zeitfenster ${booking.uhrzeit} Uhr ist bereits mit ${taken} bestätigten Fahrten belegt (Kapazität ${capacity}).`;
      }
    }
    const emailTo = recipientOf(booking);
    if (emailTo)
      await enqueueJobs(tx, [
        { kind: 'booking-email', payload: { template: 'acceptance', to: emailTo, bookingId: id } },
      ]);
    refuseUnless(
      await changeOrderStatus(tx, actor, ride, 'confirmed', {
        via: 'confirm',
        ...(capacityWarning ? { overCapacity: true } : {}),
      }),
    );
    return { bookingNumber: booking.bookingNumber, emailTo, capacityWarning };
  });
}

/**
 * Fahrt ablehnen: pending only; sets rejected through the rides core (its legs are cancelled and their
 * drivers freed), with an optional reason in the history. With `notify` the patient gets the template
 * "Absage" (the reason as {{grund}}).
 */
export async function rejectBooking(
  db: DbOrTx,
  actor: Actor,
  id: string,
  options: { grund?: string | null; notify?: boolean } = {},
): Promise<{ bookingNumber: string; emailTo: string | null }> {
  const grund = options.grund?.trim() || null;
  return db.transaction(async (tx) => {
    const ride = await lockBookingRide(tx, id);
    const booking = ride.booking;
    if (!awaitsConfirmation(booking.status)) throw new BookingActionError('not-pending');
    const emailTo = options.notify ? recipientOf(booking) : null;
    if (options.notify && !emailTo) throw new BookingActionError('no-recipient');
    refuseUnless(await changeOrderStatus(tx, actor, ride, 'rejected', { via: 'reject', ...(grund ? { grund } : {}) }));
    if (emailTo) {
      await enqueueJobs(tx, [
        {
          kind: 'booking-email',
          payload: { template: 'rejection', to: emailTo, bookingId: id, ...(grund ? { grund } : {}) },
        },
      ]);
      await recordBookingEvent(tx, {
        bookingId: id,
        actor,
        type: 'email-requested',
        data: { template: 'rejection', to: emailTo },
      });
    }
    return { bookingNumber: booking.bookingNumber, emailTo };
  });
}

/**
 * Status ändern: any status to any other (SPEC.md §4), with the lifecycle's cascade on the legs
 * (Abgelehnt cancels the open legs and frees their drivers, Durchgeführt sets them down, …); refused in
 * German where the lifecycle refuses (a billed leg, a patient on board). The current one changes nothing.
 */
export async function changeBookingStatus(
  db: DbOrTx,
  actor: Actor,
  id: string,
  status: string,
): Promise<{ changed: boolean }> {
  if (!isBookingStatus(status)) throw new BookingActionError('invalid', 'Ungültiger Status.');
  return db.transaction(async (tx) => {
    const ride = await lockBookingRide(tx, id);
    const refusal = manualStatusRefusal(ride.booking.status, status);
    if (refusal) throw new BookingActionError('refused', refusal);
    return { changed: refuseUnless(await changeOrderStatus(tx, actor, ride, status)).changed };
  });
}

/** "Fahrt absagen" (one leg) and "Wieder einplanen": the rides core's leg actions, refused in German. */
export async function changeLegPlan(
  db: DbOrTx,
  actor: Actor,
  id: string,
  kind: LegKind,
  action: 'cancel' | 'restore',
): Promise<{ bookingNumber: string }> {
  return db.transaction(async (tx) => {
    const result = action === 'cancel' ? await cancelLeg(tx, actor, id, kind) : await restoreLeg(tx, actor, id, kind);
    if (!result.ok && result.code === 'not-found') throw new BookingActionError('not-found');
    return { bookingNumber: refuseUnless(result).bookingNumber };
  });
}

/** The booking's own fields of "Buchung bearbeiten"; the ride's fields go through the legs. */
const EDITABLE_FIELDS = [
  'transportart',
  'krankenkasse',
  'vorname',
  'nachname',
  'telefon',
  'email',
  'entfernungKm',
  'begleitpersonen',
] as const satisfies readonly (keyof EditBookingValues & keyof BookingRow)[];

/** Changes to these (outbound or return) can be mailed to the patient with the template "Änderung". */
const TRIP_FIELDS = [
  'datum',
  'uhrzeit',
  'abholadresse',
  'zieladresse',
  'rueckfahrt',
  'rueckfahrtDatum',
  'rueckfahrtUhrzeit',
  'rueckfahrtAbholadresse',
  'rueckfahrtZieladresse',
];

/** Fields a bill is made from (the trip and what prices it): locked once a leg is billed. */
const BILLED_FIELDS = ['transportart', 'krankenkasse', 'entfernungKm', ...TRIP_FIELDS];

type ReturnLegFields = ReturnLegValues;

function returnFieldsOf(back: Leg | null): ReturnLegFields {
  if (!back)
    return {
      rueckfahrt: 'keine',
      rueckDatum: null,
      rueckUhrzeit: null,
      rueckAbholadresse: null,
      rueckZieladresse: null,
    };
  return {
    rueckfahrt: back.timing,
    rueckDatum: back.datum,
    rueckUhrzeit: back.timing === 'fest' ? back.uhrzeit : null,
    rueckAbholadresse: back.abholadresse,
    rueckZieladresse: back.zieladresse,
  };
}

const sameReturn = (a: ReturnLegFields, b: ReturnLegFields) =>
  a.rueckfahrt === b.rueckfahrt &&
  (a.rueckfahrt === 'keine' ||
    (a.rueckDatum === b.rueckDatum &&
      a.rueckUhrzeit === b.rueckUhrzeit &&
      a.rueckAbholadresse === b.rueckAbholadresse &&
      a.rueckZieladresse === b.rueckZieladresse));

/**
 * The legs after an edit. A posted return that differs from the stored one was set by the user and is
 * taken as it is; otherwise the return follows the outbound leg (`followOutbound`: same day, swapped
 * addresses).
 */
function editedLegs(hin: Leg, back: Leg | null, values: EditBookingValues): { hin: Leg; back: Leg | null } {
  const outbound: OutboundChange = {
    datum: values.datum,
    uhrzeit: values.uhrzeit,
    abholadresse: values.abholadresse,
    zieladresse: values.zieladresse,
  };
  const posted = values.ruecklauf;
  if (!posted || sameReturn(posted, returnFieldsOf(back))) return followOutbound(hin, back, outbound);
  const nextHin: Leg = { ...hin, ...outbound };
  if (posted.rueckfahrt === 'keine') return { hin: nextHin, back: null };
  const base: Leg = back ?? { ...hin, kind: 'rueck', notes: null, vehicleId: null };
  return {
    hin: nextHin,
    back: {
      ...base,
      kind: 'rueck',
      timing: posted.rueckfahrt,
      datum: posted.rueckDatum!,
      uhrzeit: posted.rueckfahrt === 'fest' ? posted.rueckUhrzeit : null,
      abholadresse: posted.rueckAbholadresse!,
      zieladresse: posted.rueckZieladresse!,
    },
  };
}

const LEG_CHANGE_FIELDS = [
  ['hin', 'datum', 'datum'],
  ['hin', 'uhrzeit', 'uhrzeit'],
  ['hin', 'abholadresse', 'abholadresse'],
  ['hin', 'zieladresse', 'zieladresse'],
  ['rueck', 'datum', 'rueckfahrtDatum'],
  ['rueck', 'uhrzeit', 'rueckfahrtUhrzeit'],
  ['rueck', 'abholadresse', 'rueckfahrtAbholadresse'],
  ['rueck', 'zieladresse', 'rueckfahrtZieladresse'],
] as const;

export type EditResult = {
  changedFields: string[];
  /** Where the "Änderung" e-mail goes when it was asked for and date, time or addresses changed. */
  emailTo: string | null;
};

/**
 * Buchung bearbeiten: saves the validated form, both legs included; the history lists the changed
 * fields with old and new value. With `notify`, a change to date, time or addresses is mailed to the
 * patient (template "Änderung").
 */
export async function editBooking(
  db: DbOrTx,
  actor: Actor,
  id: string,
  values: EditBookingValues,
  options: { notify?: boolean } = {},
): Promise<EditResult> {
  return db.transaction(async (tx) => {
    const ride = await lockBookingRide(tx, id);
    const booking = ride.booking;
    const refusal = manualEditRefusal(booking.status);
    if (refusal) throw new BookingActionError('refused', refusal);
    const changes: Record<string, { from: unknown; to: unknown }> = {};
    for (const field of EDITABLE_FIELDS) {
      // A field the form did not post (companions from an older form) keeps its stored value.
      if (values[field] === undefined) continue;
      const before = booking[field] ?? null;
      const after = values[field] ?? null;
      const same =
        field === 'entfernungKm'
          ? before === null
            ? after === null
            : after !== null && Number(before) === Number(after)
          : before === after;
      if (!same) changes[field] = { from: before, to: after };
    }
    const update: Partial<typeof bookings.$inferInsert> = {};
    for (const field of Object.keys(changes) as (typeof EDITABLE_FIELDS)[number][]) {
      (update as Record<string, unknown>)[field] = values[field] ?? null;
    }
    const legs = groupLegs(ride.legs).get(id);
    if (!legs) throw new BookingActionError('not-found');
    const next = editedLegs(legs.hin, legs.back, values);
    const legOf = (kind: 'hin' | 'rueck', which: { hin: Leg; back: Leg | null }) =>
      kind === 'hin' ? which.hin : which.back;
    const beforeKind = legs.back ? legs.back.timing : 'keine';
    const afterKind = next.back ? next.back.timing : 'keine';
    if (beforeKind !== afterKind) changes.rueckfahrt = { from: beforeKind, to: afterKind };
    for (const [kind, field, label] of LEG_CHANGE_FIELDS) {
      const before = legOf(kind, legs)?.[field] ?? null;
      const after = legOf(kind, next)?.[field] ?? null;
      if (before !== after) changes[label] = { from: before, to: after };
    }
    const changedFields = Object.keys(changes);
    if (!changedFields.length) return { changedFields, emailTo: null };
    // What a bill was made from stays as billed (decision 250): the ride, the payer, the transport, the distance.
    if (changedFields.some((f) => BILLED_FIELDS.includes(f))) refuseIfLocked(ride);
    if (Object.keys(update).length) await tx.update(bookings).set(update).where(eq(bookings.id, id));
    const tripChanged = changedFields.some((f) => TRIP_FIELDS.includes(f));
    if (tripChanged) {
      // A moved outbound leg must not leave a followed return before it (the dialog shows the message).
      if (returnBeforeOutbound(next.hin, next.back))
        throw new BookingActionError('invalid', RETURN_MESSAGES.beforeOutbound);
      await writeLegs(tx, id, booking.status, next.hin, next.back);
      await settleOrderAfterPlanChange(tx, actor, id);
    }

    const jobs: OutboxJob[] = [calendarUpdate(id)];
    const emailTo = options.notify && tripChanged ? recipientOf({ ...booking, ...update }) : null;
    if (emailTo) jobs.unshift({ kind: 'booking-email', payload: { template: 'change', to: emailTo, bookingId: id } });
    await enqueueJobs(tx, jobs);
    await recordBookingEvent(tx, { bookingId: id, actor, type: 'edited', data: { changes } });
    if (emailTo)
      await recordBookingEvent(tx, {
        bookingId: id,
        actor,
        type: 'email-requested',
        data: { template: 'change', to: emailTo },
      });
    await changed(tx, id);
    return { changedFields, emailTo };
  });
}

/** Transportart ändern. */
export async function changeTransportType(
  db: DbOrTx,
  actor: Actor,
  id: string,
  transportart: string,
): Promise<{ transportart: TransportType }> {
  if (!isTransportType(transportart)) throw new BookingActionError('invalid', 'Ungültige Transportart.');
  return db.transaction(async (tx) => {
    const ride = await lockBookingRide(tx, id);
    const booking = ride.booking;
    if (booking.transportart !== transportart) {
      refuseIfLocked(ride);
      await tx.update(bookings).set({ transportart }).where(eq(bookings.id, id));
      await enqueueJobs(tx, [calendarUpdate(id)]);
      await recordBookingEvent(tx, {
        bookingId: id,
        actor,
        type: 'transport-changed',
        data: { from: isTransportType(booking.transportart) ? booking.transportart : null, to: transportart },
      });
      await changed(tx, id);
    }
    return { transportart };
  });
}

export type AssignDriverResult = {
  driverName: string;
  /** WhatsApp click-to-chat link with the trip prefilled, or null when the phone number is unusable. */
  whatsappUrl: string | null;
  /** The driver's e-mail address when an e-mail was queued. */
  emailTo: string | null;
  /** The trip as a driver text may carry it (for one message with several trips) and the driver's phone. */
  trip: DriverTrip;
  driverPhone: string;
};

/**
 * An Fahrer senden (DESIGN.md): gives the driver the booking's legs still to be driven (status
 * unchanged), records it, e-mails the driver. A booking with no such leg (all driven, cancelled or
 * billed) is refused.
 */
export async function assignDriver(
  db: DbOrTx,
  actor: Actor,
  id: string,
  driverId: string,
  approval?: ApprovalCheck,
): Promise<AssignDriverResult> {
  if (!isUuid(driverId)) throw new BookingActionError('driver-not-found');
  return db.transaction(async (tx) => {
    const ride = await lockBookingRide(tx, id);
    const booking = ride.booking;
    const [driver] = await tx.select().from(drivers).where(eq(drivers.id, driverId));
    if (!driver) throw new BookingActionError('driver-not-found');
    const open = new Set(ride.legs.filter((leg) => isDriveable(rideStateOf(ride, leg))).map((leg) => leg.kind));
    if (!open.size) throw new BookingActionError('refused', NOTHING_TO_DRIVE);
    await checkApproval(tx, actor, id, approval, 'assign');
    const legs = groupLegs(ride.legs).get(id)!;
    const given = (leg: RideLeg) => (open.has(leg.kind) ? { ...leg, driverId } : leg);
    await writeLegs(tx, id, booking.status, given(legs.hin), legs.back && given(legs.back));
    const emailTo = driver.email?.trim() || null;
    const jobs: OutboxJob[] = [calendarUpdate(id)];
    if (emailTo) jobs.unshift({ kind: 'driver-email', payload: { to: emailTo, bookingId: id, driverId } });
    await enqueueJobs(tx, jobs);
    await recordBookingEvent(tx, {
      bookingId: id,
      actor,
      type: 'driver-assigned',
      data: {
        driverId,
        driverName: driver.name,
        previousDriverId: booking.assignedDriverId,
        emailed: Boolean(emailTo),
      },
    });
    await changed(tx, id);
    const trip = driverTripOf(booking, legs);
    const whatsappUrl = whatsappLink(driver.phone, driverTripMessage(driver.name, [trip]));
    return { driverName: driver.name, whatsappUrl, emailTo, trip, driverPhone: driver.phone };
  });
}

export type AssignLegResult = {
  driverName: string | null;
  vehicleLabel: string | null;
  /** The driver's WhatsApp link with this leg's text, when a driver with a usable phone was assigned. */
  whatsappUrl: string | null;
  changed: boolean;
};

/**
 * Gives one leg its driver and vehicle (either may be null = none): the return can get another driver
 * and vehicle than the outbound leg. The booking's SPEC driver column follows the outbound leg.
 */
export async function assignLeg(
  db: DbOrTx,
  actor: Actor,
  id: string,
  kind: LegKind,
  assignment: { driverId: string | null; vehicleId?: string | null },
): Promise<AssignLegResult> {
  const { driverId } = assignment;
  if (driverId !== null && !isUuid(driverId)) throw new BookingActionError('driver-not-found');
  if (assignment.vehicleId && !isUuid(assignment.vehicleId))
    throw new BookingActionError('invalid', 'Das Fahrzeug wurde nicht gefunden.');
  return db.transaction(async (tx) => {
    const ride = await lockBookingRide(tx, id);
    const booking = ride.booking;
    const legs = groupLegs(ride.legs).get(id);
    const leg = kind === 'hin' ? legs?.hin : legs?.back;
    if (!legs || !leg) throw new BookingActionError('invalid', 'Diese Buchung hat keine Rückfahrt.');
    const state = rideStateOf(
      ride,
      ride.legs.find((l) => l.kind === kind)!,
    );
    const vehicleId = assignment.vehicleId === undefined ? leg.vehicleId : assignment.vehicleId;
    let driver: typeof drivers.$inferSelect | null = null;
    if (driverId) {
      [driver] = (await tx.select().from(drivers).where(eq(drivers.id, driverId))) as [typeof drivers.$inferSelect];
      if (!driver) throw new BookingActionError('driver-not-found');
    }
    let vehicleLabel: string | null = null;
    if (vehicleId) {
      const [vehicle] = await tx.select({ plate: vehicles.plate }).from(vehicles).where(eq(vehicles.id, vehicleId));
      if (!vehicle) throw new BookingActionError('invalid', 'Das Fahrzeug wurde nicht gefunden.');
      vehicleLabel = vehicle.plate;
    }
    const whatsappUrl = driver
      ? whatsappLink(driver.phone, driverLegMessage(driver.name, driverTripOf(booking, legs), leg))
      : null;
    const driverName = driver?.name ?? null;
    if (leg.driverId === driverId && leg.vehicleId === vehicleId)
      return { driverName, vehicleLabel, whatsappUrl, changed: false };
    refuseIfLocked(ride, [kind]);
    if (isCancelled(state)) throw new BookingActionError('refused', CANCELLED_LEG);
    const next = { ...leg, driverId, vehicleId };
    await writeLegs(tx, id, booking.status, kind === 'hin' ? next : legs.hin, kind === 'hin' ? legs.back : next);
    await enqueueJobs(tx, [calendarUpdate(id)]);
    if (leg.driverId !== driverId) {
      const [previous] = leg.driverId
        ? await tx.select({ name: drivers.name }).from(drivers).where(eq(drivers.id, leg.driverId))
        : [];
      await recordBookingEvent(tx, {
        bookingId: id,
        actor,
        type: driverId ? 'driver-assigned' : 'driver-unassigned',
        data: { leg: kind, driverId, driverName: driverName ?? previous?.name ?? '', previousDriverId: leg.driverId },
      });
    }
    if (leg.vehicleId !== vehicleId) {
      await recordBookingEvent(tx, {
        bookingId: id,
        actor,
        type: 'vehicle-assigned',
        data: { leg: kind, vehicleId, vehicleLabel, previousVehicleId: leg.vehicleId },
      });
    }
    await changed(tx, id);
    return { driverName, vehicleLabel, whatsappUrl, changed: true };
  });
}

/** Assigns a driver to one leg (or removes it with null), keeping its vehicle. */
export async function assignLegDriver(
  db: DbOrTx,
  actor: Actor,
  id: string,
  kind: LegKind,
  driverId: string | null,
): Promise<{ driverName: string | null }> {
  const { driverName } = await assignLeg(db, actor, id, kind, { driverId });
  return { driverName };
}

export type SendTemplate = 'confirmation' | 'acceptance';

/**
 * Buchungseingang senden (template confirmation) and Bestätigung senden (template acceptance): queues
 * the e-mail to the booking's address. Fails with no-recipient when the booking has none.
 */
export async function sendBookingEmail(
  db: DbOrTx,
  actor: Actor,
  id: string,
  template: SendTemplate,
): Promise<{ to: string }> {
  return db.transaction(async (tx) => {
    const booking = await lockBooking(tx, id);
    const to = recipientOf(booking);
    if (!to) throw new BookingActionError('no-recipient');
    await enqueueJobs(tx, [{ kind: 'booking-email', payload: { template, to, bookingId: id } }]);
    await recordBookingEvent(tx, { bookingId: id, actor, type: 'email-requested', data: { template, to } });
    await changed(tx, id);
    return { to };
  });
}

export const sendReceipt = (db: DbOrTx, actor: Actor, id: string) => sendBookingEmail(db, actor, id, 'confirmation');
export const sendConfirmation = (db: DbOrTx, actor: Actor, id: string) => sendBookingEmail(db, actor, id, 'acceptance');

export type BulkOutcome = { done: string[]; skipped: string[]; failed: string[] };

/** Bestätigen / Ablehnen for a selection: pending bookings only, the others are skipped and reported. */
export async function bulkReview(
  db: DbOrTx,
  actor: Actor,
  ids: string[],
  action: 'confirm' | 'reject',
  approval?: ApprovalCheck,
): Promise<BulkOutcome & { capacityWarnings: string[]; approvalWarnings: string[] }> {
  const outcome = {
    done: [] as string[],
    skipped: [] as string[],
    failed: [] as string[],
    capacityWarnings: [] as string[],
    approvalWarnings: [] as string[],
  };
  for (const id of [...new Set(ids)]) {
    try {
      if (action === 'confirm') {
        const result = await confirmBooking(db, actor, id, approval);
        outcome.done.push(result.bookingNumber);
        if (result.capacityWarning) outcome.capacityWarnings.push(`${result.bookingNumber}: ${result.capacityWarning}`);
      } else {
        outcome.done.push((await rejectBooking(db, actor, id)).bookingNumber);
      }
    } catch (error) {
      if (error instanceof BookingActionError && error.code === 'not-pending') outcome.skipped.push(id);
      else if (error instanceof BookingActionError && error.code === 'approval-missing')
        outcome.approvalWarnings.push(id);
      else outcome.failed.push(id);
    }
  }
  return outcome;
}

export type { BookingStatus };
