// Vehicles (SPEC.md §2 Fahrzeuge, §3): list and create as SPEC.md has them, plus edit and delete
// (issue 7). A plate exists once (unique index on the upper-cased plate without spaces); a driver sits
// in at most one vehicle, and drivers.vehicle_id mirrors vehicles.assigned_driver_id. Whether a vehicle
// runs as Taxi or Mietwagen (VAT, issue 38) only the Inhaber decides: others' forms do not send it, and a
// request of theirs that does is refused.
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { parseVehicleForm, type VehicleField, type VehicleInput } from '#app/domain/fleet/vehicle-form';
import type { LicenceKind } from '#app/domain/billing/vat';
import type { Db, Tx } from '#app/server/db/client.server';
import { drivers, vehicles } from '#app/server/db/schema';
import { notifyChange } from '#app/server/realtime/notify-change.server';
import {
  conflict,
  invalid,
  isUniqueViolation,
  isUuid,
  notFound,
  type Failure,
  type Result,
} from '#app/server/use-case-result.server';

export type VehicleRow = { id: string; driverName: string | null; konzession: LicenceKind | null } & VehicleInput;

/** Who may choose the licence a vehicle runs under: the Inhaber (the route says). */
export type VehicleWriteOptions = { mayChooseLicence?: boolean };

const LICENCE_OWNER_ONLY = 'Ob ein Fahrzeug als Taxi oder Mietwagen fährt, legt nur der Inhaber fest.';

/** The form, parsed; a licence sent by someone who may not choose it is refused (nothing is stored). */
function parseFor(values: Record<string, unknown>, options: VehicleWriteOptions) {
  const parsed = parseVehicleForm(values);
  if (!parsed.success) return invalid(parsed.fieldErrors);
  if (parsed.data.konzession !== undefined && !options.mayChooseLicence)
    return invalid<VehicleField>({ konzession: LICENCE_OWNER_ONLY }, LICENCE_OWNER_ONLY);
  return { ok: true as const, value: parsed.data };
}

const DRIVER_GONE = 'Der gewählte Fahrer existiert nicht mehr. Bitte wählen Sie einen anderen.';

function duplicatePlate(plate: string): Failure<VehicleField> {
  const message = `Das Kennzeichen ${plate} ist bereits für ein anderes Fahrzeug eingetragen.`;
  return conflict(message, { plate: message });
}

/** All vehicles, newest first (SPEC.md §7), with the name of the assigned driver. */
export async function listVehicles(db: Db): Promise<VehicleRow[]> {
  return db
    .select({
      id: vehicles.id,
      plate: vehicles.plate,
      model: vehicles.model,
      wheelchair: vehicles.wheelchair,
      tragestuhl: vehicles.tragestuhl,
      seats: vehicles.seats,
      assignedDriverId: vehicles.assignedDriverId,
      konzession: vehicles.konzession,
      driverName: drivers.name,
    })
    .from(vehicles)
    .leftJoin(drivers, eq(drivers.id, vehicles.assignedDriverId))
    .orderBy(desc(vehicles.createdAt), vehicles.plate);
}

async function plateTaken(tx: Tx, plate: string, exceptId: string | null): Promise<boolean> {
  const same = sql`upper(replace(${vehicles.plate}, ' ', '')) = upper(replace(${plate}, ' ', ''))`;
  const [row] = await tx
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(exceptId ? and(same, ne(vehicles.id, exceptId)) : same)
    .limit(1);
  return Boolean(row);
}

/** Seats the driver in this vehicle: out of any other vehicle, and the previous driver out of this one. */
async function syncAssignment(tx: Tx, vehicleId: string, driverId: string | null, previousDriverId: string | null) {
  if (previousDriverId && previousDriverId !== driverId) {
    await tx
      .update(drivers)
      .set({ vehicleId: null })
      .where(and(eq(drivers.id, previousDriverId), eq(drivers.vehicleId, vehicleId)));
    await notifyChange(tx, { entity: 'driver', kind: 'update', id: previousDriverId, source: 'staff' });
  }
  if (!driverId) return;
  const others = await tx
    .update(vehicles)
    .set({ assignedDriverId: null })
    .where(and(eq(vehicles.assignedDriverId, driverId), ne(vehicles.id, vehicleId)))
    .returning({ id: vehicles.id });
  for (const other of others)
    await notifyChange(tx, { entity: 'vehicle', kind: 'update', id: other.id, source: 'staff' });
  await tx.update(drivers).set({ vehicleId }).where(eq(drivers.id, driverId));
  await notifyChange(tx, { entity: 'driver', kind: 'update', id: driverId, source: 'staff' });
}

