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
import {
  assignedChanges,
  legsOfOccurrence,
  planGeneration,
  windowOf,
  withoutAssigned,
  type ExistingKey,
  type GeneratedBooking,
  type GenerationPlan,
  type GenerationWindow,
} from '#app/domain/series/plan';
import { parseRRuleString } from '#app/domain/series/rule';
import { GENERATED_ORDER_STATUS, PAUSED_ORDER_STATUS } from '#app/domain/rides/lifecycle';
import { addEffects, NO_EFFECT, type BookingEffect } from '#app/domain/series/history';
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
  const back =
    row.rueckfahrt === 'fest' && row.rueckfahrtZeit
      ? { mode: 'fest' as const, time: row.rueckfahrtZeit }
      : row.rueckfahrt === 'nach-termin'
        ? { mode: 'nach-termin' as const }
        : { mode: 'keine' as const };
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
  const [approval] = await db
    .select({ gueltigBis: approvals.gueltigBis })
    .from(approvals)
    .where(eq(approvals.id, approvalId));
  if (!approval?.gueltigBis) return null;
  return { date: approval.gueltigBis, reason: `Genehmigung gültig bis ${formatGermanDate(approval.gueltigBis)}` };
}

/** The keys of the series whose ride is today or later (a deleted booking's key counts from its date). */
async function existingKeys(tx: DbOrTx, seriesId: string, window: GenerationWindow): Promise<ExistingKey[]> {
  const rows = await tx
    .select({
      key: seriesBookings.serienDatum,
      bookingId: seriesBookings.bookingId,
      bookingNumber: bookings.bookingNumber,
      status: bookings.status,
      datum: bookings.datum,
    })
    .from(seriesBookings)
    .leftJoin(bookings, eq(bookings.id, seriesBookings.bookingId))
    .where(
      and(
        eq(seriesBookings.seriesId, seriesId),
        or(
          and(gte(bookings.datum, window.from), lte(bookings.datum, window.to)),
          and(
            isNull(seriesBookings.bookingId),
            gte(seriesBookings.serienDatum, window.from),
            lte(seriesBookings.serienDatum, window.to),
          ),
        ),
      ),
    );
  const ids = rows.flatMap((row) => (row.bookingId ? [row.bookingId] : []));
  const legs = await readLegsOf(tx, ids);
  return rows.map((row): ExistingKey => {
    const found = row.bookingId ? legs.get(row.bookingId) : undefined;
    if (!row.bookingId || !found) return { key: row.key, booking: null };
    const booking: GeneratedBooking = {
      key: row.key,
      bookingId: row.bookingId,
      bookingNumber: row.bookingNumber ?? '',
      status: row.status!,
      hin: found.hin,
      back: found.back,
    };
    return { key: row.key, booking };
  });
}

/** The plan for `definition` (the stored one, or the one a change is about to store) of the series `row`. */
export async function planSeries(
  tx: DbOrTx,
  row: Pick<SeriesRow, 'id' | 'approvalId' | 'abholadresse' | 'zieladresse'>,
  definition: SeriesDefinition,
  window: GenerationWindow,
): Promise<GenerationPlan> {
  const limit = await approvalLimit(tx, row.approvalId);
  const { occurrences, skipped } = expandSeries(definition, { ...window, limit });
  const existing = await existingKeys(tx, row.id, window);
  const pausedKeys = new Set(skipped.filter((s) => s.reason === 'pause').map((s) => s.key));
  return planGeneration(
    occurrences,
    existing,
    { abholadresse: row.abholadresse, zieladresse: row.zieladresse },
    pausedKeys,
  );
}

/** One line per changed ride, for the optional e-mail to the patient. */
export type RideChangeLine = string;

function rideText(datum: string, uhrzeit: string | null): string {
  return `${formatGermanDate(datum)}${uhrzeit ? ` um ${uhrzeit} Uhr` : ''}`;
}

/** The history of a series ride that moved to another day or time (or came back from a pause moved). */
async function recordSeriesMove(
  tx: Tx,
  actor: Actor,
  seriesId: string,
  booking: { bookingId: string; hin: { datum: string; uhrzeit: string | null } },
  hin: { datum: string; uhrzeit?: string | null },
  driverRemoved: boolean,
): Promise<void> {
  await recordBookingEvent(tx, {
    bookingId: booking.bookingId,
    actor,
    type: 'series-updated',
    data: {
      seriesId,
      datum: hin.datum,
      uhrzeit: hin.uhrzeit ?? '',
      previousDatum: booking.hin.datum,
      previousUhrzeit: booking.hin.uhrzeit ?? '',
      ...(driverRemoved ? { driverRemoved } : {}),
    },
  });
}

