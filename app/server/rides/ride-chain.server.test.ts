// One ride everywhere (issue 36), across the hands a ride passes through, on PGlite and PostgreSQL:
// a phone booking given to a driver and rejected leaves the driver's phone (listed as "storniert", its
// waiting report answered), the board and every billing screen; a ride set "Durchgeführt" by staff is
// billable on both billing screens alike; a billed ride is locked for the driver and the office until its
// invoice is cancelled; a leg called off frees its driver; the vehicle a ride is driven with is its
// driver's when it has none of its own, for VAT too.
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDriverSession, createTestServices } from '../../../tests/support/staff-session';
import { createTestDb, type TestDb } from '../../../tests/support/test-db';
import { addCalendarDays, berlinDate } from '#app/domain/berlin-time';
import { REPORT_MESSAGES } from '#app/domain/driver-app/reports';
import { LIFECYCLE_MESSAGES } from '#app/domain/rides/lifecycle';
import { validateEditBooking } from '#app/domain/bookings/edit-booking';
import { AOK_IK, createBillingRule, createCompletedBooking, PROVIDER_IK } from '#app/server/billing/billing.fixtures';
import { billingOverview } from '#app/server/billing/billing.server';
import { createBillingExport } from '#app/server/billing/exports.server';
import { priceFromFacts } from '#app/server/billing/leg-pricing.server';
import { saveLegValues } from '#app/server/billing/billing.server';
import { BookingActionError } from '#app/server/bookings/booking-action-error.server';
import type { Actor } from '#app/server/bookings/booking-events.server';
import { createPhoneBooking } from '#app/server/bookings/phone-booking.server';
import {
  assignDriver,
  assignLeg,
  changeBookingStatus,
  changeLegPlan,
  editBooking,
  rejectBooking,
} from '#app/server/bookings/staff-booking-actions.server';
import { createDriver, createStaffActor } from '#app/server/bookings/staff-bookings.fixtures';
import { bookings, patients, priceRules, seriesBookings, tripLegs, vehicles } from '#app/server/db/schema';
import { createSeries, pauseSeries, resumeSeries } from '#app/server/series/series.server';
import { loadBoard } from '#app/server/dispatch/board.server';
import { listDriverLegs } from '#app/server/driver-app/driver-legs.server';
import { reportLegProof, reportLegStatus, type ReportingDriver } from '#app/server/driver-app/driver-reports.server';
import { cancelInvoice, createCoPaymentReceipt, createPrivateInvoice } from '#app/server/invoices/invoices.server';
import { saveInvoiceSettings } from '#app/server/invoices/invoice-settings.server';
import { openLegs } from '#app/server/invoices/leg-amounts.server';
import type { AppServices } from '#app/server/services.server';
import { loadLegFacts } from './leg-facts.server';

let t: TestDb;
let services: AppServices;
let actor: Actor;
let me: ReportingDriver;
let dataDir: string;
const today = berlinDate();
const tomorrow = addCalendarDays(today, 1);
const yesterday = addCalendarDays(today, -1);

beforeAll(async () => {
  t = await createTestDb();
  services = createTestServices(t.db);
  actor = await createStaffActor(t.db, 'Dora Disponentin');
  const driver = await createDriverSession(services, { name: 'Anna Hinweg' });
  me = { userId: driver.user.id, driverId: driver.driverId, actor: { userId: driver.user.id, label: 'Anna Hinweg' } };
  dataDir = await mkdtemp(join(tmpdir(), 'kf-rides-'));
  await createBillingRule(t.db);
  await t.db.insert(priceRules).values([
    { insurer: 'Privat', mode: 'sitzend', baseFare: '49.00', includedKm: 10, perKm: '2.00' },
    { insurer: 'AOK Hessen', mode: 'rollstuhl', baseFare: '59.00', includedKm: 10, perKm: '1.80' },
  ]);
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
  await rm(dataDir, { recursive: true, force: true });
});

