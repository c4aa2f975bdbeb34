import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { eq, sql } from 'drizzle-orm';
import { unzipSync } from 'fflate';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../../../tests/support/test-db';
import { PACKAGE_COLUMNS } from '#app/domain/billing/package-csv';
import type { Actor } from '#app/server/bookings/booking-events.server';
import { createBooking, createStaffActor } from '#app/server/bookings/staff-bookings.fixtures';
import {
  billingExportLegs,
  billingExports,
  bookingEvents,
  bookings,
  insurerSettings,
  invoiceSettings,
  legDocuments,
  patients,
  prescriptions,
  priceRules,
  tripLegs,
} from '#app/server/db/schema';
import { AOK_IK, PROVIDER_IK, createBillingRule, createCompletedBooking } from './billing.fixtures';
import { billingList, billingOverview, saveLegValues } from './billing.server';
import { observedDb } from '#app/server/db/client.server';
import { queryRows } from '#app/server/db/query-rows.server';
import { PROVIDER_IK_MISSING } from '#app/domain/billing/ik';
import { createBillingExport, exportDir, listBillingExports, openExportFile } from './exports.server';
import { legPricedLines } from './leg-pricing.server';
import { saveInsurerSettings } from '#app/server/approvals/insurer-settings.server';

let t: TestDb;
let dataDir: string;
let actor: Actor;

beforeAll(async () => {
  t = await createTestDb();
  dataDir = await mkdtemp(join(tmpdir(), 'kf-billing-'));
  actor = await createStaffActor(t.db, 'Berta Buchhaltung');
});
afterAll(async () => {
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});
beforeEach(async () => {
  await t.db.delete(billingExportLegs);
  await t.db.delete(billingExports);
  await t.db.delete(legDocuments);
  await t.db.delete(prescriptions);
  await t.db.delete(bookings);
  await t.db.delete(patients);
  await t.db.delete(priceRules);
  // The provider's own IK (Einstellungen → Rechnungsdaten) goes into every package.
  await t.db
    .insert(invoiceSettings)
    .values({ id: 1, ik: PROVIDER_IK })
    .onConflictDoUpdate({ target: invoiceSettings.id, set: { ik: PROVIDER_IK } });
});

