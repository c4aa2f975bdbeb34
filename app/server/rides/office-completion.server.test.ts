// Billing without the app (issue 37), on PGlite and PostgreSQL: staff complete a ride the drivers' app
// never set down, with the signed paper Transportschein as its proof; the ride is then completed on the
// board and the driver's phone, billable with no "Unterschrift fehlt", and its scan goes into the
// monthly package. Refused in German and with nothing written: a leg of a later day, a billed leg, a
// file that is no PDF/JPEG/PNG (by content) or too large, a form with a missing field.
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDriverSession, createTestServices } from '../../../tests/support/staff-session';
import { createTestDb, type TestDb } from '../../../tests/support/test-db';
import { PHOTO_JPEG } from '../../../tests/support/test-images';
import { addCalendarDays, berlinDate } from '#app/domain/berlin-time';
import { describeHistoryEntry } from '#app/domain/bookings/history';
import { PAPER_PROOF_MAX_BYTES, PAPER_PROOF_MESSAGES } from '#app/domain/driver-app/leg-documents';
import { LIFECYCLE_MESSAGES } from '#app/domain/rides/lifecycle';
import { OFFICE_COMPLETION_MESSAGES } from '#app/domain/rides/office-completion';
import {
  createBillablePrescription,
  createBillingRule,
  createCompletedBooking,
  PROVIDER_IK,
} from '#app/server/billing/billing.fixtures';
import { billingOverview, uncompletedList } from '#app/server/billing/billing.server';
import { createBillingExport, openExportFile } from '#app/server/billing/exports.server';
import type { Actor } from '#app/server/bookings/booking-events.server';
import { getBookingDetails } from '#app/server/bookings/booking-details.server';
import { createBooking, createStaffActor } from '#app/server/bookings/staff-bookings.fixtures';
import { bookings, legDocuments, patients, tripLegs, vehicles, drivers } from '#app/server/db/schema';
import { loadBoard } from '#app/server/dispatch/board.server';
import { listDriverLegs } from '#app/server/driver-app/driver-legs.server';
import { saveInvoiceSettings } from '#app/server/invoices/invoice-settings.server';
import { uploadsDir } from '#app/server/storage/prescriptions.server';
import type { AppServices } from '#app/server/services.server';
import { attachPaperProof, completeRideInOffice } from './office-completion.server';

/** A minimal PDF: what a scanner writes starts with this header. */
const PDF_BYTES = new TextEncoder().encode(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);

let t: TestDb;
let services: AppServices;
let actor: Actor;
let driverId: string;
let vehicleId: string;
const today = berlinDate();
const yesterday = addCalendarDays(today, -1);
const tomorrow = addCalendarDays(today, 1);

beforeAll(async () => {
  t = await createTestDb();
  const dataDir = await mkdtemp(join(tmpdir(), 'kf-office-'));
  services = { ...createTestServices(t.db), dataDir };
  actor = await createStaffActor(t.db, 'Dora Disponentin');
  const driver = await createDriverSession(services, { name: 'Anna Vertretung' });
  driverId = driver.driverId;
  const [car] = await t.db.insert(vehicles).values({ plate: 'F-KF 210', model: 'Caddy' }).returning();
  vehicleId = car!.id;
  await t.db.update(drivers).set({ vehicleId }).where(eq(drivers.id, driverId));
  await createBillingRule(t.db);
  const settings = await saveInvoiceSettings(t.db, {
    steuernummer: '045 123 45678',
    ustId: '',
    ik: PROVIDER_IK,
    bankName: 'Bank',
    iban: 'DE89 3704 0044 0532 0130 00',
    bic: 'COBADEFFXXX',
    zahlungszielTage: '14',
  });
  if (!settings.ok) throw new Error(JSON.stringify(settings));
});
afterAll(async () => {
  await t?.close();
  await rm(services.dataDir, { recursive: true, force: true });
});

