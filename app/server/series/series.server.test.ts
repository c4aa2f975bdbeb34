// Series on both backends (issue 19): a Mo/Mi/Fr dialysis series generates its confirmed bookings with
// legs up to the horizon (holidays skipped), idempotently (re-runs, two concurrent workers, two
// connections on PostgreSQL); "nur dieser Termin" moves a booking in place or cancels it; a pause
// cancels and a resume regenerates; a ride a driver has is changed only after asking; "diese und alle
// folgenden" continues the series with a new rule and takes over its bookings; ending and the approval's
// last day stop the generation.
import { and, eq, inArray } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { staffTestDb, type Actor, type TestDb } from '../../../tests/support/staff-test-db';
import { createDriver } from '#app/server/bookings/staff-bookings.fixtures';
import { readLegs } from '#app/server/rides/trip-legs.server';
import { openPostgres } from '#app/server/db/client.server';
import {
  approvals,
  bookingEvents,
  bookings,
  outboxJobs,
  patients,
  series,
  seriesBookings,
  seriesEvents,
  tripLegs,
} from '#app/server/db/schema';
import type { PayloadOf } from '#app/server/jobs/outbox.server';
import { updateApproval } from '#app/server/approvals/approvals.server';
import { generateAllSeries, generateSeries } from './generate.server';
import { NO_EFFECT } from '#app/domain/series/history';
import { LIFECYCLE_MESSAGES } from '#app/domain/rides/lifecycle';
import { changeBookingStatus, editBooking } from '#app/server/bookings/staff-booking-actions.server';
import { validateEditBooking } from '#app/domain/bookings/edit-booking';
import { resetWithDialysisPatient, seriesForm } from './series.fixtures';
import { renderSeriesMail } from './series-mail.server';
import { getSeriesDetail, listSeriesOverview } from './series-reads.server';
import {
  changeSeriesDate,
  createSeries,
  editSeriesFollowing,
  endSeries,
  pauseSeries,
  resumeSeries,
} from './series.server';

/** Monday, 4 March 2030, 05:00 in Berlin. Easter 2030 is 21 April: Karfreitag 19.04., Ostermontag 22.04. */
const now = new Date('2030-03-04T04:00:00Z');
const later = (days: number) => new Date(now.getTime() + days * 86_400_000);
const MWF = ['MO', 'WE', 'FR'];

let t: TestDb;
let actor: Actor;
let patientId: string;
staffTestDb((fresh, staff) => ([t, actor] = [fresh, staff]));
beforeEach(async () => {
  patientId = await resetWithDialysisPatient(t.db, { email: 'erika@example.org' });
});

const form = (values: Record<string, string> = {}) => seriesForm(patientId, values);

async function dialysis(values: Record<string, string> = {}) {
  const created = await createSeries(t.db, actor, form(values), MWF, now);
  if (!created.ok) throw new Error(JSON.stringify(created));
  return created.value;
}

/** The series' bookings that are not rejected, as date and time, by date. */
async function activeRides(seriesId?: string) {
  const rows = await t.db
    .select({
      id: bookings.id,
      datum: bookings.datum,
      uhrzeit: bookings.uhrzeit,
      status: bookings.status,
      seriesId: seriesBookings.seriesId,
    })
    .from(bookings)
    .leftJoin(seriesBookings, eq(seriesBookings.bookingId, bookings.id))
    .where(inArray(bookings.status, ['pending', 'confirmed']))
    .orderBy(bookings.datum);
  return rows.filter((row) => !seriesId || row.seriesId === seriesId);
}

