// Private invoices, co-payment receipts and cancellations on both backends (issue 21): numbers unique
// and gap-free per year under concurrency, the PDF read back with every mandatory field, a Storno with
// its own number that frees the legs, nothing ever edited or deleted, files private under DATA_DIR; names in
// every script the PDF prints, and what it cannot print refused before the number is taken (issue 39).
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { pdfText } from '../../../tests/support/pdf-text';
import { createTestDb, type TestDb } from '../../../tests/support/test-db';
import type { Actor } from '#app/server/bookings/booking-events.server';
import { createBooking, createStaffActor } from '#app/server/bookings/staff-bookings.fixtures';
import { describeHistoryEntry } from '#app/domain/bookings/history';
import { parseBookingEvent } from '#app/server/bookings/booking-events.server';
import {
  bookingEvents,
  bookings,
  insurerSettings,
  invoiceLines,
  invoiceNumberCounters,
  invoices,
  invoiceSettings,
  patients,
  prescriptions,
  priceRules,
  series,
  seriesBookings,
  tripLegs,
} from '#app/server/db/schema';
import { invoicesDir } from './invoice-files.server';
import {
  cancelInvoice,
  createCoPaymentReceipt,
  createPrivateInvoice,
  invoicePdf,
  listInvoices,
  markInvoicePaid,
} from './invoices.server';
import { getInvoiceSettings, saveInvoiceSettings } from './invoice-settings.server';
import { saveInsurerSettings } from '#app/server/approvals/insurer-settings.server';
import { MIXED_PAYERS, NOT_INVOICED } from '#app/domain/invoices/invoice-payers';
import { billableLegs, openLegs } from './leg-amounts.server';
import { openInvoices, yearRevenue } from './reports.server';

const TODAY = '2030-01-20';
const SETTINGS = {
  steuernummer: '045 123 45678',
  ustId: '',
  ik: '600612340',
  bankName: 'Frankfurter Volksbank',
  iban: 'DE89 3704 0044 0532 0130 00',
  bic: 'COBADEFFXXX',
  zahlungszielTage: '14',
};
const RECIPIENT = { empfaengerName: 'Erika Musterfrau', empfaengerAdresse: 'Musterstraße 1\n60311 Frankfurt am Main' };

let t: TestDb;
let dataDir: string;
let actor: Actor;

beforeAll(async () => {
  t = await createTestDb();
  actor = await createStaffActor(t.db);
  dataDir = await mkdtemp(join(tmpdir(), 'kf-invoices-'));
});
afterAll(async () => {
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});
beforeEach(async () => {
  // Invoices are append-only (trigger); a test starts from empty tables by switching it off for the cleanup.
  await t.db.execute(sql`alter table invoices disable trigger invoices_append_only`);
  await t.db.delete(invoiceLines);
  await t.db.execute(sql`delete from invoices where storno_von is not null`);
  await t.db.delete(invoices);
  await t.db.execute(sql`alter table invoices enable trigger invoices_append_only`);
  await t.db.delete(invoiceNumberCounters);
  await t.db.delete(bookings);
  await t.db.delete(patients);
  await t.db.delete(priceRules);
  await t.db.insert(priceRules).values([
    { insurer: 'Privat', mode: 'sitzend', baseFare: '49.00', includedKm: 10, perKm: '2.00' },
    { insurer: 'AOK Hessen', mode: 'sitzend', baseFare: '40.00', includedKm: 10, perKm: '1.50' },
  ]);
  expect((await saveInvoiceSettings(t.db, SETTINGS)).ok).toBe(true);
});

async function privateLeg(values: Partial<typeof bookings.$inferInsert> = {}) {
  const booking = await createBooking(t.db, {
    status: 'completed',
    transportart: 'sitzend',
    entfernungKm: '12.5',
    datum: '2030-01-15',
    ...values,
  });
  // The driven km, as the driver reports them (the price uses the leg's km, not the booking's estimate).
  const km = 'entfernungKm' in values ? (values.entfernungKm ?? null) : '12.5';
  if (km) await t.db.update(tripLegs).set({ km }).where(eq(tripLegs.bookingId, booking.id));
  const [leg] = await t.db.select().from(tripLegs).where(eq(tripLegs.bookingId, booking.id));
  return { booking, leg: leg! };
}

describe('company billing data', () => {
  it('keeps checked values and refuses wrong ones with German messages', async () => {
    const saved = await getInvoiceSettings(t.db);
    expect(saved).toMatchObject({
      steuernummer: '045 123 45678',
      ik: '600612340',
      iban: 'DE89370400440532013000',
      bic: 'COBADEFFXXX',
      zahlungszielTage: 14,
    });
    const refused = await saveInvoiceSettings(t.db, {
      ...SETTINGS,
      ik: '600612341',
      iban: 'DE89 3704 0044 0532 0130 01',
      bic: 'COBA',
      zahlungszielTage: '120',
    });
    expect(refused).toMatchObject({ ok: false, code: 'invalid' });
    if (refused.ok) return;
    expect(refused.fieldErrors).toMatchObject({
      ik: expect.stringContaining('Prüfziffer'),
      iban: expect.stringContaining('IBAN'),
      bic: expect.any(String),
      zahlungszielTage: expect.any(String),
    });
    expect(await saveInvoiceSettings(t.db, { ...SETTINGS, steuernummer: '', ustId: '' })).toMatchObject({
      ok: false,
      fieldErrors: { steuernummer: expect.stringContaining('Steuernummer oder die USt-IdNr.') },
    });
    expect((await getInvoiceSettings(t.db)).ik).toBe('600612340');
  });
});

