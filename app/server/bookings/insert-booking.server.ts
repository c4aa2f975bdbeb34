// What every new booking shares, whoever enters it (the online intake, a dispatcher on the phone): the
// slot check under the slot's lock, then in one transaction the change event, the year's booking number,
// the row, its history entry and its outbox jobs. Round trips in the order that keeps the year's counter
// row (which serialises all bookings) locked for the shortest time: the slot check and the change event
// first, the number just before the rows that need it.
import { berlinDate } from '#app/domain/berlin-time';
import type { Tx } from '#app/server/db/client.server';
import { bookings } from '#app/server/db/schema';
import { enqueueJobs, type OutboxJob } from '#app/server/jobs/outbox.server';
import { notifyChange } from '#app/server/realtime/notify-change.server';
import { bookingsInSlot, lockSlot } from './booking-capacity.server';
import type { BookingEventData } from '#app/domain/bookings/history-events';
import { recordBookingEvent, type Actor } from './booking-events.server';
import { nextBookingNumber } from './booking-number.server';

/**
 * The bookings already in the slot, counted under the slot's lock (held until the end of the
 * transaction, so two writers can't both see the last place free); null when capacity is unlimited (0).
 * The intake's rule: every booking except a rejected one occupies its slot.
 */
export async function occupiedSlot(tx: Tx, capacity: number, datum: string, uhrzeit: string): Promise<number | null> {
  if (capacity <= 0) return null;
  await lockSlot(tx, datum, uhrzeit);
  return bookingsInSlot(tx, datum, uhrzeit);
}

export type NewBooking = {
  id: string;
  /** When it was entered: the booking number's year. */
  now: Date;
  source: 'online' | 'staff';
  /** The row without id and number. */
  row: Omit<typeof bookings.$inferInsert, 'id' | 'bookingNumber'>;
  actor: Actor;
  /** The 'created' history entry's data. */
  event: BookingEventData<'created'>;
  jobs: OutboxJob[];
};

/**
 * Inserts a booking with its number, history and jobs. Returns the number, or null when the row's
 * idempotency key was already used (nothing inserted; the caller rolls back so the number returns).
 */
export async function insertBooking(tx: Tx, booking: NewBooking): Promise<string | null> {
  await notifyChange(tx, { entity: 'booking', kind: 'insert', id: booking.id, source: booking.source });
  const bookingNumber = await nextBookingNumber(tx, Number(berlinDate(booking.now).slice(0, 4)));
  const [created] = await tx
    .insert(bookings)
    .values({ ...booking.row, id: booking.id, bookingNumber })
    .onConflictDoNothing({ target: bookings.idempotencyKey })
    .returning({ id: bookings.id });
  if (!created) return null;
  await recordBookingEvent(tx, { bookingId: booking.id, actor: booking.actor, type: 'created', data: booking.event });
  if (booking.jobs.length) await enqueueJobs(tx, booking.jobs);
  return bookingNumber;
}
