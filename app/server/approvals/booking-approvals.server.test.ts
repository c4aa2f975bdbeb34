// The approval picture of bookings by the law (issue 38) on both backends: a Krankenfahrt to outpatient
// treatment (dialysis included) counts as approved with Merkzeichen aG, Bl, H, Pflegegrad 4 or 5 or Pflegegrad 3
// with a permanent mobility impairment (§ 60 Abs. 1 S. 5 SGB V), and billing no longer asks for an approval
// there; a KTW ride to inpatient treatment needs none (§ 60 Abs. 1 S. 4 SGB V); the day limits of pre- and
// post-inpatient treatment (§ 115a SGB V) count the patient's treatment days across all of their bookings,
// a series' too, and only rides that take place.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { staffTestDb, type Actor, type TestDb } from '../../../tests/support/staff-test-db';
import { createBillingRule, createCompletedBooking } from '#app/server/billing/billing.fixtures';
import { billingOverview } from '#app/server/billing/billing.server';
import { createBooking } from '#app/server/bookings/staff-bookings.fixtures';
import { approvals, bookings, patients, prescriptions, series, seriesBookings, tripLegs } from '#app/server/db/schema';
import { createSeries } from '#app/server/series/series.server';
import { now, resetWithDialysisPatient, seriesForm } from '#app/server/series/series.fixtures';
import { approvalBadgesOf, approvalWarningFor, bookingApprovalView } from './booking-approvals.server';
import { savePrescription } from './prescriptions.server';

const today = '2030-01-10';
let t: TestDb;
let actor: Actor;
let dataDir: string;
staffTestDb((fresh, staff) => ([t, actor] = [fresh, staff]));
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'kf-approval-classes-'));
});
afterAll(async () => rm(dataDir, { recursive: true, force: true }));
beforeEach(async () => {
  await t.db.delete(series);
  await t.db.delete(approvals);
  await t.db.delete(prescriptions);
  await t.db.delete(bookings);
  await t.db.delete(patients);
});

const prescription = (values: Record<string, string>) => ({
  ausstellungsdatum: '2030-01-02',
  arztName: 'Dr. Nieren',
  lanr: '123456601',
  bsnr: '987654321',
  unfall: 'keiner',
  hinfahrt: 'on',
  rueckfahrt: 'on',
  befoerderungsmittel: 'taxi_mietwagen',
  position: 'sitzend',
  ...values,
});

async function patient(values: Partial<typeof patients.$inferInsert> = {}): Promise<string> {
  const [row] = await t.db
    .insert(patients)
    .values({ vorname: 'Erika', nachname: 'Beispiel', krankenkasse: 'AOK Hessen', ...values })
    .returning();
  return row!.id;
}

/** A booking of the patient on `datum` (outbound and return that day) with its own prescription. */
async function prescribedBooking(patientenId: string, datum: string, values: Record<string, string>): Promise<string> {
  const booking = await createBooking(t.db, {
    patientenId,
    krankenkasse: 'AOK Hessen',
    datum,
    rueckfahrt: 'fest',
    rueckfahrtDatum: datum,
    rueckfahrtUhrzeit: '13:00',
    transportart: 'sitzend',
  });
  const saved = await savePrescription(t.db, actor, { kind: 'booking', id: booking.id }, prescription(values));
  expect(saved).toMatchObject({ ok: true });
  return booking.id;
}

const badgesOf = async (ids: readonly string[]) => {
  const badges = await approvalBadgesOf(t.db, ids, today);
  return ids.map((id) => badges.get(id));
};

