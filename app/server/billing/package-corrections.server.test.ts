// Corrections of rides already in a monthly package (issue 36, decision 251): recorded with a reason,
// replaced or withdrawn while they wait, carried by the insurer's next package as correction lines (their
// own CSV, a part of the Sammelliste), a package of corrections only, and the refusals. Both backends.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { asc, eq } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pdfText } from '../../../tests/support/pdf-text';
import { createTestDb, type TestDb } from '../../../tests/support/test-db';
import { CORRECTION_COLUMNS } from '#app/domain/billing/package-correction';
import { describeHistoryEntry } from '#app/domain/bookings/history';
import { isLocked } from '#app/domain/rides/lifecycle';
import { parseBookingEvent, type Actor } from '#app/server/bookings/booking-events.server';
import { createStaffActor } from '#app/server/bookings/staff-bookings.fixtures';
import {
  billingCorrections,
  billingExportLegs,
  billingExports,
  bookingEvents,
  bookings,
  invoiceSettings,
  legDocuments,
  patients,
  prescriptions,
  priceRules,
  tripLegs,
} from '#app/server/db/schema';
import { loadLegFacts } from '#app/server/rides/leg-facts.server';
import { AOK_IK, PROVIDER_IK, createBillingRule, createCompletedBooking } from './billing.fixtures';
import { createBillingExport, openExportFile } from './exports.server';
import { CORRECTION_MESSAGES, correctBilledLeg, listPendingCorrections } from './package-corrections.server';

let t: TestDb;
let dataDir: string;
let actor: Actor;

beforeAll(async () => {
  t = await createTestDb();
  dataDir = await mkdtemp(join(tmpdir(), 'kf-corrections-'));
  actor = await createStaffActor(t.db, 'Berta Buchhaltung');
});
afterAll(async () => {
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});
beforeEach(async () => {
  await t.db.delete(billingCorrections);
  await t.db.delete(billingExportLegs);
  await t.db.delete(billingExports);
  await t.db.delete(legDocuments);
  await t.db.delete(prescriptions);
  await t.db.delete(bookings);
  await t.db.delete(patients);
  await t.db.delete(priceRules);
  await t.db
    .insert(invoiceSettings)
    .values({ id: 1, ik: PROVIDER_IK })
    .onConflictDoUpdate({ target: invoiceSettings.id, set: { ik: PROVIDER_IK } });
  await createBillingRule(t.db);
});

async function historyOf(bookingId: string): Promise<string[]> {
  const rows = await t.db
    .select()
    .from(bookingEvents)
    .where(eq(bookingEvents.bookingId, bookingId))
    .orderBy(asc(bookingEvents.createdAt), asc(bookingEvents.id));
  return rows.map((row) => describeHistoryEntry(parseBookingEvent(row.type, row.data)));
}

const csvRows = (bytes: Uint8Array) =>
  parse(new TextDecoder().decode(bytes), { delimiter: ';', bom: true }) as string[][];

/** An AOK ride of October (12,5 km: 52,75 €, co-payment 5,28 €, claim 47,47 €) in the October package. */
async function billedRide(options: { nachname?: string; bookingNumber?: string } = {}) {
  const ride = await createCompletedBooking(t.db, { dataDir, datum: '2026-10-14', ...options });
  const exported = await createBillingExport(t.db, dataDir, actor, { kasse: 'AOK Hessen', monat: '2026-10' });
  if (!exported.ok) throw new Error(JSON.stringify(exported));
  return { ...ride, exportId: exported.value.id };
}

const correct = (bookingNumber: string, values: Record<string, string>) =>
  correctBilledLeg(t.db, actor, {
    buchungsnummer: bookingNumber,
    fahrt: 'hin',
    grund: 'Umleitung wegen Baustelle',
    ...values,
  });