/**
 * Applies the plan in the caller's transaction (the series row locked). Creates claim their key first;
 * updates rewrite the legs (a driver who had the ride is taken off); a pause sets the booking "Pausiert"
 * through the rides core (its legs cancelled, their drivers freed) and keeps its key, so the resume takes
 * up the same booking again (legs planned again, without driver); removals reject the booking through the
 * rides core and free the key.
 */
export async function applyPlan(
  tx: Tx,
  row: SeriesRow,
  plan: GenerationPlan,
  actor: Actor,
  grund: string,
  now: Date,
): Promise<{ effect: BookingEffect; lines: RideChangeLine[]; cancelled: GeneratedBooking[] }> {
  const effect: BookingEffect = { ...NO_EFFECT };
  const lines: RideChangeLine[] = [];
  const cancelled: GeneratedBooking[] = [];
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
    await tx
      .update(seriesBookings)
      .set({ bookingId })
      .where(and(eq(seriesBookings.seriesId, row.id), eq(seriesBookings.serienDatum, occurrence.key)));
    effect.angelegt += 1;
    lines.push(`Neu: ${rideText(occurrence.date, occurrence.pickupTime)}`);
  }

  for (const change of plan.update) {
    const { booking, occurrence } = change;
    const { hin, back } = legsOfOccurrence(occurrence, places);
    const driverRemoved = change.state === 'assigned';
    await writeLegs(tx, booking.bookingId, booking.status, hin, back);
    await recordSeriesMove(tx, actor, row.id, booking, hin, driverRemoved);
    await enqueueJobs(tx, [{ kind: 'calendar-sync', payload: { action: 'update', bookingId: booking.bookingId } }]);
    await notifyChange(tx, { entity: 'booking', kind: 'update', id: booking.bookingId, source: 'staff' });
    effect.geaendert += 1;
    lines.push(`Geändert: ${rideText(booking.hin.datum, booking.hin.uhrzeit)} → ${rideText(hin.datum, hin.uhrzeit)}`);
  }

  // Orders are locked in one go (id order, like every writer of a status).
  const resumed = plan.resume.filter((change) => change.occurrence.pickupAt > now);
  const rides = await lockRides(
    tx,
    [...plan.remove, ...plan.pause, ...resumed].map((change) => change.booking.bookingId),
  );

  for (const { booking } of plan.pause) {
    const ride = rides.get(booking.bookingId);
    // Paused, not rejected: the legs are cancelled and their drivers freed by the lifecycle, the booking
    // leaves every driver's list and billing, and the key stays for the resume.
    const paused = ride ? await changeOrderStatus(tx, actor, ride, PAUSED_ORDER_STATUS) : null;
    if (!paused?.ok) continue;
    await recordBookingEvent(tx, {
      bookingId: booking.bookingId,
      actor,
      type: 'series-cancelled',
      data: { seriesId: row.id, grund },
    });
    effect.pausiert += 1;
    lines.push(`Pausiert: ${rideText(booking.hin.datum, booking.hin.uhrzeit)}`);
  }

  // A paused ride whose pickup time has passed today stays paused, as such a ride is not created afterwards.
  for (const { booking, occurrence, changed } of resumed) {
    const ride = rides.get(booking.bookingId);
    const reopened = ride ? await changeOrderStatus(tx, actor, ride, GENERATED_ORDER_STATUS) : null;
    if (!reopened?.ok) continue;
    if (changed) {
      const { hin, back } = legsOfOccurrence(occurrence, places);
      await writeLegs(tx, booking.bookingId, GENERATED_ORDER_STATUS, hin, back);
      await recordSeriesMove(tx, actor, row.id, booking, hin, false);
    }
    effect.fortgesetzt += 1;
    lines.push(`Wieder geplant: ${rideText(occurrence.date, occurrence.pickupTime)}`);
  }

  for (const { booking } of plan.remove) {
    const ride = rides.get(booking.bookingId);
    // The lifecycle rejects the order and cancels its legs, freeing their drivers (never a delete: the
    // booking keeps its history); the key is freed, so the series may generate the date again later.
    const rejected = ride ? await changeOrderStatus(tx, actor, ride, 'rejected') : null;
    if (!rejected?.ok) continue;
    await tx
      .delete(seriesBookings)
      .where(and(eq(seriesBookings.seriesId, row.id), eq(seriesBookings.bookingId, booking.bookingId)));
    await recordBookingEvent(tx, {
      bookingId: booking.bookingId,
      actor,
      type: 'series-cancelled',
      data: { seriesId: row.id, grund },
    });
    effect.entfallen += 1;
    cancelled.push(booking);
    lines.push(`Entfällt: ${rideText(booking.hin.datum, booking.hin.uhrzeit)}`);
  }
  return { effect, lines, cancelled };
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
export async function generateSeries(
  db: Db,
  seriesId: string,
  options: { now?: Date; horizonWeeks?: number } = {},
): Promise<BookingEffect> {
  const now = options.now ?? new Date();
  const horizonWeeks = options.horizonWeeks ?? (await getSeriesHorizonWeeks(db));
  return db.transaction(async (tx) => (await regenerateSeries(tx, seriesId, { now, horizonWeeks })).effect);
}

