// Prescriptions, approvals and the approval picture of bookings on both backends (issue 18): saving a
// prescription writes history, an approval links the patient's bookings in its period, the badge moves
// from "Genehmigung fehlt" to "genehmigt", insurer waivers are data, and the dashboard lists expiries.
import { and, eq } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { staffTestDb, type Actor, type TestDb } from '../../../tests/support/staff-test-db';
import { bookingResult } from '#app/server/bookings/booking-action-error.server';
import { assignDriver, changeBookingStatus, confirmBooking } from '#app/server/bookings/staff-booking-actions.server';
import { createBooking, createDriver } from '#app/server/bookings/staff-bookings.fixtures';
import {
  approvalBookings,
  approvals,
  bookingEvents,
  bookings,
  insurerSettings,
  patients,
  priceRules,
  tripLegs,
} from '#app/server/db/schema';
import {
  approvalCounts,
  createApproval,
  deleteApproval,
  exemptionCardsEndingThisMonth,
  expiringApprovals,
  listApprovals,
  updateApproval,
} from './approvals.server';
import { parseListFilters } from '#app/domain/bookings/list-filters';
import { listBookings } from '#app/server/bookings/list-bookings.server';
import { bookingCoPayments } from '#app/server/billing/booking-co-payments.server';
import {
  approvalBadgesOf,
  approvalBadgesOfSubjects,
  approvalWarningFor,
  bookingApprovalView,
} from './booking-approvals.server';
import { deleteInsurerSettings, saveInsurerSettings } from './insurer-settings.server';
import { savePrescription } from './prescriptions.server';

const today = '2030-01-10';
let t: TestDb;
let actor: Actor;
staffTestDb((fresh, staff) => ([t, actor] = [fresh, staff]));
beforeEach(async () => {
  await t.db.delete(approvals);
  await t.db.delete(insurerSettings);
  await t.db.delete(bookings);
  await t.db.delete(patients);
  await t.db.delete(priceRules);
});

async function patientWithBooking(values: Partial<typeof patients.$inferInsert> = {}) {
  const [patient] = await t.db
    .insert(patients)
    .values({ vorname: 'Erika', nachname: 'Dialyse', ...values })
    .returning();
  const booking = await createBooking(t.db, {
    patientenId: patient!.id,
    krankenkasse: 'AOK Hessen',
    datum: '2030-01-15',
    rueckfahrt: 'fest',
    rueckfahrtDatum: '2030-01-15',
    rueckfahrtUhrzeit: '13:00',
    transportart: 'sitzend',
    entfernungKm: '12.0',
  });
  return { patient: patient!, booking };
}

const dialysisPrescription = {
  ausstellungsdatum: '2030-01-05',
  arztName: 'Dr. Nieren',
  lanr: '123456601',
  bsnr: '987654321',
  unfall: 'keiner',
  hinfahrt: 'on',
  rueckfahrt: 'on',
  grund: 'dialyse',
  befoerderungsmittel: 'taxi_mietwagen',
  position: 'sitzend',
  behandlungsstaette: 'Dialysezentrum Nord',
  datumVon: '2030-01-15',
  datumBis: '2030-03-31',
  proWoche: '3',
};

const approvalValues = (patientId: string, changes: Record<string, string> = {}) => ({
  patientId,
  krankenkasse: 'AOK Hessen',
  nummer: 'G-2030-17',
  genehmigungsdatum: '2030-01-08',
  gueltigVon: '2030-01-01',
  gueltigBis: '2030-03-31',
  hinfahrt: 'on',
  rueckfahrt: 'on',
  befoerderungsmittel: 'taxi_mietwagen',
  position: '',
  status: 'genehmigt',
  ...changes,
});

