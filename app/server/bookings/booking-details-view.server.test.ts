// The Buchungsdetails dialog's model on both backends (issue 37): one approval state per ride (the rules'
// picture; the booking's statement "Genehmigung liegt vor" only as a note where it differs), the
// prescription's Beförderungsart from the booking's transport type and an approval for another one named,
// and the price and co-payment computed as billing computes them (driven km when there are any).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { staffTestDb, type Actor, type TestDb } from '../../../tests/support/staff-test-db';
import { formatEuro } from '#app/domain/pricing/money';
import { createApproval } from '#app/server/approvals/approvals.server';
import { savePrescription } from '#app/server/approvals/prescriptions.server';
import { createBillingRule, createCompletedBooking } from '#app/server/billing/billing.fixtures';
import { billingOverview } from '#app/server/billing/billing.server';
import { approvals, bookings, legDocuments, patients, prescriptions, priceRules } from '#app/server/db/schema';
import { bookingDetailsView } from './booking-details-view.server';
import { createBooking } from './staff-bookings.fixtures';

const today = '2030-01-10';
let t: TestDb;
let actor: Actor;
let dataDir: string;
staffTestDb((fresh, staff) => ([t, actor] = [fresh, staff]));
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'kf-details-'));
});
afterAll(async () => rm(dataDir, { recursive: true, force: true }));
beforeEach(async () => {
  await t.db.delete(approvals);
  await t.db.delete(legDocuments);
  await t.db.delete(prescriptions);
  await t.db.delete(bookings);
  await t.db.delete(patients);
  await t.db.delete(priceRules);
});

async function patientWithBooking(values: Partial<typeof bookings.$inferInsert> = {}) {
  const [patient] = await t.db
    .insert(patients)
    .values({ vorname: 'Erika', nachname: 'Dialyse', krankenkasse: 'AOK Hessen' })
    .returning();
  const booking = await createBooking(t.db, {
    patientenId: patient!.id,
    krankenkasse: 'AOK Hessen',
    datum: '2030-01-15',
    transportart: 'sitzend',
    ...values,
  });
  return { patient: patient!, booking };
}

const dialysis = (position: string) => ({
  ausstellungsdatum: '2030-01-05',
  arztName: 'Dr. Nieren',
  unfall: 'keiner',
  hinfahrt: 'on',
  grund: 'dialyse',
  befoerderungsmittel: 'taxi_mietwagen',
  position,
});

const approvalFor = (patientId: string, position = '') => ({
  patientId,
  krankenkasse: 'AOK Hessen',
  nummer: 'G-2030-1',
  genehmigungsdatum: '2030-01-02',
  gueltigVon: '2030-01-01',
  gueltigBis: '2030-06-30',
  hinfahrt: 'on',
  rueckfahrt: 'on',
  befoerderungsmittel: 'taxi_mietwagen',
  position,
  status: 'genehmigt',
});

async function details(id: string) {
  const view = await bookingDetailsView(t.db, id, today);
  if (!view) throw new Error('no details');
  return view;
}

describe('one approval state per ride', () => {
  it('a booking stating "Genehmigung liegt vor" whose ride needs one that is not recorded: "Genehmigung fehlt", the statement only as a note', async () => {
    const { booking } = await patientWithBooking({ genehmigungVorhanden: true });
    expect(await savePrescription(t.db, actor, { kind: 'booking', id: booking.id }, dialysis('sitzend'))).toMatchObject(
      { ok: true },
    );
    const view = await details(booking.id);
    expect(view.approval?.badge).toBe('fehlt');
    expect(view.approval?.legs.map((leg) => leg.badge)).toEqual(['fehlt']);
    expect(view.approval?.statementNote).toMatch(
      /^Bei der Buchung wurde angegeben, dass eine Genehmigung der Krankenkasse vorliegt\. Erfasst ist keine/,
    );
    // No second approval state beside the rules' one.
    expect(view).not.toHaveProperty('genehmigungVorhanden');
    expect(JSON.stringify(view)).not.toContain('Genehmigung der Krankenkasse liegt vor');
  });

  it('a booking without the statement whose ride an approval covers: "genehmigt", and nothing says "Keine Genehmigung angegeben"', async () => {
    const { booking, patient } = await patientWithBooking({ genehmigungVorhanden: false });
    await savePrescription(t.db, actor, { kind: 'booking', id: booking.id }, dialysis('sitzend'));
    expect(await createApproval(t.db, actor, approvalFor(patient.id))).toMatchObject({ ok: true });
    const view = await details(booking.id);
    expect(view.approval?.badge).toBe('genehmigt');
    expect(view.approval?.statementNote).toBeNull();
    expect(JSON.stringify(view)).not.toContain('Keine Genehmigung angegeben');
  });

  it('the statement agrees with a covered ride (no note) and, without a prescription yet, says it counts once recorded', async () => {
    const { booking, patient } = await patientWithBooking({ genehmigungVorhanden: true });
    const before = await details(booking.id);
    expect(before.approval?.badge).toBeNull();
    expect(before.approval?.statementNote).toMatch(/zählt erst, wenn sie unter Genehmigungen erfasst ist/);
    await savePrescription(t.db, actor, { kind: 'booking', id: booking.id }, dialysis('sitzend'));
    await createApproval(t.db, actor, approvalFor(patient.id));
    const after = await details(booking.id);
    expect(after.approval?.badge).toBe('genehmigt');
    expect(after.approval?.statementNote).toBeNull();
  });
});