/** What a run did, and the changes it left for the dispatcher because a driver has those rides. */
export type Regeneration = { effect: BookingEffect; cancelled: GeneratedBooking[]; leftAssigned: GeneratedBooking[] };

/**
 * One run of the background generation in the caller's transaction (the hourly tick, and a change the
 * series depends on, such as its approval's new last day): the series row locked, untouched rides
 * created, changed and cancelled; rides a driver has are left and returned in `leftAssigned`.
 */
export async function regenerateSeries(
  tx: Tx,
  seriesId: string,
  options: { now: Date; horizonWeeks: number; actor?: Actor; grund?: string },
): Promise<Regeneration> {
  const row = await lockSeries(tx, seriesId);
  const definition = row && definitionOf(row);
  if (!row || !definition) return { effect: { ...NO_EFFECT }, cancelled: [], leftAssigned: [] };
  const plan = await planSeries(tx, row, definition, windowOf(berlinDate(options.now), options.horizonWeeks));
  const { effect, cancelled } = await applyPlan(
    tx,
    row,
    withoutAssigned(plan),
    options.actor ?? SERIES_ACTOR,
    options.grund ?? 'Serie geändert',
    options.now,
  );
  return { effect, cancelled, leftAssigned: assignedChanges(plan).map((change) => change.booking) };
}

/** The series that may still have rides (their rule not ended before `today`). */
function stillRunning(row: Pick<SeriesRow, 'rrule'>, today: string): boolean {
  const rule = parseRRuleString(row.rrule);
  return Boolean(rule && (rule.until === null || rule.until >= today));
}

/**
 * Re-plans at once, in the caller's transaction, every running series linked to an approval that was
 * just changed (its last day decides how far the series drives): a shortened approval cancels the rides
 * after its new end, a longer one generates the new ones, exactly as the next hourly run would.
 */
export async function regenerateSeriesOfApproval(
  tx: Tx,
  actor: Actor,
  approvalId: string,
  grund: string,
  now = new Date(),
): Promise<Regeneration> {
  const rows = await tx
    .select({ id: series.id, rrule: series.rrule })
    .from(series)
    .where(eq(series.approvalId, approvalId))
    .orderBy(series.id);
  const running = rows.filter((row) => stillRunning(row, berlinDate(now)));
  const total: Regeneration = { effect: { ...NO_EFFECT }, cancelled: [], leftAssigned: [] };
  if (!running.length) return total;
  const horizonWeeks = await getSeriesHorizonWeeks(tx);
  for (const row of running) {
    const run = await regenerateSeries(tx, row.id, { now, horizonWeeks, actor, grund });
    total.effect = addEffects(total.effect, run.effect);
    total.cancelled.push(...run.cancelled);
    total.leftAssigned.push(...run.leftAssigned);
  }
  return total;
}

/** Every series that may still have rides (not ended before today), each in its own transaction. */
export async function generateAllSeries(
  db: Db,
  options: { now?: Date } = {},
): Promise<BookingEffect & { series: number }> {
  const now = options.now ?? new Date();
  const horizonWeeks = await getSeriesHorizonWeeks(db);
  const rows = await db.select({ id: series.id, rrule: series.rrule }).from(series);
  const today = berlinDate(now);
  let total = { series: 0, ...NO_EFFECT };
  for (const row of rows) {
    if (!stillRunning(row, today)) continue;
    const effect = await generateSeries(db, row.id, { now, horizonWeeks });
    total = { series: total.series + 1, ...addEffects(total, effect) };
  }
  return total;
}