async function driverExists(tx: Tx, driverId: string): Promise<boolean> {
  const [row] = await tx.select({ id: drivers.id }).from(drivers).where(eq(drivers.id, driverId)).for('update');
  return Boolean(row);
}

/** Runs a write; a unique violation that slipped past the pre-check (a race) is a duplicate plate too. */
async function guardDuplicate<T>(
  plate: string,
  write: () => Promise<Result<T, VehicleField>>,
): Promise<Result<T, VehicleField>> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) return duplicatePlate(plate);
    throw error;
  }
}

export async function createVehicle(
  db: Db,
  values: Record<string, unknown>,
  options: VehicleWriteOptions = {},
): Promise<Result<{ id: string } & VehicleInput, VehicleField>> {
  const parsed = parseFor(values, options);
  if (!parsed.ok) return parsed;
  const input = parsed.value;
  return guardDuplicate(input.plate, () =>
    db.transaction(async (tx): Promise<Result<{ id: string } & VehicleInput, VehicleField>> => {
      if (input.assignedDriverId && !(await driverExists(tx, input.assignedDriverId))) {
        return invalid({ assignedDriverId: DRIVER_GONE });
      }
      if (await plateTaken(tx, input.plate, null)) return duplicatePlate(input.plate);
      const [row] = await tx.insert(vehicles).values(input).returning({ id: vehicles.id });
      const id = row!.id;
      await syncAssignment(tx, id, input.assignedDriverId, null);
      await notifyChange(tx, { entity: 'vehicle', kind: 'insert', id, source: 'staff' });
      return { ok: true, value: { id, ...input } };
    }),
  );
}

export async function updateVehicle(
  db: Db,
  id: unknown,
  values: Record<string, unknown>,
  options: VehicleWriteOptions = {},
): Promise<Result<{ id: string } & VehicleInput, VehicleField>> {
  if (!isUuid(id)) return notFound();
  const parsed = parseFor(values, options);
  if (!parsed.ok) return parsed;
  const input = parsed.value;
  return guardDuplicate(input.plate, () =>
    db.transaction(async (tx): Promise<Result<{ id: string } & VehicleInput, VehicleField>> => {
      const [current] = await tx
        .select({ assignedDriverId: vehicles.assignedDriverId })
        .from(vehicles)
        .where(eq(vehicles.id, id))
        .for('update');
      if (!current) return notFound();
      if (input.assignedDriverId && !(await driverExists(tx, input.assignedDriverId))) {
        return invalid({ assignedDriverId: DRIVER_GONE });
      }
      if (await plateTaken(tx, input.plate, id)) return duplicatePlate(input.plate);
      await tx.update(vehicles).set(input).where(eq(vehicles.id, id));
      await syncAssignment(tx, id, input.assignedDriverId, current.assignedDriverId);
      await notifyChange(tx, { entity: 'vehicle', kind: 'update', id, source: 'staff' });
      return { ok: true, value: { id, ...input } };
    }),
  );
}

export async function deleteVehicle(db: Db, id: unknown): Promise<Result<{ id: string; plate: string }, never>> {
  if (!isUuid(id)) return notFound();
  return db.transaction(async (tx) => {
    // drivers.vehicle_id is cleared by its foreign key (ON DELETE SET NULL); the driver screens hear of it.
    const seated = await tx.select({ id: drivers.id }).from(drivers).where(eq(drivers.vehicleId, id));
    const [row] = await tx
      .delete(vehicles)
      .where(eq(vehicles.id, id))
      .returning({ id: vehicles.id, plate: vehicles.plate });
    if (!row) return notFound();
    for (const driver of seated)
      await notifyChange(tx, { entity: 'driver', kind: 'update', id: driver.id, source: 'staff' });
    await notifyChange(tx, { entity: 'vehicle', kind: 'delete', id, source: 'staff' });
    return { ok: true as const, value: row };
  });
}