describe('prescriptions', () => {
  it('saves the prescription, replaces it on the next save and writes history', async () => {
    const { booking } = await patientWithBooking();
    const first = await savePrescription(t.db, actor, { kind: 'booking', id: booking.id }, dialysisPrescription);
    expect(first).toMatchObject({
      ok: true,
      value: { grund: 'dialyse', lanr: '123456601', proWoche: 3, hinfahrt: true, rueckfahrt: true },
    });
    const second = await savePrescription(
      t.db,
      actor,
      { kind: 'booking', id: booking.id },
      { ...dialysisPrescription, rueckfahrt: '' },
    );
    expect(second).toMatchObject({ ok: true, value: { rueckfahrt: false } });
    const events = await t.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, booking.id));
    expect(events.filter((e) => e.type === 'prescription-saved').map((e) => e.data.created)).toEqual([true, false]);
    expect(events.every((e) => e.actorLabel === actor.label)).toBe(true);
  });

  it('refuses bad input with German field errors and unknown bookings as not found', async () => {
    const { booking } = await patientWithBooking();
    const bad = await savePrescription(
      t.db,
      actor,
      { kind: 'booking', id: booking.id },
      { ...dialysisPrescription, lanr: '12', hinfahrt: '', rueckfahrt: '', grund: 'x' },
    );
    expect(bad).toMatchObject({
      ok: false,
      code: 'invalid',
      fieldErrors: {
        lanr: 'Die Arztnummer (LANR) besteht aus neun Ziffern.',
        grund: 'Bitte wählen Sie den Grund der Beförderung.',
      },
    });
    // Nine digits, but the 7th (check digit, KBV) does not fit the first six: the example.
    const wrongCheck = await savePrescription(
      t.db,
      actor,
      { kind: 'booking', id: booking.id },
      { ...dialysisPrescription, lanr: '123456101' },
    );
    expect(wrongCheck).toMatchObject({
      ok: false,
      code: 'invalid',
      fieldErrors: {
        lanr: 'Die Arztnummer (LANR) ist nicht gültig: Die Prüfziffer (7. Ziffer) stimmt nicht. Bitte prüfen Sie die Eingabe.',
      },
    });
    expect(await savePrescription(t.db, actor, { kind: 'booking', id: 'nope' }, dialysisPrescription)).toMatchObject({
      ok: false,
      code: 'not-found',
    });
    expect(
      await savePrescription(
        t.db,
        actor,
        { kind: 'booking', id: '00000000-0000-4000-8000-000000000000' },
        dialysisPrescription,
      ),
    ).toMatchObject({ ok: false, code: 'not-found' });
  });
});