async function pdfText(bytes: Uint8Array): Promise<string> {
  const doc = await getDocument({
    data: bytes.slice(),
    useSystemFonts: false,
    isEvalSupported: false,
    standardFontDataUrl: `${join(process.cwd(), 'node_modules/pdfjs-dist/standard_fonts')}/`,
  }).promise;
  const parts: string[] = [];
  for (let page = 1; page <= doc.numPages; page++) {
    const content = await (await doc.getPage(page)).getTextContent();
    parts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return parts.join('\n');
}

describe('the priced lines of a leg', () => {
  it('prices a leg from the rule, km and waiting time, with Positionsnummern, VAT and co-payment', async () => {
    await createBillingRule(t.db);
    const { leg } = await createCompletedBooking(t.db, { dataDir });
    const result = await legPricedLines(t.db, leg.id);
    expect(result).toEqual({
      ok: true,
      value: expect.objectContaining({
        legId: leg.id,
        payer: 'krankenkasse',
        totalCents: 5275,
        lines: [
          { part: 'grundpauschale', label: 'Grundpauschale', positionsnummer: '460001', quantity: 1, cents: 4900 },
          { part: 'kilometer', label: '2,5 km über 10 km', positionsnummer: '460002', quantity: 2.5, cents: 375 },
        ],
        vat: expect.objectContaining({ category: 'ermaessigt', rate: 7, vatCents: 345, netCents: 4930 }),
        coPayment: expect.objectContaining({ amountCents: 528 }),
        rule: expect.objectContaining({ kostentraegerIk: AOK_IK, abrechnungscode: '46', tarifkennzeichen: '06000' }),
      }),
    });
  });

  it('pays waiting time only when the prescription orders it', async () => {
    await createBillingRule(t.db);
    const { leg, booking } = await createCompletedBooking(t.db, { dataDir });
    await t.db.update(tripLegs).set({ wartezeitMinuten: 20 }).where(eq(tripLegs.id, leg.id));
    expect(await legPricedLines(t.db, leg.id)).toMatchObject({ ok: true, value: { totalCents: 5275 } });
    await t.db.update(prescriptions).set({ wartezeit: true }).where(eq(prescriptions.bookingId, booking.id));
    const priced = await legPricedLines(t.db, leg.id);
    expect(priced).toMatchObject({ ok: true, value: { totalCents: 5275 + 1600 } });
    expect(priced.ok && priced.value.lines.at(-1)).toMatchObject({
      part: 'wartezeit',
      positionsnummer: '460003',
      quantity: 2,
      cents: 1600,
    });
  });

  it('adds a surcharge only to the legs its condition names (stored in the rule, read back)', async () => {
    await createBillingRule(t.db, {
      zuschlag1Bezeichnung: 'Treppe',
      zuschlag1Betrag: '12,00',
      zuschlag1Position: '460011',
      zuschlag1Bedingung: 'merkmal:treppen',
      zuschlag2Bezeichnung: 'Liegend',
      zuschlag2Betrag: '30,00',
      zuschlag2Bedingung: 'transport:liegend',
    });
    const { leg, booking } = await createCompletedBooking(t.db, { dataDir });
    expect(await legPricedLines(t.db, leg.id)).toMatchObject({ ok: true, value: { totalCents: 5275 } });
    await t.db
      .update(bookings)
      .set({ besonderheiten: { barrierefreiZugang: false } })
      .where(eq(bookings.id, booking.id));
    const priced = await legPricedLines(t.db, leg.id);
    expect(priced).toMatchObject({ ok: true, value: { totalCents: 5275 + 1200 } });
    expect(priced.ok && priced.value.lines.at(-1)).toEqual({
      part: 'zuschlag',
      label: 'Treppe',
      positionsnummer: '460011',
      quantity: 1,
      cents: 1200,
    });
  });

  it('says why a leg has no price', async () => {
    const { leg } = await createCompletedBooking(t.db, { dataDir, km: null });
    expect(await legPricedLines(t.db, leg.id)).toMatchObject({
      ok: false,
      code: 'no-rule',
      message: 'Keine Preisregel für AOK Hessen (Sitzend) hinterlegt.',
    });
    await createBillingRule(t.db);
    expect(await legPricedLines(t.db, leg.id)).toMatchObject({ ok: false, code: 'no-km' });
    expect(await legPricedLines(t.db, '00000000-0000-4000-8000-000000000000')).toMatchObject({
      ok: false,
      code: 'not-found',
    });
  });
});

describe('/app/billing: open legs and their checks', () => {
  it('groups completed legs by payer and shows what is missing', async () => {
    await createBillingRule(t.db);
    const ready = await createCompletedBooking(t.db, { dataDir, nachname: 'Bereit' });
    const noKm = await createCompletedBooking(t.db, { dataDir, km: null, signature: false, nachname: 'Ohnekm' });
    await createBooking(t.db);
    const legacy = await createCompletedBooking(t.db, { dataDir, nachname: 'Altfall' });
    await t.db.update(bookings).set({ status: 'billed' }).where(eq(bookings.id, legacy.booking.id));
    const groups = await billingOverview(t.db);
    expect(groups).toHaveLength(1);
    expect(groups[0]).toMatchObject({
      payer: 'krankenkasse',
      name: 'AOK Hessen',
      ik: AOK_IK,
      months: [{ month: '2026-10', total: 2, ready: 1 }],
    });
    const legs = groups[0]!.legs;
    expect(legs.find((l) => l.legId === ready.leg.id)).toMatchObject({
      problems: [],
      totalCents: 5275,
      coPaymentCents: 528,
    });
    expect(legs.find((l) => l.legId === noKm.leg.id)!.problems.map((p) => p.code)).toEqual([
      'km-fehlt',
      'unterschrift-fehlt',
    ]);
  });

  it('stores km and waiting time typed by staff, with history; refuses bad input and changes nothing', async () => {
    const { leg, booking } = await createCompletedBooking(t.db, { dataDir, km: null });
    expect(await saveLegValues(t.db, actor, leg.id, { km: '12,55', wartezeit: 'zwanzig' })).toMatchObject({
      ok: false,
      code: 'invalid',
      fieldErrors: {
        km: expect.stringContaining('höchstens einer Nachkommastelle'),
        wartezeit: expect.stringContaining('ganzen Minuten'),
      },
    });
    expect((await t.db.select().from(tripLegs).where(eq(tripLegs.id, leg.id)))[0]).toMatchObject({
      km: null,
      wartezeitMinuten: null,
    });
    expect(await saveLegValues(t.db, actor, leg.id, { km: '18,4', wartezeit: '20' })).toMatchObject({
      ok: true,
      value: { km: 18.4, wartezeitMinuten: 20 },
    });
    expect((await t.db.select().from(tripLegs).where(eq(tripLegs.id, leg.id)))[0]).toMatchObject({
      km: '18.4',
      wartezeitMinuten: 20,
    });
    const events = await t.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, booking.id));
    expect(events.find((e) => e.type === 'leg-billing-values')).toMatchObject({
      actorLabel: 'Berta Buchhaltung',
      data: { leg: 'hin', km: 18.4, wartezeitMinuten: 20 },
    });
    expect(await saveLegValues(t.db, actor, 'kein-uuid', { km: '1' })).toMatchObject({ ok: false, code: 'not-found' });
  });
});