const phoneForm = (values: Record<string, string> = {}) => ({
  vorname: 'Rita',
  nachname: 'Reise',
  telefon: '0171 2345678',
  abholadresse: 'Bergerstraße 10, 60316 Frankfurt am Main',
  zieladresse: 'Praxis Dr. Weber, Zeil 5, 60313 Frankfurt am Main',
  datum: tomorrow.split('-').reverse().join('.'),
  uhrzeit: '08:30',
  rueckfahrt: 'nach-termin',
  krankenkasse: 'AOK Hessen',
  transportart: 'sitzend',
  status: 'confirmed',
  ...values,
});

async function phoneBooking(values: Record<string, string> = {}) {
  const created = await createPhoneBooking(t.db, actor, phoneForm(values));
  if (!created.ok) throw new Error(JSON.stringify(created));
  return created.value;
}

const legsOf = (bookingId: string) =>
  t.db.select().from(tripLegs).where(eq(tripLegs.bookingId, bookingId)).orderBy(tripLegs.kind);

async function refusal(run: Promise<unknown>): Promise<string> {
  try {
    await run;
  } catch (error) {
    if (error instanceof BookingActionError) return error.message;
    throw error;
  }
  throw new Error('not refused');
}

describe('reject after "An Fahrer senden"', () => {
  it('takes the ride off the driver\'s phone, the board and every billing screen; the waiting report is answered "storniert"', async () => {
    const booking = await phoneBooking({ status: 'pending' });
    await assignDriver(t.db, actor, booking.bookingId, me.driverId);
    const [hin] = await legsOf(booking.bookingId);
    // The phone sent "Unterwegs" once; a second report waits in its offline queue.
    expect(
      await reportLegStatus(t.db, me, {
        reportId: randomUUID(),
        legId: hin!.id,
        report: 'unterwegs',
        grund: '',
        reportedAt: new Date().toISOString(),
      }),
    ).toMatchObject({ ok: true });
    const sent = randomUUID();
    expect(
      await reportLegStatus(t.db, me, {
        reportId: sent,
        legId: hin!.id,
        report: 'angekommen',
        grund: '',
        reportedAt: new Date().toISOString(),
      }),
    ).toMatchObject({ ok: true });

    await rejectBooking(t.db, actor, booking.bookingId, { grund: 'Patient abgesagt' });

    const legs = await legsOf(booking.bookingId);
    expect(legs.map((l) => [l.kind, l.status, l.driverId, l.releasedDriverId])).toEqual([
      ['hin', 'storniert', null, me.driverId],
      ['rueck', 'storniert', null, me.driverId],
    ]);
    const phone = await listDriverLegs(t.db, me.driverId, today);
    expect(phone.legs.map((l) => l.bookingNumber)).not.toContain(booking.bookingNumber);
    expect(
      phone.released.filter((l) => l.bookingNumber === booking.bookingNumber).map((l) => [l.kind, l.reason]),
    ).toEqual([
      ['hin', 'storniert'],
      ['rueck', 'storniert'],
    ]);
    // The queued report is answered, not retried forever; the one the phone sent before is still "sent".
    const waiting = await reportLegStatus(t.db, me, {
      reportId: randomUUID(),
      legId: hin!.id,
      report: 'an-bord',
      grund: '',
      reportedAt: new Date().toISOString(),
    });
    expect(waiting).toEqual({ ok: false, code: 'conflict', message: REPORT_MESSAGES.cancelled, fieldErrors: {} });
    expect(
      await reportLegStatus(t.db, me, {
        reportId: sent,
        legId: hin!.id,
        report: 'angekommen',
        grund: '',
        reportedAt: new Date().toISOString(),
      }),
    ).toMatchObject({ ok: true, value: { duplicate: true } });
    expect(
      await reportLegProof(t.db, me, {
        reportId: randomUUID(),
        legId: hin!.id,
        km: '12,5',
        kmStart: '',
        kmEnde: '',
        wartezeit: '',
      }),
    ).toMatchObject({ ok: false, code: 'conflict', message: REPORT_MESSAGES.cancelled });
    // Another driver's phone never hears of it.
    const other = await createDriver(t.db, { name: 'Bruno Fremd' });
    expect(
      await reportLegStatus(
        t.db,
        { ...me, driverId: other.id },
        { reportId: randomUUID(), legId: hin!.id, report: 'an-bord', grund: '', reportedAt: new Date().toISOString() },
      ),
    ).toMatchObject({ ok: false, code: 'not-found' });

    const board = await loadBoard(t.db, { view: 'tag', day: tomorrow, from: tomorrow, to: tomorrow }, today);
    expect(board.legs.map((l) => l.bookingNumber)).not.toContain(booking.bookingNumber);
    expect((await billingOverview(t.db)).flatMap((g) => g.legs).map((l) => l.bookingNumber)).not.toContain(
      booking.bookingNumber,
    );
    const invoiceScreen = await openLegs(t.db);
    expect([...invoiceScreen.privat, ...invoiceScreen.zuzahlung].map((l) => l.bookingNumber)).not.toContain(
      booking.bookingNumber,
    );
  });

  it('does the same for "Status ändern → Abgelehnt" of a confirmed booking', async () => {
    const booking = await phoneBooking();
    await assignDriver(t.db, actor, booking.bookingId, me.driverId);
    await changeBookingStatus(t.db, actor, booking.bookingId, 'rejected');
    expect((await legsOf(booking.bookingId)).map((l) => [l.status, l.driverId])).toEqual([
      ['storniert', null],
      ['storniert', null],
    ]);
    expect((await listDriverLegs(t.db, me.driverId, today)).released.map((l) => l.bookingNumber)).toContain(
      booking.bookingNumber,
    );
  });
});