/** A confirmed AOK booking of `datum` with a patient and a complete prescription, its leg planned for `driver`. */
async function plannedRide(datum: string, options: { driverId?: string | null } = {}) {
  const [patient] = await t.db
    .insert(patients)
    .values({
      vorname: 'Erika',
      nachname: 'Ohneapp',
      geburtsdatum: '1941-03-09',
      krankenkasse: 'AOK Hessen',
      versichertennummer: 'A123456780',
    })
    .returning();
  const booking = await createBooking(t.db, {
    datum,
    uhrzeit: '08:30',
    krankenkasse: 'AOK Hessen',
    transportart: 'sitzend',
    patientenId: patient!.id,
    nachname: 'Ohneapp',
    status: 'confirmed',
    assignedDriverId: options.driverId === undefined ? driverId : options.driverId,
  });
  await createBillablePrescription(t.db, services.dataDir, booking.id, addCalendarDays(datum, -7));
  const [leg] = await t.db.select().from(tripLegs).where(eq(tripLegs.bookingId, booking.id));
  return { booking, leg: leg! };
}

const form = (values: Record<string, string> = {}) => ({
  fahrer: driverId,
  fahrzeug: '',
  abgeholtUm: '08:35',
  abgesetztUm: '09:05',
  km: '14,3',
  wartezeit: '',
  ...values,
});

const files = async () => (await readdir(uploadsDir(services.dataDir)).catch(() => [])).sort();