describe('§ 60 Abs. 1 S. 5 SGB V: outpatient treatment with the marks counts as approved', () => {
  it.each<[string, Partial<typeof patients.$inferInsert>, Record<string, string>, string, string]>([
    [
      'dialysis with Pflegegrad 4 (the issue)',
      { pflegegrad: 4 },
      { grund: 'dialyse' },
      'gilt_als_genehmigt',
      'Dialyse mit Pflegegrad 4: gilt als genehmigt (§ 60 Abs. 1 S. 5 SGB V).',
    ],
    [
      'chemotherapy with Merkzeichen H',
      { merkzeichen: ['G', 'H'] },
      { grund: 'onkologische_chemotherapie' },
      'gilt_als_genehmigt',
      'Onkologische Chemotherapie mit Merkzeichen H: gilt als genehmigt (§ 60 Abs. 1 S. 5 SGB V).',
    ],
    [
      'radiation with Pflegegrad 3 and a permanent mobility impairment',
      { pflegegrad: 3 },
      { grund: 'onkologische_strahlentherapie', mobilitaetDauerhaft: 'on' },
      'gilt_als_genehmigt',
      'Onkologische Strahlentherapie mit Pflegegrad 3 und dauerhafter Mobilitätsbeeinträchtigung: gilt als genehmigt (§ 60 Abs. 1 S. 5 SGB V).',
    ],
    [
      // KTR § 8: without the marks the insurer approves high-frequency treatment
      'dialysis with Pflegegrad 3 alone',
      { pflegegrad: 3, merkzeichen: ['G'] },
      { grund: 'dialyse' },
      'fehlt',
      'Hochfrequente Behandlung (Dialyse) mit Pflegegrad 3 ohne dauerhafte Mobilitätsbeeinträchtigung: Genehmigung nötig. Es liegt keine gültige Genehmigung vor.',
    ],
    [
      // § 60 Abs. 1 S. 5 SGB V is for Krankenfahrten: a KTW keeps the approval of S. 4
      'dialysis by KTW with Pflegegrad 5',
      { pflegegrad: 5 },
      { grund: 'dialyse', befoerderungsmittel: 'ktw', ktwBegruendung: 'Überwachung während der Fahrt' },
      'fehlt',
      'Fahrten mit dem Krankentransportwagen (KTW) zur ambulanten Behandlung brauchen eine Genehmigung der Krankenkasse (§ 60 Abs. 1 S. 4 SGB V). Es liegt keine gültige Genehmigung vor.',
    ],
    [
      // § 60 Abs. 1 S. 4 SGB V: the KTW approval is for rides to outpatient treatment only
      'inpatient treatment by KTW',
      {},
      { grund: 'stationaer', befoerderungsmittel: 'ktw', ktwBegruendung: 'Überwachung während der Fahrt' },
      'genehmigungsfrei',
      'KTW-Fahrt zur voll- oder teilstationären Krankenhausbehandlung: genehmigungsfrei (die Genehmigung nach § 60 Abs. 1 S. 4 SGB V gilt nur für ambulante Behandlung).',
    ],
  ])('%s', async (_case, marks, values, badge, detail) => {
    const id = await prescribedBooking(await patient(marks), '2030-01-15', values);
    expect(await badgesOf([id])).toEqual([badge]);
    const view = await bookingApprovalView(t.db, id, today);
    expect(view?.badge).toBe(badge);
    expect(view?.legs.map((leg) => leg.detail)).toEqual([detail, detail]);
    if (badge === 'fehlt') expect(await approvalWarningFor(t.db, id, today)).toContain('Genehmigung fehlt');
    else expect(await approvalWarningFor(t.db, id, today)).toBeNull();
  });

  it('billing asks for no approval for a deemed-approved dialysis ride, and still does without the marks', async () => {
    await createBillingRule(t.db);
    const deemed = await createCompletedBooking(t.db, { dataDir, nachname: 'Pflegegradvier' });
    const needed = await createCompletedBooking(t.db, { dataDir, nachname: 'Pflegegradzwei' });
    await t.db.update(patients).set({ pflegegrad: 4 }).where(eq(patients.id, deemed.patient.id));
    await t.db.update(patients).set({ pflegegrad: 2 }).where(eq(patients.id, needed.patient.id));
    await t.db
      .update(prescriptions)
      .set({ grund: 'dialyse' })
      .where(inArray(prescriptions.bookingId, [deemed.booking.id, needed.booking.id]));
    const legs = (await billingOverview(t.db)).flatMap((group) => group.legs);
    const problems = (legId: string) => legs.find((leg) => leg.legId === legId)!.problems.map((p) => p.code);
    expect(problems(deemed.leg.id)).toEqual([]);
    expect(problems(needed.leg.id)).toEqual(['genehmigung-fehlt']);
  });
});