describe('a ride of a series paused and resumed (issue 37)', () => {
  it("leaves the driver's phone, the board and the active rides while paused, and comes back as the same booking, drivable and billable", async () => {
    const [patient] = await t.db
      .insert(patients)
      .values({
        vorname: 'Paula',
        nachname: 'Pause',
        telefone: ['+496990001'],
        krankenkasse: 'AOK Hessen',
        adresse: 'Bergerstraße 10, 60316 Frankfurt am Main',
      })
      .returning();
    const weekday = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'][new Date(`${tomorrow}T12:00:00Z`).getUTCDay()]!;
    const form = {
      patientId: patient!.id,
      art: 'wochentage',
      start: tomorrow,
      bis: tomorrow,
      abholzeit: '08:30',
      rueckfahrt: 'keine',
      feiertage: 'fahren',
      abholadresse: 'Bergerstraße 10, 60316 Frankfurt am Main',
      zieladresse: 'Praxis Dr. Weber, Zeil 5, 60313 Frankfurt am Main',
      transportart: 'sitzend',
    };
    const created = await createSeries(t.db, actor, form, [weekday]);
    if (!created.ok) throw new Error(JSON.stringify(created));
    const [link] = await t.db
      .select({ bookingId: seriesBookings.bookingId })
      .from(seriesBookings)
      .where(eq(seriesBookings.seriesId, created.value.id));
    const bookingId = link!.bookingId!;
    const [booked] = await t.db
      .select({ number: bookings.bookingNumber })
      .from(bookings)
      .where(eq(bookings.id, bookingId));
    await assignDriver(t.db, actor, bookingId, me.driverId);
    const [hin] = await legsOf(bookingId);
    expect((await listDriverLegs(t.db, me.driverId, today)).legs.map((l) => l.bookingNumber)).toContain(booked!.number);

    const pause = { von: tomorrow, bis: tomorrow };
    expect(await pauseSeries(t.db, actor, created.value.id, pause)).toMatchObject({ ok: false, code: 'conflict' });
    expect(await pauseSeries(t.db, actor, created.value.id, { ...pause, betroffeneBestaetigt: '1' })).toMatchObject({
      ok: true,
      value: { effect: { pausiert: 1 } },
    });
    expect(
      (await t.db.select({ status: bookings.status }).from(bookings).where(eq(bookings.id, bookingId)))[0]!.status,
    ).toBe('paused');
    const phone = await listDriverLegs(t.db, me.driverId, today);
    expect(phone.legs.map((l) => l.bookingNumber)).not.toContain(booked!.number);
    expect(phone.released.filter((l) => l.bookingNumber === booked!.number).map((l) => l.reason)).toEqual([
      'storniert',
    ]);
    expect(
      await reportLegStatus(t.db, me, {
        reportId: randomUUID(),
        legId: hin!.id,
        report: 'unterwegs',
        grund: '',
        reportedAt: new Date().toISOString(),
      }),
    ).toMatchObject({ ok: false, message: REPORT_MESSAGES.cancelled });
    const board = await loadBoard(t.db, { view: 'tag', day: tomorrow, from: tomorrow, to: tomorrow }, today);
    expect(board.legs.map((l) => l.bookingNumber)).not.toContain(booked!.number);

    // Resumed: the same booking (number) is planned again, without a driver until the dispatcher gives it one.
    expect(await resumeSeries(t.db, actor, created.value.id, {})).toMatchObject({
      ok: true,
      value: { effect: { fortgesetzt: 1, angelegt: 0 } },
    });
    expect(
      await t.db
        .select({ number: bookings.bookingNumber, status: bookings.status })
        .from(bookings)
        .where(eq(bookings.patientenId, patient!.id)),
    ).toEqual([{ number: booked!.number, status: 'confirmed' }]);
    expect((await legsOf(bookingId)).map((l) => [l.status, l.driverId])).toEqual([['geplant', null]]);
    await assignDriver(t.db, actor, bookingId, me.driverId);
    expect((await listDriverLegs(t.db, me.driverId, today)).legs.map((l) => l.bookingNumber)).toContain(booked!.number);
    expect(
      await reportLegStatus(t.db, me, {
        reportId: randomUUID(),
        legId: hin!.id,
        report: 'abgesetzt',
        grund: '',
        reportedAt: new Date().toISOString(),
      }),
    ).toMatchObject({ ok: true });
    expect((await billingOverview(t.db)).flatMap((g) => g.legs).map((l) => l.legId)).toContain(hin!.id);
  });
});

