// The drivers' app use cases (issue 20) on PGlite (and PostgreSQL with TEST_DATABASE_URL): a driver's
// account linked to the driver record, only their own legs of today and tomorrow, status reports applied
// once per report id and in report-time order, proof of service into the leg and leg_documents, each
// written to the booking's history and announced as a change.
import { randomUUID } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createDriverSession,
  createStaffSession,
  createTestServices,
  type DriverSessionForTest,
} from '../../../tests/support/staff-session';
import { createTestDb, type TestDb } from '../../../tests/support/test-db';
import { photoJpeg, PHOTO_JPEG, pngHeaderOnly, SIGNATURE_PNG } from '../../../tests/support/test-images';
import { addCalendarDays, berlinDate } from '#app/domain/berlin-time';
import { describeHistoryEntry } from '#app/domain/bookings/history';
import { formatGermanDateTime } from '#app/domain/german-date';
import { DRIVER_ACCOUNT_MESSAGES } from '#app/domain/driver-app/action-texts';
import { REPORT_MESSAGES } from '#app/domain/driver-app/reports';
import { IMAGE_MESSAGES } from '#app/domain/image-limits';
import { parseBookingEvent } from '#app/server/bookings/booking-events.server';
import { createBooking, createDriver } from '#app/server/bookings/staff-bookings.fixtures';
import { bookingEvents, legDocuments, legReports, tripLegs, users, vehicles } from '#app/server/db/schema';
import { CHANGES_CHANNEL } from '#app/server/realtime/notify-change.server';
import type { AppServices } from '#app/server/services.server';
import { uploadsDir } from '#app/server/storage/prescriptions.server';
import { createDriverAccount, driverAccountsByDriver, driverOfUser } from './driver-accounts.server';
import { listDriverLegs } from './driver-legs.server';
import { reportLegProof, reportLegStatus, saveLegDocument, type ReportingDriver } from './driver-reports.server';

let t: TestDb;
let services: AppServices;
let driver: DriverSessionForTest;
let me: ReportingDriver;
const today = berlinDate();

// Real images: every stored image is decoded and written anew (issue 39).
const PNG = SIGNATURE_PNG;
const JPEG = PHOTO_JPEG;

async function legOf(bookingId: string, kind: 'hin' | 'rueck' = 'hin') {
  const rows = await t.db.select().from(tripLegs).where(eq(tripLegs.bookingId, bookingId));
  return rows.find((row) => row.kind === kind)!;
}

async function history(bookingId: string): Promise<string[]> {
  const rows = await t.db
    .select()
    .from(bookingEvents)
    .where(eq(bookingEvents.bookingId, bookingId))
    .orderBy(asc(bookingEvents.id));
  return rows
    .filter((row) => row.type.startsWith('leg-'))
    .map((row) => describeHistoryEntry(parseBookingEvent(row.type, row.data)));
}

const at = (minutesAgo: number) => new Date(Date.now() - minutesAgo * 60_000).toISOString();

const changes: { id: string }[] = [];

beforeAll(async () => {
  t = await createTestDb();
  await t.handle.listen(CHANGES_CHANNEL, (payload) => changes.push(JSON.parse(payload) as { id: string }));
  services = createTestServices(t.db);
  driver = await createDriverSession(services, { name: 'Anna Hinweg' });
  me = { userId: driver.user.id, driverId: driver.driverId, actor: { userId: driver.user.id, label: 'Anna Hinweg' } };
});
afterAll(async () => t?.close());

