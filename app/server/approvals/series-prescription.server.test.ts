// The Serienverordnung on both backends (issue 19, decision 211): a series holds its own prescription
// (saved, scanned, removed, each in the series' history); a generated booking without its own counts the
// series' (or a predecessor's) prescription whose period covers its date, in the details, the approval
// picture and the billing facts; a booking's own prescription wins; deleting the series deletes its
// prescription; a prescription has exactly one owner (the table refuses both or none, the use cases and
// misuse in German). The resource routes: app/routes/staff/series/series-prescription-routes.server.test.ts.
import { and, eq, inArray } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { staffTestDb, type Actor, type TestDb } from '../../../tests/support/staff-test-db';
import { loadLegFacts } from '#app/server/rides/leg-facts.server';
import { bookings, prescriptions, series, seriesBookings, seriesEvents, tripLegs } from '#app/server/db/schema';
import {
  dialysis,
  marchPrescription,
  now,
  resetWithDialysisPatient,
  seriesForm,
  today,
} from '#app/server/series/series.fixtures';
import { getSeriesDetail, listSeriesOverview } from '#app/server/series/series-reads.server';
import { createSeries, editSeriesFollowing } from '#app/server/series/series.server';
import { bookingApprovalView } from './booking-approvals.server';
import {
  attachPrescriptionScan,
  deletePrescription,
  prescriptionOwner,
  prescriptionsOfBookings,
  savePrescription,
  seriesPrescriptionsOf,
} from './prescriptions.server';

let t: TestDb;
let actor: Actor;
let patientId: string;
staffTestDb((fresh, staff) => ([t, actor] = [fresh, staff]));
beforeEach(async () => {
  patientId = await resetWithDialysisPatient(t.db, { pflegegrad: 3 });
});

/** The series' bookings by rule date. */
async function bookingsOf(seriesId: string): Promise<Map<string, string>> {
  const rows = await t.db
    .select({ key: seriesBookings.serienDatum, bookingId: seriesBookings.bookingId })
    .from(seriesBookings)
    .innerJoin(bookings, eq(bookings.id, seriesBookings.bookingId))
    .where(and(eq(seriesBookings.seriesId, seriesId), inArray(bookings.status, ['pending', 'confirmed'])));
  return new Map(rows.map((row) => [row.key, row.bookingId!]));
}

const historyTypes = async (seriesId: string) =>
  (
    await t.db
      .select({ type: seriesEvents.type })
      .from(seriesEvents)
      .where(eq(seriesEvents.seriesId, seriesId))
      .orderBy(seriesEvents.id)
  ).map((row) => row.type);

