// Drivers (SPEC.md §2 Fahrer, §3): list, create, edit, delete. Each write sends a change event in its
// transaction. Deleting a driver keeps their bookings: the assignment is cleared and each booking's
// history records who was unassigned, so it still names them (issue 7). A driver's account for the
// drivers' app is deactivated and signed out with them (issue 20).
import { asc, desc, eq, sql } from 'drizzle-orm';
import { parseDriverForm, type DriverField, type DriverInput } from '#app/domain/fleet/driver-form';
import { recordBookingEvent, type Actor } from '#app/server/bookings/booking-events.server';
import { recordAudit } from '#app/server/auth/audit.server';
import type { Db, Tx } from '#app/server/db/client.server';
import { driverAccounts, drivers, sessions, users, vehicles } from '#app/server/db/schema';
import { notifyChange } from '#app/server/realtime/notify-change.server';
import { releaseDriver } from '#app/server/rides/trip-legs.server';
import { invalid, isUuid, notFound, type Result } from '#app/server/use-case-result.server';

export type DriverRow = {
  id: string;
  name: string;
  phone: string;
  email: string | null;
  notes: string | null;
  vehicleId: string | null;
  vehiclePlate: string | null;
  /** Has an account for the drivers' app (issue 20): deleting the driver deactivates it. */
  hasAppAccount: boolean;
};

/** All drivers, newest first (SPEC.md §7), with the plate of their vehicle. */
export async function listDrivers(db: Db): Promise<DriverRow[]> {
  return db
    .select({
      id: drivers.id,
      name: drivers.name,
      phone: drivers.phone,
      email: drivers.email,
      notes: drivers.notes,
      vehicleId: drivers.vehicleId,
      vehiclePlate: vehicles.plate,
      hasAppAccount: sql<boolean>`${driverAccounts.userId} is not null`,
    })
    .from(drivers)
    .leftJoin(vehicles, eq(vehicles.id, drivers.vehicleId))
    .leftJoin(driverAccounts, eq(driverAccounts.driverId, drivers.id))
    .orderBy(desc(drivers.createdAt), asc(drivers.name));
}

/** Id and name of every driver, alphabetical: the options of a driver select. */
export async function listDriverOptions(db: Db): Promise<{ id: string; name: string }[]> {
  return db.select({ id: drivers.id, name: drivers.name }).from(drivers).orderBy(asc(drivers.name), asc(drivers.id));
}

export async function createDriver(
  db: Db,
  values: Record<string, unknown>,
): Promise<Result<{ id: string } & DriverInput, DriverField>> {
  const parsed = parseDriverForm(values);
  if (!parsed.success) return invalid(parsed.fieldErrors);
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(drivers).values(parsed.data).returning({ id: drivers.id });
    await notifyChange(tx, { entity: 'driver', kind: 'insert', id: row!.id, source: 'staff' });
    return { ok: true as const, value: { id: row!.id, ...parsed.data } };
  });
}

export async function updateDriver(
  db: Db,
  id: unknown,
  values: Record<string, unknown>,
): Promise<Result<{ id: string } & DriverInput, DriverField>> {
  if (!isUuid(id)) return notFound();
  const parsed = parseDriverForm(values);
  if (!parsed.success) return invalid(parsed.fieldErrors);
  return db.transaction(async (tx) => {
    const [row] = await tx.update(drivers).set(parsed.data).where(eq(drivers.id, id)).returning({ id: drivers.id });
    if (!row) return notFound();
    await notifyChange(tx, { entity: 'driver', kind: 'update', id, source: 'staff' });
    return { ok: true as const, value: { id, ...parsed.data } };
  });
}

/** accountDisabled: the driver had an account for the drivers' app, now deactivated and signed out (issue 20). */
/** The ban reason of an account whose driver record was deleted (shown nowhere but the database). */
export const DRIVER_DELETED_BAN_REASON = 'Fahrer gelöscht';

export type DeletedDriver = {
  id: string;
  name: string;
  unassignedBookings: number;
  unassignedVehicles: number;
  accountDisabled: boolean;
};

/**
 * The driver's account for the drivers' app (issue 20) must not outlive the record: it is deactivated
 * (sign-in refused, like "Deaktivieren" on Benutzer) and every session of it ends, in the transaction
 * that deletes the driver. The account itself stays (the history and the audit log name it).
 */
async function disableDriverAccount(tx: Tx, actor: Actor, driverId: string): Promise<boolean> {
  const [link] = await tx
    .select({ userId: driverAccounts.userId, email: users.email, banned: users.banned })
    .from(driverAccounts)
    .innerJoin(users, eq(users.id, driverAccounts.userId))
    .where(eq(driverAccounts.driverId, driverId))
    .for('update');
  if (!link) return false;
  if (!link.banned)
    await tx.update(users).set({ banned: true, banReason: DRIVER_DELETED_BAN_REASON }).where(eq(users.id, link.userId));
  await tx.delete(sessions).where(eq(sessions.userId, link.userId));
  await recordAudit(tx, {
    action: 'user_deactivated',
    actorUserId: actor.userId,
    detail: { userId: link.userId, email: link.email, reason: 'driver-deleted' },
  });
  return true;
}

export async function deleteDriver(db: Db, actor: Actor, id: unknown): Promise<Result<DeletedDriver, never>> {
  if (!isUuid(id)) return notFound();
  return db.transaction(async (tx) => {
    const [driver] = await tx
      .select({ id: drivers.id, name: drivers.name })
      .from(drivers)
      .where(eq(drivers.id, id))
      .for('update');
    if (!driver) return notFound();

    const affected = await releaseDriver(tx, id);
    for (const bookingId of affected) {
      await recordBookingEvent(tx, {
        bookingId,
        actor,
        type: 'driver-unassigned',
        data: { driverId: driver.id, driverName: driver.name, reason: 'driver-deleted' },
      });
      await notifyChange(tx, { entity: 'booking', kind: 'update', id: bookingId, source: 'staff' });
    }

    const freedVehicles = await tx
      .update(vehicles)
      .set({ assignedDriverId: null })
      .where(eq(vehicles.assignedDriverId, id))
      .returning({ id: vehicles.id });
    for (const vehicle of freedVehicles) {
      await notifyChange(tx, { entity: 'vehicle', kind: 'update', id: vehicle.id, source: 'staff' });
    }

    const accountDisabled = await disableDriverAccount(tx, actor, id);
    await tx.delete(drivers).where(eq(drivers.id, id));
    await notifyChange(tx, { entity: 'driver', kind: 'delete', id, source: 'staff' });
    return {
      ok: true as const,
      value: {
        id,
        name: driver.name,
        unassignedBookings: affected.length,
        unassignedVehicles: freedVehicles.length,
        accountDisabled,
      },
    };
  });
}