describe('driver accounts', () => {
  it('links the fahrer account to its driver record', async () => {
    expect(driver.user.role).toBe('fahrer');
    expect(await driverOfUser(t.db, driver.user.id)).toEqual({ driverId: driver.driverId, name: 'Anna Hinweg' });
    expect((await driverAccountsByDriver(t.db))[driver.driverId]).toMatchObject({
      email: driver.user.email,
      active: true,
      mustChangePassword: false,
    });
  });

  it("creates an account with a one-time password, once per driver, and needs the driver's e-mail", async () => {
    const owner = await createStaffSession(services, { role: 'inhaber' });
    const withMail = await createDriver(t.db, { name: 'Bruno Rückweg', email: 'bruno@fahrer.example' });
    const created = await createDriverAccount(t.db, owner.user, withMail.id);
    expect(created).toMatchObject({
      ok: true,
      value: { account: { role: 'fahrer', email: 'bruno@fahrer.example' }, oneTimePassword: expect.any(String) },
    });
    const [row] = await t.db.select().from(users).where(eq(users.email, 'bruno@fahrer.example'));
    expect(row).toMatchObject({ role: 'fahrer', mustChangePassword: true });
    expect(await createDriverAccount(t.db, owner.user, withMail.id)).toMatchObject({
      ok: false,
      code: 'conflict',
      message: DRIVER_ACCOUNT_MESSAGES.exists,
    });
    const withoutMail = await createDriver(t.db, { name: 'Ohne Mail' });
    expect(await createDriverAccount(t.db, owner.user, withoutMail.id)).toMatchObject({
      ok: false,
      code: 'invalid',
      fieldErrors: { email: DRIVER_ACCOUNT_MESSAGES.emailMissing },
    });
    expect(await createDriverAccount(t.db, owner.user, randomUUID())).toMatchObject({ ok: false, code: 'not-found' });
    expect(await createDriverAccount(t.db, owner.user, 'kein-id')).toMatchObject({ ok: false, code: 'not-found' });
  });
});

describe('listDriverLegs', () => {
  it("lists only the driver's own legs of today and tomorrow, by time, with patient, flags and notes", async () => {
    const other = await createDriver(t.db, { name: 'Andere Fahrerin' });
    const mine = await createBooking(t.db, {
      datum: today,
      uhrzeit: '10:30',
      assignedDriverId: driver.driverId,
      vorname: 'Ingo',
      nachname: 'Ansteckend',
      besonderheiten: { infektiös: true, rollstuhl: true },
      hinweise: 'Klingel defekt',
      begleitpersonen: 2,
    });
    const early = await createBooking(t.db, {
      datum: today,
      uhrzeit: '07:15',
      assignedDriverId: driver.driverId,
      vorname: 'Frieda',
      nachname: 'Früh',
    });
    const tomorrow = await createBooking(t.db, {
      datum: addCalendarDays(today, 1),
      uhrzeit: '06:00',
      assignedDriverId: driver.driverId,
      vorname: 'Tom',
      nachname: 'Morgen',
    });
    await createBooking(t.db, {
      datum: addCalendarDays(today, 2),
      uhrzeit: '06:00',
      assignedDriverId: driver.driverId,
      vorname: 'Zu',
      nachname: 'Spät',
    });
    await createBooking(t.db, {
      datum: addCalendarDays(today, -1),
      uhrzeit: '06:00',
      assignedDriverId: driver.driverId,
      vorname: 'Ge',
      nachname: 'Stern',
    });
    await createBooking(t.db, {
      datum: today,
      uhrzeit: '08:00',
      assignedDriverId: other.id,
      vorname: 'Fremd',
      nachname: 'Patient',
    });
    const { legs, released } = await listDriverLegs(t.db, driver.driverId, today);
    expect(released).toEqual([]);
    expect(legs.map((leg) => leg.patient)).toEqual(['Frieda Früh', 'Ingo Ansteckend', 'Tom Morgen']);
    expect(legs.map((leg) => leg.bookingNumber)).toEqual([
      early.bookingNumber,
      mine.bookingNumber,
      tomorrow.bookingNumber,
    ]);
    expect(legs[1]).toMatchObject({
      uhrzeit: '10:30',
      telefon: '069 900091',
      status: 'geplant',
      notes: ['Klingel defekt'],
      reports: [],
      documents: [],
      begleitpersonen: 2,
    });
    expect(legs[0]!.begleitpersonen).toBe(0);
    expect(legs[1]!.flags.map((flag) => flag.label)).toEqual(['Infektiös', 'Rollstuhl']);
  });

  it('names the vehicle of each ride (its own, else the driver’s) and the booking’s note once (issue 37)', async () => {
    const [car] = await t.db
      .insert(vehicles)
      .values({ plate: 'F-KF 100', model: 'Skoda Octavia', wheelchair: false, seats: 5 })
      .returning({ id: vehicles.id });
    const [van] = await t.db
      .insert(vehicles)
      .values({ plate: 'F-AC 101', model: 'VW Caddy', wheelchair: true, seats: 5 })
      .returning({ id: vehicles.id });
    const own = await createDriver(t.db, { name: 'Carla Eigenwagen', vehicleId: car!.id });
    // The phone and the wizard store the booking's note twice: as the note and as the free-text answer.
    const noted = await createBooking(t.db, {
      datum: today,
      uhrzeit: '08:00',
      assignedDriverId: own.id,
      nachname: 'Rollmann',
      hinweise: 'Hund im Haus',
      besonderheiten: { rollstuhl: true, weitere: true, weitereHinweise: 'Hund im Haus' },
    });
    await createBooking(t.db, { datum: today, uhrzeit: '11:00', assignedDriverId: own.id, nachname: 'Sitzmann' });
    await t.db
      .update(tripLegs)
      .set({ vehicleId: van!.id, notes: 'Bitte hupen' })
      .where(eq(tripLegs.bookingId, noted.id));
    const { legs } = await listDriverLegs(t.db, own.id, today);
    expect(legs.map((leg) => [leg.patient, leg.vehicle, leg.notes])).toEqual([
      ['Erika Rollmann', 'F-AC 101 VW Caddy (Rollstuhl)', ['Bitte hupen']],
      ['Erika Sitzmann', 'F-KF 100 Skoda Octavia', []],
    ]);
    expect(legs[0]!.flags.map((flag) => flag.label)).toEqual(['Rollstuhl', 'Hinweis: Hund im Haus']);
    const carless = await createDriver(t.db, { name: 'Dora Ohneauto' });
    await createBooking(t.db, { datum: today, uhrzeit: '12:00', assignedDriverId: carless.id });
    expect((await listDriverLegs(t.db, carless.id, today)).legs.map((leg) => leg.vehicle)).toEqual([null]);
  });
});

