import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../../../tests/support/test-db';
import type { Actor } from '#app/server/bookings/booking-events.server';
import { bookingEvents, bookings, drivers, vehicles } from '#app/server/db/schema';
import { CHANGES_CHANNEL } from '#app/server/realtime/notify-change.server';
import { createDriver, deleteDriver, listDriverOptions, listDrivers, updateDriver } from './drivers.server';
import { createVehicle } from './vehicles.server';
import { insertBookingRows } from '#app/server/rides/insert-rides.server';

let t: TestDb;
const actor: Actor = { userId: null, label: 'Test Disponent' };
const events: unknown[] = [];

beforeAll(async () => {
  t = await createTestDb();
  await t.handle.listen(CHANGES_CHANNEL, (payload) => events.push(JSON.parse(payload)));
});
afterAll(async () => t?.close());
beforeEach(async () => {
  await t.db.delete(bookings);
  await t.db.delete(vehicles);
  await t.db.delete(drivers);
  events.length = 0;
});

async function waitForEvents(count: number) {
  for (let i = 0; i < 50 && events.length < count; i++) await new Promise((resolve) => setTimeout(resolve, 20));
}

async function addBooking(assignedDriverId: string | null, n: number) {
  const [row] = await insertBookingRows(t.db, [
    {
      bookingNumber: `KF-2026-${String(n).padStart(5, '0')}`,
      vorname: 'Erika',
      nachname: 'Musterfrau',
      abholadresse: 'Musterstraße 1, 60311 Frankfurt am Main',
      zieladresse: 'Beispielweg 7, 61348 Bad Homburg',
      datum: '2026-12-01',
      uhrzeit: '09:00',
      assignedDriverId,
    },
  ]);
  return row!.id;
}

