// Runs a calendar-sync job: pushes one booking's events to Google Calendar and records the result in
// calendar_sync, where staff see failures. The iCalendar feed needs no push: it is built from the table.
import { desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '#app/server/db/client.server';
import { isCancelled, isOpenOrder } from '#app/domain/rides/lifecycle';
import { bookings, calendarSync, tripLegs } from '#app/server/db/schema';
import { readRides } from '#app/server/rides/leg-facts.server';
import { deleteGoogleEvent, upsertGoogleEvent, type GoogleCalendarConfig } from './google-calendar.server';
import { eventUid, rideEventsOf } from './ride-events.server';

export type CalendarSyncAction = 'create' | 'update' | 'delete';

async function record(
  db: DbOrTx,
  bookingId: string,
  values: { status: string; googleEventId?: string | null; lastError: string | null },
) {
  const exists = await db.select({ id: bookings.id }).from(bookings).where(eq(bookings.id, bookingId));
  if (!exists.length) return; // a deleted booking takes its sync row with it
  await db
    .insert(calendarSync)
    .values({ bookingId, ...values })
    .onConflictDoUpdate({ target: calendarSync.bookingId, set: { ...values, updatedAt: new Date() } });
}

/** Pushes (or removes) the booking's events; on failure records it and rethrows for the retry. */
export async function syncBookingToGoogle(
  db: DbOrTx,
  config: GoogleCalendarConfig,
  bookingId: string,
  action: CalendarSyncAction,
  now = new Date(),
): Promise<{ eventIds: string[]; removed: boolean }> {
  const [booking] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
  const rides = booking ? await readRides(db, eq(tripLegs.bookingId, bookingId)) : [];
  const uids = [eventUid(bookingId, 'hin'), eventUid(bookingId, 'rueck')];
  try {
    const inCalendar = booking && action !== 'delete' && isOpenOrder(booking.status);
    if (!inCalendar) {
      for (const uid of uids) await deleteGoogleEvent(config, { uid }, now);
      await record(db, bookingId, { status: 'removed', googleEventId: null, lastError: null });
      return { eventIds: [], removed: true };
    }
    const events = rideEventsOf(
      booking,
      rides.map(({ leg, ride }) => ({ ...leg, cancelled: isCancelled(ride) })),
    );
    const ids: string[] = [];
    for (const event of events) ids.push(await upsertGoogleEvent(config, event, now));
    // A leg without an event (cancelled, "nach Termin", removed) loses the one it had.
    for (const uid of uids)
      if (!events.some((event) => event.uid === uid)) await deleteGoogleEvent(config, { uid }, now);
    await record(db, bookingId, { status: 'synced', googleEventId: ids[0] ?? null, lastError: null });
    return { eventIds: ids, removed: false };
  } catch (error) {
    await record(db, bookingId, {
      status: 'failed',
      lastError: error instanceof Error ? error.message : String(error),
    });
    throw error;
  }
}

export type CalendarSyncProblem = {
  bookingId: string;
  bookingNumber: string;
  lastError: string | null;
  updatedAt: string;
};

/** Bookings whose last calendar push failed, newest first (shown in the mail log). */
export async function listCalendarSyncProblems(db: DbOrTx, limit = 50): Promise<CalendarSyncProblem[]> {
  const rows = await db
    .select({
      bookingId: calendarSync.bookingId,
      bookingNumber: bookings.bookingNumber,
      lastError: calendarSync.lastError,
      updatedAt: calendarSync.updatedAt,
      status: calendarSync.status,
    })
    .from(calendarSync)
    .innerJoin(bookings, eq(bookings.id, calendarSync.bookingId))
    .where(eq(calendarSync.status, 'failed'))
    .orderBy(desc(calendarSync.updatedAt))
    .limit(limit);
  return rows.map((row) => ({
    bookingId: row.bookingId,
    bookingNumber: row.bookingNumber,
    lastError: row.lastError,
    updatedAt: row.updatedAt.toISOString(),
  }));
}
