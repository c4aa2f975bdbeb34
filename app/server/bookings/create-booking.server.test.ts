import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { pino } from 'pino';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../../../tests/support/test-db';
import { photoJpeg, pngHeaderOnly, SIGNATURE_PNG } from '../../../tests/support/test-images';
import { company } from '#app/company';
import { berlinInstant } from '#app/domain/berlin-time';
import { PRESCRIPTION_MESSAGES } from '#app/domain/booking/prescription';
import { IMAGE_MESSAGES } from '#app/domain/image-limits';
import { CONSENT_VERSION, EMPTY_VALUES, MESSAGES, returnHoursMessage } from '#app/domain/booking/schemas';
import { PHONE_MESSAGES } from '#app/domain/patients/phone';
import { queryRows } from '#app/server/db/query-rows.server';
import { bookingEvents, bookings, outboxJobs } from '#app/server/db/schema';
import { parseEnv } from '#app/server/env.server';
import { createRateLimiter } from '#app/server/security/rate-limit.server';
import { checkPrescription, openPrescription } from '#app/server/storage/prescriptions.server';
import { getSlotCapacity, setSlotCapacity } from './booking-capacity.server';
import { bookingRateLimiter, handleBookingIntake, MAX_BODY_BYTES } from './booking-intake.server';
import { createBooking } from './create-booking.server';
import { getSlotOffer } from './slot-offer.server';

const now = berlinInstant('2026-06-10', '12:00');
const valid = {
  ...EMPTY_VALUES,
  vorname: 'Erika',
  nachname: 'Muster',
  telefon: '+49691234567',
  email: 'erika@example.org',
  abholadresse: 'Musterweg 1, 60311 Frankfurt am Main',
  zieladresse: 'Klinikstraße 2, 60590 Frankfurt am Main',
  krankenkasse: '',
  pflegegrad: 'keiner' as const,
  rollstuhl: true,
  barrierefreiZugang: 'nein' as const,
  datum: '2026-06-12',
  uhrzeit: '09:00',
  rueckfahrt: 'fest' as const,
  rueckfahrtZeit: '11:30',
  genehmigungVorhanden: true,
  zustimmung: true,
  bestaetigungsEmail: 'angehoerige@example.org',
};

const pdf = new TextEncoder().encode(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);
// A real image: a stored image is decoded and written anew (issue 39).
const png = new Uint8Array(SIGNATURE_PNG);

let testDb: TestDb;
let dataDir: string;
let keyCounter = 0;
const newKey = () => `test-key-${Date.now()}-${++keyCounter}-abcdef`;

beforeAll(async () => {
  testDb = await createTestDb();
  dataDir = mkdtempSync(join(tmpdir(), 'kf-booking-'));
});
afterAll(async () => {
  await testDb.close();
  rmSync(dataDir, { recursive: true, force: true });
});
beforeEach(async () => {
  await testDb.db.execute(sql`truncate bookings, outbox_jobs, booking_events, app_settings cascade`);
});

const countBookings = async () => (await testDb.db.select({ id: bookings.id }).from(bookings)).length;

function submit(
  values: Record<string, unknown>,
  key = newKey(),
  file: { name: string; bytes: Uint8Array } | null = null,
) {
  return createBooking(testDb.db, { values, idempotencyKey: key, file }, { dataDir, now });
}

