// The dispatcher's use cases on one booking (issue 6, SPEC.md §4, DESIGN.md). Each runs in one
// transaction that locks the booking row, writes a booking_events entry naming the staff user, enqueues
// its side effects (e-mails, calendar) in the outbox and notifies live screens.
import { eq } from 'drizzle-orm';
import { driverTripText } from '../../domain/bookings/driver-message';
import { whatsappLink } from '../../domain/whatsapp';
import type { EditBookingValues } from '../../domain/bookings/edit-booking';
import { isBookingStatus, type BookingStatus } from '../../domain/bookings/status';
import { isTransportType, type TransportType } from '../../domain/bookings/transport';
import { followOutbound, type LegKind, type OutboundChange } from '../../domain/legs/legs';
import type { DbOrTx, Tx } from '../db/client.server';
import { bookings, drivers } from '../db/schema';
import { enqueueJobs, type OutboxJob } from '../jobs/outbox.server';
import { notifyChange } from '../realtime/notify-change.server';
import { BookingActionError } from './booking-action-error.server';
import { recordBookingEvent, type Actor } from './booking-events.server';
import { confirmedInSlot, readSlotCapacity } from './slot-capacity.server';
import { isUuid } from '../../domain/uuid';
import { readLegs, writeLegs } from './trip-legs.server';

type BookingRow = typeof bookings.$inferSelect;


async function lockBooking(tx: Tx, id: string): Promise<BookingRow> {
  if (!isUuid(id)) throw new BookingActionError('not-found');
  const [row] = await tx.select().from(bookings).where(eq(bookings.id, id)).for('update');
  if (!row) throw new BookingActionError('not-found');
  return row;
}

/** The address booking e-mails go to: the confirmation address given in the wizard, else the e-mail. */
export function recipientOf(booking: Pick<BookingRow, 'bestaetigungsEmail' | 'email'>): string | null {
  return booking.bestaetigungsEmail?.trim() || booking.email?.trim() || null;
}

const calendarUpdate = (bookingId: string): OutboxJob => ({ kind: 'calendar-sync', payload: { action: 'update', bookingId } });

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

/** Fahrt bestätigen: pending only; sets confirmed, enqueues the acceptance e-mail and the calendar update. */
export async function confirmBooking(db: DbOrTx, actor: Actor, id: string): Promise<ConfirmResult> {
  return db.transaction(async (tx) => {
    const booking = await lockBooking(tx, id);
    if (booking.status !== 'pending') throw new BookingActionError('not-pending');
    const capacity = await readSlotCapacity(tx);
    let capacityWarning: string | null = null;
    if (capacity > 0) {
      const taken = await confirmedInSlot(tx, booking.datum, booking.uhrzeit, booking.id);
      if (taken >= capacity) {
        capacityWarning = `Das Zeitfenster ${booking.uhrzeit} Uhr ist bereits mit ${taken} bestätigten Fahrten belegt (Kapazität ${capacity}).`;
      }
    }
    await tx.update(bookings).set({ status: 'confirmed' }).where(eq(bookings.id, id));
    const emailTo = recipientOf(booking);
    const jobs: OutboxJob[] = [calendarUpdate(id)];
    if (emailTo) jobs.unshift({ kind: 'booking-email', payload: { template: 'acceptance', to: emailTo, bookingId: id } });
    await enqueueJobs(tx, jobs);
    await recordBookingEvent(tx, {
      bookingId: id,
      actor,
      type: 'status-changed',
      data: { from: booking.status, to: 'confirmed', via: 'confirm', ...(capacityWarning ? { overCapacity: true } : {}) },
    });
    await changed(tx, id);
    return { bookingNumber: booking.bookingNumber, emailTo, capacityWarning };
  });
}

/** Fahrt ablehnen: pending only; sets rejected. */
export async function rejectBooking(db: DbOrTx, actor: Actor, id: string): Promise<{ bookingNumber: string }> {
  return db.transaction(async (tx) => {
    const booking = await lockBooking(tx, id);
    if (booking.status !== 'pending') throw new BookingActionError('not-pending');
    await tx.update(bookings).set({ status: 'rejected' }).where(eq(bookings.id, id));
    await enqueueJobs(tx, [calendarUpdate(id)]);
    await recordBookingEvent(tx, { bookingId: id, actor, type: 'status-changed', data: { from: 'pending', to: 'rejected', via: 'reject' } });
    await changed(tx, id);
    return { bookingNumber: booking.bookingNumber };
  });
}