describe('"Durchgeführt" set by staff', () => {
  it('is billable on /app/billing and on /app/billing/rechnungen alike', async () => {
    const booking = await phoneBooking({
      datum: yesterday.split('-').reverse().join('.'),
      rueckfahrt: 'keine',
      pastConfirmed: 'on',
    });
    await changeBookingStatus(t.db, actor, booking.bookingId, 'completed');
    const [leg] = await legsOf(booking.bookingId);
    expect(leg!.status).toBe('abgesetzt');
    const billing = (await billingOverview(t.db)).flatMap((g) => g.legs).map((l) => l.legId);
    const receipts = (await openLegs(t.db)).zuzahlung.map((l) => l.legId);
    expect(billing).toContain(leg!.id);
    expect(receipts).toContain(leg!.id);
  });
});

describe('a co-payment receipt', () => {
  it("is the patient's proof, not the ride's billing: the ride stays open and goes into the package", async () => {
    const { booking, leg } = await createCompletedBooking(t.db, {
      dataDir,
      datum: '2026-09-08',
      bookingNumber: 'KF-2026-90003',
    });
    const receipt = await createCoPaymentReceipt(t.db, dataDir, actor, {
      legId: leg.id,
      empfaengerName: 'Erika Musterfrau',
      empfaengerAdresse: 'Musterstraße 1\n60311 Frankfurt am Main',
    });
    expect(receipt).toMatchObject({ ok: true });
    const [facts] = await loadLegFacts(t.db, [leg.id]);
    expect(facts).toMatchObject({ billable: true, locked: false, ride: { billing: 'offen' } });
    expect(await saveLegValues(t.db, actor, leg.id, { wartezeit: '5' })).toMatchObject({ ok: true });
    expect(await createBillingExport(t.db, dataDir, actor, { kasse: 'AOK Hessen', monat: '2026-09' })).toMatchObject({
      ok: true,
      value: { fahrten: 1 },
    });
    expect((await t.db.select().from(bookings).where(eq(bookings.id, booking.id)))[0]!.status).toBe('billed');
  });
});