describe('approvals and the badge of a booking', () => {
  it("gives the bookings list's rows the badges their ids give (the rows' own facts and legs, decision 207)", async () => {
    const missing = await patientWithBooking();
    const granted = await patientWithBooking({ vorname: 'Hans' });
    const unprescribed = await patientWithBooking({ vorname: 'Ohne' });
    const returnCancelled = await patientWithBooking({ vorname: 'Einfach' });
    for (const { booking } of [missing, granted, returnCancelled])
      await savePrescription(t.db, actor, { kind: 'booking', id: booking.id }, dialysisPrescription);
    // Approved for the outbound leg only: with the return leg cancelled, nothing is missing any more.
    await createApproval(t.db, actor, approvalValues(granted.patient.id));
    await createApproval(t.db, actor, approvalValues(returnCancelled.patient.id, { rueckfahrt: '' }));
    await t.db
      .update(tripLegs)
      .set({ status: 'storniert' })
      .where(and(eq(tripLegs.bookingId, returnCancelled.booking.id), eq(tripLegs.kind, 'rueck')));

    const page = await listBookings(t.db, parseListFilters(new URLSearchParams()), '2030-01-01');
    expect(page.rows).toHaveLength(4);
    const fromRows = await approvalBadgesOfSubjects(t.db, page.rows, today);
    expect(Object.fromEntries(fromRows)).toEqual({
      [missing.booking.id]: 'fehlt',
      [granted.booking.id]: 'genehmigt',
      [returnCancelled.booking.id]: 'genehmigt',
    });
    expect(fromRows).toEqual(
      await approvalBadgesOf(
        t.db,
        page.rows.map((row) => row.id),
        today,
      ),
    );
    expect(fromRows.has(unprescribed.booking.id)).toBe(false);
  });

  it('moves a dialysis booking from "Genehmigung fehlt" to "genehmigt" and links it', async () => {
    const { patient, booking } = await patientWithBooking();
    expect((await approvalBadgesOf(t.db, [booking.id], today)).get(booking.id)).toBeUndefined();
    await savePrescription(t.db, actor, { kind: 'booking', id: booking.id }, dialysisPrescription);
    expect((await approvalBadgesOf(t.db, [booking.id], today)).get(booking.id)).toBe('fehlt');
    expect(await approvalWarningFor(t.db, booking.id, today)).toContain('Genehmigung fehlt');

    const created = await createApproval(t.db, actor, approvalValues(patient.id, { status: 'beantragt' }));
    expect(created).toMatchObject({ ok: true, value: { linked: 1, patientName: 'Erika Dialyse' } });
    expect((await approvalBadgesOf(t.db, [booking.id], today)).get(booking.id)).toBe('beantragt');
    expect(await approvalWarningFor(t.db, booking.id, today)).toContain('Genehmigung beantragt');
    expect(await listApprovals(t.db, { filter: 'beantragt', today })).toHaveLength(1);

    const id = created.ok ? created.value.id : '';
    expect(await updateApproval(t.db, actor, id, approvalValues(patient.id))).toMatchObject({ ok: true });
    expect((await approvalBadgesOf(t.db, [booking.id], today)).get(booking.id)).toBe('genehmigt');
    expect(await approvalWarningFor(t.db, booking.id, today)).toBeNull();
    expect(await t.db.select().from(approvalBookings)).toEqual([{ approvalId: id, bookingId: booking.id }]);

    const history = await t.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, booking.id));
    expect(history.map((e) => e.type)).toEqual(expect.arrayContaining(['approval-linked', 'approval-changed']));

    // Narrowing the period unlinks the booking and the badge falls back.
    await updateApproval(t.db, actor, id, approvalValues(patient.id, { gueltigBis: '2030-01-14' }));
    expect(await t.db.select().from(approvalBookings)).toEqual([]);
    expect((await approvalBadgesOf(t.db, [booking.id], today)).get(booking.id)).toBe('fehlt');

    expect(await deleteApproval(t.db, actor, id)).toMatchObject({ ok: true });
    expect(await deleteApproval(t.db, actor, id)).toMatchObject({ ok: false, code: 'not-found' });
  });

  it('lists approvals that run out within 14 days for the dashboard, with the German notice', async () => {
    const { patient } = await patientWithBooking();
    await createApproval(t.db, actor, approvalValues(patient.id, { gueltigBis: '2030-01-20', nummer: 'bald' }));
    await createApproval(t.db, actor, approvalValues(patient.id, { gueltigBis: '2030-01-25', nummer: 'später' }));
    await createApproval(t.db, actor, approvalValues(patient.id, { gueltigBis: '2030-01-24', nummer: 'grenze' }));
    const expiring = await expiringApprovals(t.db, today);
    expect(expiring.map((a) => a.nummer)).toEqual(['bald', 'grenze']);
    expect(expiring[0]!.expiry?.message).toBe('Genehmigung läuft in 10 Tagen ab (gültig bis 20.01.2030).');
    expect(await approvalCounts(t.db, today)).toEqual({ ablaufend: 2, beantragt: 0 });
  });

  it('refuses an approval without patient, with a period ending before it starts or for no leg', async () => {
    const { patient } = await patientWithBooking();
    expect(await createApproval(t.db, actor, approvalValues('00000000-0000-4000-8000-000000000000'))).toMatchObject({
      ok: false,
      fieldErrors: { patientId: expect.stringContaining('Patient') },
    });
    expect(
      await createApproval(
        t.db,
        actor,
        approvalValues(patient.id, { gueltigBis: '2029-12-01', hinfahrt: '', rueckfahrt: '' }),
      ),
    ).toMatchObject({
      ok: false,
      code: 'invalid',
      fieldErrors: {
        gueltigBis: 'Das Ende der Gültigkeit liegt vor dem Beginn.',
        hinfahrt: 'Bitte kreuzen Sie Hinfahrt, Rückfahrt oder beides an.',
      },
    });
  });

  it('applies an insurer waiver stored as data', async () => {
    const { booking } = await patientWithBooking();
    await savePrescription(t.db, actor, { kind: 'booking', id: booking.id }, dialysisPrescription);
    const saved = await saveInsurerSettings(t.db, null, {
      krankenkasse: 'aok hessen',
      seriesRule: 'jede_fahrt',
      verzicht_dialyse: 'on',
    });
    expect(saved).toMatchObject({ ok: true, value: { waivers: [{ reason: 'dialyse' }] } });
    const view = await bookingApprovalView(t.db, booking.id, today);
    expect(view?.badge).toBe('genehmigungsfrei');
    expect(view?.legs[0]?.detail).toBe(
      'Die Krankenkasse aok hessen verzichtet auf die Genehmigung (Fahrtgrund: Dialyse; Einstellung der Krankenkasse).',
    );
    expect(
      await saveInsurerSettings(t.db, null, { krankenkasse: 'AOK HESSEN', seriesRule: 'jede_fahrt' }),
    ).toMatchObject({ ok: false, code: 'conflict' });
    expect(await deleteInsurerSettings(t.db, saved.ok ? saved.value.id : '')).toMatchObject({ ok: true });
    expect((await bookingApprovalView(t.db, booking.id, today))?.badge).toBe('fehlt');
  });

  it('shows the co-payment per leg from the price rules, or "Preis fehlt", and none with an exemption card', async () => {
    const { booking, patient } = await patientWithBooking();
    await savePrescription(t.db, actor, { kind: 'booking', id: booking.id }, dialysisPrescription);
    expect((await bookingCoPayments(t.db, booking.id, today)).map((c) => c.text)).toEqual([
      'Preis fehlt',
      'Preis fehlt',
    ]);
    await t.db
      .insert(priceRules)
      .values({ insurer: 'AOK Hessen', mode: 'sitzend', baseFare: '30.00', includedKm: 10, perKm: '1.50' });
    const priced = await bookingCoPayments(t.db, booking.id, today);
    expect(priced.map((c) => [c.costCents, c.amountCents])).toEqual([
      [3300, 500],
      [3300, 500],
    ]);
    await t.db.update(patients).set({ befreiungBis: '2030-12-31' }).where(eq(patients.id, patient.id));
    expect((await bookingCoPayments(t.db, booking.id, today)).map((c) => c.amountCents)).toEqual([0, 0]);
  });

  it('lists exemption cards ending this month', async () => {
    await t.db.insert(patients).values([
      { vorname: 'A', nachname: 'Januar', befreiungBis: '2030-01-31' },
      { vorname: 'B', nachname: 'Heute', befreiungBis: '2030-01-10' },
      { vorname: 'C', nachname: 'Vorbei', befreiungBis: '2030-01-09' },
      { vorname: 'D', nachname: 'Februar', befreiungBis: '2030-02-01' },
    ]);
    expect((await exemptionCardsEndingThisMonth(t.db, today)).map((p) => p.name)).toEqual(['B Heute', 'A Januar']);
  });
});

