// Small reads the bookings screens need beside the list: the drivers for the pickers and the trip list.
import type { DriverOption, VehicleOption } from '#app/domain/bookings/read-models';
import { and, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import { handlingFlagsText } from '#app/domain/bookings/handling-flags';
import { transportCode } from '#app/domain/bookings/transport';
import type { DbOrTx } from '#app/server/db/client.server';
import { drivers, tripLegs, vehicles } from '#app/server/db/schema';
import { isUuid } from '#app/domain/uuid';
import { equipmentSuffix } from '#app/domain/dispatch/board';
import { readRides } from '#app/server/rides/leg-facts.server';
import { preparedPerDb } from '#app/server/db/prepared.server';
import type { BookingStatus, LegStatus } from '#app/domain/rides/statuses';

export type { DriverOption };

const activeDrivers = preparedPerDb((db) =>
  db
    .select({ id: drivers.id, name: drivers.name })
    .from(drivers)
    .where(eq(drivers.active, true))
    .orderBy(asc(drivers.name))
    .prepare('active_drivers'),
);

/** Active drivers, by name, for "An Fahrer senden". */
export async function listDriverOptions(db: DbOrTx): Promise<DriverOption[]> {
  return activeDrivers(db).execute();
}

/** The vehicles for the per-leg assignment, by plate: "F-KF 117 (Rollstuhl, Tragestuhl)". */
export async function listVehicleOptions(db: DbOrTx): Promise<VehicleOption[]> {
  const rows = await db
    .select({
      id: vehicles.id,
      plate: vehicles.plate,
      model: vehicles.model,
      wheelchair: vehicles.wheelchair,
      tragestuhl: vehicles.tragestuhl,
    })
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
  status: BookingStatus;
  legStatus: LegStatus;
  driverName: string | null;
  vehicleLabel: string | null;
};

/**
 * The printable trip list of a selection ("Anzeigen"): one row per leg (outbound and return), in trip
 * order (by date, fixed times first, then "nach Termin"), with the handling flags; optionally only the
 * legs within `range` (the list's trip-date filter, e.g. tomorrow). No Pflegegrad, insurer or notes.
 */
export async function tripList(
  db: DbOrTx,
  ids: string[],
  range: { from: string | null; to: string | null } | null = null,
): Promise<TripListRow[]> {
  const valid = [...new Set(ids.filter((id) => isUuid(id)))].slice(0, MAX_TRIP_LIST);
  if (!valid.length) return [];
  const rows = await readRides(
    db,
    and(
      inArray(tripLegs.bookingId, valid),
      range?.from ? gte(tripLegs.datum, range.from) : undefined,
      range?.to ? lte(tripLegs.datum, range.to) : undefined,
    ),
  );
  const plates = new Map(
    (await db.select({ id: vehicles.id, plate: vehicles.plate }).from(vehicles)).map((v) => [v.id, v.plate]),
  );
  return rows.map(({ leg, order, driverName, vehicleId }) => ({
    id: order.id,
    bookingNumber: order.bookingNumber,
    kind: leg.kind,
    datum: leg.datum,
    uhrzeit: leg.uhrzeit,
    vorname: order.vorname,
    nachname: order.nachname,
    telefon: order.telefon,
    abholadresse: leg.abholadresse,
    zieladresse: leg.zieladresse,
    code: transportCode(order),
    hinweise: handlingFlagsText(order),
    status: order.status,
    legStatus: leg.status,
    driverName,
    vehicleLabel: vehicleId ? (plates.get(vehicleId) ?? null) : null,
  }));
}