describe('company data before the first invoice (issue 37)', () => {
  it('a new installation has an empty company profile and writes no invoice, receipt or number until it is complete', async () => {
    await t.db.delete(invoiceSettings);
    expect(await getInvoiceSettings(t.db)).toMatchObject({
      steuernummer: '',
      ustId: '',
      ik: '',
      bankName: '',
      iban: '',
      bic: '',
      updatedAt: null,
    });
    const { leg } = await privateLeg();
    const insured = await privateLeg({ krankenkasse: 'AOK Hessen', vorname: 'Ilse' });
    const missing =
      'fehlen in den Rechnungsdaten: Steuernummer oder USt-IdNr.; IBAN für die Zahlungsaufforderung. Bitte tragen Sie sie unter Einstellungen → Rechnungsdaten ein.';
    expect(await createPrivateInvoice(t.db, dataDir, actor, { ...RECIPIENT, legIds: [leg.id] }, TODAY)).toMatchObject({
      ok: false,
      code: 'conflict',
      message: expect.stringContaining(missing),
    });
    expect(
      await createCoPaymentReceipt(t.db, dataDir, actor, { ...RECIPIENT, legId: insured.leg.id }, TODAY),
    ).toMatchObject({ ok: false, code: 'conflict', message: expect.stringContaining(missing) });

    // A tax number alone is not enough: the payment request needs the IBAN.
    expect((await saveInvoiceSettings(t.db, { ...SETTINGS, iban: '', bic: '' })).ok).toBe(true);
    expect(await createPrivateInvoice(t.db, dataDir, actor, { ...RECIPIENT, legIds: [leg.id] }, TODAY)).toMatchObject({
      ok: false,
      message: expect.stringContaining('fehlen in den Rechnungsdaten: IBAN für die Zahlungsaufforderung.'),
    });

    // The old demo VAT id is refused where it is typed, and one stored before the check is never printed.
    expect(await saveInvoiceSettings(t.db, { ...SETTINGS, steuernummer: '', ustId: 'DE000000000' })).toMatchObject({
      ok: false,
      fieldErrors: { ustId: expect.stringContaining('Prüfziffer') },
    });
    await t.db
      .update(invoiceSettings)
      .set({ steuernummer: null, ustId: 'DE000000000', iban: 'DE89370400440532013000' });
    expect(await createPrivateInvoice(t.db, dataDir, actor, { ...RECIPIENT, legIds: [leg.id] }, TODAY)).toMatchObject({
      ok: false,
      message: expect.stringContaining('Steuernummer oder eine gültige USt-IdNr. (DE000000000 ist ungültig)'),
    });
    expect(await t.db.select().from(invoices)).toEqual([]);

    expect((await saveInvoiceSettings(t.db, { ...SETTINGS, steuernummer: '', ustId: 'DE 136 695 976' })).ok).toBe(true);
    const issued = await createPrivateInvoice(t.db, dataDir, actor, { ...RECIPIENT, legIds: [leg.id] }, TODAY);
    expect(issued).toMatchObject({ ok: true, value: { nummer: 'RE-2030-00001' } });
    if (!issued.ok) return;
    const pdf = await invoicePdf(t.db, dataDir, issued.value.id);
    expect(await pdfText(pdf!.bytes)).toContain('USt-IdNr. DE136695976');
  });
});

