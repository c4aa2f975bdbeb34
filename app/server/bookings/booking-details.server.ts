// What the Buchungsdetails dialog shows: the booking, its driver, the history and the e-mail states
// (listBookingMessages of the messaging work).
import { asc, eq } from 'drizzle-orm';
import type { BookingDetails, BookingHistoryEntry, BookingMessage, DetailLeg } from '#app/domain/bookings/read-models';
import type { DbOrTx } from '#app/server/db/client.server';
import { bookingEvents, bookings, drivers, seriesBookings, tripLegs, vehicles } from '#app/server/db/schema';
import { handlingFlags } from '#app/domain/bookings/handling-flags';
import { parseBookingEvent } from './booking-events.server';
import { listBookingMessages } from '#app/server/mail/booking-messages.server';
import { isUuid } from '#app/domain/uuid';
import { legDocumentsByLeg } from '#app/server/driver-app/leg-documents.server';


export type { BookingDetails, BookingHistoryEntry, BookingMessage };


export async function getBookingDetails(db: DbOrTx, id: string): Promise<BookingDetails | null> {
  if (!isUuid(id)) return null;
  const [row] = await db
    .select({ booking: bookings, driver: { id: drivers.id, name: drivers.name, phone: drivers.phone } })
    .from(bookings)
    .leftJoin(drivers, eq(drivers.id, bookings.assignedDriverId))
    .where(eq(bookings.id, id));
  if (!row) return null;
  const b = row.booking;
  const events = await db
    .select()
    .from(bookingEvents)
    .where(eq(bookingEvents.bookingId, id))
    .orderBy(asc(bookingEvents.createdAt), asc(bookingEvents.id));
  const [link] = await db.select({ seriesId: seriesBookings.seriesId }).from(seriesBookings).where(eq(seriesBookings.bookingId, id));
  return {
    id: b.id,
    bookingNumber: b.bookingNumber,
    status: b.status,
    createdAt: b.createdAt.toISOString(),
    datum: b.datum,
    uhrzeit: b.uhrzeit,
    vorname: b.vorname,
    nachname: b.nachname,
    transportart: b.transportart,
    telefon: b.telefon,
    email: b.email,
    bestaetigungsEmail: b.bestaetigungsEmail,
    krankenkasse: b.krankenkasse,
    pflegegrad: b.pflegegrad,
    abholadresse: b.abholadresse,
    zieladresse: b.zieladresse,
    rueckfahrt: b.rueckfahrt,
    rueckfahrtZeit: b.rueckfahrtZeit,
    rueckfahrtDatum: b.rueckfahrtDatum,
    rueckfahrtUhrzeit: b.rueckfahrtUhrzeit,
    rueckfahrtAbholadresse: b.rueckfahrtAbholadresse,
    rueckfahrtZieladresse: b.rueckfahrtZieladresse,
    besonderheiten: b.besonderheiten ?? {},
    hinweise: b.hinweise,
    entfernungKm: b.entfernungKm,
    begleitpersonen: b.begleitpersonen,
    genehmigungVorhanden: b.genehmigungVorhanden,
    consentAt: b.consentAt?.toISOString() ?? null,
    consentVersion: b.consentVersion,
    hasPrescription: Boolean(b.verordnungDateiId),
    prescriptionName: b.verordnungDateiname,
    quelle: b.quelle,
    seriesId: link?.seriesId ?? null,
    driver: row.driver?.id ? row.driver : null,
    legs: await detailLegs(db, id),
    flags: handlingFlags({ transportart: b.transportart, besonderheiten: b.besonderheiten }),
    history: events.map((e) => ({ id: e.id, at: e.createdAt.toISOString(), actor: e.actorLabel, event: parseBookingEvent(e.type, e.data) })),
    messages: await listBookingMessages(db, id),
  };
}

async function detailLegs(db: DbOrTx, bookingId: string): Promise<DetailLeg[]> {
  const rows = await db
    .select({
      id: tripLegs.id,
      kind: tripLegs.kind,
      timing: tripLegs.timing,
      datum: tripLegs.datum,
      uhrzeit: tripLegs.uhrzeit,
      abholadresse: tripLegs.abholadresse,
      zieladresse: tripLegs.zieladresse,
      status: tripLegs.status,
      driverId: tripLegs.driverId,
      driverName: drivers.name,
      vehicleId: tripLegs.vehicleId,
      vehicleLabel: vehicles.plate,
      notes: tripLegs.notes,
    })
    .from(tripLegs)
    .leftJoin(drivers, eq(drivers.id, tripLegs.driverId))
    .leftJoin(vehicles, eq(vehicles.id, tripLegs.vehicleId))
    .where(eq(tripLegs.bookingId, bookingId))
    .orderBy(asc(tripLegs.kind));
  const documents = await legDocumentsByLeg(db, rows.map((row) => row.id));
  return rows.map(({ id, ...leg }) => ({ ...leg, documents: documents.get(id) ?? [] })) as DetailLeg[];
}

/** The booking row for routes that need the stored file reference (prescription download). */
export async function getBookingRow(db: DbOrTx, id: string) {
  if (!isUuid(id)) return null;
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
  return row ?? null;
}

/** The two addresses of a booking by its number (the bookings list's map links, decision 204). */
export async function getBookingAddressesByNumber(db: DbOrTx, bookingNumber: string) {
  const [row] = await db
    .select({ abholadresse: bookings.abholadresse, zieladresse: bookings.zieladresse })
    .from(bookings)
    .where(eq(bookings.bookingNumber, bookingNumber));
  return row ?? null;
}
