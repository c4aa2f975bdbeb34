// The series use cases of /app/series and the patient page (issue 19): create; change "diese und alle
// folgenden" (a new rule from a date on, past rides untouched) and "nur dieser Termin" (move, other
// time, cancel); pause from-to and resume; end. Each change is planned first (generate.server.ts): when
// it would change or cancel rides a driver already has, nothing is written and the dispatcher is asked
// (field `betroffeneBestaetigt`); with the yes, it is stored, the bookings follow in the same transaction,
// the series' history gets an entry and, when asked for, the patient an e-mail listing the changed rides.
import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, gte } from 'drizzle-orm';
import { addCalendarDays, berlinDate } from '#app/domain/berlin-time';
import { isEmailAddress } from '#app/domain/email-address';
import { formatGermanDate } from '#app/domain/german-date';
import { assignedQuestion, CONFIRM_FIELD } from '#app/domain/series/action-texts';
import { seriesProblems, type SeriesDefinition, type SeriesException } from '#app/domain/series/definition';
import { describeSeries } from '#app/domain/series/describe';
import { expandSeries, splitSeries } from '#app/domain/series/expand';
import {
  SERIES_EVENT_TYPES,
  type BookingEffect,
  type SeriesEvent,
  type SeriesHistoryEntry,
} from '#app/domain/series/history';
import { resumePauses } from '#app/domain/series/overview';
import { assignedChanges } from '#app/domain/series/plan';
import { isRuleDate, toRRuleString } from '#app/domain/series/rule';
import {
  flag,
  parseDateChange,
  parseDateField,
  parsePause,
  parseSeriesForm,
  type SeriesFormInput,
} from '#app/domain/series/series-form';
import type { Actor } from '#app/server/bookings/booking-events.server';
import type { Db, DbOrTx, Tx } from '#app/server/db/client.server';
import { approvals, patients, series, seriesBookings, seriesEvents } from '#app/server/db/schema';
import { enqueueJobs } from '#app/server/jobs/outbox.server';
import { conflict, invalid, isUuid, notFound, ok, type Result } from '#app/server/use-case-result.server';
import { recordSeriesEvent } from './series-events.server';
import { legsOfOccurrence, windowOf, type GenerationWindow } from '#app/domain/series/plan';
import {
  DUPLICATE_OVERRIDE_FIELD,
  duplicateDates,
  duplicateWarning,
  type NewLeg,
} from '#app/domain/rides/duplicate-rides';
import { findDuplicateRides } from '#app/server/rides/duplicate-rides.server';
import { applyPlan, approvalLimit, definitionOf, lockSeries, planSeries, type SeriesRow } from './generate.server';
import { getSeriesHorizonWeeks } from './series-horizon.server';

export type SeriesSaved = { id: string; effect: BookingEffect; emailed: boolean };

type WithoutEffect<E extends SeriesEvent> = E extends SeriesEvent
  ? { type: E['type']; data: Omit<E['data'], keyof BookingEffect> }
  : never;

function rowValues(input: Omit<SeriesFormInput, 'patientId' | 'rule'>, definition: SeriesDefinition) {
  return {
    rrule: toRRuleString(definition.rule),
    abholzeit: definition.pickupTime,
    rueckfahrt: definition.back.mode,
    rueckfahrtZeit: definition.back.mode === 'fest' ? definition.back.time : null,
    feiertage: definition.holidays,
    pausen: [...definition.pauses],
    ausnahmen: [...definition.exceptions],
    abholadresse: input.abholadresse,
    zieladresse: input.zieladresse,
    transportart: input.transportart,
    approvalId: input.approvalId,
    hinweise: input.hinweise,
  };
}

