// What the Buchungsdetails dialog shows: the booking, its legs (the ride's truth, issue 36: when, where,
// who drives, what the lifecycle allows), the history and the e-mail states (listBookingMessages of the
// messaging work).
import { asc, eq } from 'drizzle-orm';
import type { BookingDetails, BookingHistoryEntry, BookingMessage, DetailLeg } from '#app/domain/bookings/read-models';
import { handlingFlags } from '#app/domain/bookings/handling-flags';
import { berlinDate } from '#app/domain/berlin-time';
import { isLocked, planLegCancel, planLegRestore, planOfficeCompletion } from '#app/domain/rides/lifecycle';
import { isUuid } from '#app/domain/uuid';
import type { DbOrTx } from '#app/server/db/client.server';
import { bookingEvents, bookings, seriesBookings, tripLegs, vehicles } from '#app/server/db/schema';
import { legDocumentsByLeg } from '#app/server/driver-app/leg-documents.server';
import { listBookingMessages } from '#app/server/mail/booking-messages.server';
import { readRides } from '#app/server/rides/leg-facts.server';
import { parseBookingEvent } from './booking-events.server';

export type { BookingDetails, BookingHistoryEntry, BookingMessage };

export async function getBookingDetails(db: DbOrTx, id: string): Promise<BookingDetails | null> {
  if (!isUuid(id)) return null;
  const [b] = await db.select().from(bookings).where(eq(bookings.id, id));
  if (!b) return null;
  const events = await db
    .select()
    .from(bookingEvents)
    .where(eq(bookingEvents.bookingId, id))
    .orderBy(asc(bookingEvents.createdAt), asc(bookingEvents.id));
  const [link] = await db
    .select({ seriesId: seriesBookings.seriesId })
    .from(seriesBookings)
    .where(eq(seriesBookings.bookingId, id));
  return {
    id: b.id,
    bookingNumber: b.bookingNumber,
    status: b.status,
    createdAt: b.createdAt.toISOString(),
    vorname: b.vorname,
    nachname: b.nachname,
    transportart: b.transportart,
    telefon: b.telefon,
    email: b.email,
    bestaetigungsEmail: b.bestaetigungsEmail,
    krankenkasse: b.krankenkasse,
    pflegegrad: b.pflegegrad,
    besonderheiten: b.besonderheiten ?? {},
    hinweise: b.hinweise,
    entfernungKm: b.entfernungKm,
    begleitpersonen: b.begleitpersonen,
    consentAt: b.consentAt?.toISOString() ?? null,
    consentVersion: b.consentVersion,
    hasPrescription: Boolean(b.verordnungDateiId),
    prescriptionName: b.verordnungDateiname,
    quelle: b.quelle,
    seriesId: link?.seriesId ?? null,
    legs: await detailLegs(db, id),
    flags: handlingFlags({ transportart: b.transportart, besonderheiten: b.besonderheiten }),
    history: events.map((e) => ({
      id: e.id,
      at: e.createdAt.toISOString(),
      actor: e.actorLabel,
      event: parseBookingEvent(e.type, e.data),
    })),
    messages: await listBookingMessages(db, id),
  };
}

/** The booking's legs, outbound first, each with its driver, its own vehicle, its proof and what may happen to it. */
async function detailLegs(db: DbOrTx, bookingId: string): Promise<DetailLeg[]> {
  const rides = await readRides(db, eq(tripLegs.bookingId, bookingId), { order: [asc(tripLegs.kind)] });
  const documents = await legDocumentsByLeg(
    db,
    rides.map(({ leg }) => leg.id),
  );
  const ownVehicles = rides.flatMap(({ leg }) => (leg.vehicleId ? [leg.vehicleId] : []));
  const plates = new Map(
    ownVehicles.length
      ? (await db.select({ id: vehicles.id, plate: vehicles.plate }).from(vehicles)).map((v) => [v.id, v.plate])
      : [],
  );
  return rides.map(({ leg, ride, driverName }): DetailLeg => {
    return {
      legId: leg.id,
      kind: leg.kind,
      timing: leg.timing,
      datum: leg.datum,
      uhrzeit: leg.uhrzeit,
      abholadresse: leg.abholadresse,
      zieladresse: leg.zieladresse,
      status: leg.status,
      driverId: leg.driverId,
      driverName,
      vehicleId: leg.vehicleId,
      vehicleLabel: leg.vehicleId ? (plates.get(leg.vehicleId) ?? null) : null,
      notes: leg.notes,
      documents: documents.get(leg.id) ?? [],
      actions: {
        cancel: planLegCancel(ride).ok,
        restore: planLegRestore(ride).ok,
        complete: planOfficeCompletion(ride, leg.datum, berlinDate()).ok,
      },
      locked: isLocked(ride),
      billing: ride.billing,
    };
  });
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