describe('reportLegStatus', () => {
  it('sets the leg status, writes the history and a change event; the same report id twice changes nothing', async () => {
    const booking = await createBooking(t.db, { datum: today, uhrzeit: '09:00', assignedDriverId: driver.driverId });
    const leg = await legOf(booking.id);
    const reportId = randomUUID();
    const first = await reportLegStatus(t.db, me, {
      reportId,
      legId: leg.id,
      report: 'an-bord',
      grund: '',
      reportedAt: at(3),
    });
    expect(first).toEqual({ ok: true, value: { duplicate: false, status: 'an-bord', clockOff: false } });
    const again = await reportLegStatus(t.db, me, {
      reportId,
      legId: leg.id,
      report: 'an-bord',
      grund: '',
      reportedAt: at(3),
    });
    expect(again).toEqual({ ok: true, value: { duplicate: true, status: 'an-bord', clockOff: false } });
    expect((await legOf(booking.id)).status).toBe('an-bord');
    expect(await t.db.select().from(legReports).where(eq(legReports.legId, leg.id))).toHaveLength(1);
    const lines = await history(booking.id);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Fahrer-Meldung der Hinfahrt: Patient an Bord, \d\d:\d\d Uhr$/);
    const [event] = await t.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, booking.id));
    expect(event).toMatchObject({ actorUserId: driver.user.id, actorLabel: 'Anna Hinweg', type: 'leg-report' });
    for (let i = 0; i < 50 && !changes.some((change) => change.id === booking.id); i++)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(changes.filter((change) => change.id === booking.id)).toEqual([
      { entity: 'booking', kind: 'update', id: booking.id, source: 'staff' },
    ]);
  });

  it('keeps the newest status when an older report arrives late, and records it as "nachgereicht"', async () => {
    const booking = await createBooking(t.db, { datum: today, uhrzeit: '11:00', assignedDriverId: driver.driverId });
    const leg = await legOf(booking.id);
    await reportLegStatus(t.db, me, {
      reportId: randomUUID(),
      legId: leg.id,
      report: 'abgesetzt',
      grund: '',
      reportedAt: at(1),
    });
    const late = await reportLegStatus(t.db, me, {
      reportId: randomUUID(),
      legId: leg.id,
      report: 'unterwegs',
      grund: '',
      reportedAt: at(30),
    });
    expect(late).toEqual({ ok: true, value: { duplicate: false, status: 'abgesetzt', clockOff: false } });
    expect((await legOf(booking.id)).status).toBe('abgesetzt');
    expect((await history(booking.id))[1]).toMatch(/Unterwegs, .* \(nachgereicht\)$/);
  });

  it('needs a reason for "nicht angetroffen" and offers "Patient fertig" only for a "nach Termin" return', async () => {
    const booking = await createBooking(t.db, {
      datum: today,
      uhrzeit: '08:00',
      assignedDriverId: driver.driverId,
      rueckfahrt: 'nach-termin',
      rueckfahrtDatum: today,
    });
    await t.db.update(tripLegs).set({ driverId: driver.driverId }).where(eq(tripLegs.bookingId, booking.id));
    const hin = await legOf(booking.id);
    const back = await legOf(booking.id, 'rueck');
    const base = { grund: '', reportedAt: at(1) };
    expect(
      await reportLegStatus(t.db, me, { ...base, reportId: randomUUID(), legId: hin.id, report: 'nicht-angetroffen' }),
    ).toMatchObject({
      ok: false,
      code: 'invalid',
      fieldErrors: { grund: REPORT_MESSAGES.reasonMissing },
    });
    expect(
      await reportLegStatus(t.db, me, { ...base, reportId: randomUUID(), legId: hin.id, report: 'patient-fertig' }),
    ).toMatchObject({ ok: false, code: 'invalid' });
    expect(
      await reportLegStatus(t.db, me, { ...base, reportId: randomUUID(), legId: back.id, report: 'patient-fertig' }),
    ).toMatchObject({
      ok: true,
      value: { status: 'geplant' },
    });
    expect(
      await reportLegStatus(t.db, me, {
        ...base,
        reportId: randomUUID(),
        legId: hin.id,
        report: 'nicht-angetroffen',
        grund: 'Niemand öffnet',
      }),
    ).toMatchObject({
      ok: true,
      value: { status: 'nicht-angetroffen' },
    });
    expect(await history(booking.id)).toEqual([
      expect.stringMatching(/^Fahrer-Meldung der Rückfahrt: Patient fertig/),
      expect.stringMatching(/^Fahrer-Meldung der Hinfahrt: Nicht angetroffen \(Grund: Niemand öffnet\)/),
    ]);
  });

  it("refuses another driver's leg, a leg outside the days, unknown reports, bad ids and implausible times", async () => {
    const other = await createDriver(t.db, { name: 'Fremder Fahrer' });
    const foreign = await legOf((await createBooking(t.db, { datum: today, assignedDriverId: other.id })).id);
    const old = await legOf(
      (await createBooking(t.db, { datum: addCalendarDays(today, -3), assignedDriverId: driver.driverId })).id,
    );
    const mine = await legOf((await createBooking(t.db, { datum: today, assignedDriverId: driver.driverId })).id);
    const input = (legId: string, extra: Partial<Parameters<typeof reportLegStatus>[2]> = {}) => ({
      reportId: randomUUID(),
      legId,
      report: 'unterwegs',
      grund: '',
      reportedAt: at(1),
      ...extra,
    });
    expect(await reportLegStatus(t.db, me, input(foreign.id))).toEqual({ ok: false, code: 'not-found' });
    expect(await reportLegStatus(t.db, me, input(old.id))).toEqual({ ok: false, code: 'not-found' });
    expect(await reportLegStatus(t.db, me, input('kein-id'))).toEqual({ ok: false, code: 'not-found' });
    expect(await reportLegStatus(t.db, me, input(mine.id, { report: 'fliegt' }))).toMatchObject({
      ok: false,
      code: 'invalid',
      message: REPORT_MESSAGES.unknown,
    });
    expect(await reportLegStatus(t.db, me, input(mine.id, { reportId: 'x' }))).toMatchObject({
      ok: false,
      code: 'invalid',
    });
    expect(await reportLegStatus(t.db, me, input(mine.id, { reportedAt: 'morgen' }))).toMatchObject({
      ok: false,
      code: 'invalid',
      message: REPORT_MESSAGES.time,
    });
    expect((await legOf(foreign.bookingId)).status).toBe('geplant');
    expect(await t.db.select().from(legReports).where(eq(legReports.legId, mine.id))).toHaveLength(0);
  });

  it("takes a report from a phone whose clock runs ahead at the time it arrives, says so and keeps the phone's time", async () => {
    const booking = await createBooking(t.db, { datum: today, assignedDriverId: driver.driverId });
    const leg = await legOf(booking.id);
    const now = new Date();
    const phone = new Date(now.getTime() + 20 * 60_000);
    const reportId = randomUUID();
    const report = { reportId, legId: leg.id, report: 'unterwegs', grund: '', reportedAt: phone.toISOString() };
    expect(await reportLegStatus(t.db, me, report, now)).toEqual({
      ok: true,
      value: { duplicate: false, status: 'unterwegs', clockOff: true },
    });
    const [stored] = await t.db.select().from(legReports).where(eq(legReports.id, reportId));
    expect(stored!.reportedAt.getTime()).toBe(now.getTime());
    expect((await history(booking.id)).find((line) => line.startsWith('Fahrer-Meldung'))).toContain(
      `(Zeit des Eingangs; die Uhr des Telefons zeigte ${formatGermanDateTime(phone)})`,
    );
    // Sent again (its answer was lost): applied once.
    expect(await reportLegStatus(t.db, me, report, now)).toEqual({
      ok: true,
      value: { duplicate: true, status: 'unterwegs', clockOff: false },
    });
    // The next report, from a phone set right, follows it.
    const next = await reportLegStatus(
      t.db,
      me,
      {
        ...report,
        reportId: randomUUID(),
        report: 'angekommen',
        reportedAt: new Date(now.getTime() + 60_000).toISOString(),
      },
      new Date(now.getTime() + 90_000),
    );
    expect(next).toEqual({ ok: true, value: { duplicate: false, status: 'angekommen', clockOff: false } });
  });

  it('counts a report from a phone a few minutes ahead when it arrives, so a later correct report follows it (issue 39)', async () => {
    const booking = await createBooking(t.db, { datum: today, assignedDriverId: driver.driverId });
    const leg = await legOf(booking.id);
    const now = new Date();
    const ahead = { reportId: randomUUID(), legId: leg.id, report: 'unterwegs', grund: '' };
    expect(
      await reportLegStatus(
        t.db,
        me,
        { ...ahead, reportedAt: new Date(now.getTime() + 4 * 60_000).toISOString() },
        now,
      ),
    ).toEqual({ ok: true, value: { duplicate: false, status: 'unterwegs', clockOff: false } });
    const [stored] = await t.db.select().from(legReports).where(eq(legReports.id, ahead.reportId));
    expect(stored!.reportedAt.getTime()).toBe(now.getTime());
    // A minute later the co-driver's phone, set right, reports the arrival: it is the newer report.
    const arrived = await reportLegStatus(
      t.db,
      me,
      {
        reportId: randomUUID(),
        legId: leg.id,
        report: 'angekommen',
        grund: '',
        reportedAt: new Date(now.getTime() + 60_000).toISOString(),
      },
      new Date(now.getTime() + 61_000),
    );
    expect(arrived).toEqual({ ok: true, value: { duplicate: false, status: 'angekommen', clockOff: false } });
    expect((await legOf(booking.id)).status).toBe('angekommen');
  });
});