describe('private invoice', () => {
  it('lists the completed private leg with its price, writes RE-2030-00001 with every mandatory field, marks the booking billed', async () => {
    const { booking, leg } = await privateLeg();
    await privateLeg({ status: 'confirmed' }); // not completed: not billable
    const open = await openLegs(t.db);
    expect(open.privat.map((l) => l.legId)).toEqual([leg.id]);
    // 49 € + 2.5 km × 2 € = 54 €; Mietwagen without an insurer contract: 19 %.
    expect(open.privat[0]).toMatchObject({ grossCents: 5400, category: 'regel', problem: null });

    const result = await createPrivateInvoice(t.db, dataDir, actor, { ...RECIPIENT, legIds: [leg.id] }, TODAY);
    expect(result).toMatchObject({ ok: true, value: { nummer: 'RE-2030-00001', bruttoCents: 5400 } });
    if (!result.ok) return;
    const [row] = await t.db.select().from(invoices).where(eq(invoices.id, result.value.id));
    expect(row).toMatchObject({
      art: 'rechnung',
      form: 'kleinbetragsrechnung',
      bruttoCents: 5400,
      nettoCents: 4538,
      ustCents: 862,
      jahr: 2030,
      laufnummer: 1,
    });

    const file = await invoicePdf(t.db, dataDir, result.value.id);
    expect(file?.fileName).toBe('RE-2030-00001.pdf');
    const text = await pdfText(file!.bytes);
    // § 14 Abs. 4 UStG: both parties, tax number, date, number, kind and date of the service, net per rate, rate and tax.
    for (const expected of [
      'Musterfirma Krankenfahrten',
      'Musterstraße 12',
      '60311 Frankfurt am Main',
      'Erika Musterfrau',
      'Musterstraße 1',
      'Steuernummer: 045 123 45678',
      'IK: 600612340',
      'Rechnungsdatum: 20.01.2030',
      'Rechnungsnummer: RE-2030-00001',
      'Leistungsdatum: 15.01.2030',
      '1 × Krankenfahrt (Hinfahrt, Sitzend) am 15.01.2030 09:00 Uhr',
      'Nettobetrag 19 % 45,38 €',
      'Umsatzsteuer 19 % 8,62 €',
      'Gesamtbetrag (brutto) 54,00 €',
      'IBAN DE89 3704 0044 0532',
      'Kleinbetragsrechnung (§ 33 UStDV)',
    ])
      expect(text.replace(/\s+/g, ' ')).toContain(expected);

    const [billed] = await t.db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, booking.id));
    expect(billed!.status).toBe('billed');
    const events = await t.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, booking.id));
    expect(events.map((e) => [e.type, e.data])).toContainEqual([
      'status-changed',
      { from: 'completed', to: 'billed', cause: 'abrechnung' },
    ]);
    expect((await openLegs(t.db)).privat).toEqual([]);

    // Stored privately under DATA_DIR/invoices.
    const [name] = await readdir(invoicesDir(dataDir));
    expect((await stat(join(invoicesDir(dataDir), name!))).mode & 0o777).toBe(0o600);
    expect((await stat(invoicesDir(dataDir))).mode & 0o777).toBe(0o700);
  });

  it('in the wheelchair van: a prescribed ride is exempt with the note, a private ride without prescription is taxed (UStAE 4.17.2); each line says why', async () => {
    const prescribed = await privateLeg({ entfernungKm: '120.0' });
    const plain = await privateLeg({ entfernungKm: '120.0', vorname: 'Paula' });
    await t.db.insert(prescriptions).values({
      bookingId: prescribed.booking.id,
      ausstellungsdatum: '2030-01-02',
      arztName: 'Dr. Muster',
      grund: 'dialyse',
    });
    await t.db.execute(sql`insert into vehicles (plate, model, wheelchair) values ('F-KF 100', 'Rollstuhlbus', true)`);
    await t.db.execute(
      sql`update trip_legs set vehicle_id = (select id from vehicles where plate = 'F-KF 100') where id in (${prescribed.leg.id}, ${plain.leg.id})`,
    );
    const result = await createPrivateInvoice(
      t.db,
      dataDir,
      actor,
      { ...RECIPIENT, legIds: [prescribed.leg.id] },
      TODAY,
    );
    expect(result).toMatchObject({ ok: true, value: { bruttoCents: 4900 + 110 * 200 } });
    if (!result.ok) return;
    const text = (await pdfText((await invoicePdf(t.db, dataDir, result.value.id))!.bytes)).replace(/\s+/g, ' ');
    expect(text).toContain('Steuerfreie Beförderung kranker Personen nach § 4 Nr. 17 Buchst. b UStG.');
    expect(text).toContain('Steuerfreie Umsätze (0 %) 269,00 €');
    expect(text).toContain('Rechnung (§ 14 Abs. 4 UStG)');
    expect(text).toContain(
      'USt steuerfrei: Beförderung einer kranken Person im besonders eingerichteten Fahrzeug (§ 4 Nr. 17b UStG)',
    );

    // The same van carrying a person without prescription: 19 % as any Mietwagen ride, said on the line.
    const taxed = await createPrivateInvoice(
      t.db,
      dataDir,
      actor,
      { ...RECIPIENT, empfaengerName: 'Paula Musterfrau', legIds: [plain.leg.id] },
      TODAY,
    );
    expect(taxed).toMatchObject({ ok: true, value: { bruttoCents: 26900 } });
    if (!taxed.ok) return;
    const taxedText = (await pdfText((await invoicePdf(t.db, dataDir, taxed.value.id))!.bytes)).replace(/\s+/g, ' ');
    expect(taxedText).toContain('USt 19 %: Mietwagen; Privatfahrt ohne Verordnung, daher nicht steuerfrei');
    expect(taxedText).toContain('Umsatzsteuer 19 % 42,95 €');
    expect(taxedText).not.toContain('Steuerfreie Beförderung');
    const [line] = await t.db.select().from(invoiceLines).where(eq(invoiceLines.invoiceId, taxed.value.id));
    expect(line).toMatchObject({
      ustKategorie: 'regel',
      ustGrund: '19 %: Mietwagen; Privatfahrt ohne Verordnung, daher nicht steuerfrei',
    });
    await t.db.execute(sql`update trip_legs set vehicle_id = null where id in (${prescribed.leg.id}, ${plain.leg.id})`);
    await t.db.execute(sql`delete from vehicles where plate = 'F-KF 100'`);
  });

  it('refuses without a tax number, an insurer leg, mixed customers, a leg without km, and keeps the numbers gap-free', async () => {
    const a = await privateLeg();
    const b = await privateLeg({ vorname: 'Otto' });
    const insurer = await privateLeg({ krankenkasse: 'AOK Hessen' });
    const noKm = await privateLeg({ entfernungKm: null });

    expect(
      await createPrivateInvoice(t.db, dataDir, actor, { ...RECIPIENT, legIds: [insurer.leg.id] }, TODAY),
    ).toMatchObject({ ok: false, code: 'invalid', message: NOT_INVOICED, fieldErrors: { legIds: NOT_INVOICED } });
    expect(
      await createPrivateInvoice(t.db, dataDir, actor, { ...RECIPIENT, legIds: [a.leg.id, b.leg.id] }, TODAY),
    ).toMatchObject({
      ok: false,
      code: 'invalid',
      message: 'Alle Fahrten einer Rechnung müssen zum selben Kunden gehören.',
    });
    expect(
      await createPrivateInvoice(t.db, dataDir, actor, { ...RECIPIENT, legIds: [noKm.leg.id] }, TODAY),
    ).toMatchObject({ ok: false, code: 'invalid', message: expect.stringContaining('Kilometer fehlen') });
    expect(
      await createPrivateInvoice(
        t.db,
        dataDir,
        actor,
        { empfaengerName: '', empfaengerAdresse: '', legIds: [] },
        TODAY,
      ),
    ).toMatchObject({
      ok: false,
      fieldErrors: {
        empfaengerName: expect.any(String),
        empfaengerAdresse: expect.any(String),
        legIds: 'Bitte wählen Sie mindestens eine Fahrt aus.',
      },
    });
    expect((await saveInvoiceSettings(t.db, { ...SETTINGS, steuernummer: '', ustId: 'DE136695976' })).ok).toBe(true);
    await t.db.execute(sql`update invoice_settings set ust_id = null, steuernummer = null`);
    expect(await createPrivateInvoice(t.db, dataDir, actor, { ...RECIPIENT, legIds: [a.leg.id] }, TODAY)).toMatchObject(
      { ok: false, code: 'conflict', message: expect.stringContaining('Steuernummer') },
    );
    await saveInvoiceSettings(t.db, SETTINGS);

    // None of the refusals used a number.
    expect(await createPrivateInvoice(t.db, dataDir, actor, { ...RECIPIENT, legIds: [a.leg.id] }, TODAY)).toMatchObject(
      { ok: true, value: { nummer: 'RE-2030-00001' } },
    );
    expect(await createPrivateInvoice(t.db, dataDir, actor, { ...RECIPIENT, legIds: [a.leg.id] }, TODAY)).toMatchObject(
      { ok: false, code: 'conflict' },
    );
    expect(await createPrivateInvoice(t.db, dataDir, actor, { ...RECIPIENT, legIds: [b.leg.id] }, TODAY)).toMatchObject(
      { ok: true, value: { nummer: 'RE-2030-00002' } },
    );
    // Every refused attempt removed its PDF again.
    expect((await readdir(invoicesDir(dataDir))).length).toBeGreaterThanOrEqual(2);
    const stored = await t.db.select({ dateiId: invoices.dateiId }).from(invoices);
    const files = new Set(await readdir(invoicesDir(dataDir)));
    for (const { dateiId } of stored) expect(files.has(`${dateiId}.pdf`)).toBe(true);
  });

  it('two staff members invoicing at once: no duplicate, no gap (and one of two racing for the same leg wins)', async () => {
    const legs = await Promise.all(Array.from({ length: 6 }, (_, i) => privateLeg({ vorname: `Kunde${i}` })));
    const results = await Promise.all([
      ...legs.map(({ leg }) => createPrivateInvoice(t.db, dataDir, actor, { ...RECIPIENT, legIds: [leg.id] }, TODAY)),
      createPrivateInvoice(t.db, dataDir, actor, { ...RECIPIENT, legIds: [legs[0]!.leg.id] }, TODAY),
    ]);
    const numbers = results.flatMap((r) => (r.ok ? [r.value.nummer] : []));
    expect(numbers).toHaveLength(6);
    expect([...numbers].sort()).toEqual([
      'RE-2030-00001',
      'RE-2030-00002',
      'RE-2030-00003',
      'RE-2030-00004',
      'RE-2030-00005',
      'RE-2030-00006',
    ]);
    expect(results.filter((r) => !r.ok)).toEqual([expect.objectContaining({ ok: false, code: 'conflict' })]);
    // A new year starts again at 1.
    const next = await privateLeg({ vorname: 'Neujahr' });
    expect(
      await createPrivateInvoice(t.db, dataDir, actor, { ...RECIPIENT, legIds: [next.leg.id] }, '2031-01-02'),
    ).toMatchObject({ ok: true, value: { nummer: 'RE-2031-00001' } });
  });
});