describe('a billed ride is locked', () => {
  it('after the monthly package: the driver and the office cannot change km, status or plan', async () => {
    const { booking, leg } = await createCompletedBooking(t.db, {
      dataDir,
      datum: '2026-10-14',
      bookingNumber: 'KF-2026-90001',
    });
    await t.db.update(tripLegs).set({ driverId: me.driverId }).where(eq(tripLegs.id, leg.id));
    const exported = await createBillingExport(t.db, dataDir, actor, { kasse: 'AOK Hessen', monat: '2026-10' });
    expect(exported).toMatchObject({ ok: true, value: { kostentraegerIk: AOK_IK } });
    expect((await t.db.select().from(bookings).where(eq(bookings.id, booking.id)))[0]!.status).toBe('billed');

    expect(await saveLegValues(t.db, actor, leg.id, { km: '999' })).toEqual({
      ok: false,
      code: 'conflict',
      message: LIFECYCLE_MESSAGES.locked,
      fieldErrors: {},
    });
    expect(await refusal(changeBookingStatus(t.db, actor, booking.id, 'completed'))).toBe(LIFECYCLE_MESSAGES.locked);
    expect(await refusal(assignLeg(t.db, actor, booking.id, 'hin', { driverId: null }))).toBe(
      LIFECYCLE_MESSAGES.locked,
    );
    expect(await refusal(changeLegPlan(t.db, actor, booking.id, 'hin', 'cancel'))).toBe(LIFECYCLE_MESSAGES.locked);
    const edit = validateEditBooking({
      transportart: 'sitzend',
      krankenkasse: 'AOK Hessen',
      datum: '2026-10-15',
      uhrzeit: '08:30',
      vorname: 'Erika',
      nachname: booking.nachname,
      telefon: '',
      email: '',
      abholadresse: booking.abholadresse,
      zieladresse: booking.zieladresse,
      entfernungKm: '',
    });
    if (!edit.ok) throw new Error(edit.message);
    expect(await refusal(editBooking(t.db, actor, booking.id, edit.values))).toBe(LIFECYCLE_MESSAGES.locked);
    // The driver's phone: the leg lies in the past here; on a reportable day it would be refused as billed.
    await t.db.update(tripLegs).set({ datum: today }).where(eq(tripLegs.id, leg.id));
    expect(
      await reportLegProof(t.db, me, {
        reportId: randomUUID(),
        legId: leg.id,
        km: '999',
        kmStart: '',
        kmEnde: '',
        wartezeit: '',
      }),
    ).toMatchObject({ ok: false, code: 'conflict', message: REPORT_MESSAGES.locked });
    expect(
      await reportLegStatus(t.db, me, {
        reportId: randomUUID(),
        legId: leg.id,
        report: 'unterwegs',
        grund: '',
        reportedAt: new Date().toISOString(),
      }),
    ).toMatchObject({ ok: false, message: REPORT_MESSAGES.locked });
    expect((await t.db.select().from(tripLegs).where(eq(tripLegs.id, leg.id)))[0]).toMatchObject({
      km: '12.5',
      status: 'abgesetzt',
    });
  });

  it('on an invoice: nothing changes under it until its Storno, then it can be corrected', async () => {
    const booking = await phoneBooking({
      datum: yesterday.split('-').reverse().join('.'),
      rueckfahrt: 'keine',
      krankenkasse: '',
      pastConfirmed: 'on',
    });
    await changeBookingStatus(t.db, actor, booking.bookingId, 'completed');
    const [leg] = await legsOf(booking.bookingId);
    expect(await saveLegValues(t.db, actor, leg!.id, { km: '23,4' })).toMatchObject({ ok: true });
    const invoice = await createPrivateInvoice(t.db, dataDir, actor, {
      legIds: [leg!.id],
      empfaengerName: 'Rita Reise',
      empfaengerAdresse: 'Bergerstraße 10\n60316 Frankfurt am Main',
    });
    expect(invoice).toMatchObject({ ok: true });
    expect(await saveLegValues(t.db, actor, leg!.id, { km: '777' })).toMatchObject({
      ok: false,
      code: 'conflict',
      message: LIFECYCLE_MESSAGES.locked,
    });
    expect((await legsOf(booking.bookingId))[0]!.km).toBe('23.4');
    if (!invoice.ok) return;
    expect(await cancelInvoice(t.db, dataDir, actor, { id: invoice.value.id, grund: 'km falsch' })).toMatchObject({
      ok: true,
    });
    expect(await saveLegValues(t.db, actor, leg!.id, { km: '24,1' })).toMatchObject({ ok: true });
    expect((await t.db.select().from(bookings).where(eq(bookings.id, booking.bookingId)))[0]!.status).toBe('completed');
  });
});

