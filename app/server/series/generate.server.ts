// Generating a series' bookings (issue 19): the rides the series wants from today to the rolling horizon
// against the bookings it already has, planned by app/domain/series/plan.ts and applied here in the
// caller's transaction. Idempotent by the unique key per series and rule date (series_bookings): the key
// is claimed first (INSERT … ON CONFLICT DO NOTHING), and only the transaction that claimed it inserts
// the booking, so re-runs, two workers and two server instances never create a date twice. The series
// row is locked for the whole run, so two runs of one series also never plan from the same old state.
import { randomUUID } from 'node:crypto';
import { and, eq, gte, isNull, lte, or } from 'drizzle-orm';
import { berlinDate } from '#app/domain/berlin-time';
import { formatGermanDate } from '#app/domain/german-date';
import type { SeriesDefinition } from '#app/domain/series/definition';
import { expandSeries, type ExpandOptions } from '#app/domain/series/expand';
import { legsOfOccurrence, planGeneration, windowOf, type ExistingKey, type GeneratedBooking, type GenerationPlan, type GenerationWindow } from '#app/domain/series/plan';
import { parseRRuleString } from '#app/domain/series/rule';
import { GENERATED_ORDER_STATUS } from '#app/domain/rides/lifecycle';
import { recordBookingEvent, type Actor } from '#app/server/bookings/booking-events.server';
import { insertBooking } from '#app/server/bookings/insert-booking.server';
import { changeOrderStatus, lockRides } from '#app/server/rides/ride-status.server';
import { readLegsOf, writeLegs } from '#app/server/rides/trip-legs.server';
import type { Db, DbOrTx, Tx } from '#app/server/db/client.server';
import { approvals, bookings, patients, series, seriesBookings } from '#app/server/db/schema';
import { getSeriesHorizonWeeks } from './series-horizon.server';
import { enqueueJobs } from '#app/server/jobs/outbox.server';
import { notifyChange } from '#app/server/realtime/notify-change.server';

export type SeriesRow = typeof series.$inferSelect;

/** The history author of what the background generation does. */
export const SERIES_ACTOR: Actor = { userId: null, label: 'Serienplanung' };

/** The stored series as the domain's definition (null when its rule is not one of ours). */
export function definitionOf(row: SeriesRow): SeriesDefinition | null {
  const rule = parseRRuleString(row.rrule);
  if (!rule) return null;
  const back = row.rueckfahrt === 'fest' && row.rueckfahrtZeit ? { mode: 'fest' as const, time: row.rueckfahrtZeit } : row.rueckfahrt === 'nach-termin' ? { mode: 'nach-termin' as const } : { mode: 'keine' as const };
  return {
    rule,
    pickupTime: row.abholzeit,
    back,
    holidays: row.feiertage === 'fahren' ? 'fahren' : 'auslassen',
    pauses: row.pausen,
    exceptions: row.ausnahmen,
  };
}

/** The series never generates rides beyond its approval's last day. */
export async function approvalLimit(db: DbOrTx, approvalId: string | null): Promise<ExpandOptions['limit']> {
  if (!approvalId) return null;
  const [approval] = await db.select({ gueltigBis: approvals.gueltigBis }).from(approvals).where(eq(approvals.id, approvalId));
  if (!approval?.gueltigBis) return null;
  return { date: approval.gueltigBis, reason: `Genehmigung gültig bis ${formatGermanDate(approval.gueltigBis)}` };
}

/** The keys of the series whose ride is today or later (a deleted booking's key counts from its date). */
async function existingKeys(tx: DbOrTx, seriesId: string, window: GenerationWindow): Promise<ExistingKey[]> {
  const rows = await tx
    .select({ key: seriesBookings.serienDatum, bookingId: seriesBookings.bookingId, bookingNumber: bookings.bookingNumber, status: bookings.status, datum: bookings.datum })
    .from(seriesBookings)
    .leftJoin(bookings, eq(bookings.id, seriesBookings.bookingId))
    .where(
      and(
        eq(seriesBookings.seriesId, seriesId),
        or(
          and(gte(bookings.datum, window.from), lte(bookings.datum, window.to)),
          and(isNull(seriesBookings.bookingId), gte(seriesBookings.serienDatum, window.from), lte(seriesBookings.serienDatum, window.to)),
        ),
      ),
    );
  const ids = rows.flatMap((row) => (row.bookingId ? [row.bookingId] : []));
  const legs = await readLegsOf(tx, ids);
  return rows.map((row): ExistingKey => {
    const found = row.bookingId ? legs.get(row.bookingId) : undefined;
    if (!row.bookingId || !found) return { key: row.key, booking: null };
    const booking: GeneratedBooking = { key: row.key, bookingId: row.bookingId, bookingNumber: row.bookingNumber ?? '', status: row.status!, hin: found.hin, back: found.back };
    return { key: row.key, booking };
  });
}

