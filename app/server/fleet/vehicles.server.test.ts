import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../../../tests/support/test-db';
import { drivers, vehicles } from '#app/server/db/schema';
import { createDriver } from './drivers.server';
import { createVehicle, deleteVehicle, listVehicles, updateVehicle } from './vehicles.server';

let t: TestDb;

beforeAll(async () => {
  t = await createTestDb();
});
afterAll(async () => t?.close());
beforeEach(async () => {
  await t.db.delete(vehicles);
  await t.db.delete(drivers);
});

async function driver(name: string) {
  const result = await createDriver(t.db, { name, phone: '01711234567' });
  if (!result.ok) throw new Error('create failed');
  return result.value.id;
}

describe('vehicles', () => {
  it('creates a vehicle with the canonical plate and its driver, both ways', async () => {
    const peter = await driver('Peter Fahrmann');
    const result = await createVehicle(t.db, {
      plate: 'f ab 123',
      model: 'VW Caddy Maxi',
      wheelchair: 'on',
      seats: '4',
      assignedDriverId: peter,
    });
    expect(result).toMatchObject({
      ok: true,
      value: { plate: 'F-AB 123', wheelchair: true, seats: 4, assignedDriverId: peter },
    });
    expect(await listVehicles(t.db)).toEqual([
      expect.objectContaining({
        plate: 'F-AB 123',
        model: 'VW Caddy Maxi',
        wheelchair: true,
        seats: 4,
        driverName: 'Peter Fahrmann',
      }),
    ]);
    const [row] = await t.db.select().from(drivers).where(eq(drivers.id, peter));
    expect(row!.vehicleId).toBe(result.ok ? result.value.id : null);
  });

  it('creates a vehicle without driver ("– keiner –") and without seats', async () => {
    expect(await createVehicle(t.db, { plate: 'HG-KF 7', assignedDriverId: '' })).toMatchObject({
      ok: true,
      value: { plate: 'HG-KF 7', model: '', wheelchair: false, seats: null, assignedDriverId: null },
    });
  });

  it('refuses a duplicate plate in any spelling, also when editing', async () => {
    const first = await createVehicle(t.db, { plate: 'F-AB 123' });
    expect(first.ok).toBe(true);
    for (const plate of ['F-AB 123', 'f-ab123', 'F AB 123']) {
      expect(await createVehicle(t.db, { plate })).toEqual({
        ok: false,
        code: 'conflict',
        message: 'Das Kennzeichen F-AB 123 ist bereits für ein anderes Fahrzeug eingetragen.',
        fieldErrors: { plate: 'Das Kennzeichen F-AB 123 ist bereits für ein anderes Fahrzeug eingetragen.' },
      });
    }
    const second = await createVehicle(t.db, { plate: 'B-XY 1234E' });
    if (!second.ok) throw new Error('create failed');
    expect(await updateVehicle(t.db, second.value.id, { plate: 'F-AB 123' })).toMatchObject({
      ok: false,
      code: 'conflict',
    });
    // Keeping its own plate is not a duplicate.
    expect(await updateVehicle(t.db, second.value.id, { plate: 'b-xy 1234e', model: 'Tesla' })).toMatchObject({
      ok: true,
    });
    expect(await t.db.select().from(vehicles)).toHaveLength(2);
  });

  it('two simultaneous creates of one plate: one is stored, the other refused as a duplicate', async () => {
    const results = await Promise.all([
      createVehicle(t.db, { plate: 'F-RC 1' }),
      createVehicle(t.db, { plate: 'f-rc1' }),
    ]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    expect(results.filter((r) => !r.ok)).toEqual([expect.objectContaining({ code: 'conflict' })]);
    expect(await t.db.select().from(vehicles)).toHaveLength(1);
  });

  it('the unique index catches a duplicate that bypasses the pre-check', async () => {
    await createVehicle(t.db, { plate: 'F-AB 123' });
    const error = await t.db
      .insert(vehicles)
      .values({ plate: 'F-AB123' })
      .then(() => null)
      .catch((e: unknown) => e);
    const { isUniqueViolation } = await import('#app/server/use-case-result.server');
    expect(isUniqueViolation(error)).toBe(true);
  });

  it.each([
    [{ plate: '' }, 'plate'],
    [{ plate: 'XYZ' }, 'plate'],
    [{ plate: 'F-AB 1', seats: 'viele' }, 'seats'],
    [{ plate: 'F-AB 1', seats: '-1' }, 'seats'],
    [{ plate: 'F-AB 1', seats: '99999999999' }, 'seats'],
    [{ plate: 'F-AB 1', model: 'M'.repeat(10_000) }, 'model'],
    [{ plate: 'F-AB 1', assignedDriverId: 'x' }, 'assignedDriverId'],
    [{ plate: 'F-AB 1', assignedDriverId: '00000000-0000-4000-8000-000000000000' }, 'assignedDriverId'],
  ])('refuses %j and stores nothing', async (values, field) => {
    const result = await createVehicle(t.db, values);
    expect(result).toMatchObject({ ok: false, code: 'invalid' });
    if (result.ok || result.code !== 'invalid') return;
    expect(Object.keys(result.fieldErrors ?? {})).toEqual([field]);
    expect(await t.db.select().from(vehicles)).toEqual([]);
  });

  it('edits a vehicle and moves its driver: a driver sits in one vehicle only', async () => {
    const peter = await driver('Peter Fahrmann');
    const sabine = await driver('Sabine Lenker');
    const a = await createVehicle(t.db, { plate: 'F-KF 101', assignedDriverId: peter });
    const b = await createVehicle(t.db, { plate: 'F-KF 102' });
    if (!a.ok || !b.ok) throw new Error('create failed');

    // Peter moves to B: A loses him.
    expect(
      await updateVehicle(t.db, b.value.id, { plate: 'F-KF 102', model: 'Vito', seats: '6', assignedDriverId: peter }),
    ).toMatchObject({
      ok: true,
    });
    let list = await listVehicles(t.db);
    expect(list.find((v) => v.id === a.value.id)!.assignedDriverId).toBeNull();
    expect(list.find((v) => v.id === b.value.id)).toMatchObject({
      model: 'Vito',
      seats: 6,
      driverName: 'Peter Fahrmann',
    });

    // Sabine takes B: Peter has no vehicle any more.
    expect(await updateVehicle(t.db, b.value.id, { plate: 'F-KF 102', assignedDriverId: sabine })).toMatchObject({
      ok: true,
    });
    const rows = await t.db.select({ id: drivers.id, vehicleId: drivers.vehicleId }).from(drivers);
    expect(rows.find((r) => r.id === peter)!.vehicleId).toBeNull();
    expect(rows.find((r) => r.id === sabine)!.vehicleId).toBe(b.value.id);

    expect(await updateVehicle(t.db, b.value.id, { plate: '' })).toMatchObject({ ok: false, code: 'invalid' });
    expect(await updateVehicle(t.db, '00000000-0000-4000-8000-000000000000', { plate: 'F-A 1' })).toMatchObject({
      ok: false,
      code: 'not-found',
    });
    list = await listVehicles(t.db);
    expect(list.find((v) => v.id === b.value.id)!.plate).toBe('F-KF 102');
  });

  it('deletes a vehicle and frees its driver', async () => {
    const peter = await driver('Peter Fahrmann');
    const a = await createVehicle(t.db, { plate: 'F-KF 101', assignedDriverId: peter });
    if (!a.ok) throw new Error('create failed');
    expect(await deleteVehicle(t.db, a.value.id)).toEqual({ ok: true, value: { id: a.value.id, plate: 'F-KF 101' } });
    expect(await listVehicles(t.db)).toEqual([]);
    const [row] = await t.db.select().from(drivers).where(eq(drivers.id, peter));
    expect(row!.vehicleId).toBeNull();
    expect(await deleteVehicle(t.db, a.value.id)).toMatchObject({ ok: false, code: 'not-found' });
  });

  it('only the Inhaber chooses Taxi or Mietwagen (issue 38, VAT); others keep what is stored', async () => {
    const owner = { mayChooseLicence: true };
    const created = await createVehicle(t.db, { plate: 'F-TX 1', konzession: 'taxi' }, owner);
    expect(created).toMatchObject({ ok: true, value: { konzession: 'taxi' } });
    if (!created.ok) return;
    const id = created.value.id;
    // Disposition's form has no such field: an edit keeps the licence.
    expect(await updateVehicle(t.db, id, { plate: 'F-TX 1', model: 'Passat' })).toMatchObject({ ok: true });
    expect(await listVehicles(t.db)).toEqual([expect.objectContaining({ model: 'Passat', konzession: 'taxi' })]);
    // A crafted request of theirs that sends it is refused in German and changes nothing.
    const refusal = 'Ob ein Fahrzeug als Taxi oder Mietwagen fährt, legt nur der Inhaber fest.';
    expect(await updateVehicle(t.db, id, { plate: 'F-TX 1', konzession: '' })).toEqual({
      ok: false,
      code: 'invalid',
      message: refusal,
      fieldErrors: { konzession: refusal },
    });
    expect(await createVehicle(t.db, { plate: 'F-TX 2', konzession: 'taxi' })).toMatchObject({
      ok: false,
      code: 'invalid',
    });
    // The Inhaber sets it back to "wie das Unternehmen"; an unknown kind is a German field error.
    expect(await updateVehicle(t.db, id, { plate: 'F-TX 1', konzession: 'bus' }, owner)).toMatchObject({
      ok: false,
      fieldErrors: { konzession: 'Bitte wählen Sie Taxi, Mietwagen oder „wie das Unternehmen“.' },
    });
    expect(await updateVehicle(t.db, id, { plate: 'F-TX 1', konzession: '' }, owner)).toMatchObject({ ok: true });
    expect(await listVehicles(t.db)).toEqual([expect.objectContaining({ plate: 'F-TX 1', konzession: null })]);
  });
});