describe('createBooking', () => {
  it('stores a valid booking as pending with its number, consent, history and three jobs', async () => {
    const result = await submit(valid, newKey(), { name: 'Verordnung.pdf', bytes: pdf });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.bookingNumber).toMatch(/^KF-2026-\d{5}$/);
    const [row] = await testDb.db.select().from(bookings).where(eq(bookings.id, result.bookingId));
    expect(row).toMatchObject({
      status: 'pending',
      assignedDriverId: null,
      transportart: null,
      pflegegrad: null,
      krankenkasse: null,
      datum: '2026-06-12',
      uhrzeit: '09:00',
      rueckfahrt: 'fest',
      rueckfahrtZeit: '11:30',
      rueckfahrtDatum: '2026-06-12',
      rueckfahrtUhrzeit: '11:30',
      rueckfahrtAbholadresse: valid.zieladresse,
      rueckfahrtZieladresse: valid.abholadresse,
      besonderheiten: {
        adipositas: false,
        infektiös: false,
        rollstuhl: true,
        sehbeeinträchtigt: false,
        weitere: false,
        barrierefreiZugang: false,
      },
      bestaetigungsEmail: 'angehoerige@example.org',
      genehmigungVorhanden: true,
      consentVersion: CONSENT_VERSION,
      verordnungDateiname: 'Verordnung.pdf',
      verordnungMime: 'application/pdf',
      verordnungGroesse: pdf.byteLength,
      quelle: 'online',
    });
    expect(row!.consentAt?.getTime()).toBe(now.getTime());
    // The file lives under DATA_DIR/uploads with a generated name and opens for staff.
    expect(readFileSync(join(dataDir, 'uploads', row!.verordnungDateiId!))).toEqual(Buffer.from(pdf));
    const download = await openPrescription({ dataDir }, row!);
    expect(download).toMatchObject({ mime: 'application/pdf', fileName: 'Verordnung.pdf', size: pdf.byteLength });
    download!.stream.destroy();

    const jobs = await testDb.db.select().from(outboxJobs).where(eq(outboxJobs.bookingId, result.bookingId));
    expect(jobs.map((job) => [job.kind, job.payload]).sort()).toEqual(
      [
        ['booking-email', { template: 'confirmation', to: 'angehoerige@example.org', bookingId: result.bookingId }],
        ['booking-email', { template: 'notification', to: company.email, bookingId: result.bookingId }],
        ['calendar-sync', { action: 'create', bookingId: result.bookingId }],
      ].sort(),
    );
    const events = await testDb.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, result.bookingId));
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ type: 'created', actorLabel: 'Online-Buchung', actorUserId: null });
  });

  it('keeps care level and insurer when given', async () => {
    const result = await submit({
      ...valid,
      pflegegrad: '3',
      krankenkasse: 'AOK Hessen',
      rueckfahrt: 'nach-termin',
      rueckfahrtZeit: '',
    });
    expect(result.ok).toBe(true);
    const [row] = await testDb.db.select().from(bookings);
    expect(row).toMatchObject({
      pflegegrad: 3,
      krankenkasse: 'AOK Hessen',
      rueckfahrt: 'nach-termin',
      rueckfahrtZeit: null,
      rueckfahrtDatum: '2026-06-12',
    });
  });

  it('stores the phone number in E.164 whatever the notation', async () => {
    expect((await submit({ ...valid, telefon: '0691234567' })).ok).toBe(true);
    const [row] = await testDb.db.select().from(bookings);
    expect(row?.telefon).toBe('+49691234567');
  });

  const rules: [string, Record<string, unknown>, string, string][] = [
    ['first name', { vorname: ' ' }, 'vorname', MESSAGES.vorname],
    ['last name', { nachname: '' }, 'nachname', MESSAGES.nachname],
    ['phone', { telefon: '069 123' }, 'telefon', 'Nur Ziffern und optional ein führendes +'],
    ['phone without area code', { telefon: '1234567' }, 'telefon', PHONE_MESSAGES.invalid],
    ['impossible phone', { telefon: '+4969' }, 'telefon', PHONE_MESSAGES.invalid],
    ['e-mail', { email: 'erika@' }, 'email', 'Bitte geben Sie eine gültige E\u2011Mail-Adresse ein.'],
    ['pickup', { abholadresse: '' }, 'abholadresse', MESSAGES.abholadresse],
    ['destination', { zieladresse: '' }, 'zieladresse', MESSAGES.zieladresse],
    ['care level', { pflegegrad: '7' }, 'pflegegrad', MESSAGES.pflegegrad],
    ['barrier-free answer', { barrierefreiZugang: '' }, 'barrierefreiZugang', 'Bitte wählen Sie eine Option aus.'],
    ['date', { datum: '' }, 'datum', MESSAGES.datum],
    ['time', { uhrzeit: '09:10' }, 'uhrzeit', MESSAGES.uhrzeit],
    [
      'earliest moment',
      { datum: '2026-06-11', uhrzeit: '11:45' },
      'uhrzeit',
      'Der früheste buchbare Termin ist der 11.06.2026 um 12:00 Uhr.',
    ],
    ['return time', { rueckfahrtZeit: '' }, 'rueckfahrtZeit', MESSAGES.rueckfahrtZeit],
    ['return after outbound', { rueckfahrtZeit: '08:45' }, 'rueckfahrtZeit', MESSAGES.rueckfahrtNachHinfahrt],
    [
      'return outside the service hours',
      { rueckfahrtZeit: '23:30' },
      'rueckfahrtZeit',
      returnHoursMessage(company.openingHours),
    ],
    ['empty phone', { telefon: '' }, 'telefon', 'Bitte geben Sie eine Telefonnummer ein.'],
    [
      'e-mail with a trailing dot',
      { email: 'anna@web.de.' },
      'email',
      'Bitte geben Sie eine gültige E\u2011Mail-Adresse ein.',
    ],
    ['consent', { zustimmung: false }, 'zustimmung', MESSAGES.zustimmung],
    [
      'confirmation e-mail',
      { bestaetigungsEmail: 'x' },
      'bestaetigungsEmail',
      'Bitte geben Sie eine gültige E\u2011Mail-Adresse ein.',
    ],
  ];
  it.each(rules)('rejects an invalid %s with its message and writes nothing', async (_name, change, field, message) => {
    const result = await submit({ ...valid, ...change });
    expect(result).toMatchObject({ ok: false, reason: 'invalid', errors: { [field]: message } });
    expect(await countBookings()).toBe(0);
    expect((await testDb.db.select().from(outboxJobs)).length).toBe(0);
  });

  it('stores one booking for a repeated idempotency key, sequential or concurrent', async () => {
    const key = newKey();
    const first = await submit(valid, key);
    const again = await submit(valid, key);
    expect(again).toEqual({ ...first, repeated: true });
    const otherKey = newKey();
    const together = await Promise.all([submit(valid, otherKey), submit(valid, otherKey), submit(valid, otherKey)]);
    const numbers = new Set(together.map((r) => (r.ok ? r.bookingNumber : 'failed')));
    expect(numbers.size).toBe(1);
    expect(await countBookings()).toBe(2);
    expect((await testDb.db.select().from(outboxJobs)).length).toBe(6);
  });

  it('numbers concurrent bookings gap-free and uniquely, with repeated keys among them', async () => {
    const keys = Array.from({ length: 8 }, () => newKey());
    const results = await Promise.all(
      [...keys, ...keys.slice(0, 4), ...keys.slice(0, 2)].map((key) => submit(valid, key)),
    );
    const numbers = [...new Set(results.map((r) => (r.ok ? r.bookingNumber : 'failed')))].sort();
    expect(numbers).toHaveLength(8);
    const sequence = numbers.map((n) => Number(n.slice(-5)));
    expect(sequence).toEqual(Array.from({ length: 8 }, (_, i) => sequence[0]! + i));
    // No number was taken and given back: the year's counter stands at the last one handed out.
    const [counter] = await queryRows<{ last_value: number }>(
      testDb.db,
      sql`select last_value from booking_number_counters where year = ${Number(numbers[0]!.slice(3, 7))}`,
    );
    expect(Number(counter!.last_value)).toBe(sequence.at(-1));
    expect(await countBookings()).toBe(8);
  });

  it('refuses a malformed idempotency key', async () => {
    expect(await submit(valid, 'short')).toMatchObject({ ok: false, reason: 'bad-request' });
    expect(await countBookings()).toBe(0);
  });

  it('honours the capacity under concurrent submissions for the last free place', async () => {
    expect(await getSlotCapacity(testDb.db)).toBe(0);
    await setSlotCapacity(testDb.db, 2);
    expect(await getSlotCapacity(testDb.db)).toBe(2);
    expect((await submit(valid)).ok).toBe(true);
    const results = await Promise.all(Array.from({ length: 6 }, () => submit(valid)));
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    const refused = results.filter((r) => !r.ok);
    expect(refused).toHaveLength(5);
    expect(refused[0]).toMatchObject({
      reason: 'invalid',
      step: 3,
      errors: { uhrzeit: expect.stringContaining('vergeben') },
    });
    expect(await countBookings()).toBe(2);
    // Another slot is still free; the full one is no longer offered.
    expect((await submit({ ...valid, uhrzeit: '09:15' })).ok).toBe(true);
    const offer = await getSlotOffer(testDb.db, '2026-06-12', now);
    expect(offer.slots).not.toContain('09:00');
    expect(offer.slots).toContain('09:15');
    await expect(setSlotCapacity(testDb.db, -1)).rejects.toThrow(RangeError);
  });

  it('rejects an oversize or mislabelled upload and stores no file', async () => {
    const filesBefore = storedFiles();
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(pdf);
    expect(await submit(valid, newKey(), { name: 'gross.pdf', bytes: big })).toMatchObject({
      ok: false,
      reason: 'upload',
      message: PRESCRIPTION_MESSAGES.size,
    });
    const text = new TextEncoder().encode('MZ this is not a pdf at all');
    expect(await submit(valid, newKey(), { name: 'verordnung.pdf', bytes: text })).toMatchObject({
      reason: 'upload',
      message: PRESCRIPTION_MESSAGES.type,
    });
    expect(await submit(valid, newKey(), { name: 'verordnung.pdf', bytes: png })).toMatchObject({
      reason: 'upload',
      message: PRESCRIPTION_MESSAGES.type,
    });
    expect(await submit(valid, newKey(), { name: 'bild.exe', bytes: png })).toMatchObject({ reason: 'upload' });
    expect(await countBookings()).toBe(0);
    expect(storedFiles()).toEqual(filesBefore);
    // The same PNG under its own name is accepted.
    expect((await submit(valid, newKey(), { name: 'scan.png', bytes: png })).ok).toBe(true);
  });

  it('stores a photo of the prescription without its EXIF, upright; refuses a decompression bomb (issue 39)', async () => {
    const checked = await checkPrescription({ name: 'verordnung.jpg', bytes: await photoJpeg(64, 48, 6) });
    if (!checked.ok) throw new Error(checked.message);
    const meta = await sharp(checked.file.bytes).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif, meta.orientation]).toEqual([
      'jpeg',
      48,
      64,
      undefined,
      undefined,
    ]);
    expect(Buffer.from(checked.file.bytes).includes('Erika Muster')).toBe(false);
    expect(checked.file.size).toBe(checked.file.bytes.byteLength);
    expect(await checkPrescription({ name: 'scan.png', bytes: pngHeaderOnly(50_000, 50_000) })).toEqual({
      ok: false,
      message: IMAGE_MESSAGES.documentTooLarge,
    });
    // A PDF is kept as it is.
    const kept = await checkPrescription({ name: 'verordnung.pdf', bytes: pdf });
    expect(kept.ok && Buffer.from(kept.file.bytes).equals(Buffer.from(pdf))).toBe(true);
  });
});