describe('a correction of a ride in a package', () => {
  it('records the right km with the old and new claim, changes the ride, keeps it locked and says so in its history', async () => {
    const { booking, leg, exportId } = await billedRide();
    const [billed] = await t.db.select().from(billingExportLegs).where(eq(billingExportLegs.legId, leg.id));
    expect(billed).toMatchObject({
      exportId,
      betragCents: 5275,
      zuzahlungCents: 528,
      km: '12.5',
      wartezeitMinuten: null,
      ustSatz: 7,
      ustCents: 345,
    });

    // 20 km: 49,00 € + 10 km × 1,50 € = 64,00 €, co-payment 6,40 €, claim 57,60 € (+10,13 €).
    expect(await correct(booking.bookingNumber, { km: '20' })).toEqual({
      ok: true,
      value: { bookingNumber: booking.bookingNumber, leg: 'hin', state: 'vorgemerkt', differenzCents: 1013 },
    });
    expect((await t.db.select().from(tripLegs).where(eq(tripLegs.id, leg.id)))[0]!.km).toBe('20.0');
    const [facts] = await loadLegFacts(t.db, [leg.id]);
    expect(isLocked(facts!.ride)).toBe(true);

    const pending = await listPendingCorrections(t.db);
    expect(pending).toEqual([
      expect.objectContaining({
        bookingNumber: booking.bookingNumber,
        kind: 'hin',
        krankenkasse: 'AOK Hessen',
        billedMonat: '2026-10',
        nichtAbrechnen: false,
        grund: 'Umleitung wegen Baustelle',
        vorher: { km: 12.5, wartezeitMinuten: null, betragCents: 5275, zuzahlungCents: 528, ustSatz: 7, ustCents: 345 },
        neu: { km: 20, wartezeitMinuten: null, betragCents: 6400, zuzahlungCents: 640, ustSatz: 7, ustCents: 419 },
        createdByLabel: 'Berta Buchhaltung',
      }),
    ]);
    const history = await historyOf(booking.id);
    expect(history).toContain(
      'Korrektur der Hinfahrt für das nächste Monatspaket vorgemerkt: 12,5 → 20 km, Forderung 47,47\u00a0€ → 57,60\u00a0€',
    );
  });

  it("goes into the insurer's next package as a correction line: its own CSV, the Sammelliste and the ZIP", async () => {
    const { booking } = await billedRide({ nachname: '=HYPERLINK("http://example.org")' });
    await correct(booking.bookingNumber, { km: '20' });
    await createCompletedBooking(t.db, { dataDir, datum: '2026-11-04', nachname: 'November' });

    const next = await createBillingExport(t.db, dataDir, actor, { kasse: 'aok hessen', monat: '2026-11' });
    expect(next).toMatchObject({
      ok: true,
      value: { monat: '2026-11', fahrten: 1, korrekturen: 1, korrekturCents: 1013 },
    });
    if (!next.ok) return;
    expect(next.value.dateien.map((f) => f.kind)).toEqual(['csv', 'korrekturen', 'pdf', 'zip']);
    expect(await listPendingCorrections(t.db)).toEqual([]);
    const [sent] = await t.db.select().from(billingCorrections);
    expect(sent!.exportId).toBe(next.value.id);

    const file = await openExportFile(t.db, dataDir, next.value.id, 'korrekturen');
    if (!file.ok) throw new Error(file.message);
    expect(file.name).toBe('Korrekturen_AOK-Hessen_2026-11.csv');
    const [header, line] = csvRows(file.bytes);
    expect(header).toEqual([...CORRECTION_COLUMNS]);
    const cell = (name: (typeof CORRECTION_COLUMNS)[number]) => line![CORRECTION_COLUMNS.indexOf(name)];
    expect(cell('Buchungsnummer')).toBe(booking.bookingNumber);
    expect(cell('IK Kostenträger')).toBe(AOK_IK);
    expect(cell('IK Leistungserbringer')).toBe(PROVIDER_IK);
    expect(cell('Abgerechnet im Monat')).toBe('10.2026');
    expect(cell('Art')).toBe('Korrektur');
    expect([cell('km bisher'), cell('km neu')]).toEqual(['12,5', '20,0']);
    expect([cell('Forderung bisher'), cell('Forderung neu'), cell('Differenz Forderung')]).toEqual([
      '47,47',
      '57,60',
      '10,13',
    ]);
    expect(cell('Grund')).toBe('Umleitung wegen Baustelle');
    // A name that a spreadsheet would run as a formula stays text.
    expect(cell('Nachname')).toBe('\'=HYPERLINK("http://example.org")');

    const pdf = await openExportFile(t.db, dataDir, next.value.id, 'pdf');
    if (!pdf.ok) throw new Error(pdf.message);
    const text = await pdfText(pdf.bytes);
    expect(text).toContain('Korrekturen zu früheren Monatspaketen');
    expect(text).toContain('Summe der Korrekturen: 10,13');
    const zip = await openExportFile(t.db, dataDir, next.value.id, 'zip');
    if (!zip.ok) throw new Error(zip.message);
    expect(Object.keys(unzipSync(zip.bytes))).toEqual(
      expect.arrayContaining([
        'Abrechnung_AOK-Hessen_2026-11.csv',
        'Korrekturen_AOK-Hessen_2026-11.csv',
        'Sammelliste_AOK-Hessen_2026-11.pdf',
      ]),
    );

    const history = await historyOf(booking.id);
    expect(history).toContain('Monatspaket AOK Hessen 2026-11; Korrektur übermittelt (Hinfahrt)');

    // A second correction starts from what the insurer was sent last: the corrected claim.
    await correct(booking.bookingNumber, { km: '15' });
    expect((await listPendingCorrections(t.db))[0]).toMatchObject({
      vorher: { km: 20, betragCents: 6400 },
      neu: { km: 15, betragCents: 5650 },
    });
  });

  it('withdraws the claim in a package of corrections only', async () => {
    const { booking } = await billedRide();
    expect(
      await correct(booking.bookingNumber, {
        nichtAbrechnen: 'on',
        km: 'egal',
        grund: 'Kasse lehnt ab: keine Genehmigung',
      }),
    ).toMatchObject({ ok: true, value: { differenzCents: -4747 } });
    // The ride keeps its driven km; only the claim goes.
    expect((await t.db.select().from(tripLegs).where(eq(tripLegs.bookingId, booking.id)))[0]!.km).toBe('12.5');

    const only = await createBillingExport(t.db, dataDir, actor, { kasse: 'AOK Hessen', monat: '2026-12' });
    expect(only).toMatchObject({
      ok: true,
      value: { fahrten: 0, korrekturen: 1, korrekturCents: -4747, betragCents: 0 },
    });
    if (!only.ok) return;
    expect(only.value.dateien.map((f) => f.kind)).toEqual(['korrekturen', 'pdf', 'zip']);
    const file = await openExportFile(t.db, dataDir, only.value.id, 'korrekturen');
    if (!file.ok) throw new Error(file.message);
    const [, line] = csvRows(file.bytes);
    expect(line![CORRECTION_COLUMNS.indexOf('Art')]).toBe('Storno');
    expect(line![CORRECTION_COLUMNS.indexOf('Forderung neu')]).toBe('0,00');
    expect(line![CORRECTION_COLUMNS.indexOf('Differenz Forderung')]).toBe('-47,47');

    // Nothing left to send: the export says so.
    expect(await createBillingExport(t.db, dataDir, actor, { kasse: 'AOK Hessen', monat: '2026-12' })).toMatchObject({
      ok: false,
      code: 'conflict',
    });
  });

  it('is replaced by a second one while it waits, and withdrawn by correcting back to what was billed', async () => {
    const { booking, leg } = await billedRide();
    await correct(booking.bookingNumber, { km: '20' });
    await correct(booking.bookingNumber, { km: '15,0', wartezeit: '30' });
    const pending = await listPendingCorrections(t.db);
    expect(pending).toHaveLength(1);
    expect(pending[0]).toMatchObject({
      vorher: { km: 12.5, betragCents: 5275 },
      neu: { km: 15, wartezeitMinuten: 30 },
    });

    expect(await correct(booking.bookingNumber, { km: '12,5', wartezeit: '0' })).toMatchObject({
      ok: true,
      value: { state: 'zurueckgezogen', differenzCents: 0 },
    });
    expect(await listPendingCorrections(t.db)).toEqual([]);
    expect((await t.db.select().from(tripLegs).where(eq(tripLegs.id, leg.id)))[0]).toMatchObject({
      km: '12.5',
      wartezeitMinuten: 0,
    });
    expect(await correct(booking.bookingNumber, { km: '12,5' })).toEqual({
      ok: false,
      code: 'conflict',
      message: CORRECTION_MESSAGES.nothing,
      fieldErrors: {},
    });
    const history = await historyOf(booking.id);
    expect(history).toContain('Korrektur der Hinfahrt zurückgezogen: Es gilt die Abrechnung im Monatspaket');
  });

  it("starts from the ride's locked values for a package written before the billed values were kept", async () => {
    const { booking, leg } = await billedRide();
    await t.db
      .update(billingExportLegs)
      .set({ km: null, wartezeitMinuten: null, ustSatz: null, ustCents: null })
      .where(eq(billingExportLegs.legId, leg.id));
    await correct(booking.bookingNumber, { km: '20' });
    expect((await listPendingCorrections(t.db))[0]).toMatchObject({
      vorher: { km: 12.5, wartezeitMinuten: null, betragCents: 5275, zuzahlungCents: 528, ustSatz: 7, ustCents: 345 },
    });
  });

  it('refuses a ride not in a package, unknown numbers and legs, and bad input with German messages, changing nothing', async () => {
    const { booking, leg } = await createCompletedBooking(t.db, { dataDir, datum: '2026-10-14' });
    expect(await correct(booking.bookingNumber, { km: '20' })).toEqual({
      ok: false,
      code: 'conflict',
      message: CORRECTION_MESSAGES.open,
      fieldErrors: {},
    });
    expect(await correct('KF-2026-99999', { km: '20' })).toMatchObject({
      ok: false,
      code: 'invalid',
      fieldErrors: { buchungsnummer: 'Eine Buchung KF-2026-99999 gibt es nicht.' },
    });
    expect(await correct(booking.bookingNumber, { fahrt: 'rueck', km: '20' })).toMatchObject({
      ok: false,
      code: 'invalid',
      fieldErrors: { fahrt: 'Diese Buchung hat keine Rückfahrt.' },
    });
    expect(
      await correctBilledLeg(t.db, actor, { buchungsnummer: 'x', fahrt: 'quer', km: 'viel', grund: '' }),
    ).toMatchObject({
      ok: false,
      code: 'invalid',
      fieldErrors: {
        buchungsnummer: expect.stringContaining('Buchungsnummer'),
        fahrt: expect.stringContaining('Hinfahrt'),
        km: expect.stringContaining('Kilometer'),
        grund: 'Bitte geben Sie den Grund der Korrektur an.',
      },
    });
    expect((await t.db.select().from(tripLegs).where(eq(tripLegs.id, leg.id)))[0]!.km).toBe('12.5');
    // Marked "Abgerechnet" by hand (billed outside the product): no package to correct.
    await t.db.update(bookings).set({ status: 'billed' }).where(eq(bookings.id, booking.id));
    expect(await correct(booking.bookingNumber, { km: '20' })).toEqual({
      ok: false,
      code: 'conflict',
      message: CORRECTION_MESSAGES.billedElsewhere,
      fieldErrors: {},
    });
    expect(await t.db.select().from(billingCorrections)).toEqual([]);
  });
});