describe('a leg called off', () => {
  it('frees its driver, takes no km or signature, and the order follows its legs', async () => {
    const booking = await phoneBooking({
      datum: today.split('-').reverse().join('.'),
      uhrzeit: '23:30',
      pastConfirmed: 'on',
    });
    await assignDriver(t.db, actor, booking.bookingId, me.driverId);
    const [hin, back] = await legsOf(booking.bookingId);
    expect(await changeLegPlan(t.db, actor, booking.bookingId, 'rueck', 'cancel')).toMatchObject({
      bookingNumber: booking.bookingNumber,
    });
    expect((await legsOf(booking.bookingId))[1]).toMatchObject({
      status: 'storniert',
      driverId: null,
      releasedDriverId: me.driverId,
    });
    expect(
      await reportLegProof(t.db, me, {
        reportId: randomUUID(),
        legId: back!.id,
        km: '5',
        kmStart: '',
        kmEnde: '',
        wartezeit: '',
      }),
    ).toMatchObject({ ok: false, message: REPORT_MESSAGES.cancelled });
    // The outbound leg set down by the driver completes the order (the return is cancelled).
    expect(
      await reportLegStatus(t.db, me, {
        reportId: randomUUID(),
        legId: hin!.id,
        report: 'abgesetzt',
        grund: '',
        reportedAt: new Date().toISOString(),
      }),
    ).toMatchObject({ ok: true });
    expect((await t.db.select().from(bookings).where(eq(bookings.id, booking.bookingId)))[0]!.status).toBe('completed');
    // Planned again: the order is open again; the return has no driver until the dispatcher gives it one.
    await changeLegPlan(t.db, actor, booking.bookingId, 'rueck', 'restore');
    expect((await legsOf(booking.bookingId))[1]).toMatchObject({ status: 'geplant', driverId: null });
    expect((await t.db.select().from(bookings).where(eq(bookings.id, booking.bookingId)))[0]!.status).toBe('confirmed');
    expect(await refusal(changeLegPlan(t.db, actor, booking.bookingId, 'hin', 'cancel'))).toBe(
      LIFECYCLE_MESSAGES.notCancellable,
    );
  });
});

describe('the vehicle a ride is driven with', () => {
  it('is its driver\'s wheelchair van when the board left "Fahrzeug des Fahrers": exempt from VAT, and kept once set down', async () => {
    const [van] = await t.db
      .insert(vehicles)
      .values({ plate: 'F-RS 100', wheelchair: true, tragestuhl: true })
      .returning();
    const vanDriver = await createDriver(t.db, { name: 'Valentin Van', vehicleId: van!.id });
    const booking = await phoneBooking({
      datum: yesterday.split('-').reverse().join('.'),
      rueckfahrt: 'keine',
      transportart: 'rollstuhl',
      pastConfirmed: 'on',
    });
    await assignDriver(t.db, actor, booking.bookingId, vanDriver.id);
    const [leg] = await legsOf(booking.bookingId);
    expect(leg!.vehicleId).toBeNull();
    await t.db.update(tripLegs).set({ km: '12.0' }).where(eq(tripLegs.id, leg!.id));
    const [before] = await loadLegFacts(t.db, [leg!.id]);
    expect(before).toMatchObject({ vehicleId: van!.id, vehicleEquipped: true });
    await changeBookingStatus(t.db, actor, booking.bookingId, 'completed');
    const [after] = await loadLegFacts(t.db, [leg!.id]);
    const price = priceFromFacts(after!);
    expect(price.ok && price.value.vat.category).toBe('steuerfrei');
    expect(
      (
        await t.db
          .select()
          .from(tripLegs)
          .where(and(eq(tripLegs.id, leg!.id)))
      )[0]!.vehicleId,
    ).toBe(van!.id);
  });
});