describe('completing a ride in the office (issue 37)', () => {
  it('sets the leg down with the actual driver, times, km and the scan: completed everywhere, billable, in the package', async () => {
    const { booking, leg } = await plannedRide(yesterday, { driverId: null });
    expect((await uncompletedList(t.db, { monat: null })).legs.map((l) => l.legId)).toContain(leg.id);
    const filesBefore = await files();

    const done = await completeRideInOffice(
      services,
      actor,
      { legId: leg.id, values: form({ wartezeit: '20' }), scan: PDF_BYTES },
      today,
    );
    expect(done).toEqual({
      ok: true,
      value: {
        bookingNumber: booking.bookingNumber,
        kind: 'hin',
        status: 'completed',
        paperProof: true,
        billingProblems: [],
      },
    });

    const [stored] = await t.db.select().from(tripLegs).where(eq(tripLegs.id, leg.id));
    expect(stored).toMatchObject({
      status: 'abgesetzt',
      driverId,
      vehicleId,
      km: '14.3',
      wartezeitMinuten: 20,
      abgeholtUm: '08:35',
      abgesetztUm: '09:05',
    });
    const [order] = await t.db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, booking.id));
    expect(order!.status).toBe('completed');

    // The scan: one new private file (0600), listed as the leg's paper proof by the staff member.
    const added = (await files()).filter((f) => !filesBefore.includes(f));
    expect(added).toHaveLength(1);
    expect((await stat(join(uploadsDir(services.dataDir), added[0]!))).mode & 0o777).toBe(0o600);
    const [document] = await t.db.select().from(legDocuments).where(eq(legDocuments.legId, leg.id));
    expect(document).toMatchObject({
      art: 'transportschein-scan',
      dateiId: added[0],
      dateiMime: 'application/pdf',
      recordedBy: actor.userId,
    });

    // The history names who completed it, in the office.
    const details = await getBookingDetails(t.db, booking.id);
    const history = details!.history.map((e) => describeHistoryEntry(e.event));
    // The booking details list the scan with the leg's proof (opened through the staff-only route).
    expect(details!.legs[0]!.documents).toMatchObject([
      { art: 'transportschein-scan', mime: 'application/pdf', recordedBy: 'Dora Disponentin' },
    ]);
    expect(history).toContain(
      'Hinfahrt im Büro abgeschlossen von Dora Disponentin (vorher: geplant): Fahrer Anna Vertretung, Fahrzeug F-KF 210, abgeholt 08:35 Uhr, abgesetzt 09:05 Uhr, 14,3 km, Wartezeit 20 Min.',
    );
    expect(history).toContain('Unterschriebener Transportschein der Hinfahrt hochgeladen (Scan)');

    // Gone from the rides to complete; billable with no missing signature.
    expect((await uncompletedList(t.db, { monat: null })).legs.map((l) => l.legId)).not.toContain(leg.id);
    const billed = (await billingOverview(t.db)).flatMap((g) => g.legs).find((l) => l.legId === leg.id);
    expect(billed).toMatchObject({
      problems: [],
      paperProofMime: 'application/pdf',
      abgesetztUm: '09:05',
      abgesetztQuelle: 'personal',
      km: 14.3,
    });

    // The board shows it completed.
    const board = await loadBoard(t.db, { view: 'tag', day: yesterday, from: yesterday, to: yesterday }, today);
    expect(board.legs.find((l) => l.bookingNumber === booking.bookingNumber)).toMatchObject({
      legStatus: 'abgesetzt',
      driverId,
    });

    // The monthly package carries it, with the scan beside the photos.
    const month = yesterday.slice(0, 7);
    const exported = await createBillingExport(t.db, services.dataDir, actor, { kasse: 'AOK Hessen', monat: month });
    if (!exported.ok) throw new Error(JSON.stringify(exported));
    const zip = await openExportFile(t.db, services.dataDir, exported.value.id, 'zip');
    if (!zip.ok) throw new Error(zip.message);
    expect(Object.keys(unzipSync(zip.bytes))).toContain(
      `Transportscheine/${booking.bookingNumber}-Hinfahrt-unterschrieben.pdf`,
    );
  });

  it("shows a ride of today completed in the office as completed on the driver's phone", async () => {
    const { booking, leg } = await plannedRide(today);
    const before = (await listDriverLegs(t.db, driverId, today)).legs.find((l) => l.id === leg.id);
    expect(before).toMatchObject({ status: 'geplant' });
    const done = await completeRideInOffice(services, actor, { legId: leg.id, values: form(), scan: null }, today);
    // The answer names what billing still misses (the signature), as the ride's entry does.
    expect(done).toMatchObject({ ok: true, value: { paperProof: false } });
    expect(done.ok && done.value.billingProblems.map((p) => p.code)).toEqual(['unterschrift-fehlt']);
    const phone = (await listDriverLegs(t.db, driverId, today)).legs.find((l) => l.id === leg.id);
    expect(phone).toMatchObject({ status: 'abgesetzt', bookingNumber: booking.bookingNumber });
    // Without a scan or signature billing still asks for the proof, and says where to give it.
    const billed = (await billingOverview(t.db)).flatMap((g) => g.legs).find((l) => l.legId === leg.id);
    expect(billed?.problems.map((p) => [p.code, p.fix?.href])).toEqual([['unterschrift-fehlt', `#nachweis-${leg.id}`]]);
  });

  it('refuses a leg of a later day, and a second completion, with nothing written', async () => {
    const { booking, leg } = await plannedRide(tomorrow);
    // The booking details offer the completion only from the ride's day on.
    expect((await getBookingDetails(t.db, booking.id))!.legs[0]!.actions.complete).toBe(false);
    const filesBefore = await files();
    expect(
      await completeRideInOffice(services, actor, { legId: leg.id, values: form(), scan: PHOTO_JPEG }, today),
    ).toEqual({
      ok: false,
      code: 'conflict',
      message: LIFECYCLE_MESSAGES.officeFuture,
      fieldErrors: {},
    });
    const [stored] = await t.db.select().from(tripLegs).where(eq(tripLegs.id, leg.id));
    expect(stored).toMatchObject({ status: 'geplant', km: null, abgeholtUm: null, abgesetztUm: null });
    expect(await t.db.select().from(legDocuments).where(eq(legDocuments.legId, leg.id))).toEqual([]);
    expect(await files()).toEqual(filesBefore);

    const { booking: past, leg: done } = await plannedRide(yesterday);
    expect((await getBookingDetails(t.db, past.id))!.legs[0]).toMatchObject({
      legId: done.id,
      actions: { complete: true },
    });
    expect(
      await completeRideInOffice(services, actor, { legId: done.id, values: form(), scan: null }, today),
    ).toMatchObject({ ok: true });
    expect(
      await completeRideInOffice(services, actor, { legId: done.id, values: form({ km: '99' }), scan: null }, today),
    ).toMatchObject({
      ok: false,
      code: 'conflict',
      message: LIFECYCLE_MESSAGES.officeDone,
    });
    expect((await t.db.select({ km: tripLegs.km }).from(tripLegs).where(eq(tripLegs.id, done.id)))[0]!.km).toBe('14.3');
    expect((await getBookingDetails(t.db, past.id))!.legs[0]!.actions.complete).toBe(false);
  });

  it('refuses a billed leg: neither completion nor a new scan', async () => {
    const { leg } = await createCompletedBooking(t.db, {
      dataDir: services.dataDir,
      datum: '2026-08-12',
      nachname: 'Abgerechnet',
    });
    const exported = await createBillingExport(t.db, services.dataDir, actor, {
      kasse: 'AOK Hessen',
      monat: '2026-08',
    });
    expect(exported.ok).toBe(true);
    const filesBefore = await files();
    expect(
      await completeRideInOffice(services, actor, { legId: leg.id, values: form(), scan: null }, today),
    ).toMatchObject({
      ok: false,
      code: 'conflict',
      message: LIFECYCLE_MESSAGES.locked,
    });
    expect(await attachPaperProof(services, actor, { legId: leg.id, scan: PHOTO_JPEG })).toMatchObject({
      ok: false,
      code: 'conflict',
      message: LIFECYCLE_MESSAGES.locked,
    });
    expect(await files()).toEqual(filesBefore);
  });

  it('refuses a bad file by its content and size, and a form with missing fields, at their fields', async () => {
    const { leg } = await plannedRide(yesterday);
    const filesBefore = await files();
    // An HTML page named like a scan is still not one: the name is never asked.
    const html = new TextEncoder().encode('<!doctype html><script>alert(1)</script>');
    expect(await completeRideInOffice(services, actor, { legId: leg.id, values: form(), scan: html }, today)).toEqual({
      ok: false,
      code: 'invalid',
      message: 'Bitte prüfen Sie die markierten Felder.',
      fieldErrors: { transportschein: PAPER_PROOF_MESSAGES.type },
    });
    const tooLarge = new Uint8Array(PAPER_PROOF_MAX_BYTES + 1);
    tooLarge.set(PDF_BYTES);
    expect(await attachPaperProof(services, actor, { legId: leg.id, scan: tooLarge })).toMatchObject({
      ok: false,
      code: 'invalid',
      fieldErrors: { transportschein: PAPER_PROOF_MESSAGES.tooLarge },
    });
    expect(await attachPaperProof(services, actor, { legId: leg.id, scan: null })).toMatchObject({
      fieldErrors: { transportschein: PAPER_PROOF_MESSAGES.missing },
    });
    expect(
      await completeRideInOffice(
        services,
        actor,
        { legId: leg.id, values: form({ fahrer: '', km: '', abgesetztUm: '08:00' }), scan: PHOTO_JPEG },
        today,
      ),
    ).toEqual({
      ok: false,
      code: 'invalid',
      message: 'Bitte prüfen Sie die markierten Felder.',
      fieldErrors: {
        fahrer: OFFICE_COMPLETION_MESSAGES.driver,
        km: OFFICE_COMPLETION_MESSAGES.km,
        abgesetztUm: OFFICE_COMPLETION_MESSAGES.order,
      },
    });
    expect(await files()).toEqual(filesBefore);
    const [stored] = await t.db.select().from(tripLegs).where(eq(tripLegs.id, leg.id));
    expect(stored).toMatchObject({ status: 'geplant', km: null });
  });

  it("takes the scan as the proof of a ride the driver set down without a signature; a new scan replaces the old one's file", async () => {
    const { booking, leg } = await createCompletedBooking(t.db, {
      dataDir: services.dataDir,
      datum: '2026-07-08',
      signature: false,
      nachname: 'Papier',
    });
    const problems = async () =>
      (await billingOverview(t.db, '2026-07'))
        .flatMap((g) => g.legs)
        .find((l) => l.legId === leg.id)
        ?.problems.map((p) => p.code);
    expect(await problems()).toEqual(['unterschrift-fehlt']);
    expect(await attachPaperProof(services, actor, { legId: leg.id, scan: PHOTO_JPEG })).toEqual({
      ok: true,
      value: { bookingNumber: booking.bookingNumber, kind: 'hin' },
    });
    expect(await problems()).toEqual([]);
    const [first] = await t.db.select().from(legDocuments).where(eq(legDocuments.legId, leg.id));
    expect(await attachPaperProof(services, actor, { legId: leg.id, scan: PDF_BYTES })).toMatchObject({ ok: true });
    const [second] = await t.db.select().from(legDocuments).where(eq(legDocuments.legId, leg.id));
    expect(second).toMatchObject({ art: 'transportschein-scan', dateiMime: 'application/pdf' });
    expect(await files()).not.toContain(first!.dateiId);
    expect(await files()).toContain(second!.dateiId);
  });
});