describe('a prescription on a series', () => {
  it('is saved, scanned and removed, each in the series’ history; the booking history stays untouched', async () => {
    const id = await dialysis(t.db, actor, patientId);
    const owner = { kind: 'series', id } as const;
    const saved = await savePrescription(t.db, actor, owner, marchPrescription);
    expect(saved).toMatchObject({
      ok: true,
      value: { datumVon: '2030-03-01', datumBis: '2030-03-31', proWoche: 3, hasScan: false },
    });
    expect(await savePrescription(t.db, actor, owner, { ...marchPrescription, datumBis: '2030-04-30' })).toMatchObject({
      ok: true,
      value: { datumBis: '2030-04-30' },
    });
    expect(
      await t.db.select({ id: prescriptions.id }).from(prescriptions).where(eq(prescriptions.seriesId, id)),
    ).toHaveLength(1);
    const scan = {
      id: '00000000-0000-4000-8000-0000000000aa',
      fileName: 'verordnung.pdf',
      mime: 'application/pdf' as const,
      size: 13,
    };
    expect(await attachPrescriptionScan(t.db, actor, owner, scan)).toEqual({
      ok: true,
      value: { replacedFileId: null },
    });
    const removed = await deletePrescription(t.db, actor, owner);
    expect(removed).toEqual({ ok: true, value: { removedFileId: scan.id } });
    expect(await deletePrescription(t.db, actor, owner)).toMatchObject({
      ok: false,
      code: 'not-found',
      message: 'Diese Serie hat keine eigene Verordnung.',
    });
    expect(await historyTypes(id)).toEqual([
      'created',
      'prescription-saved',
      'prescription-saved',
      'prescription-scan',
      'prescription-removed',
    ]);
    const detail = await getSeriesDetail(t.db, id, today);
    expect(detail!.history.map((entry) => entry.text).slice(0, 4)).toEqual([
      'Serienverordnung entfernt',
      'Scan der Serienverordnung gespeichert',
      'Serienverordnung geändert (ab 01.03.2030 bis 30.04.2030)',
      'Serienverordnung erfasst (ab 01.03.2030 bis 31.03.2030)',
    ]);
  });

  it('is refused with the German field errors of the booking’s form, and not found for an unknown series', async () => {
    const id = await dialysis(t.db, actor, patientId);
    const bad = await savePrescription(
      t.db,
      actor,
      { kind: 'series', id },
      { ...marchPrescription, datumBis: '2030-02-01' },
    );
    expect(bad).toMatchObject({
      ok: false,
      code: 'invalid',
      fieldErrors: { datumBis: 'Das Enddatum liegt vor dem Beginn.' },
    });
    expect(
      await savePrescription(
        t.db,
        actor,
        { kind: 'series', id: '00000000-0000-4000-8000-000000000000' },
        marchPrescription,
      ),
    ).toMatchObject({ ok: false, code: 'not-found' });
  });

  it('shows on the series page and in the overview, with the warning when it ends before the horizon', async () => {
    const id = await dialysis(t.db, actor, patientId);
    expect((await listSeriesOverview(t.db, today))[0]!.prescription).toEqual({
      kind: 'fehlt',
      text: 'Verordnung fehlt',
    });
    await savePrescription(t.db, actor, { kind: 'series', id }, marchPrescription);
    const [item] = await listSeriesOverview(t.db, today);
    expect(item!.prescription).toMatchObject({ kind: 'endet-vor-horizont', until: '2030-03-31' });
    const detail = await getSeriesDetail(t.db, id, today);
    expect(detail!.prescription).toMatchObject({
      seriesId: id,
      inherited: false,
      view: { arztName: 'Dr. Nieren', datumBis: '2030-03-31' },
    });
    await savePrescription(t.db, actor, { kind: 'series', id }, { ...marchPrescription, datumBis: '2030-06-30' });
    expect((await listSeriesOverview(t.db, today))[0]!.prescription).toMatchObject({
      kind: 'gueltig',
      text: 'Verordnung gültig bis 30.06.2030',
    });
  });

  it('starts a new Serienverordnung at the series’ Transportart, as its bookings’ prescriptions start (issue 37)', async () => {
    const wheelchair = await createSeries(
      t.db,
      actor,
      seriesForm(patientId, { transportart: 'rollstuhl' }),
      ['MO'],
      now,
    );
    if (!wheelchair.ok) throw new Error(JSON.stringify(wheelchair));
    const detail = await getSeriesDetail(t.db, wheelchair.value.id, today);
    expect(detail!.prescriptionDefaultPosition).toBe('rollstuhl');
    const [booking] = (await bookingsOf(wheelchair.value.id)).values();
    expect((await bookingApprovalView(t.db, booking!, today))!.defaultPosition).toBe('rollstuhl');
    // No Transportart: the patient's handling flags copied to the series decide, as for a booking.
    await t.db
      .update(series)
      .set({ transportart: null, besonderheiten: { rollstuhl: true, barrierefreiZugang: false } })
      .where(eq(series.id, wheelchair.value.id));
    expect((await getSeriesDetail(t.db, wheelchair.value.id, today))!.prescriptionDefaultPosition).toBe('tragestuhl');
    await t.db.update(series).set({ besonderheiten: {} }).where(eq(series.id, wheelchair.value.id));
    expect((await getSeriesDetail(t.db, wheelchair.value.id, today))!.prescriptionDefaultPosition).toBe('sitzend');
  });

  it('is deleted with its series (cascade); a booking’s prescription with its booking', async () => {
    const id = await dialysis(t.db, actor, patientId);
    await savePrescription(t.db, actor, { kind: 'series', id }, marchPrescription);
    const bookingId = (await bookingsOf(id)).get('2030-03-06')!;
    await savePrescription(t.db, actor, { kind: 'booking', id: bookingId }, marchPrescription);
    await t.db.delete(series).where(eq(series.id, id));
    expect(
      await t.db.select({ id: prescriptions.id }).from(prescriptions).where(eq(prescriptions.seriesId, id)),
    ).toEqual([]);
    expect(
      await t.db.select({ id: prescriptions.id }).from(prescriptions).where(eq(prescriptions.bookingId, bookingId)),
    ).toHaveLength(1);
    await t.db.delete(bookings).where(eq(bookings.id, bookingId));
    expect(await t.db.select({ id: prescriptions.id }).from(prescriptions)).toEqual([]);
  });
});