function problemsAsFields(definition: SeriesDefinition): Record<string, string> | null {
  const problems = seriesProblems(definition);
  if (!problems.length) return null;
  const fields: Record<string, string> = {};
  const map: Record<string, string> = {
    start: 'start',
    until: 'bis',
    weekdays: 'tage',
    interval: 'intervallWochen',
    pickupTime: 'abholzeit',
    'pickupTime.back': 'rueckfahrtZeit',
  };
  for (const problem of problems)
    fields[
      map[problem.field] ??
        (problem.field.startsWith('pauses') ? 'von' : problem.field.startsWith('exceptions') ? 'neuesDatum' : 'start')
    ] ??= problem.message;
  return fields;
}

/** The approval must be one of the patient's. */
async function checkApproval(tx: DbOrTx, patientId: string, approvalId: string | null): Promise<boolean> {
  if (!approvalId) return true;
  const [row] = await tx
    .select({ id: approvals.id })
    .from(approvals)
    .where(and(eq(approvals.id, approvalId), eq(approvals.patientId, patientId)));
  return Boolean(row);
}

/** Queues the e-mail to the patient listing the changed rides (only with an address and a change). */
async function mailPatient(
  tx: Tx,
  row: SeriesRow,
  wanted: boolean,
  subject: string,
  lines: string[],
): Promise<boolean> {
  if (!wanted || !lines.length) return false;
  const [patient] = await tx.select({ email: patients.email }).from(patients).where(eq(patients.id, row.patientId));
  const to = patient?.email?.trim() ?? '';
  if (!isEmailAddress(to)) return false;
  await enqueueJobs(tx, [
    { kind: 'series-email', payload: { seriesId: row.id, to, subject, lines: lines.slice(0, 100) } },
  ]);
  return true;
}

type Change = {
  /** The new definition, or field errors. */
  definition: SeriesDefinition;
  /** Further columns to write (e.g. beendetAm). */
  columns?: Partial<typeof series.$inferInsert>;
  event: WithoutEffect<SeriesEvent>;
  grund: string;
  subject: string;
};

/**
 * The common path of every change of one series: lock, build the change, check it, plan, ask when a
 * driver has a ride it changes, store, apply, record, mail.
 */
async function changeSeries(
  db: Db,
  actor: Actor,
  id: unknown,
  values: Record<string, unknown>,
  now: Date,
  build: (row: SeriesRow, definition: SeriesDefinition, today: string) => Result<Change>,
): Promise<Result<SeriesSaved>> {
  if (!isUuid(id)) return notFound();
  const today = berlinDate(now);
  const horizon = await getSeriesHorizonWeeks(db);
  return db.transaction(async (tx) => {
    const row = await lockSeries(tx, id);
    const current = row && definitionOf(row);
    if (!row || !current) return notFound();
    const built = build(row, current, today);
    if (!built.ok) return built;
    const change = built.value;
    const fields = problemsAsFields(change.definition);
    if (fields) return invalid(fields);
    const plan = await planSeries(tx, row, change.definition, windowOf(today, horizon));
    const asked = assignedChanges(plan);
    if (asked.length && !flag(values, CONFIRM_FIELD)) {
      const dates = asked.map((c) => formatGermanDate(c.booking.hin.datum));
      return conflict(assignedQuestion(dates), { [CONFIRM_FIELD]: assignedQuestion(dates) });
    }
    const [updated] = await tx
      .update(series)
      .set({
        ...rowValues(
          {
            ...row,
            holidays: change.definition.holidays,
            pickupTime: change.definition.pickupTime,
            back: change.definition.back,
            transportart: row.transportart as SeriesFormInput['transportart'],
          },
          change.definition,
        ),
        ...change.columns,
      })
      .where(eq(series.id, row.id))
      .returning();
    const { effect, lines } = await applyPlan(tx, updated!, plan, actor, change.grund, now);
    const emailed = await mailPatient(tx, updated!, flag(values, 'emailPatient'), change.subject, lines);
    await recordSeriesEvent(tx, row.id, actor, {
      type: change.event.type,
      data: { ...change.event.data, ...effect, ...(emailed ? { emailed } : {}) },
    } as SeriesEvent);
    return ok({ id: row.id, effect, emailed });
  });
}