describe('/app/billing with a busy month: filtered by month and payer, one page of legs per payer', () => {
  it('counts every leg of the month but sends one page; the month filter narrows the query', async () => {
    await createBillingRule(t.db);
    const template = await createCompletedBooking(t.db, { dataDir, nachname: 'Vorlage', datum: '2026-10-01' });
    await createCompletedBooking(t.db, { dataDir, nachname: 'November', datum: '2026-11-03' });
    await createCompletedBooking(t.db, { dataDir, nachname: 'Privat', datum: '2026-10-05', krankenkasse: '' });
    // The statements the screen sends for October, counted with its two rides and again with 1,201.
    const statements: string[] = [];
    const observed = observedDb(t.handle, (query) => statements.push(query));
    await billingList(observed, { monat: '2026-10', kasse: null, seite: 1 });
    const quietMonth = statements.splice(0).length;

    // 1,199 more October legs of the AOK (copies of the template booking with its outbound leg).
    const count = 1199;
    const columns = (
      await queryRows<{ column_name: string }>(
        t.db,
        sql`select column_name from information_schema.columns where table_name = 'bookings' and table_schema = current_schema() and is_generated = 'NEVER'`,
      )
    )
      .map((c) => c.column_name)
      .filter((c) => !['id', 'booking_number', 'datum', 'nachname', 'idempotency_key'].includes(c));
    const list = sql.raw(columns.map((c) => `"${c}"`).join(', '));
    await t.db.execute(sql`
      with copies as (
        insert into bookings (booking_number, datum, nachname, ${list})
        select 'KF-2026-' || lpad((50000 + n)::text, 5, '0'), date '2026-10-01' + (n % 28), 'Masse' || n, ${list}
        from bookings, generate_series(1, ${count}) as n where bookings.id = ${template.booking.id}
        returning id, datum)
      insert into trip_legs (booking_id, kind, timing, datum, uhrzeit, abholadresse, zieladresse, status)
      select c.id, l.kind, l.timing, c.datum, l.uhrzeit, l.abholadresse, l.zieladresse, l.status
      from copies c join trip_legs l on l.booking_id = ${template.booking.id} and l.kind = 'hin'`);
    await t.db.execute(sql`update trip_legs set status = 'abgesetzt', km = 12.5 where status <> 'abgesetzt'`);

    const view = await billingList(observed, { monat: '2026-10', kasse: null, seite: 1 });
    const busyMonth = statements.length;
    expect(view.months).toEqual(['2026-11', '2026-10']);
    expect(view.payers).toEqual([
      { key: 'krankenkasse:aok hessen', name: 'AOK Hessen', legCount: count + 1 },
      { key: 'privat:privat', name: 'Privat', legCount: 1 },
    ]);
    const aok = view.groups[0]!;
    expect(aok).toMatchObject({ legCount: count + 1, page: { page: 1, pages: 24, before: 0, after: count + 1 - 50 } });
    expect(aok.legs).toHaveLength(50);
    // The monthly package's counts are over all legs of the month, not the page (the copies lack
    // prescription and signature, so only the template is ready).
    expect(aok.months).toEqual([{ month: '2026-10', total: count + 1, ready: 1 }]);
    // 1,200 legs cost no more statements than one: nothing is read leg by leg.
    expect(busyMonth).toBeGreaterThan(0);
    expect(busyMonth).toBe(quietMonth);

    const last = await billingList(t.db, { monat: '2026-10', kasse: 'krankenkasse:aok hessen', seite: 99 });
    expect(last.groups).toHaveLength(1);
    expect(last.groups[0]).toMatchObject({ legCount: count + 1, page: { page: 24, before: 1150, after: 0 } });
    expect(last.groups[0]!.legs).toHaveLength(50);

    const november = await billingList(t.db, { monat: '2026-11', kasse: null, seite: 1 });
    expect(november.groups.map((g) => [g.name, g.legCount])).toEqual([['AOK Hessen', 1]]);
    expect((await billingList(t.db, { monat: '2026-11', kasse: 'privat:privat', seite: 1 })).groups).toEqual([]);
  }, 120_000);
});