describe('Storno', () => {
  it('cancels with its own number and negative amounts, frees the legs, refuses a second Storno; invoices are never edited or deleted', async () => {
    const { booking, leg } = await privateLeg();
    const first = await createPrivateInvoice(t.db, dataDir, actor, { ...RECIPIENT, legIds: [leg.id] }, TODAY);
    if (!first.ok) throw new Error('invoice refused');
    const storno = await cancelInvoice(
      t.db,
      dataDir,
      actor,
      { id: first.value.id, grund: 'Falscher Empfänger' },
      '2030-01-21',
    );
    expect(storno).toMatchObject({
      ok: true,
      value: { nummer: 'RE-2030-00002', bruttoCents: -5400, cancelled: 'RE-2030-00001' },
    });
    if (!storno.ok) return;
    const text = (await pdfText((await invoicePdf(t.db, dataDir, storno.value.id))!.bytes)).replace(/\s+/g, ' ');
    for (const expected of [
      'Stornorechnung zu RE-2030-00001',
      'Stornorechnungsnummer: RE-2030-00002',
      'Storniert Rechnung: RE-2030-00001 vom 20.01.2030',
      'Grund: Falscher Empfänger',
      '-54,00 €',
      'Steuernummer: 045 123 45678',
    ]) {
      expect(text).toContain(expected);
    }
    expect(await cancelInvoice(t.db, dataDir, actor, { id: first.value.id, grund: '' }, TODAY)).toMatchObject({
      ok: false,
      code: 'conflict',
      message: expect.stringContaining('bereits durch RE-2030-00002'),
    });
    expect(await cancelInvoice(t.db, dataDir, actor, { id: storno.value.id, grund: '' }, TODAY)).toMatchObject({
      ok: false,
      code: 'invalid',
    });

    const [status] = await t.db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, booking.id));
    expect(status!.status).toBe('completed');
    // The booking's history (Verlauf) names the invoice and its Storno, in order, typed (decision 171).
    const history = await t.db
      .select()
      .from(bookingEvents)
      .where(eq(bookingEvents.bookingId, booking.id))
      .orderBy(bookingEvents.id);
    expect(
      history
        .filter((e) => e.type.startsWith('invoice-') || e.type === 'status-changed')
        .map((e) => [e.actorLabel, describeHistoryEntry(parseBookingEvent(e.type, e.data))]),
    ).toEqual([
      [actor.label, 'Rechnung RE-2030-00001 erstellt (Hinfahrt)'],
      [actor.label, 'Status geändert: Durchgeführt → Abgerechnet (Abrechnung)'],
      [actor.label, 'Rechnung RE-2030-00001 storniert durch RE-2030-00002 (Hinfahrt)'],
      [actor.label, 'Status geändert: Abgerechnet → Durchgeführt (Abrechnung)'],
    ]);
    expect(history.find((e) => e.type === 'invoice-cancelled')?.data).toEqual({
      invoiceId: first.value.id,
      nummer: 'RE-2030-00001',
      art: 'rechnung',
      stornoId: storno.value.id,
      stornoNummer: 'RE-2030-00002',
      legs: ['hin'],
    });
    expect((await openLegs(t.db)).privat.map((l) => l.legId)).toEqual([leg.id]);
    expect(await createPrivateInvoice(t.db, dataDir, actor, { ...RECIPIENT, legIds: [leg.id] }, TODAY)).toMatchObject({
      ok: true,
      value: { nummer: 'RE-2030-00003' },
    });

    const list = await listInvoices(t.db);
    expect(list.map((i) => [i.nummer, i.art, i.storniertDurch, i.storniert])).toEqual([
      ['RE-2030-00003', 'rechnung', null, null],
      ['RE-2030-00002', 'storno', null, 'RE-2030-00001'],
      ['RE-2030-00001', 'rechnung', 'RE-2030-00002', null],
    ]);
    await expect(
      t.db.execute(
        sql`update invoices set brutto_cents = 1, netto_cents = 1, ust_cents = 0 where id = ${first.value.id}`,
      ),
    ).rejects.toThrow();
    await expect(t.db.execute(sql`delete from invoices where id = ${first.value.id}`)).rejects.toThrow();
    expect(await markInvoicePaid(t.db, { id: first.value.id, bezahltAm: TODAY }, TODAY)).toMatchObject({
      ok: false,
      code: 'conflict',
    });
  });
});