describe('generating a Mo/Mi/Fr dialysis series', () => {
  it('creates 22 confirmed bookings in 8 weeks (24 dates, Karfreitag and Ostermontag skipped), each with its legs and link', async () => {
    const created = await dialysis();
    expect(created.effect).toEqual({ ...NO_EFFECT, angelegt: 22 });
    const rides = await activeRides(created.id);
    expect(rides).toHaveLength(22);
    expect(rides[0]).toMatchObject({ datum: '2030-03-04', uhrzeit: '06:30', status: 'confirmed' });
    expect(rides.map((r) => r.datum)).not.toContain('2030-04-19');
    expect(rides.map((r) => r.datum)).not.toContain('2030-04-22');
    expect(rides.at(-1)!.datum).toBe('2030-04-26');
    const legs = await readLegs(t.db, rides[0]!.id);
    expect(legs).toMatchObject({
      hin: {
        datum: '2030-03-04',
        uhrzeit: '06:30',
        abholadresse: 'Musterstraße 1, Frankfurt',
        zieladresse: 'Dialysezentrum Nord, Frankfurt',
      },
      back: {
        timing: 'nach-termin',
        uhrzeit: null,
        abholadresse: 'Dialysezentrum Nord, Frankfurt',
        zieladresse: 'Musterstraße 1, Frankfurt',
      },
    });
    const [booking] = await t.db.select().from(bookings).where(eq(bookings.id, rides[0]!.id));
    expect(booking).toMatchObject({
      vorname: 'Erika',
      nachname: 'Dialyse',
      patientenId: patientId,
      krankenkasse: 'AOK Hessen',
      quelle: 'serie',
      rueckfahrt: 'nach-termin',
    });
    const [event] = await t.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, rides[0]!.id));
    expect(event).toMatchObject({ type: 'created', data: { source: 'serie', seriesId: created.id } });
  });

  it('shows the rule in words, next dates, holidays and the approval in the overview', async () => {
    await dialysis();
    const [item] = await listSeriesOverview(t.db, '2030-04-15');
    expect(item).toMatchObject({
      patientName: 'Dialyse, Erika',
      words: 'Mo, Mi, Fr um 06:30, Rückfahrt nach Termin',
      state: { kind: 'aktiv' },
      approval: { kind: 'keine' },
      nextDates: [
        { date: '2030-04-15', pickupTime: '06:30' },
        { date: '2030-04-17', pickupTime: '06:30' },
        { date: '2030-04-24', pickupTime: '06:30' },
      ],
    });
    expect(item!.holidays.slice(0, 2)).toEqual([
      { date: '2030-04-19', label: 'Karfreitag', skipped: true },
      { date: '2030-04-22', label: 'Ostermontag', skipped: true },
    ]);
  });

  it('is idempotent: a re-run, two concurrent runs and the rolling horizon a week later add only what is missing', async () => {
    const created = await dialysis();
    expect(await generateSeries(t.db, created.id, { now })).toEqual(NO_EFFECT);
    const both = await Promise.all([
      generateSeries(t.db, created.id, { now: later(7) }),
      generateSeries(t.db, created.id, { now: later(7) }),
    ]);
    // A week later the window reaches 29.04., 01.05. (Tag der Arbeit: skipped) and 03.05.
    expect(both.map((e) => e.angelegt).sort()).toEqual([0, 2]);
    expect(await activeRides(created.id)).toHaveLength(24);
    const all = await generateAllSeries(t.db, { now: later(7) });
    expect(all).toMatchObject({ series: 1, angelegt: 0 });
  });

  it('never creates a date twice when two connections (two server instances) generate at once', async () => {
    const created = await dialysis({ start: '2030-03-04' });
    await t.db.delete(bookings); // the keys stay, their bookings are gone: nothing is regenerated for them
    expect(await generateSeries(t.db, created.id, { now })).toEqual(NO_EFFECT);
    await t.db.delete(seriesBookings);
    const second = t.url ? await openPostgres(t.url) : null;
    try {
      const other = second?.db ?? t.db;
      const runs = await Promise.all([
        generateSeries(t.db, created.id, { now }),
        generateSeries(other, created.id, { now }),
        generateSeries(t.db, created.id, { now }),
        generateSeries(other, created.id, { now }),
      ]);
      expect(runs.reduce((sum, e) => sum + e.angelegt, 0)).toBe(22);
    } finally {
      await second?.close();
    }
    const rides = await activeRides(created.id);
    expect(rides).toHaveLength(22);
    expect(new Set(rides.map((r) => r.datum)).size).toBe(22);
  });

  it('never generates beyond the approval and warns 14 days before it ends', async () => {
    const [approval] = await t.db
      .insert(approvals)
      .values({
        patientId,
        krankenkasse: 'AOK Hessen',
        gueltigVon: '2030-03-01',
        gueltigBis: '2030-03-15',
        status: 'genehmigt',
      })
      .returning();
    const created = await dialysis({ approvalId: approval!.id });
    expect((await activeRides(created.id)).map((r) => r.datum)).toEqual([
      '2030-03-04',
      '2030-03-06',
      '2030-03-08',
      '2030-03-11',
      '2030-03-13',
      '2030-03-15',
    ]);
    const [item] = await listSeriesOverview(t.db, '2030-03-04');
    expect(item!.approval).toEqual({ kind: 'laeuft-ab', until: '2030-03-15', text: 'Genehmigung endet am 15.03.2030' });
  });

  it("re-plans at once when its approval is shortened or extended: rides after the new end cancelled and named, a driver's ride left and named", async () => {
    const approvalForm = (gueltigBis: string) => ({
      patientId,
      krankenkasse: 'AOK Hessen',
      gueltigVon: '2030-03-01',
      gueltigBis,
      hinfahrt: 'on',
      rueckfahrt: 'on',
      befoerderungsmittel: 'taxi_mietwagen',
      status: 'genehmigt',
    });
    const [approval] = await t.db
      .insert(approvals)
      .values({
        patientId,
        krankenkasse: 'AOK Hessen',
        gueltigVon: '2030-03-01',
        gueltigBis: '2030-03-31',
        status: 'genehmigt',
      })
      .returning();
    const created = await dialysis({ approvalId: approval!.id });
    expect((await activeRides(created.id)).at(-1)!.datum).toBe('2030-03-29');
    const driver = await createDriver(t.db);
    const [assigned] = await t.db
      .select({ id: seriesBookings.bookingId })
      .from(seriesBookings)
      .where(and(eq(seriesBookings.seriesId, created.id), eq(seriesBookings.serienDatum, '2030-03-27')));
    await t.db.update(tripLegs).set({ driverId: driver.id }).where(eq(tripLegs.bookingId, assigned!.id!));

    const shortened = await updateApproval(t.db, actor, approval!.id, approvalForm('2030-03-20'), now);
    expect(shortened.ok).toBe(true);
    if (!shortened.ok) return;
    // Without waiting for the hourly run: 22., 25. and 29.03. cancelled; 27.03. has a driver and stays (the tick leaves it too).
    expect(shortened.value.series).toMatchObject({
      gueltigBis: '2030-03-20',
      angelegt: 0,
      leftAssigned: [{ datum: '2030-03-27', uhrzeit: '06:30' }],
    });
    expect(shortened.value.series!.cancelled.map((r) => r.datum)).toEqual(['2030-03-22', '2030-03-25', '2030-03-29']);
    expect(shortened.value.series!.cancelled[0]!.bookingNumber).toMatch(/^KF-/);
    expect((await activeRides(created.id)).map((r) => r.datum)).toEqual([
      '2030-03-04',
      '2030-03-06',
      '2030-03-08',
      '2030-03-11',
      '2030-03-13',
      '2030-03-15',
      '2030-03-18',
      '2030-03-20',
      '2030-03-27',
    ]);
    const [cancelled] = await t.db
      .select({ data: bookingEvents.data })
      .from(bookingEvents)
      .innerJoin(bookings, eq(bookings.id, bookingEvents.bookingId))
      .where(and(eq(bookings.datum, '2030-03-22'), eq(bookingEvents.type, 'series-cancelled')));
    expect(cancelled!.data).toMatchObject({ seriesId: created.id, grund: 'Genehmigung gültig bis 20.03.2030' });

    // Longer again: the dates up to the new end are generated at once.
    const extended = await updateApproval(t.db, actor, approval!.id, approvalForm('2030-03-31'), now);
    expect(extended).toMatchObject({ ok: true, value: { series: { angelegt: 3, cancelled: [] } } });
    expect((await activeRides(created.id)).at(-1)!.datum).toBe('2030-03-29');
    // A change that moves no ride says nothing about the series.
    const same = await updateApproval(t.db, actor, approval!.id, { ...approvalForm('2030-03-31'), nummer: 'G-1' }, now);
    expect(same).toMatchObject({ ok: true });
    expect(same.ok && same.value.series).toBeUndefined();
  });

  it('does not create a ride whose pickup time has already passed today', async () => {
    const created = await createSeries(t.db, actor, form({ abholzeit: '04:30' }), MWF, now);
    expect(created).toMatchObject({ ok: true, value: { effect: { angelegt: 21 } } });
    expect((await activeRides())[0]!.datum).toBe('2030-03-06');
  });

  it('refuses bad input in German and an approval of another patient', async () => {
    const bad = await createSeries(t.db, actor, form({ abholzeit: '25:00', start: '2030-03-01' }), [], now);
    expect(bad).toMatchObject({
      ok: false,
      code: 'invalid',
      fieldErrors: {
        abholzeit: expect.stringContaining('Abholzeit'),
        tage: 'Bitte wählen Sie mindestens einen Wochentag.',
      },
    });
    const past = await createSeries(t.db, actor, form({ start: '2030-03-01' }), MWF, now);
    expect(past).toMatchObject({ ok: false, fieldErrors: { start: 'Eine Serie beginnt frühestens heute.' } });
    const [other] = await t.db.insert(patients).values({ vorname: 'Otto', nachname: 'Anders' }).returning();
    const [approval] = await t.db
      .insert(approvals)
      .values({ patientId: other!.id, krankenkasse: 'TK', gueltigVon: '2030-01-01' })
      .returning();
    const foreign = await createSeries(t.db, actor, form({ approvalId: approval!.id }), MWF, now);
    expect(foreign).toMatchObject({
      ok: false,
      fieldErrors: { approvalId: 'Diese Genehmigung gehört nicht zu diesem Patienten.' },
    });
    expect(await t.db.select().from(series)).toHaveLength(0);
  });
});