/**
 * The legs a new series would create at once (issue 37): the rides of its first horizon, up to the
 * approval's last day, whose pickup is still ahead (applyPlan's rule), for the duplicate warning.
 */
async function firstHorizonLegs(
  tx: DbOrTx,
  input: SeriesFormInput,
  definition: SeriesDefinition,
  window: GenerationWindow,
  now: Date,
): Promise<NewLeg[]> {
  const { occurrences } = expandSeries(definition, { ...window, limit: await approvalLimit(tx, input.approvalId) });
  return occurrences
    .filter((occurrence) => occurrence.pickupAt > now)
    .flatMap((occurrence) => {
      const { hin, back } = legsOfOccurrence(occurrence, input);
      return back ? [hin, back] : [hin];
    });
}

/** A new series for a patient, with its bookings up to the horizon (after asking when the patient already has rides at those times). */
export async function createSeries(
  db: Db,
  actor: Actor,
  values: Record<string, unknown>,
  weekdays: readonly string[],
  now = new Date(),
): Promise<Result<SeriesSaved>> {
  const parsed = parseSeriesForm(values, weekdays);
  if (!parsed.success) return invalid(parsed.fieldErrors);
  const input = parsed.data;
  const today = berlinDate(now);
  if (input.rule.start < today) return invalid({ start: 'Eine Serie beginnt frühestens heute.' });
  const definition: SeriesDefinition = {
    rule: input.rule,
    pickupTime: input.pickupTime,
    back: input.back,
    holidays: input.holidays,
    pauses: [],
    exceptions: [],
  };
  const fields = problemsAsFields(definition);
  if (fields) return invalid(fields);
  const horizon = await getSeriesHorizonWeeks(db);
  return db.transaction(async (tx) => {
    const [patient] = await tx.select().from(patients).where(eq(patients.id, input.patientId));
    if (!patient || patient.archivedAt)
      return invalid({ patientId: 'Dieser Patient existiert nicht oder ist archiviert.' });
    if (!(await checkApproval(tx, patient.id, input.approvalId)))
      return invalid({ approvalId: 'Diese Genehmigung gehört nicht zu diesem Patienten.' });
    // Read with the override too: the series' history names the dates it was created despite.
    const duplicates = await findDuplicateRides(
      tx,
      patient.id,
      await firstHorizonLegs(tx, input, definition, windowOf(today, horizon), now),
    );
    if (duplicates.length && !flag(values, DUPLICATE_OVERRIDE_FIELD))
      return invalid({ [DUPLICATE_OVERRIDE_FIELD]: duplicateWarning(duplicates) });
    const [row] = await tx
      .insert(series)
      .values({
        id: randomUUID(),
        patientId: patient.id,
        besonderheiten: patient.besonderheiten,
        krankenkasse: patient.krankenkasse,
        ...rowValues(input, definition),
      })
      .returning();
    const plan = await planSeries(tx, row!, definition, windowOf(today, horizon));
    const { effect } = await applyPlan(tx, row!, plan, actor, 'Serie angelegt', now);
    const words = describeSeries(definition.rule.recurrence, definition.pickupTime, definition.back);
    const despite = duplicates.length ? { duplicateDates: duplicateDates(duplicates) } : {};
    await recordSeriesEvent(tx, row!.id, actor, { type: 'created', data: { words, ...effect, ...despite } });
    return ok({ id: row!.id, effect, emailed: false });
  });
}

/**
 * "Diese und alle folgenden": from the date `start` of the form on, the new rule (and times, return,
 * places, approval). At or before the series' first day the series itself changes; later the series
 * ends the day before and a new one continues it, taking over its keys (and bookings) from that date on.
 */