describe('co-payment receipt', () => {
  it('counts a series ride’s Serienverordnung: its exemption means no co-payment (decision 211)', async () => {
    const [patient] = await t.db
      .insert(patients)
      .values({ vorname: 'Erika', nachname: 'Dialyse', telefone: ['+496990009'], krankenkasse: 'AOK Hessen' })
      .returning();
    const [serie] = await t.db
      .insert(series)
      .values({
        patientId: patient!.id,
        rrule: 'DTSTART;VALUE=DATE:20300114\nRRULE:FREQ=WEEKLY;BYDAY=MO,WE,FR',
        abholzeit: '06:30',
        abholadresse: 'Musterstraße 1',
        zieladresse: 'Dialysezentrum Nord',
      })
      .returning();
    const exempt = async (zuzahlungsbefreit: boolean) => {
      const { booking, leg } = await privateLeg({ krankenkasse: 'AOK Hessen', quelle: 'serie' });
      await t.db
        .insert(seriesBookings)
        .values({ seriesId: serie!.id, serienDatum: booking.datum, bookingId: booking.id });
      await t.db.delete(prescriptions).where(eq(prescriptions.seriesId, serie!.id));
      await t.db.insert(prescriptions).values({
        seriesId: serie!.id,
        ausstellungsdatum: '2030-01-02',
        arztName: 'Dr. Nieren',
        grund: 'dialyse',
        zuzahlungsbefreit,
        datumVon: '2030-01-01',
        datumBis: '2030-01-31',
      });
      return leg.id;
    };
    const charged = await exempt(false);
    expect((await openLegs(t.db)).zuzahlung).toEqual([
      expect.objectContaining({ legId: charged, coPaymentCents: 500 }),
    ]);
    await t.db.delete(seriesBookings);
    await t.db.delete(bookings);
    const free = await exempt(true);
    const open = await openLegs(t.db);
    expect(open.zuzahlung.map((leg) => leg.legId)).not.toContain(free);
  });

  it('writes the § 61 co-payment of an insurer leg to the patient, once', async () => {
    const { booking, leg } = await privateLeg({ krankenkasse: 'AOK Hessen' });
    await t.db
      .insert(prescriptions)
      .values({ bookingId: booking.id, ausstellungsdatum: '2030-01-02', arztName: 'Dr. Muster', grund: 'dialyse' });
    const open = await openLegs(t.db);
    // 40 € + 2.5 km × 1.50 € = 43.75 €; 10 % = 4.38 €, at least 5 €.
    expect(open.zuzahlung).toEqual([
      expect.objectContaining({ legId: leg.id, grossCents: 4375, coPaymentCents: 500, category: 'ermaessigt' }),
    ]);
    const receipt = await createCoPaymentReceipt(t.db, dataDir, actor, { ...RECIPIENT, legId: leg.id }, TODAY);
    expect(receipt).toMatchObject({ ok: true, value: { nummer: 'RE-2030-00001', bruttoCents: 500 } });
    if (!receipt.ok) return;
    const text = (await pdfText((await invoicePdf(t.db, dataDir, receipt.value.id))!.bytes)).replace(/\s+/g, ' ');
    for (const expected of [
      'Zuzahlungsbeleg',
      'Belegnummer: RE-2030-00001',
      'Kostenträger: AOK Hessen',
      '§ 61 SGB V',
      // The fare through the one euro formatter (issue 40), as every other amount on the receipt.
      'Fahrpreis 43,75 €',
      'Nettobetrag 7 % 4,67 €',
      'Umsatzsteuer 7 % 0,33 €',
      'Gesamtbetrag (brutto) 5,00 €',
    ]) {
      expect(text).toContain(expected);
    }
    expect(await createCoPaymentReceipt(t.db, dataDir, actor, { ...RECIPIENT, legId: leg.id }, TODAY)).toMatchObject({
      ok: false,
      code: 'conflict',
    });
    expect(await markInvoicePaid(t.db, { id: receipt.value.id, bezahltAm: '2030-01-19' }, TODAY)).toMatchObject({
      ok: false,
      fieldErrors: { bezahltAm: expect.any(String) },
    });
    expect(await markInvoicePaid(t.db, { id: receipt.value.id, bezahltAm: TODAY }, TODAY)).toMatchObject({ ok: true });
    // The insurer booking's status is left to the billing-centre export.
    const [status] = await t.db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, booking.id));
    expect(status!.status).toBe('completed');
    const history = await t.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, booking.id));
    expect(
      history
        .filter((e) => e.type.startsWith('invoice-'))
        .map((e) => describeHistoryEntry(parseBookingEvent(e.type, e.data))),
    ).toEqual(['Zuzahlungsbeleg RE-2030-00001 erstellt (Hinfahrt)']);
  });
});

