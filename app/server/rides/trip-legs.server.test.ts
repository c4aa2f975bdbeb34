// Trip legs on both backends: created with every booking, edited with the booking (the return follows),
// a driver per leg, and SPEC's return columns written from the return leg.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { wizardValues } from '../../../tests/support/booking-form';
import { createTestDb, type TestDb } from '../../../tests/support/test-db';
import { berlinInstant } from '#app/domain/berlin-time';
import { validateEditBooking } from '#app/domain/bookings/edit-booking';
import { bookingEvents, bookings } from '#app/server/db/schema';
import type { Actor } from '#app/server/bookings/booking-events.server';
import { createBooking as createOnlineBooking } from '#app/server/bookings/create-booking.server';
import { assignDriver, assignLegDriver, editBooking } from '#app/server/bookings/staff-booking-actions.server';
import { createBooking, createDriver, createStaffActor } from '#app/server/bookings/staff-bookings.fixtures';
import { readLegs, readLegsOf, writeLegs } from '#app/server/rides/trip-legs.server';

let t: TestDb;
let actor: Actor;
let dataDir: string;

beforeAll(async () => {
  t = await createTestDb();
  actor = await createStaffActor(t.db);
  dataDir = mkdtempSync(join(tmpdir(), 'kf-legs-'));
});
afterAll(async () => {
  await t?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const bookingRow = async (id: string) => (await t.db.select().from(bookings).where(eq(bookings.id, id)))[0]!;

function editValues(row: typeof bookings.$inferSelect, change: Record<string, string>) {
  const result = validateEditBooking({
    transportart: row.transportart ?? '',
    krankenkasse: row.krankenkasse ?? '',
    datum: row.datum,
    uhrzeit: row.uhrzeit,
    vorname: row.vorname,
    nachname: row.nachname,
    telefon: row.telefon ?? '',
    email: row.email ?? '',
    abholadresse: row.abholadresse,
    zieladresse: row.zieladresse,
    entfernungKm: '',
    ...change,
  });
  if (!result.ok) throw new Error(result.message);
  return result.values;
}

describe('legs of a new booking', () => {
  it('an online booking with a fixed return gets both legs, the return with swapped addresses', async () => {
    const result = await createOnlineBooking(
      t.db,
      {
        values: wizardValues({ rueckfahrt: 'fest', rueckfahrtZeit: '11:30' }),
        idempotencyKey: 'legs-test-key-0000000001',
        file: null,
      },
      { dataDir, now: berlinInstant('2026-06-10', '12:00') },
    );
    if (!result.ok) throw new Error(JSON.stringify(result));
    const legs = await readLegs(t.db, result.bookingId);
    expect(legs?.hin).toMatchObject({
      kind: 'hin',
      datum: '2026-06-12',
      uhrzeit: '09:00',
      abholadresse: 'Musterweg 1, 60311 Frankfurt am Main',
      status: 'geplant',
    });
    expect(legs?.back).toMatchObject({
      kind: 'rueck',
      timing: 'fest',
      datum: '2026-06-12',
      uhrzeit: '11:30',
      abholadresse: 'Klinikstraße 2, 60590 Frankfurt am Main',
      zieladresse: 'Musterweg 1, 60311 Frankfurt am Main',
    });
  });

  it('a booking without return has only the outbound leg', async () => {
    const booking = await createBooking(t.db);
    const legs = await readLegs(t.db, booking.id);
    expect(legs?.back).toBeNull();
    expect(legs?.hin.uhrzeit).toBe('09:00');
  });
});

describe('editing a booking keeps the legs consistent', () => {
  it('moving the outbound date and destination moves a same-day "nach Termin" return with it', async () => {
    const booking = await createBooking(t.db, { rueckfahrt: 'nach-termin', datum: '2030-02-01' });
    await editBooking(
      t.db,
      actor,
      booking.id,
      editValues(booking, { datum: '2030-02-03', zieladresse: 'Praxis Dr. Neu, Zeil 1' }),
    );
    const legs = await readLegs(t.db, booking.id);
    expect(legs?.hin).toMatchObject({ datum: '2030-02-03', zieladresse: 'Praxis Dr. Neu, Zeil 1' });
    expect(legs?.back).toMatchObject({
      timing: 'nach-termin',
      datum: '2030-02-03',
      abholadresse: 'Praxis Dr. Neu, Zeil 1',
      zieladresse: booking.abholadresse,
    });
    const row = await bookingRow(booking.id);
    expect(row).toMatchObject({
      datum: '2030-02-03',
      zieladresse: 'Praxis Dr. Neu, Zeil 1',
      rueckfahrt: 'nach-termin',
      rueckfahrtDatum: '2030-02-03',
      rueckfahrtAbholadresse: 'Praxis Dr. Neu, Zeil 1',
      rueckfahrtZieladresse: booking.abholadresse,
      rueckfahrtUhrzeit: null,
    });
    const [event] = await t.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, booking.id));
    expect(event?.data).toMatchObject({
      changes: { datum: { to: '2030-02-03' }, rueckfahrtDatum: { from: '2030-02-01', to: '2030-02-03' } },
    });
  });

  it('leaves a return on another day where it was', async () => {
    const booking = await createBooking(t.db, {
      rueckfahrt: 'fest',
      rueckfahrtZeit: '10:00',
      rueckfahrtDatum: '2030-03-05',
      datum: '2030-03-01',
    });
    await editBooking(t.db, actor, booking.id, editValues(booking, { datum: '2030-03-02' }));
    expect((await readLegs(t.db, booking.id))?.back).toMatchObject({ datum: '2030-03-05', uhrzeit: '10:00' });
    expect(await bookingRow(booking.id)).toMatchObject({
      datum: '2030-03-02',
      rueckfahrtDatum: '2030-03-05',
      rueckfahrtZeit: '10:00',
    });
  });
});