describe("the prescription's Beförderungsart", () => {
  it.each([
    [{ transportart: 'rollstuhl' }, 'rollstuhl'],
    [{ transportart: 'liegend' }, 'liegend'],
    [{ transportart: null, besonderheiten: { rollstuhl: true, barrierefreiZugang: false } }, 'tragestuhl'],
    [{ transportart: null }, 'sitzend'],
  ] as const)('starts from the booking %j: %s', async (values, position) => {
    const { booking } = await patientWithBooking(values);
    expect((await details(booking.id)).approval?.defaultPosition).toBe(position);
  });

  it('names the wheelchair approval when the wheelchair ride was saved as Sitzend, and covers once corrected', async () => {
    const { booking, patient } = await patientWithBooking({ transportart: 'rollstuhl' });
    await createApproval(t.db, actor, approvalFor(patient.id, 'rollstuhl'));
    await savePrescription(t.db, actor, { kind: 'booking', id: booking.id }, dialysis('sitzend'));
    const wrong = await details(booking.id);
    expect(wrong.approval?.badge).toBe('fehlt');
    expect(wrong.approval?.legs[0]?.detail).toContain(
      'Genehmigung liegt für Rollstuhl vor, die Verordnung nennt Sitzend.',
    );
    await savePrescription(t.db, actor, { kind: 'booking', id: booking.id }, dialysis('rollstuhl'));
    expect((await details(booking.id)).approval?.badge).toBe('genehmigt');
  });
});

describe('price and co-payment in the details', () => {
  it('a ride with driven km but no planned distance: the same price and co-payment as billing', async () => {
    // 49 € base fare, 10 km included, 1,50 €/km: 55 km driven = 49 + 45 × 1,50 = 116,50 €, co-payment 10 €.
    await createBillingRule(t.db);
    const { booking } = await createCompletedBooking(t.db, { dataDir, km: '55.0' });
    expect(booking.entfernungKm).toBeNull();
    const billed = (await billingOverview(t.db)).flatMap((g) => g.legs).find((leg) => leg.bookingId === booking.id);
    expect(billed).toMatchObject({ totalCents: 11650, coPaymentCents: 1000 });
    const view = await details(booking.id);
    expect(view.approval?.coPayments).toMatchObject([
      {
        kind: 'hin',
        costCents: billed!.totalCents,
        amountCents: billed!.coPaymentCents,
        km: 55,
        kmSource: 'gefahren',
        text: formatEuro(1000),
      },
    ]);
    expect(view.price).toBe(`${formatEuro(11650)} (Hinfahrt: 55 km gefahren)`);
    expect(JSON.stringify(view)).not.toContain('Keine Entfernung');
  });

  it('a ride not yet driven is priced with the planned distance, and says so; without either, why the price is missing', async () => {
    await createBillingRule(t.db);
    const { booking } = await patientWithBooking({
      entfernungKm: '12.0',
      rueckfahrt: 'fest',
      rueckfahrtDatum: '2030-01-15',
      rueckfahrtUhrzeit: '13:00',
    });
    const planned = await details(booking.id);
    // 49 + 2 × 1,50 = 52 € per leg, 5,20 € co-payment each.
    expect(planned.approval?.coPayments.map((c) => [c.costCents, c.amountCents, c.kmSource])).toEqual([
      [5200, 520, 'geplant'],
      [5200, 520, 'geplant'],
    ]);
    expect(planned.price).toBe(
      `${formatEuro(10400)} (Hinfahrt ${formatEuro(5200)} bei 12 km geplant; Rückfahrt ${formatEuro(5200)} bei 12 km geplant)`,
    );
    const { booking: unknown } = await patientWithBooking({ nachname: 'Ohne Entfernung' });
    const missing = await details(unknown.id);
    expect(missing.price).toBe(
      'Preis fehlt: Hinfahrt: Weder gefahrene Kilometer noch eine geplante Entfernung eingetragen.',
    );
    expect(missing.approval?.coPayments[0]).toMatchObject({ text: 'Preis fehlt', amountCents: null });
  });

  it('a return the prescription does not order carries no co-payment: billing holds it back, the insurer does not pay it', async () => {
    await createBillingRule(t.db);
    const { booking } = await patientWithBooking({
      entfernungKm: '12.0',
      rueckfahrt: 'fest',
      rueckfahrtDatum: '2030-01-15',
      rueckfahrtUhrzeit: '13:00',
    });
    // A new prescription starts with both legs ticked; here the paper orders only the Hinfahrt.
    expect((await details(booking.id)).approval?.defaultLegs).toEqual({ hinfahrt: true, rueckfahrt: true });
    await savePrescription(t.db, actor, { kind: 'booking', id: booking.id }, dialysis('sitzend'));
    const view = await details(booking.id);
    expect(view.approval?.legs.find((leg) => leg.kind === 'rueck')?.badge).toBe('nicht_verordnet');
    expect(view.approval?.coPayments.map((c) => [c.kind, c.amountCents])).toEqual([
      ['hin', 520],
      ['rueck', 0],
    ]);
    expect(view.approval?.coPayments[1]?.reason).toBe(
      'Keine Zuzahlung: Die Verordnung nennt diese Fahrt nicht, die Krankenkasse bezahlt sie nicht. Die Abrechnung hält sie an.',
    );
  });
});