/** Status ändern: any status to any other (SPEC.md §4); setting the current one changes nothing. */
export async function changeBookingStatus(db: DbOrTx, actor: Actor, id: string, status: string): Promise<{ changed: boolean }> {
  if (!isBookingStatus(status)) throw new BookingActionError('invalid', 'Ungültiger Status.');
  return db.transaction(async (tx) => {
    const booking = await lockBooking(tx, id);
    const from = booking.status;
    if (booking.status === status) return { changed: false };
    await tx.update(bookings).set({ status }).where(eq(bookings.id, id));
    await enqueueJobs(tx, [calendarUpdate(id)]);
    await recordBookingEvent(tx, { bookingId: id, actor, type: 'status-changed', data: { from, to: status } });
    await changed(tx, id);
    return { changed: true };
  });
}

const EDITABLE_FIELDS = [
  'transportart',
  'krankenkasse',
  'datum',
  'uhrzeit',
  'vorname',
  'nachname',
  'telefon',
  'email',
  'abholadresse',
  'zieladresse',
  'entfernungKm',
] as const satisfies readonly (keyof EditBookingValues & keyof BookingRow)[];

/** Buchung bearbeiten: saves the validated form; the history lists the changed fields with old and new value. */
export async function editBooking(db: DbOrTx, actor: Actor, id: string, values: EditBookingValues): Promise<{ changedFields: string[] }> {
  return db.transaction(async (tx) => {
    const booking = await lockBooking(tx, id);
    const changes: Record<string, { from: unknown; to: unknown }> = {};
    for (const field of EDITABLE_FIELDS) {
      const before = booking[field] ?? null;
      const after = values[field] ?? null;
      const same = field === 'entfernungKm' ? (before === null ? after === null : after !== null && Number(before) === Number(after)) : before === after;
      if (!same) changes[field] = { from: before, to: after };
    }
    const changedFields = Object.keys(changes);
    if (!changedFields.length) return { changedFields };
    const update: Partial<typeof bookings.$inferInsert> = {};
    for (const field of changedFields as (typeof EDITABLE_FIELDS)[number][]) {
      (update as Record<string, unknown>)[field] = values[field] ?? null;
    }
    await tx.update(bookings).set(update).where(eq(bookings.id, id));
    // The outbound leg's fields go through the legs, and the return leg follows (same day, swapped addresses).
    const outbound: OutboundChange = {};
    for (const field of ['datum', 'uhrzeit', 'abholadresse', 'zieladresse'] as const) if (field in changes) outbound[field] = values[field];
    if (Object.keys(outbound).length) {
      const legs = await readLegs(tx, id);
      if (legs) {
        const next = followOutbound(legs.hin, legs.back, outbound);
        await writeLegs(tx, id, next.hin, next.back);
        if (legs.back && next.back) {
          for (const [field, label] of [['datum', 'rueckfahrtDatum'], ['abholadresse', 'rueckfahrtAbholadresse'], ['zieladresse', 'rueckfahrtZieladresse']] as const) {
            if (legs.back[field] !== next.back[field]) changes[label] = { from: legs.back[field], to: next.back[field] };
          }
        }
      }
    }
    await enqueueJobs(tx, [calendarUpdate(id)]);
    await recordBookingEvent(tx, { bookingId: id, actor, type: 'edited', data: { changes } });
    await changed(tx, id);
    return { changedFields };
  });
}