describe('changing a series', () => {
  it('"nur dieser Termin": moves one ride in place (same booking) and cancels another', async () => {
    const created = await dialysis();
    const [before] = await t.db
      .select({ id: seriesBookings.bookingId })
      .from(seriesBookings)
      .where(and(eq(seriesBookings.seriesId, created.id), eq(seriesBookings.serienDatum, '2030-03-13')));
    const moved = await changeSeriesDate(
      t.db,
      actor,
      created.id,
      {
        datum: '2030-03-13',
        aenderung: 'verschieben',
        neuesDatum: '2030-03-14',
        abholzeit: '08:00',
        rueckfahrt: 'fest',
        rueckfahrtZeit: '12:00',
      },
      now,
    );
    expect(moved).toMatchObject({ ok: true, value: { effect: { ...NO_EFFECT, geaendert: 1 } } });
    const legs = await readLegs(t.db, before!.id!);
    expect(legs).toMatchObject({
      hin: { datum: '2030-03-14', uhrzeit: '08:00' },
      back: { timing: 'fest', uhrzeit: '12:00' },
    });
    const cancelled = await changeSeriesDate(
      t.db,
      actor,
      created.id,
      { datum: '2030-03-15', aenderung: 'absagen', emailPatient: '1' },
      now,
    );
    expect(cancelled).toMatchObject({ ok: true, value: { effect: { entfallen: 1 }, emailed: true } });
    const dates = (await activeRides(created.id)).map((r) => r.datum);
    expect(dates.slice(0, 6)).toEqual([
      '2030-03-04',
      '2030-03-06',
      '2030-03-08',
      '2030-03-11',
      '2030-03-14',
      '2030-03-18',
    ]);
    const [mail] = await t.db.select().from(outboxJobs).where(eq(outboxJobs.kind, 'series-email'));
    expect(mail!.payload).toMatchObject({ to: 'erika@example.org', lines: ['Entfällt: 15.03.2030 um 06:30 Uhr'] });
    await t.db.update(patients).set({ vorname: '<b>Erika</b>' }).where(eq(patients.id, patientId));
    const rendered = await renderSeriesMail(t.db, mail!.payload as PayloadOf<'series-email'>);
    expect(rendered.subject).toMatch(/^Ihre Fahrt wurde abgesagt – /);
    expect(rendered.html).toContain('Guten Tag &lt;b&gt;Erika&lt;/b&gt; Dialyse,');
    expect(rendered.html).toContain('<li>Entfällt: 15.03.2030 um 06:30 Uhr</li>');
    expect(rendered.text).toContain('- Entfällt: 15.03.2030 um 06:30 Uhr');
    const events = await t.db
      .select({ type: seriesEvents.type })
      .from(seriesEvents)
      .where(eq(seriesEvents.seriesId, created.id))
      .orderBy(seriesEvents.id);
    expect(events.map((e) => e.type)).toEqual(['created', 'date-moved', 'date-cancelled']);
  });

  it('refuses to change a past ride', async () => {
    const created = await dialysis();
    const result = await changeSeriesDate(
      t.db,
      actor,
      created.id,
      { datum: '2030-03-04', aenderung: 'absagen' },
      later(2),
    );
    expect(result).toMatchObject({
      ok: false,
      fieldErrors: { datum: 'Vergangene Fahrten bleiben unverändert. Bitte wählen Sie einen Termin ab heute.' },
    });
  });

  it('pauses a week: the rides are paused (not rejected), their legs cancelled; the resume brings back the same bookings and numbers', async () => {
    const created = await dialysis();
    const before = await t.db
      .select({ id: bookings.id, number: bookings.bookingNumber })
      .from(bookings)
      .where(eq(bookings.datum, '2030-03-13'));
    const paused = await pauseSeries(
      t.db,
      actor,
      created.id,
      { von: '2030-03-11', bis: '2030-03-17', emailPatient: '1' },
      now,
    );
    expect(paused).toMatchObject({ ok: true, value: { effect: { ...NO_EFFECT, pausiert: 3 } } });
    const dates = (await activeRides(created.id)).map((r) => r.datum);
    expect(dates).not.toContain('2030-03-11');
    expect(dates).not.toContain('2030-03-15');
    const [pausedRide] = await t.db
      .select({ id: bookings.id, status: bookings.status })
      .from(bookings)
      .where(eq(bookings.datum, '2030-03-13'));
    expect(pausedRide).toEqual({ id: before[0]!.id, status: 'paused' });
    expect(await t.db.select().from(bookings).where(eq(bookings.status, 'rejected'))).toHaveLength(0);
    expect(await readLegs(t.db, pausedRide!.id)).toMatchObject({
      hin: { status: 'storniert' },
      back: { status: 'storniert' },
    });
    const history = await t.db
      .select({ type: bookingEvents.type, data: bookingEvents.data })
      .from(bookingEvents)
      .where(eq(bookingEvents.bookingId, pausedRide!.id))
      .orderBy(bookingEvents.id);
    // Paused through the rides core: the status, each leg cancelled with it, then the series' reason.
    expect(history.map((h) => h.type)).toEqual([
      'created',
      'status-changed',
      'leg-status-changed',
      'leg-status-changed',
      'series-cancelled',
    ]);
    expect(history[1]!.data).toMatchObject({ from: 'confirmed', to: 'paused' });
    expect(history[4]!.data).toMatchObject({ grund: 'Pause 11.03.2030 bis 17.03.2030' });
    const [mail] = await t.db.select().from(outboxJobs).where(eq(outboxJobs.kind, 'series-email'));
    expect((mail!.payload as { lines: string[] }).lines).toEqual([
      'Pausiert: 11.03.2030 um 06:30 Uhr',
      'Pausiert: 13.03.2030 um 06:30 Uhr',
      'Pausiert: 15.03.2030 um 06:30 Uhr',
    ]);
    // The hourly run leaves a paused ride paused.
    expect(await generateSeries(t.db, created.id, { now })).toEqual(NO_EFFECT);

    const detail = await getSeriesDetail(t.db, created.id, '2030-03-04');
    expect(detail!.skipped.map((s) => s.label)).toContain('Pause 11.03.2030 bis 17.03.2030');
    const resumed = await resumeSeries(t.db, actor, created.id, {}, now);
    expect(resumed).toMatchObject({ ok: true, value: { effect: { ...NO_EFFECT, fortgesetzt: 3 } } });
    const after = await t.db
      .select({ id: bookings.id, number: bookings.bookingNumber, status: bookings.status })
      .from(bookings)
      .where(eq(bookings.datum, '2030-03-13'));
    expect(after).toEqual([{ id: before[0]!.id, number: before[0]!.number, status: 'confirmed' }]);
    expect(await readLegs(t.db, pausedRide!.id)).toMatchObject({
      hin: { status: 'geplant', driverId: null },
      back: { status: 'geplant' },
    });
    expect(await activeRides(created.id)).toHaveLength(22);
  });

  it('a paused ride the series no longer has (ended during the pause) is rejected; "Status ändern" never pauses or resumes by hand', async () => {
    const created = await dialysis();
    await pauseSeries(t.db, actor, created.id, { von: '2030-03-11', bis: '2030-03-17' }, now);
    const [pausedRide] = await t.db.select({ id: bookings.id }).from(bookings).where(eq(bookings.datum, '2030-03-13'));
    await expect(changeBookingStatus(t.db, actor, pausedRide!.id, 'confirmed')).rejects.toThrow(
      LIFECYCLE_MESSAGES.pausedOrder,
    );
    const [other] = await t.db.select({ id: bookings.id }).from(bookings).where(eq(bookings.datum, '2030-03-18'));
    await expect(changeBookingStatus(t.db, actor, other!.id, 'paused')).rejects.toThrow(LIFECYCLE_MESSAGES.pauseByHand);
    const ended = await endSeries(t.db, actor, created.id, { letzterTag: '2030-03-12' }, now);
    expect(ended).toMatchObject({ ok: true, value: { effect: { entfallen: 18 } } });
    const statuses = await t.db
      .select({ datum: bookings.datum, status: bookings.status })
      .from(bookings)
      .where(inArray(bookings.datum, ['2030-03-11', '2030-03-13', '2030-03-18']));
    // 11.03. lies before the new end: still paused; 13.03. and 18.03. are after it: rejected.
    expect(statuses.sort((a, b) => (a.datum < b.datum ? -1 : 1))).toEqual([
      { datum: '2030-03-11', status: 'paused' },
      { datum: '2030-03-13', status: 'rejected' },
      { datum: '2030-03-18', status: 'rejected' },
    ]);
  });

  it('"Buchung bearbeiten" refuses a paused ride in German and changes nothing: its series sets its date (issue 37)', async () => {
    const created = await dialysis();
    await pauseSeries(t.db, actor, created.id, { von: '2030-03-11', bis: '2030-03-17' }, now);
    const [paused] = await t.db.select().from(bookings).where(eq(bookings.datum, '2030-03-13'));
    expect(paused!.status).toBe('paused');
    const moved = validateEditBooking({
      transportart: paused!.transportart ?? '',
      krankenkasse: paused!.krankenkasse ?? '',
      datum: '2030-03-14',
      uhrzeit: '07:15',
      vorname: paused!.vorname,
      nachname: paused!.nachname,
      telefon: '',
      email: '',
      abholadresse: paused!.abholadresse,
      zieladresse: paused!.zieladresse,
      entfernungKm: '',
    });
    if (!moved.ok) throw new Error(moved.message);
    await expect(editBooking(t.db, actor, paused!.id, moved.values)).rejects.toThrow(LIFECYCLE_MESSAGES.pausedOrder);
    expect(await readLegs(t.db, paused!.id)).toMatchObject({
      hin: { datum: '2030-03-13', uhrzeit: '06:30', status: 'storniert' },
    });
    const [after] = await t.db.select().from(bookings).where(eq(bookings.id, paused!.id));
    expect(after).toMatchObject({ status: 'paused', datum: '2030-03-13', uhrzeit: '06:30' });
    const events = await t.db
      .select({ type: bookingEvents.type })
      .from(bookingEvents)
      .where(eq(bookingEvents.bookingId, paused!.id));
    expect(events.map((event) => event.type)).not.toContain('edited');

    // The same edit of a ride the pause does not touch is saved.
    const [active] = await t.db.select().from(bookings).where(eq(bookings.datum, '2030-03-18'));
    const kept = validateEditBooking({
      transportart: active!.transportart ?? '',
      krankenkasse: active!.krankenkasse ?? '',
      datum: '2030-03-18',
      uhrzeit: '07:15',
      vorname: active!.vorname,
      nachname: active!.nachname,
      telefon: '',
      email: '',
      abholadresse: active!.abholadresse,
      zieladresse: active!.zieladresse,
      entfernungKm: '',
    });
    if (!kept.ok) throw new Error(kept.message);
    expect((await editBooking(t.db, actor, active!.id, kept.values)).changedFields).toContain('uhrzeit');
  });

  it('asks before cancelling a ride a driver already has, and cancels it with the yes', async () => {
    const created = await dialysis();
    const driver = await createDriver(t.db);
    const [link] = await t.db
      .select({ id: seriesBookings.bookingId })
      .from(seriesBookings)
      .where(and(eq(seriesBookings.seriesId, created.id), eq(seriesBookings.serienDatum, '2030-03-06')));
    await t.db.update(tripLegs).set({ driverId: driver.id }).where(eq(tripLegs.bookingId, link!.id!));
    const asked = await changeSeriesDate(t.db, actor, created.id, { datum: '2030-03-06', aenderung: 'absagen' }, now);
    expect(asked).toMatchObject({
      ok: false,
      code: 'conflict',
      fieldErrors: { betroffeneBestaetigt: expect.stringContaining('06.03.2030 ist bereits einem Fahrer zugewiesen') },
    });
    expect((await activeRides(created.id)).map((r) => r.datum)).toContain('2030-03-06');
    // The background generation leaves it alone too.
    expect(await generateSeries(t.db, created.id, { now })).toEqual(NO_EFFECT);
    const confirmed = await changeSeriesDate(
      t.db,
      actor,
      created.id,
      { datum: '2030-03-06', aenderung: 'absagen', betroffeneBestaetigt: '1' },
      now,
    );
    expect(confirmed).toMatchObject({ ok: true, value: { effect: { entfallen: 1 } } });
    const [booking] = await t.db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, link!.id!));
    expect(booking!.status).toBe('rejected');
  });

  it('never touches a ride already driven', async () => {
    const created = await dialysis();
    const [link] = await t.db
      .select({ id: seriesBookings.bookingId })
      .from(seriesBookings)
      .where(and(eq(seriesBookings.seriesId, created.id), eq(seriesBookings.serienDatum, '2030-03-04')));
    await t.db
      .update(tripLegs)
      .set({ status: 'abgesetzt' })
      .where(and(eq(tripLegs.bookingId, link!.id!), eq(tripLegs.kind, 'hin')));
    const ended = await endSeries(t.db, actor, created.id, { letzterTag: '2030-03-03' }, now);
    expect(ended).toMatchObject({ ok: false, fieldErrors: { letzterTag: 'Die Serie beginnt erst am 04.03.2030.' } });
    const paused = await pauseSeries(t.db, actor, created.id, { von: '2030-03-04', bis: '2030-03-06' }, now);
    expect(paused).toMatchObject({ ok: true, value: { effect: { pausiert: 1, entfallen: 0 } } });
    const [booking] = await t.db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, link!.id!));
    expect(booking!.status).toBe('confirmed');
  });

  it('"diese und alle folgenden": a new rule from a date on continues the series with its bookings; earlier rides stay', async () => {
    const created = await dialysis();
    const [kept] = await t.db
      .select({ id: seriesBookings.bookingId })
      .from(seriesBookings)
      .where(and(eq(seriesBookings.seriesId, created.id), eq(seriesBookings.serienDatum, '2030-03-18')));
    const edited = await editSeriesFollowing(
      t.db,
      actor,
      created.id,
      form({ start: '2030-03-18', abholzeit: '07:00', rueckfahrt: 'fest', rueckfahrtZeit: '11:30' }),
      ['MO', 'TH'],
      now,
    );
    expect(edited.ok).toBe(true);
    if (!edited.ok) return;
    expect(edited.value.id).not.toBe(created.id);
    const [old] = await t.db.select({ rrule: series.rrule }).from(series).where(eq(series.id, created.id));
    expect(old!.rrule).toContain('UNTIL=20300317');
    const oldRides = await activeRides(created.id);
    expect(oldRides.map((r) => r.datum)).toEqual([
      '2030-03-04',
      '2030-03-06',
      '2030-03-08',
      '2030-03-11',
      '2030-03-13',
      '2030-03-15',
    ]);
    const newRides = await activeRides(edited.value.id);
    expect(newRides.slice(0, 4).map((r) => `${r.datum} ${r.uhrzeit}`)).toEqual([
      '2030-03-18 07:00',
      '2030-03-21 07:00',
      '2030-03-25 07:00',
      '2030-03-28 07:00',
    ]);
    // The Monday booking was kept (same booking, new time); Wednesdays and Fridays were cancelled.
    expect(newRides[0]!.id).toBe(kept!.id);
    expect((await readLegs(t.db, kept!.id!))!.back).toMatchObject({ timing: 'fest', uhrzeit: '11:30' });
    const refused = await editSeriesFollowing(t.db, actor, created.id, form({ start: '2030-03-01' }), MWF, now);
    expect(refused).toMatchObject({
      ok: false,
      fieldErrors: { start: expect.stringContaining('frühestens ab heute') },
    });
  });

  it('ends a series: the rides after the last day are cancelled, the overview says so afterwards', async () => {
    const created = await dialysis();
    const ended = await endSeries(t.db, actor, created.id, { letzterTag: '2030-03-08' }, now);
    expect(ended).toMatchObject({ ok: true, value: { effect: { entfallen: 19 } } });
    expect((await activeRides(created.id)).map((r) => r.datum)).toEqual(['2030-03-04', '2030-03-06', '2030-03-08']);
    const [item] = await listSeriesOverview(t.db, '2030-03-09');
    expect(item!.state).toEqual({ kind: 'beendet', text: 'Beendet am 08.03.2030' });
  });

  it('answers an unknown or malformed id with not-found', async () => {
    expect(
      await pauseSeries(t.db, actor, 'kein-gueltiger-wert', { von: '2030-03-11', bis: '2030-03-12' }, now),
    ).toMatchObject({ ok: false, code: 'not-found' });
    expect(await getSeriesDetail(t.db, '00000000-0000-4000-8000-000000000000', '2030-03-04')).toBeNull();
  });
});