export async function editSeriesFollowing(
  db: Db,
  actor: Actor,
  id: unknown,
  values: Record<string, unknown>,
  weekdays: readonly string[],
  now = new Date(),
): Promise<Result<SeriesSaved>> {
  if (!isUuid(id)) return notFound();
  const parsed = parseSeriesForm(values, weekdays);
  if (!parsed.success) return invalid(parsed.fieldErrors);
  const input = parsed.data;
  const today = berlinDate(now);
  const horizon = await getSeriesHorizonWeeks(db);
  return db
    .transaction(async (tx) => {
      const row = await lockSeries(tx, id);
      const current = row && definitionOf(row);
      if (!row || !current) return notFound();
      if (!(await checkApproval(tx, row.patientId, input.approvalId)))
        return invalid({ approvalId: 'Diese Genehmigung gehört nicht zu diesem Patienten.' });
      const ab = input.rule.start;
      const split = splitSeries(current, ab, today, {
        recurrence: input.rule.recurrence,
        pickupTime: input.pickupTime,
        back: input.back,
        holidays: input.holidays,
        until: input.rule.until,
      });
      if (!split.ok) return invalid({ start: split.message });
      const fields = problemsAsFields(split.after);
      if (fields) return invalid(fields);
      const window = windowOf(today, horizon);
      const words = describeSeries(split.after.rule.recurrence, split.after.pickupTime, split.after.back);

      if (!split.before) {
        // The series has not begun before `ab`: it changes itself.
        const target = { ...row, ...rowValues(input, split.after) };
        const plan = await planSeries(tx, target, split.after, window);
        const asked = assignedChanges(plan);
        if (asked.length && !flag(values, CONFIRM_FIELD)) {
          const question = assignedQuestion(asked.map((c) => formatGermanDate(c.booking.hin.datum)));
          return conflict(question, { [CONFIRM_FIELD]: question });
        }
        const [updated] = await tx
          .update(series)
          .set(rowValues(input, split.after))
          .where(eq(series.id, row.id))
          .returning();
        const { effect, lines } = await applyPlan(tx, updated!, plan, actor, 'Serie geändert', now);
        const emailed = await mailPatient(
          tx,
          updated!,
          flag(values, 'emailPatient'),
          'Ihre Serienfahrten wurden geändert',
          lines,
        );
        await recordSeriesEvent(tx, row.id, actor, {
          type: 'edited',
          data: { words, ab, newSeriesId: null, ...effect, ...(emailed ? { emailed } : {}) },
        });
        return ok({ id: row.id, effect, emailed });
      }

      // A new series from `ab` on takes over the keys (and their bookings) from that date; the old one ends.
      const newId = randomUUID();
      const [next] = await tx
        .insert(series)
        .values({
          id: newId,
          patientId: row.patientId,
          besonderheiten: row.besonderheiten,
          krankenkasse: row.krankenkasse,
          vorgaengerId: row.id,
          ...rowValues(input, split.after),
        })
        .returning();
      await tx
        .update(seriesBookings)
        .set({ seriesId: newId })
        .where(and(eq(seriesBookings.seriesId, row.id), gte(seriesBookings.serienDatum, ab)));
      const plan = await planSeries(tx, next!, split.after, window);
      const asked = assignedChanges(plan);
      if (asked.length && !flag(values, CONFIRM_FIELD)) {
        // Nothing may stay written: undo by throwing is not needed, the transaction is rolled back by the caller's refusal below.
        throw new NeedsConfirmation(assignedQuestion(asked.map((c) => formatGermanDate(c.booking.hin.datum))));
      }
      await tx
        .update(series)
        .set({
          rrule: toRRuleString(split.before.rule),
          pausen: [...split.before.pauses],
          ausnahmen: [...split.before.exceptions],
        })
        .where(eq(series.id, row.id));
      const { effect, lines } = await applyPlan(tx, next!, plan, actor, 'Serie geändert', now);
      const emailed = await mailPatient(
        tx,
        next!,
        flag(values, 'emailPatient'),
        'Ihre Serienfahrten wurden geändert',
        lines,
      );
      const event: SeriesEvent = {
        type: 'edited',
        data: { words, ab, newSeriesId: newId, ...effect, ...(emailed ? { emailed } : {}) },
      };
      await recordSeriesEvent(tx, row.id, actor, event);
      await recordSeriesEvent(tx, newId, actor, event);
      return ok({ id: newId, effect, emailed });
    })
    .catch((error: unknown) => {
      if (error instanceof NeedsConfirmation) return conflict(error.message, { [CONFIRM_FIELD]: error.message });
      throw error;
    });
}