describe('drivers', () => {
  it('creates a driver, lists it and announces the change', async () => {
    const result = await createDriver(t.db, {
      name: ' Peter Fahrmann ',
      phone: '+49 69 90009130',
      email: '',
      notes: 'Frühschicht',
    });
    expect(result).toMatchObject({
      ok: true,
      value: { name: 'Peter Fahrmann', phone: '+496990009130', email: null, notes: 'Frühschicht' },
    });
    const list = await listDrivers(t.db);
    expect(list).toEqual([
      expect.objectContaining({
        name: 'Peter Fahrmann',
        phone: '+496990009130',
        email: null,
        notes: 'Frühschicht',
        vehiclePlate: null,
      }),
    ]);
    expect(await listDriverOptions(t.db)).toEqual([{ id: list[0]!.id, name: 'Peter Fahrmann' }]);
    await waitForEvents(1);
    expect(events).toContainEqual({ entity: 'driver', kind: 'insert', id: list[0]!.id, source: 'staff' });
  });

  it.each([
    [{ name: '', phone: '' }, ['name', 'phone']],
    [{ name: 'A', phone: 'abc' }, ['phone']],
    [{ name: 'A', phone: '0171 1234567', email: 'nope' }, ['email']],
    [{ name: 'A', phone: '0171 1234567', notes: 'x'.repeat(10_000) }, ['notes']],
    [{ name: 'N'.repeat(500), phone: '0171 1234567' }, ['name']],
  ])('refuses %j and stores nothing', async (values, fields) => {
    const result = await createDriver(t.db, values);
    expect(result.ok).toBe(false);
    if (result.ok || result.code !== 'invalid') throw new Error('expected invalid');
    expect(Object.keys(result.fieldErrors ?? {}).sort()).toEqual(fields);
    expect(await t.db.select().from(drivers)).toEqual([]);
  });

  it('edits a driver and refuses bad input or an unknown id', async () => {
    const created = await createDriver(t.db, { name: 'Sabine Lenker', phone: '01711234567' });
    if (!created.ok) throw new Error('create failed');
    const id = created.value.id;
    expect(
      await updateDriver(t.db, id, {
        name: 'Sabine Lenker-Weg',
        phone: '01719999999',
        email: 's@example.org',
        notes: '',
      }),
    ).toMatchObject({
      ok: true,
    });
    const [row] = await t.db.select().from(drivers).where(eq(drivers.id, id));
    expect(row).toMatchObject({
      name: 'Sabine Lenker-Weg',
      phone: '+491719999999',
      email: 's@example.org',
      notes: null,
    });

    expect(await updateDriver(t.db, id, { name: '', phone: '01719999999' })).toMatchObject({
      ok: false,
      code: 'invalid',
    });
    expect(await updateDriver(t.db, 'not-a-uuid', { name: 'X', phone: '01719999999' })).toMatchObject({
      ok: false,
      code: 'not-found',
    });
    expect(
      await updateDriver(t.db, '00000000-0000-4000-8000-000000000000', { name: 'X', phone: '01719999999' }),
    ).toMatchObject({
      ok: false,
      code: 'not-found',
    });
    const [unchanged] = await t.db.select().from(drivers).where(eq(drivers.id, id));
    expect(unchanged!.name).toBe('Sabine Lenker-Weg');
  });

  it('deletes a driver but keeps their bookings, with the history naming them', async () => {
    const created = await createDriver(t.db, { name: 'Ali Beispiel', phone: '01711234567' });
    const other = await createDriver(t.db, { name: 'Sabine Lenker', phone: '01717654321' });
    if (!created.ok || !other.ok) throw new Error('create failed');
    const vehicle = await createVehicle(t.db, { plate: 'F-KF 101', assignedDriverId: created.value.id });
    expect(vehicle.ok).toBe(true);
    const first = await addBooking(created.value.id, 1);
    const second = await addBooking(created.value.id, 2);
    const untouched = await addBooking(other.value.id, 3);
    events.length = 0;

    const result = await deleteDriver(t.db, actor, created.value.id);
    expect(result).toEqual({
      ok: true,
      value: {
        id: created.value.id,
        name: 'Ali Beispiel',
        unassignedBookings: 2,
        unassignedVehicles: 1,
        accountDisabled: false,
      },
    });

    const kept = await t.db.select({ id: bookings.id, driver: bookings.assignedDriverId }).from(bookings);
    expect(kept).toHaveLength(3);
    expect(kept.find((b) => b.id === first)!.driver).toBeNull();
    expect(kept.find((b) => b.id === second)!.driver).toBeNull();
    expect(kept.find((b) => b.id === untouched)!.driver).toBe(other.value.id);

    const history = await t.db.select().from(bookingEvents);
    expect(history).toHaveLength(2);
    for (const entry of history) {
      expect(entry).toMatchObject({
        type: 'driver-unassigned',
        actorLabel: 'Test Disponent',
        data: { driverId: created.value.id, driverName: 'Ali Beispiel', reason: 'driver-deleted' },
      });
    }
    expect(history.map((e) => e.bookingId).sort()).toEqual([first, second].sort());

    const [car] = await t.db.select().from(vehicles);
    expect(car!.assignedDriverId).toBeNull();
    expect(await t.db.select().from(drivers).where(eq(drivers.id, created.value.id))).toEqual([]);

    await waitForEvents(4);
    expect(events).toEqual(
      expect.arrayContaining([
        { entity: 'driver', kind: 'delete', id: created.value.id, source: 'staff' },
        { entity: 'booking', kind: 'update', id: first, source: 'staff' },
        { entity: 'booking', kind: 'update', id: second, source: 'staff' },
        { entity: 'vehicle', kind: 'update', id: car!.id, source: 'staff' },
      ]),
    );
  });

  it('reports a driver that is already gone', async () => {
    expect(await deleteDriver(t.db, actor, '00000000-0000-4000-8000-000000000000')).toMatchObject({
      ok: false,
      code: 'not-found',
    });
    expect(await deleteDriver(t.db, actor, "1' or '1'='1")).toMatchObject({ ok: false, code: 'not-found' });
  });
});