describe('a payer the Inhaber marked as Krankenhaus (issue 38)', () => {
  const HOSPITAL = 'Klinikum Frankfurt Höchst';
  const HOSPITAL_ADDRESS = 'Gotenstraße 6-8\n65929 Frankfurt am Main';
  beforeEach(async () => {
    await t.db.delete(insurerSettings);
    await t.db
      .insert(priceRules)
      .values({ insurer: HOSPITAL, mode: 'sitzend', baseFare: '40.00', includedKm: 10, perKm: '1.50' });
  });
  afterAll(async () => {
    await t.db.delete(insurerSettings);
  });

  async function markHospital() {
    const saved = await saveInsurerSettings(t.db, null, {
      krankenkasse: HOSPITAL,
      seriesRule: 'jede_fahrt',
      art: 'krankenhaus',
      rechnungsanschrift: HOSPITAL_ADDRESS,
    });
    expect(saved.ok).toBe(true);
  }

  async function transfer(vorname: string, nachname: string) {
    const [patient] = await t.db
      .insert(patients)
      .values({ vorname, nachname, adresse: 'Musterweg 2\n60311 Frankfurt am Main' })
      .returning();
    return privateLeg({ krankenkasse: HOSPITAL, vorname, nachname, patientenId: patient!.id });
  }

  it('no co-payment and no receipt; one invoice for several legs goes to the hospital, never to the patient', async () => {
    const first = await transfer('Erika', 'Verlegt');
    const second = await transfer('Hans', 'Zweitverlegt');
    // Not marked: read as an insurer (the default), with the § 61 co-payment (40 € + 2.5 km × 1.50 €: 5,00 €).
    expect((await openLegs(t.db)).zuzahlung.map((leg) => [leg.legId, leg.coPaymentCents])).toEqual([
      [first.leg.id, 500],
      [second.leg.id, 500],
    ]);

    await markHospital();
    const open = await openLegs(t.db);
    expect(open.zuzahlung).toEqual([]);
    expect(open.privat).toEqual([]);
    // DOMAIN.md "Co-payment": a transfer a hospital pays carries no co-payment; the hospital is the recipient.
    expect(open.krankenhaus).toEqual([
      expect.objectContaining({
        legId: first.leg.id,
        payer: 'krankenhaus',
        grossCents: 4375,
        coPaymentCents: 0,
        coPaymentReason: 'Das Krankenhaus trägt die Kosten: keine Zuzahlung.',
        recipient: { name: HOSPITAL, adresse: HOSPITAL_ADDRESS },
        customerKey: `krankenhaus:${HOSPITAL.toLowerCase()}`,
      }),
      expect.objectContaining({
        legId: second.leg.id,
        coPaymentCents: 0,
        recipient: { name: HOSPITAL, adresse: HOSPITAL_ADDRESS },
      }),
    ]);

    // The co-payment receipt is refused in German, using no number.
    expect(
      await createCoPaymentReceipt(t.db, dataDir, actor, { ...RECIPIENT, legId: first.leg.id }, TODAY),
    ).toMatchObject({
      ok: false,
      code: 'invalid',
      message: 'Eine Zuzahlung gibt es nur bei Fahrten, die eine Krankenkasse bezahlt.',
    });
    // Never mixed with a private ride on one invoice.
    const privat = await privateLeg({ vorname: 'Paula' });
    expect(
      await createPrivateInvoice(t.db, dataDir, actor, { ...RECIPIENT, legIds: [privat.leg.id, first.leg.id] }, TODAY),
    ).toMatchObject({ ok: false, code: 'invalid', message: MIXED_PAYERS, fieldErrors: { legIds: MIXED_PAYERS } });

    // The recipient typed in the form does not count: the hospital's name and Rechnungsanschrift do.
    const invoice = await createPrivateInvoice(
      t.db,
      dataDir,
      actor,
      { ...RECIPIENT, legIds: [first.leg.id, second.leg.id] },
      TODAY,
    );
    expect(invoice).toMatchObject({ ok: true, value: { nummer: 'RE-2030-00001', bruttoCents: 8750 } });
    if (!invoice.ok) return;
    const [row] = await t.db.select().from(invoices).where(eq(invoices.id, invoice.value.id));
    expect(row).toMatchObject({ empfaengerName: HOSPITAL, empfaengerAdresse: HOSPITAL_ADDRESS, patientId: null });
    const text = (await pdfText((await invoicePdf(t.db, dataDir, invoice.value.id))!.bytes)).replace(/\s+/g, ' ');
    for (const expected of [
      HOSPITAL,
      'Gotenstraße 6-8',
      '65929 Frankfurt am Main',
      'Patient: Erika Verlegt',
      'Patient: Hans Zweitverlegt',
      'Gesamtbetrag (brutto) 87,50 €',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('Erika Musterfrau');
    expect((await openLegs(t.db)).krankenhaus).toEqual([]);
    const [status] = await t.db
      .select({ status: bookings.status })
      .from(bookings)
      .where(eq(bookings.id, first.booking.id));
    expect(status!.status).toBe('billed');
  });
});

describe('reports', () => {
  it('sums a year per month, payer and driver and lists open invoices with their due dates', async () => {
    const jan = await privateLeg({ datum: '2030-01-15' });
    await privateLeg({ datum: '2030-02-03', krankenkasse: 'AOK Hessen' });
    await privateLeg({ datum: '2030-02-04', entfernungKm: null });
    await privateLeg({ datum: '2031-01-01' });
    const report = await yearRevenue(t.db, 2030);
    expect(report.perMonth.map((row) => [row.label, row.legs, row.grossCents, row.unpriced])).toEqual([
      ['Januar 2030', 1, 5400, 0],
      ['Februar 2030', 2, 4375, 1],
    ]);
    expect(report.perPayer.map((row) => [row.label, row.grossCents])).toEqual([
      ['Privat', 5400],
      ['AOK Hessen', 4375],
    ]);
    expect(report.total).toMatchObject({ legs: 3, grossCents: 9775, unpriced: 1 });
    // Open lists keep the most recent legs when there are more than the limit.
    expect((await billableLegs(t.db, sql`true`, 1)).map((leg) => leg.date)).toEqual(['2031-01-01']);

    const invoice = await createPrivateInvoice(t.db, dataDir, actor, { ...RECIPIENT, legIds: [jan.leg.id] }, TODAY);
    expect(invoice.ok).toBe(true);
    expect(await openInvoices(t.db, '2030-02-10')).toEqual([
      expect.objectContaining({ nummer: 'RE-2030-00001', bruttoCents: 5400, due: '2030-02-03', overdueDays: 7 }),
    ]);
    if (invoice.ok) await markInvoicePaid(t.db, { id: invoice.value.id, bezahltAm: TODAY }, TODAY);
    expect(await openInvoices(t.db, '2030-02-10')).toEqual([]);
  });
});

describe('every script in the PDF (issue 39, decision 260)', () => {
  const ADDRESS = RECIPIENT.empfaengerAdresse;
  const invoiceTo = async (empfaengerName: string) =>
    createPrivateInvoice(
      t.db,
      dataDir,
      actor,
      { empfaengerName, empfaengerAdresse: ADDRESS, legIds: [(await privateLeg()).leg.id] },
      TODAY,
    );
  const invoiceText = async (id: string) =>
    (await pdfText((await invoicePdf(t.db, dataDir, id))!.bytes)).replace(/\s+/g, ' ');
  const storedFiles = async () => (await readdir(invoicesDir(dataDir)).catch(() => [])).length;

  it.each([
    ['Arabic', 'محمد الأحمد'],
    ['Arabic with lam-alef', 'علاء سلامة'],
    ['Hebrew', 'שרה כהן'],
    ['Cyrillic', 'Пётр Иванов'],
    ['Greek', 'Γιώργος Παπαδόπουλος'],
    ['Latin', 'Müller-Lüdenscheidt ß'],
  ])('%s: "%s" reads back from the invoice exactly, the PDF stays small', async (_script, name) => {
    const issued = await invoiceTo(name);
    expect(issued).toMatchObject({ ok: true, value: { nummer: 'RE-2030-00001' } });
    if (!issued.ok) return;
    const text = await invoiceText(issued.value.id);
    expect(text).toContain(`${name} Musterstraße 1`);
    expect(text).toContain('Rechnungsnummer: RE-2030-00001');
    // DejaVu Sans is subset (only the glyphs used): a one-page invoice stays far below the 1.4 MB of the two fonts.
    const [row] = await t.db.select().from(invoices).where(eq(invoices.id, issued.value.id));
    expect(row!.dateiGroesse).toBeLessThan(40_000);
  });

  it('a receipt to an Arabic name for a ride from an Arabic address: every word in logical order', async () => {
    const { leg } = await privateLeg({ krankenkasse: 'AOK Hessen', abholadresse: 'شارع الملك 12, 60311 Frankfurt' });
    const receipt = await createCoPaymentReceipt(
      t.db,
      dataDir,
      actor,
      { empfaengerName: 'فاطمة الزهراء', empfaengerAdresse: ADDRESS, legId: leg.id },
      TODAY,
    );
    expect(receipt).toMatchObject({ ok: true, value: { nummer: 'RE-2030-00001' } });
    if (!receipt.ok) return;
    const text = await invoiceText(receipt.value.id);
    expect(text).toContain('فاطمة الزهراء Musterstraße 1');
    // The comma between the house number and the PLZ stands at its own bidi level (a piece of its own), which
    // the reader joins with a space; every word comes back in logical order.
    expect(text.replace(' , ', ', ')).toContain('von شارع الملك 12, 60311 Frankfurt nach');
  });

  it.each([
    ['Chinese', '王小明', '王小明'],
    ['an emoji DejaVu lacks', 'Erika 🚑 Muster', '🚑'],
  ])(
    '%s in the recipient: a German field error naming the characters, before the number: nothing numbered or written',
    async (_what, name, chars) => {
      const files = await storedFiles();
      const message = `Der Name des Empfängers enthält Zeichen, die auf der Rechnung nicht gedruckt werden können (${chars}). Bitte schreiben Sie ihn in lateinischer Umschrift.`;
      expect(await invoiceTo(name)).toEqual({
        ok: false,
        code: 'invalid',
        message,
        fieldErrors: { empfaengerName: message },
      });
      expect(await t.db.select().from(invoiceNumberCounters)).toEqual([]);
      expect(await t.db.select().from(invoices)).toEqual([]);
      expect(await storedFiles()).toBe(files);
    },
  );

  it('an address of the ride in Chinese refuses the receipt on its leg field, before the number', async () => {
    const { leg } = await privateLeg({ krankenkasse: 'AOK Hessen', zieladresse: '北京路 1, 60311 Frankfurt' });
    const files = await storedFiles();
    const receipt = await createCoPaymentReceipt(t.db, dataDir, actor, { ...RECIPIENT, legId: leg.id }, TODAY);
    expect(receipt).toMatchObject({
      ok: false,
      code: 'invalid',
      fieldErrors: {
        legId:
          'Die Fahrt am 15.01.2030 enthält in einer Adresse oder im Namen des Patienten Zeichen, die auf der Rechnung nicht gedruckt werden können (北京路). Bitte korrigieren Sie sie in der Buchung oder in den Patientendaten.',
      },
    });
    expect(await t.db.select().from(invoiceNumberCounters)).toEqual([]);
    expect(await t.db.select().from(invoices)).toEqual([]);
    expect(await storedFiles()).toBe(files);
  });

  it('a Storno reason in Chinese is refused before the number; with a printable reason the Storno gets the next one', async () => {
    const issued = await invoiceTo('Erika Musterfrau');
    expect(issued.ok).toBe(true);
    if (!issued.ok) return;
    const files = await storedFiles();
    const refused = await cancelInvoice(t.db, dataDir, actor, { id: issued.value.id, grund: '错误' }, TODAY);
    expect(refused).toMatchObject({
      ok: false,
      code: 'invalid',
      fieldErrors: { grund: expect.stringContaining('(错误)') },
    });
    const counter = await t.db.select({ last: invoiceNumberCounters.lastValue }).from(invoiceNumberCounters);
    expect(counter).toEqual([{ last: 1 }]);
    expect(await storedFiles()).toBe(files);
    const storno = await cancelInvoice(
      t.db,
      dataDir,
      actor,
      { id: issued.value.id, grund: 'Falscher Empfänger' },
      TODAY,
    );
    expect(storno).toMatchObject({ ok: true, value: { nummer: 'RE-2030-00002' } });
  });
});