/** The plan for `definition` (the stored one, or the one a change is about to store) of the series `row`. */
export async function planSeries(tx: DbOrTx, row: Pick<SeriesRow, 'id' | 'approvalId' | 'abholadresse' | 'zieladresse'>, definition: SeriesDefinition, window: GenerationWindow): Promise<GenerationPlan> {
  const limit = await approvalLimit(tx, row.approvalId);
  const { occurrences } = expandSeries(definition, { ...window, limit });
  const existing = await existingKeys(tx, row.id, window);
  return planGeneration(occurrences, existing, { abholadresse: row.abholadresse, zieladresse: row.zieladresse });
}

export type BookingEffect = { angelegt: number; geaendert: number; entfallen: number };

/** One line per changed ride, for the optional e-mail to the patient. */
export type RideChangeLine = string;

function rideText(datum: string, uhrzeit: string | null): string {
  return `${formatGermanDate(datum)}${uhrzeit ? ` um ${uhrzeit} Uhr` : ''}`;
}

/**
 * Applies the plan in the caller's transaction (the series row locked). Creates claim their key first;
 * updates rewrite the legs (a driver who had the ride is taken off); removals reject the booking through
 * the rides core (its legs cancelled, their drivers freed) and free the key.
 */
export async function applyPlan(tx: Tx, row: SeriesRow, plan: GenerationPlan, actor: Actor, grund: string, now: Date): Promise<{ effect: BookingEffect; lines: RideChangeLine[] }> {
  const effect: BookingEffect = { angelegt: 0, geaendert: 0, entfallen: 0 };
  const lines: RideChangeLine[] = [];
  const places = { abholadresse: row.abholadresse, zieladresse: row.zieladresse };
  let patient: typeof patients.$inferSelect | undefined;

  // A ride whose pickup time has already passed today is not created afterwards.
  for (const occurrence of plan.create.filter((o) => o.pickupAt > now)) {
    const [claimed] = await tx
      .insert(seriesBookings)
      .values({ seriesId: row.id, serienDatum: occurrence.key, bookingId: null })
      .onConflictDoNothing()
      .returning({ key: seriesBookings.serienDatum });
    if (!claimed) continue; // another run generated this date
    patient ??= (await tx.select().from(patients).where(eq(patients.id, row.patientId)))[0];
    if (!patient) throw new Error('series without patient');
    const bookingId = randomUUID();
    const { hin, back } = legsOfOccurrence(occurrence, places);
    await insertBooking(tx, {
      id: bookingId,
      now,
      source: 'staff',
      actor,
      row: {
        vorname: patient.vorname,
        nachname: patient.nachname,
        email: patient.email,
        telefon: patient.telefone[0] ?? null,
        transportart: row.transportart,
        besonderheiten: row.besonderheiten,
        hinweise: row.hinweise,
        pflegegrad: patient.pflegegrad,
        krankenkasse: row.krankenkasse ?? patient.krankenkasse,
        status: GENERATED_ORDER_STATUS,
        patientenId: patient.id,
        quelle: 'serie',
      },
      legs: { hin, back },
      event: { status: GENERATED_ORDER_STATUS, source: 'serie', seriesId: row.id, patientId: patient.id },
      jobs: [{ kind: 'calendar-sync', payload: { action: 'create', bookingId } }],
    });
    await tx.update(seriesBookings).set({ bookingId }).where(and(eq(seriesBookings.seriesId, row.id), eq(seriesBookings.serienDatum, occurrence.key)));
    effect.angelegt += 1;
    lines.push(`Neu: ${rideText(occurrence.date, occurrence.pickupTime)}`);
  }

  for (const change of plan.update) {
    const { booking, occurrence } = change;
    const { hin, back } = legsOfOccurrence(occurrence, places);
    const driverRemoved = change.state === 'assigned';
    await writeLegs(tx, booking.bookingId, booking.status, hin, back);
    await recordBookingEvent(tx, {
      bookingId: booking.bookingId,
      actor,
      type: 'series-updated',
      data: { seriesId: row.id, datum: hin.datum, uhrzeit: hin.uhrzeit ?? '', previousDatum: booking.hin.datum, previousUhrzeit: booking.hin.uhrzeit ?? '', ...(driverRemoved ? { driverRemoved } : {}) },
    });
    await enqueueJobs(tx, [{ kind: 'calendar-sync', payload: { action: 'update', bookingId: booking.bookingId } }]);
    await notifyChange(tx, { entity: 'booking', kind: 'update', id: booking.bookingId, source: 'staff' });
    effect.geaendert += 1;
    lines.push(`Geändert: ${rideText(booking.hin.datum, booking.hin.uhrzeit)} → ${rideText(hin.datum, hin.uhrzeit)}`);
  }

  const removed = plan.remove.map((change) => change.booking);
  const rides = await lockRides(tx, removed.map((booking) => booking.bookingId));
  for (const booking of removed) {
    const ride = rides.get(booking.bookingId);
    // The lifecycle rejects the order and cancels its legs, freeing their drivers (never a delete: the
    // booking keeps its history); the key is freed, so a resumed series generates the date again.
    const rejected = ride ? await changeOrderStatus(tx, actor, ride, 'rejected') : null;
    if (!rejected?.ok) continue;
    await tx.delete(seriesBookings).where(and(eq(seriesBookings.seriesId, row.id), eq(seriesBookings.bookingId, booking.bookingId)));
    await recordBookingEvent(tx, { bookingId: booking.bookingId, actor, type: 'series-cancelled', data: { seriesId: row.id, grund } });
    effect.entfallen += 1;
    lines.push(`Entfällt: ${rideText(booking.hin.datum, booking.hin.uhrzeit)}`);
  }
  return { effect, lines };
}