const storedFiles = () => (existsSync(join(dataDir, 'uploads')) ? readdirSync(join(dataDir, 'uploads')).sort() : []);

describe('slot offer', () => {
  it('offers the earliest date and suggests the next date when one has no slots', async () => {
    const offer = await getSlotOffer(testDb.db, null, now);
    expect(offer).toMatchObject({ datum: '2026-06-11', next: { date: '2026-06-11', time: '12:00' } });
    expect(offer.slots[0]).toBe('12:00');
    const past = await getSlotOffer(testDb.db, '2026-06-09', now);
    expect(past.slots).toEqual([]);
    expect(past.next).toEqual({ date: '2026-06-11', time: '12:00' });
  });
});

describe('HTTP intake', () => {
  const logger = pino({ level: 'silent' });
  const env = parseEnv({ NODE_ENV: 'test' });
  const services = () => ({ db: testDb.db, dataDir, logger, env });

  function form(values: Record<string, unknown>, extra: Record<string, string | Blob> = {}): FormData {
    const data = new FormData();
    for (const [name, value] of Object.entries(values))
      data.set(name, typeof value === 'boolean' ? String(value) : String(value));
    data.set('idempotencyKey', newKey());
    for (const [name, value] of Object.entries(extra)) data.set(name, value);
    return data;
  }
  const post = (body: BodyInit, headers: Record<string, string> = {}) =>
    new Request('http://localhost/online-buchung', { method: 'POST', body, headers });

  it('books through a multipart POST with a file', async () => {
    const response = await handleBookingIntake(
      services(),
      post(form(valid, { verordnung: new File([pdf], 'Verordnung.pdf', { type: 'application/pdf' }) })),
      { now, limiter: createRateLimiter({ limit: 100, windowMs: 60_000 }) },
    );
    expect(response).toMatchObject({
      status: 200,
      body: { ok: true, bookingNumber: expect.stringMatching(/^KF-2026-\d{5}$/) },
    });
    expect(await countBookings()).toBe(1);
  });

  it('refuses the honeypot, a flood and an oversize body with German messages', async () => {
    const limiter = createRateLimiter({ limit: 2, windowMs: 60_000 });
    const bot = await handleBookingIntake(services(), post(form(valid, { website: 'http://spam.example' })), {
      now,
      limiter,
    });
    expect(bot).toMatchObject({
      status: 400,
      body: { ok: false, message: expect.stringContaining('Bitte rufen Sie uns an') },
    });
    await handleBookingIntake(services(), post(form({})), { now, limiter });
    const flood = await handleBookingIntake(services(), post(form(valid)), { now, limiter });
    expect(flood).toMatchObject({
      status: 429,
      body: { message: expect.stringContaining('warten Sie einige Minuten') },
    });
    const huge = await handleBookingIntake(
      services(),
      post(form(valid, { verordnung: new File([new Uint8Array(MAX_BODY_BYTES)], 'a.pdf') })),
      { now, limiter: createRateLimiter({ limit: 100, windowMs: 60_000 }) },
    );
    expect(huge).toMatchObject({ status: 413, body: { message: PRESCRIPTION_MESSAGES.size } });
    expect(await countBookings()).toBe(0);
  });

  it('answers 1000 random malformed payloads without a 5xx and without a row', async () => {
    const fc = (await import('fast-check')).default;
    const limiter = createRateLimiter({ limit: 1_000_000, windowMs: 60_000 });
    const fieldNames = [...Object.keys(valid), 'idempotencyKey', 'website', 'verordnung', '__proto__', 'constructor'];
    const value = fc.oneof(
      fc.string({ maxLength: 40 }),
      fc.constantFrom(
        '',
        ' ',
        'true',
        'on',
        'keiner',
        'fest',
        '2026-06-12',
        '09:00',
        '+49',
        'a@b.c',
        '\u0000',
        '𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
      ),
      fc.string({ unit: 'binary', maxLength: 300 }),
    );
    const payload = fc.oneof(
      // A form with random fields, some of the valid ones broken.
      fc
        .record({
          fields: fc.dictionary(fc.constantFrom(...fieldNames), value, { maxKeys: 25 }),
          base: fc.boolean(),
        })
        .map(({ fields, base }) => {
          const data = new FormData();
          const values: Record<string, unknown> = base ? { ...valid, zustimmung: 'nope', ...fields } : fields;
          for (const [name, v] of Object.entries(values)) data.append(name, String(v));
          return { body: data as BodyInit, headers: {} as Record<string, string> };
        }),
      // Raw bytes under a claimed form content type, or no content type at all.
      fc
        .record({
          bytes: fc.uint8Array({ maxLength: 500 }),
          type: fc.constantFrom(
            'multipart/form-data; boundary=xyz',
            'multipart/form-data',
            'application/x-www-form-urlencoded',
            'application/json',
            'text/plain',
            '',
          ),
        })
        .map(({ bytes, type }) => ({
          body: bytes as BodyInit,
          headers: type ? { 'content-type': type } : ({} as Record<string, string>),
        })),
    );
    await fc.assert(
      fc.asyncProperty(payload, async ({ body, headers }) => {
        const response = await handleBookingIntake(services(), post(body, headers), { now, limiter });
        expect(response.status).toBeGreaterThanOrEqual(400);
        expect(response.status).toBeLessThan(500);
        expect(response.body.ok).toBe(false);
        expect(response.body.ok === false && response.body.message.length).toBeGreaterThan(10);
      }),
      { numRuns: 1000 },
    );
    expect(await countBookings()).toBe(0);
  });
});

describe('bookingRateLimiter', () => {
  it('allows BOOKING_RATE_LIMIT submissions per address, and everything when it is 0', () => {
    const limiter = bookingRateLimiter(2);
    expect([limiter.hit('lim-a'), limiter.hit('lim-a'), limiter.hit('lim-a')]).toEqual([true, true, false]);
    expect(bookingRateLimiter(2)).toBe(limiter);
    const open = bookingRateLimiter(0);
    expect(Array.from({ length: 100 }, () => open.hit('lim-b')).every(Boolean)).toBe(true);
  });
});