describe('drivers per leg', () => {
  it('"An Fahrer senden" gives both legs the driver; the return can then get another one', async () => {
    const first = await createDriver(t.db, { name: 'Anna Hin' });
    const second = await createDriver(t.db, { name: 'Bert Rück' });
    const booking = await createBooking(t.db, { rueckfahrt: 'fest', rueckfahrtZeit: '12:00' });
    await assignDriver(t.db, actor, booking.id, first.id);
    let legs = await readLegs(t.db, booking.id);
    expect([legs?.hin.driverId, legs?.back?.driverId]).toEqual([first.id, first.id]);

    expect(await assignLegDriver(t.db, actor, booking.id, 'rueck', second.id)).toEqual({ driverName: 'Bert Rück' });
    legs = await readLegs(t.db, booking.id);
    expect([legs?.hin.driverId, legs?.back?.driverId]).toEqual([first.id, second.id]);
    expect((await bookingRow(booking.id)).assignedDriverId).toBe(first.id);

    await assignLegDriver(t.db, actor, booking.id, 'hin', null);
    expect((await bookingRow(booking.id)).assignedDriverId).toBeNull();
    const events = await t.db.select().from(bookingEvents).where(eq(bookingEvents.bookingId, booking.id));
    expect(events.map((e) => [e.type, e.data.leg ?? null])).toEqual([
      ['driver-assigned', null],
      ['driver-assigned', 'rueck'],
      ['driver-unassigned', 'hin'],
    ]);
  });

  it('refuses a return driver on a booking without return, and unknown drivers', async () => {
    const booking = await createBooking(t.db);
    await expect(assignLegDriver(t.db, actor, booking.id, 'rueck', null)).rejects.toMatchObject({ code: 'invalid' });
    await expect(
      assignLegDriver(t.db, actor, booking.id, 'hin', '00000000-0000-4000-8000-000000000000'),
    ).rejects.toMatchObject({ code: 'driver-not-found' });
  });

  it('deleting a driver frees their legs', async () => {
    const driver = await createDriver(t.db, { name: 'Carla Weg' });
    const booking = await createBooking(t.db, { rueckfahrt: 'nach-termin' });
    await assignLegDriver(t.db, actor, booking.id, 'rueck', driver.id);
    const { drivers } = await import('#app/server/db/schema');
    await t.db.delete(drivers).where(eq(drivers.id, driver.id));
    expect((await readLegs(t.db, booking.id))?.back?.driverId).toBeNull();
  });
});

describe('writeLegs', () => {
  it('adds and removes a return leg, and SPEC columns follow the legs', async () => {
    const booking = await createBooking(t.db);
    const legs = (await readLegs(t.db, booking.id))!;
    await t.db.transaction((tx) =>
      writeLegs(tx, booking.id, booking.status, legs.hin, {
        ...legs.hin,
        kind: 'rueck',
        timing: 'fest',
        uhrzeit: '13:15',
        abholadresse: 'Klinik',
        zieladresse: 'Zuhause',
      }),
    );
    expect(await bookingRow(booking.id)).toMatchObject({
      rueckfahrt: 'fest',
      rueckfahrtZeit: '13:15',
      rueckfahrtUhrzeit: '13:15',
      rueckfahrtAbholadresse: 'Klinik',
    });
    await t.db.transaction((tx) => writeLegs(tx, booking.id, booking.status, legs.hin, null));
    expect(await bookingRow(booking.id)).toMatchObject({
      rueckfahrt: 'keine',
      rueckfahrtZeit: null,
      rueckfahrtDatum: null,
      rueckfahrtAbholadresse: null,
    });
    expect((await readLegsOf(t.db, [booking.id])).get(booking.id)?.back).toBeNull();
  });
});