describe('the monthly package', () => {
  it('exports the ready legs: CSV row by row, PDF fields, ZIP with scans and signatures; bookings Abgerechnet', async () => {
    await createBillingRule(t.db);
    const first = await createCompletedBooking(t.db, { dataDir, nachname: 'Erste', datum: '2026-10-02' });
    const second = await createCompletedBooking(t.db, { dataDir, nachname: 'Zweite', datum: '2026-10-20', km: '60' });
    const blocked = await createCompletedBooking(t.db, { dataDir, nachname: 'Ohneunterschrift', signature: false });
    const november = await createCompletedBooking(t.db, { dataDir, nachname: 'November', datum: '2026-11-03' });
    // Drop-off: the driver's last "Abgesetzt" report wins over the time staff typed; else staff's time.
    for (const [reportedAt, applied] of [
      ['2026-10-02T07:05:00.000Z', true],
      ['2026-10-02T07:12:00.000Z', false],
    ] as const) {
      await t.db.insert(bookingEvents).values({
        bookingId: first.booking.id,
        actorLabel: 'Fahrer',
        type: 'leg-report',
        data: { leg: 'hin', report: 'abgesetzt', reportedAt, applied },
      });
    }
    await t.db.insert(bookingEvents).values({
      bookingId: first.booking.id,
      actorLabel: 'Fahrer',
      type: 'leg-report',
      data: { leg: 'hin', report: 'an-bord', reportedAt: '2026-10-02T08:00:00.000Z', applied: true },
    });
    expect(await saveLegValues(t.db, actor, first.leg.id, { abgesetztUm: '11:11' })).toMatchObject({ ok: true });
    expect(await saveLegValues(t.db, actor, second.leg.id, { abgesetztUm: '9.40' })).toMatchObject({
      ok: true,
      value: { km: 60, abgesetztUm: '09:40' },
    });
    const shown = (await billingOverview(t.db)).flatMap((g) => g.legs);
    expect(shown.find((l) => l.legId === first.leg.id)).toMatchObject({
      abgesetztUm: '09:12',
      abgesetztQuelle: 'fahrer',
      abgesetztUmErfasst: '11:11',
    });
    expect(shown.find((l) => l.legId === second.leg.id)).toMatchObject({
      abgesetztUm: '09:40',
      abgesetztQuelle: 'personal',
      abgesetztUmErfasst: '09:40',
    });
    expect(shown.find((l) => l.legId === november.leg.id)).toMatchObject({
      abgesetztUm: null,
      abgesetztQuelle: null,
      abgesetztUmErfasst: null,
    });

    const result = await createBillingExport(t.db, dataDir, actor, { kasse: 'aok  hessen', monat: '2026-10' });
    expect(result).toMatchObject({
      ok: true,
      value: {
        krankenkasse: 'AOK Hessen',
        kostentraegerIk: AOK_IK,
        monat: '2026-10',
        fahrten: 2,
        betragCents: 5275 + 12400,
      },
    });
    if (!result.ok) return;

    const csv = await openExportFile(t.db, dataDir, result.value.id, 'csv');
    if (!csv.ok) throw new Error(csv.message);
    expect(csv.name).toBe('Abrechnung_AOK-Hessen_2026-10.csv');
    const rows = parse(Buffer.from(csv.bytes), { delimiter: ';', bom: true, columns: true }) as Record<
      string,
      string
    >[];
    expect(Object.keys(rows[0]!)).toEqual([...PACKAGE_COLUMNS]);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({
      'IK Leistungserbringer': PROVIDER_IK,
      Buchungsnummer: first.booking.bookingNumber,
      Fahrt: 'Hinfahrt',
      Nachname: 'Erste',
      Vorname: 'Erika',
      Geburtsdatum: '09.03.1941',
      Versichertennummer: 'A123456780',
      'IK Kostenträger': AOK_IK,
      Verordnungsdatum: '01.10.2026',
      LANR: '123456789',
      BSNR: '987654321',
      Unfall: 'nein',
      Abrechnungscode: '46',
      Tarifkennzeichen: '06000',
      Leistungserbringergruppe: '4606000',
      Datum: '02.10.2026',
      Uhrzeit: '08:30',
      Absetzzeit: '09:12',
      km: '12,5',
      'Pos. Grundpauschale': '460001',
      'Betrag Grundpauschale': '49,00',
      'Pos. Kilometer': '460002',
      'Menge km': '2,5',
      'Betrag Kilometer': '3,75',
      'Betrag gesamt': '52,75',
      Zuzahlung: '5,28',
      Forderung: '47,47',
      'USt-Satz': '7',
      'USt-Betrag': '3,45',
    });
    // 60 km: 49 € + 50 km × 1,50 € = 124 €; co-payment capped at 10 €; over 50 km: 19 %.
    expect(rows[1]).toMatchObject({
      'IK Leistungserbringer': PROVIDER_IK,
      Nachname: 'Zweite',
      Absetzzeit: '09:40',
      km: '60,0',
      'Betrag gesamt': '124,00',
      Zuzahlung: '10,00',
      Forderung: '114,00',
      'USt-Satz': '19',
      'USt-Betrag': '19,80',
    });

    const pdf = await openExportFile(t.db, dataDir, result.value.id, 'pdf');
    if (!pdf.ok) throw new Error(pdf.message);
    const text = await pdfText(pdf.bytes);
    for (const expected of [
      'Sammelliste Krankenfahrten',
      `IK ${AOK_IK}`,
      `IK ${PROVIDER_IK}`,
      'Oktober 2026',
      first.booking.bookingNumber,
      second.booking.bookingNumber,
      'Erste, Erika',
      'A123456780',
      '52,75',
      '124,00',
      'Summe Fahrpreise: 176,75',
      'Summe Zuzahlungen: 15,28',
      'Forderung an AOK Hessen: 161,47',
    ]) {
      expect(text).toContain(expected);
    }

    const zip = await openExportFile(t.db, dataDir, result.value.id, 'zip');
    if (!zip.ok) throw new Error(zip.message);
    const entries = unzipSync(zip.bytes);
    expect(Object.keys(entries).sort()).toEqual(
      [
        'Abrechnung_AOK-Hessen_2026-10.csv',
        'Sammelliste_AOK-Hessen_2026-10.pdf',
        `Verordnungen/${first.booking.bookingNumber}.png`,
        `Verordnungen/${second.booking.bookingNumber}.png`,
        `Unterschriften/${first.booking.bookingNumber}-Hinfahrt.png`,
        `Unterschriften/${second.booking.bookingNumber}-Hinfahrt.png`,
      ].sort(),
    );
    expect(entries['Abrechnung_AOK-Hessen_2026-10.csv']).toEqual(csv.bytes);

    // Files are private to the server's user.
    for (const file of result.value.dateien)
      expect((await stat(join(exportDir(dataDir, result.value.id), file.name))).mode & 0o777).toBe(0o600);

    // Bookings of the package are Abgerechnet, with history; the others are untouched.
    const statusOf = async (id: string) =>
      (await t.db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, id)))[0]!.status;
    expect(await statusOf(first.booking.id)).toBe('billed');
    expect(await statusOf(second.booking.id)).toBe('billed');
    expect(await statusOf(blocked.booking.id)).toBe('completed');
    expect(await statusOf(november.booking.id)).toBe('completed');
    const history = await t.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, first.booking.id));
    expect(history.map((e) => e.type)).toEqual(expect.arrayContaining(['billing-exported', 'status-changed']));
    expect(history.find((e) => e.type === 'status-changed')).toMatchObject({
      actorLabel: 'Berta Buchhaltung',
      data: { from: 'completed', to: 'billed' },
    });

    // Billed legs leave the open list and can no longer be changed; exporting again finds nothing.
    const open = (await billingOverview(t.db)).flatMap((g) => g.legs.map((l) => l.legId));
    expect(open).not.toContain(first.leg.id);
    expect(open).toEqual(expect.arrayContaining([blocked.leg.id, november.leg.id]));
    expect(await saveLegValues(t.db, actor, first.leg.id, { km: '99' })).toMatchObject({ ok: false, code: 'conflict' });
    expect(await createBillingExport(t.db, dataDir, actor, { kasse: 'AOK Hessen', monat: '2026-10' })).toMatchObject({
      ok: false,
      code: 'conflict',
    });
    expect(await listBillingExports(t.db)).toEqual([expect.objectContaining({ id: result.value.id, fahrten: 2 })]);
  });

  it('writes no live formula: a patient or doctor named like a formula stays text, amounts stay numbers (issue 39)', async () => {
    await createBillingRule(t.db);
    // Data from before the input rule (or typed by staff into a free-text field) reaches the CSV as text.
    const { booking } = await createCompletedBooking(t.db, {
      dataDir,
      nachname: '=HYPERLINK("http://example.org","Klick")',
    });
    await t.db
      .update(prescriptions)
      .set({ arztName: '=DDE("cmd";"/C calc";"A1")' })
      .where(eq(prescriptions.bookingId, booking.id));
    await t.db
      .update(tripLegs)
      .set({ abholadresse: '@SUM(1+1)*cmd|" /C calc"!A0' })
      .where(eq(tripLegs.bookingId, booking.id));
    const result = await createBillingExport(t.db, dataDir, actor, { kasse: 'AOK Hessen', monat: '2026-10' });
    if (!result.ok) throw new Error(result.message);
    const csv = await openExportFile(t.db, dataDir, result.value.id, 'csv');
    if (!csv.ok) throw new Error(csv.message);
    const [row] = parse(Buffer.from(csv.bytes), { delimiter: ';', bom: true, columns: true }) as Record<
      string,
      string
    >[];
    expect(row).toMatchObject({
      Nachname: '\'=HYPERLINK("http://example.org","Klick")',
      Arzt: '\'=DDE("cmd";"/C calc";"A1")',
      Abholort: '\'@SUM(1+1)*cmd|" /C calc"!A0',
      'Betrag gesamt': '52,75',
      Forderung: '47,47',
    });
    // No cell of the file starts like a formula.
    for (const cell of Object.values(row!)) expect(cell, cell).not.toMatch(/^[=+\-@\t\r]/);
  });

  it('never serves a file that was changed after the export', async () => {
    await createBillingRule(t.db);
    await createCompletedBooking(t.db, { dataDir });
    const result = await createBillingExport(t.db, dataDir, actor, { kasse: 'AOK Hessen', monat: '2026-10' });
    if (!result.ok) throw new Error('export refused');
    const csvPath = join(exportDir(dataDir, result.value.id), result.value.dateien[0]!.name);
    await writeFile(csvPath, Buffer.concat([await readFile(csvPath), Buffer.from('X')]));
    expect(await openExportFile(t.db, dataDir, result.value.id, 'csv')).toMatchObject({ ok: false, status: 409 });
    expect(await openExportFile(t.db, dataDir, result.value.id, 'pdf')).toMatchObject({ ok: true });
    expect(await openExportFile(t.db, dataDir, result.value.id, 'exe')).toMatchObject({ ok: false, status: 404 });
    expect(await openExportFile(t.db, dataDir, 'nicht-da', 'csv')).toMatchObject({ ok: false, status: 404 });
  });

  it('refuses a month or insurer without ready legs and bad input, writing nothing', async () => {
    await createBillingRule(t.db);
    await createCompletedBooking(t.db, { dataDir, km: null });
    expect(await createBillingExport(t.db, dataDir, actor, { kasse: 'AOK Hessen', monat: '2026-10' })).toMatchObject({
      ok: false,
      code: 'conflict',
      message:
        'Für AOK Hessen ist im Oktober 2026 keine Fahrt abrechnungsbereit. Bitte beheben Sie zuerst die angezeigten Mängel.',
    });
    expect(await createBillingExport(t.db, dataDir, actor, { kasse: '', monat: '2026-10' })).toMatchObject({
      ok: false,
      code: 'invalid',
      fieldErrors: { kasse: expect.any(String) },
    });
    expect(await createBillingExport(t.db, dataDir, actor, { kasse: 'AOK Hessen', monat: '10/2026' })).toMatchObject({
      ok: false,
      code: 'invalid',
      fieldErrors: { monat: expect.any(String) },
    });
    expect(await t.db.select().from(billingExports)).toEqual([]);
  });

  it('refuses a package without a valid IK of the provider (missing, or a wrong check digit)', async () => {
    await createBillingRule(t.db);
    await createCompletedBooking(t.db, { dataDir });
    for (const ik of [null, '260612341']) {
      await t.db.update(invoiceSettings).set({ ik });
      expect(await createBillingExport(t.db, dataDir, actor, { kasse: 'AOK Hessen', monat: '2026-10' })).toMatchObject({
        ok: false,
        code: 'conflict',
        message: PROVIDER_IK_MISSING,
      });
    }
    expect(await t.db.select().from(billingExports)).toEqual([]);
  });

  it('two staff exporting the same month at once: one package, no leg billed twice', async () => {
    await createBillingRule(t.db);
    await createCompletedBooking(t.db, { dataDir });
    await createCompletedBooking(t.db, { dataDir, nachname: 'Zweite' });
    const results = await Promise.all([
      createBillingExport(t.db, dataDir, actor, { kasse: 'AOK Hessen', monat: '2026-10' }),
      createBillingExport(t.db, dataDir, actor, { kasse: 'AOK Hessen', monat: '2026-10' }),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.find((r) => !r.ok)).toMatchObject({ ok: false, code: 'conflict' });
    expect(await t.db.select().from(billingExportLegs)).toHaveLength(2);
  });
});