/** Locks and reads a series row (null when it does not exist). */
export async function lockSeries(tx: Tx, id: string): Promise<SeriesRow | null> {
  const [row] = await tx.select().from(series).where(eq(series.id, id)).for('update');
  return row ?? null;
}

/**
 * The background generation of one series (also run after every change): creates the missing dates up
 * to the horizon and follows its own changes on bookings nobody has given to a driver yet. What a
 * dispatcher must confirm (a driver has the ride) is left alone here.
 */
export async function generateSeries(db: Db, seriesId: string, options: { now?: Date; horizonWeeks?: number } = {}): Promise<BookingEffect> {
  const now = options.now ?? new Date();
  const today = berlinDate(now);
  const horizon = options.horizonWeeks ?? (await getSeriesHorizonWeeks(db));
  return db.transaction(async (tx) => {
    const row = await lockSeries(tx, seriesId);
    const definition = row && definitionOf(row);
    if (!row || !definition) return { angelegt: 0, geaendert: 0, entfallen: 0 };
    const plan = await planSeries(tx, row, definition, windowOf(today, horizon));
    const safe = { ...plan, update: plan.update.filter((c) => c.state === 'untouched'), remove: plan.remove.filter((c) => c.state === 'untouched') };
    return (await applyPlan(tx, row, safe, SERIES_ACTOR, 'Serie geändert', now)).effect;
  });
}

/** Every series that may still have rides (not ended before today), each in its own transaction. */
export async function generateAllSeries(db: Db, options: { now?: Date } = {}): Promise<BookingEffect & { series: number }> {
  const now = options.now ?? new Date();
  const horizonWeeks = await getSeriesHorizonWeeks(db);
  const rows = await db.select({ id: series.id, rrule: series.rrule }).from(series);
  const today = berlinDate(now);
  const total = { series: 0, angelegt: 0, geaendert: 0, entfallen: 0 };
  for (const row of rows) {
    const rule = parseRRuleString(row.rrule);
    if (!rule || (rule.until !== null && rule.until < today)) continue;
    const effect = await generateSeries(db, row.id, { now, horizonWeeks });
    total.series += 1;
    total.angelegt += effect.angelegt;
    total.geaendert += effect.geaendert;
    total.entfallen += effect.entfallen;
  }
  return total;
}