describe("§ 115a SGB V day limits count the patient's treatment days across all of their bookings", () => {
  it('post-inpatient: 8 bookings on 8 days after one discharge, each its own, make the 8th genehmigungspflichtig', async () => {
    const paul = await patient({ nachname: 'Nachsorge' });
    const values = { grund: 'nachstationaer', entlassungsdatum: '2030-01-10' };
    // Days +1 … +14 after the discharge on 10.01.; booked out of order, as staff do.
    const days = [
      '2030-01-24',
      '2030-01-11',
      '2030-01-13',
      '2030-01-15',
      '2030-01-16',
      '2030-01-18',
      '2030-01-20',
      '2030-01-22',
    ];
    const ids = new Map<string, string>();
    for (const day of days) ids.set(day, await prescribedBooking(paul, day, values));
    const sorted = [...ids.keys()].sort();
    expect(await badgesOf(sorted.map((day) => ids.get(day)!))).toEqual([
      ...new Array(7).fill('genehmigungsfrei'), // treatment days 1-7: § 115a Abs. 2 S. 2 SGB V
      'fehlt', // day 8
    ]);
    const eighth = await bookingApprovalView(t.db, ids.get('2030-01-24')!, today);
    expect(eighth?.legs[0]?.detail).toBe(
      'Nachstationäre Behandlung: höchstens 7 Behandlungstage nach der Entlassung am 10.01.2030 sind genehmigungsfrei; dies wäre der 8. oder spätere. Es liegt keine gültige Genehmigung vor.',
    );

    // Rides of another stay, of another patient or outside the window use up nothing.
    await prescribedBooking(paul, '2030-01-12', { ...values, entlassungsdatum: '2030-01-05' });
    await prescribedBooking(await patient({ nachname: 'Andere' }), '2030-01-12', values);
    await prescribedBooking(paul, '2030-01-30', values);
    expect(await badgesOf([ids.get('2030-01-22')!, ids.get('2030-01-24')!])).toEqual(['genehmigungsfrei', 'fehlt']);

    // Rides that do not take place are no treatment days: a rejected booking, a cancelled or a missed leg.
    for (const [day, change] of [
      ['2030-01-11', { status: 'storniert' }],
      ['2030-01-13', { status: 'nicht-angetroffen' }],
    ] as const) {
      await t.db
        .update(tripLegs)
        .set(change)
        .where(eq(tripLegs.bookingId, ids.get(day)!));
    }
    await t.db
      .update(bookings)
      .set({ status: 'rejected' })
      .where(eq(bookings.id, ids.get('2030-01-15')!));
    expect(await badgesOf([ids.get('2030-01-24')!])).toEqual(['genehmigungsfrei']); // now the 5th day
    await prescribedBooking(paul, '2030-01-23', values);
    await prescribedBooking(paul, '2030-01-19', values);
    // 16, 18, 19, 20, 22, 23, 24: the 24th is the 7th day; one more ride before it makes it the 8th.
    expect(await badgesOf([ids.get('2030-01-24')!])).toEqual(['genehmigungsfrei']);
    const earlier = await prescribedBooking(paul, '2030-01-14', values);
    expect(await badgesOf([ids.get('2030-01-24')!, earlier])).toEqual(['fehlt', 'genehmigungsfrei']);
  });

  it('pre-inpatient: the 4th treatment day within the 5 days before admission, booked on its own, needs the approval', async () => {
    const anna = await patient({ nachname: 'Vorsorge' });
    const values = { grund: 'vorstationaer', aufnahmedatum: '2030-01-20' };
    const days = ['2030-01-15', '2030-01-16', '2030-01-18', '2030-01-19']; // days -5, -4, -2, -1
    const ids = [];
    for (const day of days) ids.push(await prescribedBooking(anna, day, values));
    const early = await prescribedBooking(anna, '2030-01-14', values); // day -6: outside the window
    expect(await badgesOf([...ids, early])).toEqual([
      'genehmigungsfrei', // § 115a Abs. 2 S. 1 SGB V: treatment day 1
      'genehmigungsfrei', // day 2
      'genehmigungsfrei', // day 3
      'fehlt', // day 4
      'fehlt', // outside the 5 days before admission
    ]);
  });

  it("counts the rides of a series whose prescription is the series' own", async () => {
    // Discharged on Sunday 3 March 2030; a Mo-Fr series from 4 March carries the post-inpatient prescription.
    const patientId = await resetWithDialysisPatient(t.db);
    const created = await createSeries(t.db, actor, seriesForm(patientId), ['MO', 'TU', 'WE', 'TH', 'FR'], now);
    if (!created.ok) throw new Error(JSON.stringify(created));
    const saved = await savePrescription(
      t.db,
      actor,
      { kind: 'series', id: created.value.id },
      prescription({
        grund: 'nachstationaer',
        entlassungsdatum: '2030-03-03',
        datumVon: '2030-03-04',
        datumBis: '2030-03-17',
      }),
    );
    expect(saved).toMatchObject({ ok: true });
    const rows = await t.db
      .select({ day: bookings.datum, id: bookings.id })
      .from(seriesBookings)
      .innerJoin(bookings, eq(bookings.id, seriesBookings.bookingId))
      .where(and(eq(seriesBookings.seriesId, created.value.id), inArray(bookings.datum, ['2030-03-12', '2030-03-13'])))
      .orderBy(bookings.datum);
    // 4.-8. and 11.-12. March are the treatment days 1-7, the 13th the 8th (§ 115a Abs. 2 S. 2 SGB V).
    expect(rows.map((row) => row.day)).toEqual(['2030-03-12', '2030-03-13']);
    expect(await badgesOf(rows.map((row) => row.id))).toEqual(['genehmigungsfrei', 'fehlt']);
  });
});
