// What every new booking shares, whoever enters it (the online intake, a dispatcher on the phone, a
// series): the slot check under the slot's lock, then one statement with the change event, the year's
// booking number, the row, its legs (the ride's truth, issue 36: SPEC's columns are derived from them),
// its history entry and its outbox jobs.
import { berlinDate } from '#app/domain/berlin-time';
import { sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '#app/server/db/client.server';
import { bookingColumnsFromLegs, type Leg } from '#app/domain/rides/legs';
import { NEW_ORDER_STATUS } from '#app/domain/rides/lifecycle';
import { bookingEvents, bookings, outboxJobs, tripLegs } from '#app/server/db/schema';
import { newLegRow } from '#app/server/rides/trip-legs.server';
import {
  addValues,
  buildTemplate,
  placeholdersOf,
  runTemplate,
  shapeOf,
  type StatementTemplate,
  type TemplateValues,
} from '#app/server/db/statement-template.server';
import { jobRows, type OutboxJob } from '#app/server/jobs/outbox.server';
import { changePayload, notifySql } from '#app/server/realtime/notify-change.server';
import { bookingsInSlot, lockSlot } from './booking-capacity.server';
import type { BookingEventData } from '#app/domain/bookings/history-events';
import { bookingEventRow, type Actor } from './booking-events.server';
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
  /** The row without id, number and the ride's columns (those come from the legs). */
  row: Omit<typeof bookings.$inferInsert, 'id' | 'bookingNumber' | keyof ReturnType<typeof bookingColumnsFromLegs>>;
  /** The ride: the outbound leg and the return, if booked. */
  legs: { hin: Leg; back: Leg | null };
  actor: Actor;
  /** The 'created' history entry's data. */
  event: BookingEventData<'created'>;
  jobs: OutboxJob[];
};

/** The statement's text per shape (which fields the row, the history entry and each job set), built once. */
const templates = new Map<string, StatementTemplate>();

type Row = Omit<typeof bookings.$inferInsert, 'bookingNumber'> & { id: string };
type LegRow = typeof tripLegs.$inferInsert;
type EventRow = typeof bookingEvents.$inferInsert;
type JobRow = typeof outboxJobs.$inferInsert;

function templateFor(
  db: DbOrTx,
  shape: string,
  row: Row,
  legs: LegRow[],
  event: EventRow,
  jobs: JobRow[],
): StatementTemplate {
  let template = templates.get(shape);
  if (template) return template;
  const year = sql.placeholder('year');
  const created = db.insert(bookings).values({
    ...placeholdersOf('row', row),
    bookingNumber: sql`(select ${bookingNumberSql(year, sql`last_value`)} from number)`,
  });
  const legRows = db.insert(tripLegs).values(legs.map((leg, i) => placeholdersOf(`leg${i}`, leg)));
  const history = db.insert(bookingEvents).values(placeholdersOf('event', event));
  const queued = jobs.length
    ? db.insert(outboxJobs).values(jobs.map((job, i) => placeholdersOf(`job${i}`, job)))
    : null;
  // The legs, history and jobs refer to the booking inserted beside them: foreign keys are checked at
  // the end of the statement, when the booking is there. (getSQL: embedded without Drizzle's parentheses.)
  template = buildTemplate(
    db,
    sql`with number as (${counterIncrement(year)}),
      created as (${created.getSQL()} returning booking_number),
      legs as (${legRows.getSQL()}),
      event as (${history.getSQL()})
      ${queued ? sql`, jobs as (${queued.getSQL()})` : sql``}
    select booking_number, ${notifySql(sql.placeholder('notify'))} from created`,
  );
  templates.set(shape, template);
  return template;
}

/**
 * Inserts a booking with its number, history entry, jobs and change notification in one statement and
 * returns the number. One statement is atomic on its own: without a surrounding transaction it commits
 * at once, so the year's counter row (which serialises all bookings) is locked only while PostgreSQL
 * runs it, never across a round trip to Node (decision 114). A used idempotency key raises the unique
 * violation of `bookings_idempotency_key_unique` and nothing is written: no number is consumed. The
 * statement's text is built once per shape of booking (decision 119); each booking only fills in its values.
 */
export async function insertBooking(db: DbOrTx, booking: NewBooking): Promise<string> {
  const { hin, back } = booking.legs;
  const status = booking.row.status ?? NEW_ORDER_STATUS;
  // The ride's columns as the legs give them (the trigger of migration 0021 then finds nothing to change).
  const row: Row = { ...booking.row, ...bookingColumnsFromLegs(hin, back), id: booking.id };
  const legs: LegRow[] = (back ? [hin, back] : [hin]).map((leg) => newLegRow(booking.id, leg, status));
  const event: EventRow = bookingEventRow({
    bookingId: booking.id,
    actor: booking.actor,
    type: 'created',
    data: booking.event,
  });
  const jobs: JobRow[] = jobRows(booking.jobs);
  const values: TemplateValues = {
    year: Number(berlinDate(booking.now).slice(0, 4)),
    notify: changePayload({ entity: 'booking', kind: 'insert', id: booking.id, source: booking.source }),
  };
  addValues(values, 'row', row);
  addValues(values, 'event', event);
  let shape = `${shapeOf(row)}|${shapeOf(event)}`;
  for (let i = 0; i < legs.length; i++) {
    addValues(values, `leg${i}`, legs[i]!);
    shape += `|leg:${shapeOf(legs[i]!)}`;
  }
  for (let i = 0; i < jobs.length; i++) {
    addValues(values, `job${i}`, jobs[i]!);
    shape += `|${shapeOf(jobs[i]!)}`;
  }
  const [created] = await runTemplate<{ booking_number: string }>(
    db,
    templateFor(db, shape, row, legs, event, jobs),
    values,
  );
  return created!.booking_number;
}