describe('confirming or assigning a ride without its approval', () => {
  it('refuses with the German warning until staff confirm it, and records the override', async () => {
    const { booking } = await patientWithBooking();
    await savePrescription(t.db, actor, { kind: 'booking', id: booking.id }, dialysisPrescription);
    const refused = await bookingResult(confirmBooking(t.db, actor, booking.id, { today, override: false }));
    expect(refused).toMatchObject({
      ok: false,
      code: 'conflict',
      fieldErrors: { genehmigungTrotzdem: expect.stringContaining('Genehmigung fehlt') },
    });
    const [unchanged] = await t.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(unchanged!.status).toBe('pending');

    expect(await bookingResult(confirmBooking(t.db, actor, booking.id, { today, override: true }))).toMatchObject({
      ok: true,
    });
    const driver = await createDriver(t.db);
    expect(
      await bookingResult(assignDriver(t.db, actor, booking.id, driver.id, { today, override: false })),
    ).toMatchObject({ ok: false, code: 'conflict' });
    expect(
      await bookingResult(assignDriver(t.db, actor, booking.id, driver.id, { today, override: true })),
    ).toMatchObject({ ok: true });
    const history = await t.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, booking.id));
    expect(history.filter((e) => e.type === 'approval-override').map((e) => e.data.via)).toEqual(['confirm', 'assign']);
  });
});

describe("post-inpatient treatment days across the patient's bookings (DOMAIN.md)", () => {
  // Discharged on 10 January 2030: at most 7 treatment days within the 14 days after are approval-free.
  const postInpatient = {
    ausstellungsdatum: '2030-01-09',
    arztName: 'Dr. Klinik',
    unfall: 'keiner',
    hinfahrt: 'on',
    rueckfahrt: '',
    grund: 'nachstationaer',
    befoerderungsmittel: 'taxi_mietwagen',
    position: 'sitzend',
    entlassungsdatum: '2030-01-10',
  };

  it("counts the days of all of the patient's rides for this discharge: the 8th day, booked on its own, needs an approval", async () => {
    const [patient] = await t.db.insert(patients).values({ vorname: 'Paul', nachname: 'Nachsorge' }).returning();
    const ids: string[] = [];
    for (const day of ['11', '12', '13', '14', '15', '16', '17', '18']) {
      const booking = await createBooking(t.db, {
        patientenId: patient!.id,
        krankenkasse: 'AOK Hessen',
        datum: `2030-01-${day}`,
        transportart: 'sitzend',
      });
      expect(await savePrescription(t.db, actor, { kind: 'booking', id: booking.id }, postInpatient)).toMatchObject({
        ok: true,
      });
      ids.push(booking.id);
    }
    const badges = await approvalBadgesOf(t.db, ids, today);
    expect(ids.map((id) => badges.get(id))).toEqual([...new Array(7).fill('genehmigungsfrei'), 'fehlt']);
    const eighth = await bookingApprovalView(t.db, ids[7]!, today);
    expect(eighth?.legs[0]?.detail).toContain('höchstens 7 Behandlungstage');
    // A cancelled ride is no treatment day: the 8th booking becomes the 7th.
    await bookingResult(changeBookingStatus(t.db, actor, ids[2]!, 'rejected'));
    expect((await approvalBadgesOf(t.db, [ids[7]!], today)).get(ids[7]!)).toBe('genehmigungsfrei');
  });
});
