// Small reads the bookings screens need beside the list: the drivers for the pickers and the trip list.
import type { DriverOption } from '../../domain/bookings/read-models';
import { asc, eq, inArray } from 'drizzle-orm';
import { transportCode } from '../../domain/bookings/transport';
import type { DbOrTx } from '../db/client.server';
import { bookings, drivers } from '../db/schema';
import { isUuid } from '../../domain/uuid';

export type { DriverOption };

/** Active drivers, by name, for "An Fahrer senden". */
export async function listDriverOptions(db: DbOrTx): Promise<DriverOption[]> {
  return db.select({ id: drivers.id, name: drivers.name }).from(drivers).where(eq(drivers.active, true)).orderBy(asc(drivers.name));
}

export const MAX_TRIP_LIST = 200;

/** The printable trip list of a selection ("Anzeigen"), in trip order, without health data. */
export async function tripList(db: DbOrTx, ids: string[]) {
  const valid = [...new Set(ids.filter((id) => isUuid(id)))].slice(0, MAX_TRIP_LIST);
  if (!valid.length) return [];
  const rows = await db
    .select({
      id: bookings.id,
      bookingNumber: bookings.bookingNumber,
      datum: bookings.datum,
      uhrzeit: bookings.uhrzeit,
      vorname: bookings.vorname,
      nachname: bookings.nachname,
      telefon: bookings.telefon,
      abholadresse: bookings.abholadresse,
      zieladresse: bookings.zieladresse,
      transportart: bookings.transportart,
      besonderheiten: bookings.besonderheiten,
      rueckfahrt: bookings.rueckfahrt,
      rueckfahrtDatum: bookings.rueckfahrtDatum,
      rueckfahrtUhrzeit: bookings.rueckfahrtUhrzeit,
      rueckfahrtZeit: bookings.rueckfahrtZeit,
      status: bookings.status,
      driverName: drivers.name,
    })
    .from(bookings)
    .leftJoin(drivers, eq(drivers.id, bookings.assignedDriverId))
    .where(inArray(bookings.id, valid))
    .orderBy(asc(bookings.datum), asc(bookings.uhrzeit), asc(bookings.bookingNumber));
  return rows.map(({ besonderheiten, status, ...row }) => ({
    ...row,
    status,
    code: transportCode({ transportart: row.transportart, besonderheiten }),
  }));
}