describe('proof of service', () => {
  it('stores km (from the odometer) and waiting time once per report id', async () => {
    const booking = await createBooking(t.db, { datum: today, assignedDriverId: driver.driverId });
    const leg = await legOf(booking.id);
    const reportId = randomUUID();
    const input = { reportId, legId: leg.id, km: '', kmStart: '10200', kmEnde: '10223,4', wartezeit: '25' };
    expect(await reportLegProof(t.db, me, input)).toEqual({ ok: true, value: { duplicate: false } });
    expect(await reportLegProof(t.db, me, input)).toEqual({ ok: true, value: { duplicate: true } });
    expect(await legOf(booking.id)).toMatchObject({ km: '23.4', wartezeitMinuten: 25 });
    expect(await reportLegProof(t.db, me, { ...input, reportId: randomUUID(), kmEnde: '100' })).toMatchObject({
      ok: false,
      code: 'invalid',
      fieldErrors: { kmEnde: expect.any(String) },
    });
    expect(await history(booking.id)).toEqual(['Nachweis der Hinfahrt erfasst: 23,4 km, 25 Min. Wartezeit']);
  });

  it('stores the signature as a private file under DATA_DIR, replaces it on a new one, refuses other content', async () => {
    const booking = await createBooking(t.db, { datum: today, assignedDriverId: driver.driverId });
    const leg = await legOf(booking.id);
    const reportId = randomUUID();
    expect(await saveLegDocument(services, me, { reportId, legId: leg.id, art: 'unterschrift', bytes: PNG })).toEqual({
      ok: true,
      value: { duplicate: false },
    });
    expect(await saveLegDocument(services, me, { reportId, legId: leg.id, art: 'unterschrift', bytes: PNG })).toEqual({
      ok: true,
      value: { duplicate: true },
    });
    const [first] = await t.db.select().from(legDocuments).where(eq(legDocuments.legId, leg.id));
    expect(first).toMatchObject({ art: 'unterschrift', dateiMime: 'image/png', recordedBy: driver.user.id });
    const file = await stat(join(uploadsDir(services.dataDir), first!.dateiId));
    expect(file.mode & 0o777).toBe(0o600);
    expect(
      await saveLegDocument(services, me, { reportId: randomUUID(), legId: leg.id, art: 'unterschrift', bytes: JPEG }),
    ).toMatchObject({ ok: false, code: 'invalid' });
    expect(
      await saveLegDocument(services, me, {
        reportId: randomUUID(),
        legId: leg.id,
        art: 'transportschein',
        bytes: JPEG,
      }),
    ).toEqual({ ok: true, value: { duplicate: false } });
    expect(
      await saveLegDocument(services, me, { reportId: randomUUID(), legId: leg.id, art: 'unterschrift', bytes: PNG }),
    ).toEqual({ ok: true, value: { duplicate: false } });
    const rows = await t.db.select().from(legDocuments).where(eq(legDocuments.legId, leg.id));
    expect(rows.map((row) => row.art).sort()).toEqual(['transportschein', 'unterschrift']);
    const replaced = rows.find((row) => row.art === 'unterschrift')!;
    expect(replaced.dateiId).not.toBe(first!.dateiId);
    await expect(stat(join(uploadsDir(services.dataDir), first!.dateiId))).rejects.toThrow();
    expect(
      (await listDriverLegs(t.db, driver.driverId, today)).legs
        .find((candidate) => candidate.id === leg.id)!
        .documents.sort(),
    ).toEqual(['transportschein', 'unterschrift']);
    expect(await history(booking.id)).toEqual([
      'Unterschrift des Patienten der Hinfahrt erfasst',
      'Foto des Transportscheins der Hinfahrt erfasst',
      'Unterschrift des Patienten der Hinfahrt erfasst',
    ]);
  });

  it('refuses a decompression bomb or a dot as the signature, and stores nothing billing could count (issue 39)', async () => {
    const booking = await createBooking(t.db, { datum: today, assignedDriverId: driver.driverId });
    const leg = await legOf(booking.id);
    const save = (bytes: Uint8Array, art: 'unterschrift' | 'transportschein' = 'unterschrift') =>
      saveLegDocument(services, me, { reportId: randomUUID(), legId: leg.id, art, bytes });
    // 50 000 × 50 000 px in a few bytes: refused by its header, never decoded.
    expect(await save(pngHeaderOnly(50_000, 50_000))).toMatchObject({
      ok: false,
      code: 'invalid',
      message: IMAGE_MESSAGES.signatureTooLarge,
    });
    expect(await save(pngHeaderOnly(50_000, 50_000), 'transportschein')).toMatchObject({
      ok: false,
      message: IMAGE_MESSAGES.documentTooLarge,
    });
    // Within the limits but not a decodable image.
    expect(await save(pngHeaderOnly(400, 200))).toMatchObject({ ok: false, code: 'invalid' });
    const dot = await sharp({ create: { width: 1, height: 1, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    expect(await save(dot)).toMatchObject({ ok: false, message: IMAGE_MESSAGES.signatureTooSmall });
    expect(await t.db.select().from(legDocuments).where(eq(legDocuments.legId, leg.id))).toEqual([]);
    expect(await t.db.select().from(legReports).where(eq(legReports.legId, leg.id))).toEqual([]);
  });

  it("stores the Transportschein photo without its EXIF (GPS position, owner's name), turned upright (issue 39)", async () => {
    const booking = await createBooking(t.db, { datum: today, assignedDriverId: driver.driverId });
    const leg = await legOf(booking.id);
    // 64 × 48 px lying on their side (orientation 6): shown 48 × 64.
    const photo = await photoJpeg(64, 48, 6);
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    expect(
      await saveLegDocument(services, me, {
        reportId: randomUUID(),
        legId: leg.id,
        art: 'transportschein',
        bytes: photo,
      }),
    ).toEqual({ ok: true, value: { duplicate: false } });
    const [row] = await t.db.select().from(legDocuments).where(eq(legDocuments.legId, leg.id));
    const stored = await readFile(join(uploadsDir(services.dataDir), row!.dateiId));
    expect(row!.dateiGroesse).toBe(stored.byteLength);
    const meta = await sharp(stored).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
      format: 'jpeg',
      width: 48,
      height: 64,
    });
    expect([meta.exif, meta.xmp, meta.iptc, meta.orientation]).toEqual([undefined, undefined, undefined, undefined]);
    expect(stored.includes('Erika Muster')).toBe(false);
  });
});