/** Thrown to roll back a split that needs the dispatcher's yes first. */
class NeedsConfirmation extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'NeedsConfirmation';
  }
}

/** The ride of a rule date as it currently stands (a moved one: its new date). */
function currentDateOf(definition: SeriesDefinition, key: string): string {
  const exception = definition.exceptions.find((e) => e.date === key);
  return exception?.kind === 'geaendert' ? exception.toDate : key;
}

/** "Nur dieser Termin": move (other date and/or time and return) or cancel one ride. */
export async function changeSeriesDate(
  db: Db,
  actor: Actor,
  id: unknown,
  values: Record<string, unknown>,
  now = new Date(),
): Promise<Result<SeriesSaved>> {
  const parsed = parseDateChange(values);
  if (!parsed.success) return invalid(parsed.fieldErrors);
  const input = parsed.data;
  return changeSeries(db, actor, id, values, now, (_row, definition, today) => {
    if (!isRuleDate(definition.rule, input.date))
      return invalid({ datum: `Am ${formatGermanDate(input.date)} ist keine Fahrt der Serie geplant.` });
    if (currentDateOf(definition, input.date) < today || input.date < today) {
      return invalid({ datum: 'Vergangene Fahrten bleiben unverändert. Bitte wählen Sie einen Termin ab heute.' });
    }
    if (input.kind === 'geaendert' && input.toDate < today)
      return invalid({ neuesDatum: 'Das neue Datum darf nicht in der Vergangenheit liegen.' });
    const exception: SeriesException =
      input.kind === 'abgesagt'
        ? { kind: 'abgesagt', date: input.date }
        : { kind: 'geaendert', date: input.date, toDate: input.toDate, pickupTime: input.pickupTime, back: input.back };
    const next = {
      ...definition,
      exceptions: [...definition.exceptions.filter((e) => e.date !== input.date), exception],
    };
    return ok({
      definition: next,
      event:
        input.kind === 'abgesagt'
          ? { type: 'date-cancelled', data: { date: input.date } }
          : { type: 'date-moved', data: { date: input.date, toDate: input.toDate, pickupTime: input.pickupTime } },
      grund: input.kind === 'abgesagt' ? `Termin ${formatGermanDate(input.date)} abgesagt` : 'Termin verschoben',
      subject: input.kind === 'abgesagt' ? 'Ihre Fahrt wurde abgesagt' : 'Ihre Fahrt wurde verschoben',
    });
  });
}

/** Pause from-to (both included), e.g. a hospital stay. */
export async function pauseSeries(
  db: Db,
  actor: Actor,
  id: unknown,
  values: Record<string, unknown>,
  now = new Date(),
): Promise<Result<SeriesSaved>> {
  const parsed = parsePause(values);
  if (!parsed.success) return invalid(parsed.fieldErrors);
  const pause = parsed.data;
  return changeSeries(db, actor, id, values, now, (_row, definition, today) => {
    if (pause.to < today) return invalid({ bis: 'Eine Pause muss heute oder später enden.' });
    const overlapping = definition.pauses.some((p) => p.from <= pause.to && p.to >= pause.from);
    if (overlapping) return invalid({ von: 'In diesem Zeitraum ist die Serie bereits pausiert.' });
    return ok({
      definition: { ...definition, pauses: [...definition.pauses, pause].sort((a, b) => (a.from < b.from ? -1 : 1)) },
      event: { type: 'paused', data: pause },
      grund: `Pause ${formatGermanDate(pause.from)} bis ${formatGermanDate(pause.to)}`,
      subject: 'Ihre Serienfahrten pausieren',
    });
  });
}

