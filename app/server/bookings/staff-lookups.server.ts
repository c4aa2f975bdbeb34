// Small reads the bookings screens need beside the list: the drivers for the pickers and the trip list.
import type { DriverOption, VehicleOption } from '#app/domain/bookings/read-models';
import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import { handlingFlagsText } from '#app/domain/bookings/handling-flags';
import { transportCode } from '#app/domain/bookings/transport';
import type { DbOrTx } from '#app/server/db/client.server';
import { bookings, drivers, tripLegs, vehicles } from '#app/server/db/schema';
import { isUuid } from '#app/domain/uuid';
import { equipmentSuffix } from '#app/domain/dispatch/board';
import { legTripColumns, tripOrder } from './trip-legs.server';
import { preparedPerDb } from '#app/server/db/prepared.server';

export type { DriverOption };

const activeDrivers = preparedPerDb((db) =>
  db.select({ id: drivers.id, name: drivers.name }).from(drivers).where(eq(drivers.active, true)).orderBy(asc(drivers.name)).prepare('active_drivers'),
);

/** Active drivers, by name, for "An Fahrer senden". */
export async function listDriverOptions(db: DbOrTx): Promise<DriverOption[]> {
  return activeDrivers(db).execute();
}

/** The vehicles for the per-leg assignment, by plate: "F-KF 117 (Rollstuhl, Tragestuhl)". */
export async function listVehicleOptions(db: DbOrTx): Promise<VehicleOption[]> {
  const rows = await db
    .select({ id: vehicles.id, plate: vehicles.plate, model: vehicles.model, wheelchair: vehicles.wheelchair, tragestuhl: vehicles.tragestuhl })
    .from(vehicles)
    .orderBy(asc(vehicles.plate));
  return rows.map((v) => ({ id: v.id, label: [v.plate, v.model].filter(Boolean).join(' ') + equipmentSuffix(v) }));
}

export const MAX_TRIP_LIST = 200;

export type TripListRow = {
  id: string;
  bookingNumber: string;
  kind: 'hin' | 'rueck';
  datum: string;
  /** null = "nach Termin". */
  uhrzeit: string | null;
  vorname: string;
  nachname: string;
  telefon: string | null;
  abholadresse: string;
  zieladresse: string;
  code: ReturnType<typeof transportCode>;
  /** The handling flags as one line ("Infektiös, Rollstuhl"), or null. */
  hinweise: string | null;
  status: string;
  legStatus: string;
  driverName: string | null;
  vehicleLabel: string | null;
};

/**
 * The printable trip list of a selection ("Anzeigen"): one row per leg (outbound and return), in trip
 * order (by date, fixed times first, then "nach Termin"), with the handling flags; optionally only the
 * legs within `range` (the list's trip-date filter, e.g. tomorrow). No Pflegegrad, insurer or notes.
 */
export async function tripList(db: DbOrTx, ids: string[], range: { from: string | null; to: string | null } | null = null): Promise<TripListRow[]> {
  const valid = [...new Set(ids.filter((id) => isUuid(id)))].slice(0, MAX_TRIP_LIST);
  if (!valid.length) return [];
  const rows = await db
    .select({
      id: bookings.id,
      ...legTripColumns,
      status: bookings.status,
      driverName: drivers.name,
      vehicleLabel: vehicles.plate,
    })
    .from(tripLegs)
    .innerJoin(bookings, eq(bookings.id, tripLegs.bookingId))
    .leftJoin(drivers, eq(drivers.id, tripLegs.driverId))
    .leftJoin(vehicles, eq(vehicles.id, tripLegs.vehicleId))
    .where(
      and(
        inArray(tripLegs.bookingId, valid),
        range?.from ? gte(tripLegs.datum, range.from) : undefined,
        range?.to ? lte(tripLegs.datum, range.to) : undefined,
      ),
    )
    .orderBy(...tripOrder);
  return rows.map(({ besonderheiten, transportart, ...row }) => ({
    ...row,
    kind: row.kind as TripListRow['kind'],
    code: transportCode({ transportart, besonderheiten }),
    hinweise: handlingFlagsText({ transportart, besonderheiten }),
  }));
}