describe('the prescription that counts for a generated booking', () => {
  it('is the series’ one whose period covers the booking’s date, in the details, the approval picture and billing', async () => {
    const id = await dialysis(t.db, actor, patientId);
    await savePrescription(t.db, actor, { kind: 'series', id }, marchPrescription);
    const byDate = await bookingsOf(id);
    const lastOfMarch = byDate.get('2030-03-29')!;
    const firstOfApril = byDate.get('2030-04-01')!;
    const counted = await prescriptionsOfBookings(t.db, [lastOfMarch, firstOfApril]);
    expect(counted.get(lastOfMarch)).toMatchObject({ seriesId: id, row: { seriesId: id, datumBis: '2030-03-31' } });
    expect(counted.has(firstOfApril)).toBe(false);

    const view = await bookingApprovalView(t.db, lastOfMarch, today);
    expect(view).toMatchObject({ prescriptionSeriesId: id, prescription: { grund: 'dialyse' } });
    // Dialysis always needs an approval: the picture exists now and says it is missing.
    expect(view!.legs.map((leg) => leg.badge)).toEqual(['fehlt', 'fehlt']);
    expect(await bookingApprovalView(t.db, firstOfApril, today)).toMatchObject({
      prescription: null,
      prescriptionSeriesId: null,
      legs: [],
    });

    const [leg] = await t.db
      .select({ id: tripLegs.id })
      .from(tripLegs)
      .where(and(eq(tripLegs.bookingId, lastOfMarch), eq(tripLegs.kind, 'hin')));
    const [facts] = await loadLegFacts(t.db, [leg!.id], today);
    expect(facts!.prescription).toMatchObject({ seriesId: id, grund: 'dialyse' });
    expect(facts!.approval).toMatchObject({ badge: 'fehlt' });
  });

  it('is the booking’s own one when it has one', async () => {
    const id = await dialysis(t.db, actor, patientId);
    await savePrescription(t.db, actor, { kind: 'series', id }, marchPrescription);
    const bookingId = (await bookingsOf(id)).get('2030-03-11')!;
    await savePrescription(
      t.db,
      actor,
      { kind: 'booking', id: bookingId },
      { ...marchPrescription, arztName: 'Dr. Eigen', datumVon: '', datumBis: '' },
    );
    const counted = await prescriptionsOfBookings(t.db, [bookingId]);
    expect(counted.get(bookingId)).toMatchObject({ seriesId: null, row: { arztName: 'Dr. Eigen', bookingId } });
    expect(await bookingApprovalView(t.db, bookingId, today)).toMatchObject({
      prescriptionSeriesId: null,
      prescription: { arztName: 'Dr. Eigen' },
    });
  });

  it('walks to the predecessor after "diese und alle folgenden"; a new prescription of the successor wins for its dates', async () => {
    const first = await dialysis(t.db, actor, patientId);
    await savePrescription(t.db, actor, { kind: 'series', id: first }, marchPrescription);
    const edited = await editSeriesFollowing(
      t.db,
      actor,
      first,
      seriesForm(patientId, { start: '2030-03-18', abholzeit: '07:00' }),
      ['MO', 'TH'],
      now,
    );
    if (!edited.ok) throw new Error(JSON.stringify(edited));
    const successor = edited.value.id;
    const taken = (await bookingsOf(successor)).get('2030-03-21')!;
    const april = (await bookingsOf(successor)).get('2030-04-01')!;
    expect((await prescriptionsOfBookings(t.db, [taken])).get(taken)).toMatchObject({ seriesId: first });
    expect((await seriesPrescriptionsOf(t.db, [successor])).get(successor)).toMatchObject({
      seriesId: first,
      inherited: true,
    });
    expect((await getSeriesDetail(t.db, successor, today))!.item.prescription.text).toBe(
      'Verordnung endet am 31.03.2030, vor dem Ende der Vorausplanung (Verordnung der Vorgängerserie)',
    );

    await savePrescription(
      t.db,
      actor,
      { kind: 'series', id: successor },
      { ...marchPrescription, arztName: 'Dr. Folge', datumVon: '2030-04-01', datumBis: '2030-06-30' },
    );
    const counted = await prescriptionsOfBookings(t.db, [taken, april]);
    expect(counted.get(taken)).toMatchObject({ seriesId: first });
    expect(counted.get(april)).toMatchObject({ seriesId: successor, row: { arztName: 'Dr. Folge' } });
    expect((await seriesPrescriptionsOf(t.db, [successor])).get(successor)).toMatchObject({
      seriesId: successor,
      inherited: false,
    });
  });
});

describe('exactly one owner', () => {
  it('the table refuses a prescription of both a booking and a series, or of neither', async () => {
    const id = await dialysis(t.db, actor, patientId);
    const bookingId = (await bookingsOf(id)).get('2030-03-06')!;
    const base = { ausstellungsdatum: '2030-02-25', arztName: 'Dr. Nieren', grund: 'dialyse' };
    const violation = async (values: { bookingId: string | null; seriesId: string | null }) => {
      try {
        await t.db.insert(prescriptions).values({ ...base, ...values });
        return null;
      } catch (error) {
        const cause = (error as { cause?: { constraint?: string; message?: string } }).cause;
        return cause?.constraint ?? cause?.message ?? String(error);
      }
    };
    expect(await violation({ bookingId, seriesId: id })).toContain('prescriptions_one_owner');
    expect(await violation({ bookingId: null, seriesId: null })).toContain('prescriptions_one_owner');
  });

  it('the use cases answer an owner that is no booking or series, and removing a booking’s prescription, in German', async () => {
    const id = await dialysis(t.db, actor, patientId);
    const bookingId = (await bookingsOf(id)).get('2030-03-06')!;
    expect(prescriptionOwner('rechnung', id)).toBeNull();
    expect(prescriptionOwner('series', 'nope')).toBeNull();
    const message = 'Eine Verordnung gehört entweder zu einer Buchung oder zu einer Serie.';
    expect(await savePrescription(t.db, actor, prescriptionOwner('rechnung', id), marchPrescription)).toMatchObject({
      ok: false,
      code: 'invalid',
      message,
    });
    expect(await deletePrescription(t.db, actor, { kind: 'booking', id: bookingId })).toMatchObject({
      ok: false,
      code: 'invalid',
      message,
    });
  });
});