/** Transportart ändern. */
export async function changeTransportType(db: DbOrTx, actor: Actor, id: string, transportart: string): Promise<{ transportart: TransportType }> {
  if (!isTransportType(transportart)) throw new BookingActionError('invalid', 'Ungültige Transportart.');
  return db.transaction(async (tx) => {
    const booking = await lockBooking(tx, id);
    if (booking.transportart !== transportart) {
      await tx.update(bookings).set({ transportart }).where(eq(bookings.id, id));
      await enqueueJobs(tx, [calendarUpdate(id)]);
      await recordBookingEvent(tx, { bookingId: id, actor, type: 'transport-changed', data: { from: booking.transportart, to: transportart } });
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
  /** The trip text (for combining several trips into one message) and the driver's phone. */
  tripText: string;
  driverPhone: string;
};

/** An Fahrer senden (DESIGN.md): assigns the driver (status unchanged), records it, e-mails the driver. */
export async function assignDriver(db: DbOrTx, actor: Actor, id: string, driverId: string): Promise<AssignDriverResult> {
  if (!isUuid(driverId)) throw new BookingActionError('driver-not-found');
  return db.transaction(async (tx) => {
    const booking = await lockBooking(tx, id);
    const [driver] = await tx.select().from(drivers).where(eq(drivers.id, driverId));
    if (!driver) throw new BookingActionError('driver-not-found');
    // "An Fahrer senden" on the booking gives the driver both legs.
    const legs = await readLegs(tx, id);
    if (legs) await writeLegs(tx, id, { ...legs.hin, driverId }, legs.back && { ...legs.back, driverId });
    else await tx.update(bookings).set({ assignedDriverId: driverId }).where(eq(bookings.id, id));
    const emailTo = driver.email?.trim() || null;
    const jobs: OutboxJob[] = [calendarUpdate(id)];
    if (emailTo) jobs.unshift({ kind: 'driver-email', payload: { to: emailTo, bookingId: id, driverId } });
    await enqueueJobs(tx, jobs);
    await recordBookingEvent(tx, {
      bookingId: id,
      actor,
      type: 'driver-assigned',
      data: { driverId, driverName: driver.name, previousDriverId: booking.assignedDriverId, emailed: Boolean(emailTo) },
    });
    await changed(tx, id);
    const text = driverTripText(booking, driver.name);
    return { driverName: driver.name, whatsappUrl: whatsappLink(driver.phone, text), emailTo, tripText: text, driverPhone: driver.phone };
  });
}

/**
 * Assigns a driver to one leg (or removes it with null): the return can get another driver than the
 * outbound leg. The booking's SPEC driver column follows the outbound leg.
 */
export async function assignLegDriver(
  db: DbOrTx,
  actor: Actor,
  id: string,
  kind: LegKind,
  driverId: string | null,
): Promise<{ driverName: string | null }> {
  if (driverId !== null && !isUuid(driverId)) throw new BookingActionError('driver-not-found');
  return db.transaction(async (tx) => {
    await lockBooking(tx, id);
    const legs = await readLegs(tx, id);
    const leg = kind === 'hin' ? legs?.hin : legs?.back;
    if (!legs || !leg) throw new BookingActionError('invalid', 'Diese Buchung hat keine Rückfahrt.');
    let driverName: string | null = null;
    if (driverId) {
      const [driver] = await tx.select().from(drivers).where(eq(drivers.id, driverId));
      if (!driver) throw new BookingActionError('driver-not-found');
      driverName = driver.name;
    }
    if (leg.driverId === driverId) return { driverName };
    const next = { ...leg, driverId };
    await writeLegs(tx, id, kind === 'hin' ? next : legs.hin, kind === 'hin' ? legs.back : next);
    await enqueueJobs(tx, [calendarUpdate(id)]);
    await recordBookingEvent(tx, {
      bookingId: id,
      actor,
      type: driverId ? 'driver-assigned' : 'driver-unassigned',
      data: { leg: kind, driverId, driverName, previousDriverId: leg.driverId },
    });
    await changed(tx, id);
    return { driverName };
  });
}

export type SendTemplate = 'confirmation' | 'acceptance';

/**
 * Buchungseingang senden (template confirmation) and Bestätigung senden (template acceptance): queues
 * the e-mail to the booking's address. Fails with no-recipient when the booking has none.
 */
export async function sendBookingEmail(db: DbOrTx, actor: Actor, id: string, template: SendTemplate): Promise<{ to: string }> {
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
): Promise<BulkOutcome & { capacityWarnings: string[] }> {
  const outcome = { done: [] as string[], skipped: [] as string[], failed: [] as string[], capacityWarnings: [] as string[] };
  for (const id of [...new Set(ids)]) {
    try {
      if (action === 'confirm') {
        const result = await confirmBooking(db, actor, id);
        outcome.done.push(result.bookingNumber);
        if (result.capacityWarning) outcome.capacityWarnings.push(`${result.bookingNumber}: ${result.capacityWarning}`);
      } else {
        outcome.done.push((await rejectBooking(db, actor, id)).bookingNumber);
      }
    } catch (error) {
      if (error instanceof BookingActionError && error.code === 'not-pending') outcome.skipped.push(id);
      else outcome.failed.push(id);
    }
  }
  return outcome;
}

export type { BookingStatus };
