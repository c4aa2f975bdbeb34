// What every new booking shares, whoever enters it (the online intake, a dispatcher on the phone): the
// slot check under the slot's lock, then one statement with the change event, the year's booking
// number, the row, its history entry and its outbox jobs.
import { berlinDate } from '#app/domain/berlin-time';
import { sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '#app/server/db/client.server';
import { queryRows } from '#app/server/db/query-rows.server';
import { bookings } from '#app/server/db/schema';
import { jobsInsert, type OutboxJob } from '#app/server/jobs/outbox.server';
import { changeNotification } from '#app/server/realtime/notify-change.server';
import { bookingsInSlot, lockSlot } from './booking-capacity.server';
import type { BookingEventData } from '#app/domain/bookings/history-events';
import { bookingEventInsert, type Actor } from './booking-events.server';
import { bookingNumberSql, counterIncrement } from './booking-number.server';

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
 * Inserts a booking with its number, history entry, jobs and change notification in one statement and
 * returns the number. One statement is atomic on its own: without a surrounding transaction it commits
 * at once, so the year's counter row (which serialises all bookings) is locked only while PostgreSQL
 * runs it, never across a round trip to Node (decision 114). A used idempotency key raises the unique
 * violation of `bookings_idempotency_key_unique` and nothing is written: no number is consumed.
 */
export async function insertBooking(db: DbOrTx, booking: NewBooking): Promise<string> {
  const year = Number(berlinDate(booking.now).slice(0, 4));
  const row = db
    .insert(bookings)
    .values({
      ...booking.row,
      id: booking.id,
      bookingNumber: sql`(select ${bookingNumberSql(year, sql`last_value`)} from number)`,
    });
  const event = bookingEventInsert(db, {
    bookingId: booking.id,
    actor: booking.actor,
    type: 'created',
    data: booking.event,
  });
  // The history and jobs refer to the booking inserted beside them: foreign keys are checked at the
  // end of the statement, when the booking is there. (getSQL: embedded without Drizzle's parentheses.)
  const [created] = await queryRows<{ booking_number: string }>(
    db,
    sql`with number as (${counterIncrement(year)}),
      created as (${row.getSQL()} returning booking_number),
      event as (${event.getSQL()})
      ${booking.jobs.length ? sql`, jobs as (${jobsInsert(db, booking.jobs).getSQL()})` : sql``}
    select booking_number, ${changeNotification({ entity: 'booking', kind: 'insert', id: booking.id, source: booking.source })} from created`,
  );
  return created!.booking_number;
}