describe('a payer the Inhaber marked as Krankenhaus (issue 38)', () => {
  const HOSPITAL = 'Klinikum Frankfurt Höchst';
  afterEach(async () => {
    await t.db.delete(insurerSettings);
  });

  it('has no co-payment, is grouped as the hospital and stays out of the package; the insurer next to it is exported', async () => {
    // The hospital's rule first: createBillingRule updates an existing AOK rule.
    await createBillingRule(t.db, { insurer: HOSPITAL });
    await createBillingRule(t.db);
    const insured = await createCompletedBooking(t.db, { dataDir, nachname: 'Versichert' });
    const transfer = await createCompletedBooking(t.db, { dataDir, nachname: 'Verlegt', krankenkasse: HOSPITAL });

    // Not marked: the hospital's name is read as an insurer (today's default), with a co-payment.
    const before = (await billingOverview(t.db)).find((g) => g.name === HOSPITAL)!;
    expect(before).toMatchObject({ payer: 'krankenkasse', months: [{ month: '2026-10', total: 1, ready: 1 }] });
    expect(before.legs[0]).toMatchObject({ totalCents: 5275, coPaymentCents: 528 }); // § 61 SGB V: 10 %, at least 5 €

    const saved = await saveInsurerSettings(t.db, null, {
      krankenkasse: HOSPITAL.toUpperCase(), // matched case-insensitively, as the insurer settings are
      seriesRule: 'jede_fahrt',
      art: 'krankenhaus',
      rechnungsanschrift: 'Gotenstraße 6-8\n65929 Frankfurt am Main',
    });
    expect(saved.ok).toBe(true);

    const groups = await billingOverview(t.db);
    expect(groups.map((g) => [g.payer, g.name])).toEqual([
      ['krankenkasse', 'AOK Hessen'],
      ['krankenhaus', HOSPITAL],
    ]);
    // DOMAIN.md "Co-payment": a transfer a hospital pays carries none; billing's approval checks skip it.
    expect(groups[1]!.legs).toEqual([
      expect.objectContaining({ legId: transfer.leg.id, totalCents: 5275, coPaymentCents: 0, problems: [] }),
    ]);

    // The hospital gets an invoice, not the insurer's package.
    expect(await createBillingExport(t.db, dataDir, actor, { kasse: HOSPITAL, monat: '2026-10' })).toMatchObject({
      ok: false,
      code: 'conflict',
      message: `Für ${HOSPITAL} ist im Oktober 2026 keine Fahrt abrechnungsbereit. Bitte beheben Sie zuerst die angezeigten Mängel.`,
    });
    const aok = await createBillingExport(t.db, dataDir, actor, { kasse: 'AOK Hessen', monat: '2026-10' });
    expect(aok).toMatchObject({ ok: true });
    expect((await t.db.select().from(billingExportLegs)).map((row) => row.legId)).toEqual([insured.leg.id]);
    const [status] = await t.db
      .select({ status: bookings.status })
      .from(bookings)
      .where(eq(bookings.id, transfer.booking.id));
    expect(status!.status).toBe('completed');
  });
});