/** Resume: a running pause ends yesterday, pauses that have not begun are removed. */
export async function resumeSeries(
  db: Db,
  actor: Actor,
  id: unknown,
  values: Record<string, unknown>,
  now = new Date(),
): Promise<Result<SeriesSaved>> {
  return changeSeries(db, actor, id, values, now, (_row, definition, today) => {
    const pauses = resumePauses(definition.pauses, today);
    if (pauses.length === definition.pauses.length && pauses.every((p, i) => p.to === definition.pauses[i]!.to)) {
      return invalid(
        { resume: 'Die Serie ist weder pausiert noch ist eine Pause geplant.' },
        'Die Serie ist weder pausiert noch ist eine Pause geplant.',
      );
    }
    return ok({
      definition: { ...definition, pauses },
      event: { type: 'resumed', data: {} },
      grund: 'Serie fortgesetzt',
      subject: 'Ihre Serienfahrten werden fortgesetzt',
    });
  });
}

/** End the series after its last day (the rides after it are cancelled). */
export async function endSeries(
  db: Db,
  actor: Actor,
  id: unknown,
  values: Record<string, unknown>,
  now = new Date(),
): Promise<Result<SeriesSaved>> {
  const parsed = parseDateField(values, 'letzterTag', 'Bitte geben Sie den letzten Tag der Serie an.');
  if (!parsed.success) return invalid(parsed.fieldErrors);
  const until = parsed.data;
  return changeSeries(db, actor, id, values, now, (_row, definition, today) => {
    if (until < addCalendarDays(today, -1))
      return invalid({
        letzterTag: 'Der letzte Tag darf nicht vor gestern liegen; vergangene Fahrten bleiben unverändert.',
      });
    if (until < definition.rule.start)
      return invalid({ letzterTag: `Die Serie beginnt erst am ${formatGermanDate(definition.rule.start)}.` });
    if (definition.rule.until !== null && definition.rule.until <= until)
      return invalid({ letzterTag: `Die Serie endet bereits am ${formatGermanDate(definition.rule.until)}.` });
    return ok({
      definition: { ...definition, rule: { ...definition.rule, until } },
      columns: { beendetAm: now },
      event: { type: 'ended', data: { until } },
      grund: `Serie endet am ${formatGermanDate(until)}`,
      subject: 'Ihre Serienfahrten enden',
    });
  });
}

/** The history of a series, newest first. */
export async function seriesHistory(db: DbOrTx, seriesId: string): Promise<SeriesHistoryEntry[]> {
  const rows = await db
    .select()
    .from(seriesEvents)
    .where(eq(seriesEvents.seriesId, seriesId))
    .orderBy(desc(seriesEvents.createdAt), desc(seriesEvents.id))
    .limit(200);
  return rows.map((row) => ({
    id: row.id,
    at: row.createdAt.toISOString(),
    actor: row.actorLabel,
    event: (SERIES_EVENT_TYPES as readonly string[]).includes(row.type)
      ? ({ type: row.type, data: row.data } as SeriesEvent)
      : { type: 'unknown', storedType: row.type },
  }));
}

/** The patient's approvals to choose from (newest first). */
export async function approvalsOfPatient(db: DbOrTx, patientId: string) {
  return db
    .select({
      id: approvals.id,
      nummer: approvals.nummer,
      status: approvals.status,
      gueltigVon: approvals.gueltigVon,
      gueltigBis: approvals.gueltigBis,
      krankenkasse: approvals.krankenkasse,
    })
    .from(approvals)
    .where(eq(approvals.patientId, patientId))
    .orderBy(desc(approvals.gueltigVon), asc(approvals.id));
}
