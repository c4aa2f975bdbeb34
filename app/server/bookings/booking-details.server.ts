// What the Buchungsdetails dialog shows: the booking, its driver, the history and the e-mail states
// (listBookingMessages of the messaging work).
import { asc, eq } from 'drizzle-orm';
import { normalizeStatus, type BookingStatus } from '../../domain/bookings/status';
import type { DbOrTx } from '../db/client.server';
import { bookingEvents, bookings, drivers, type Besonderheiten } from '../db/schema';
import { listBookingMessages, type BookingMessage } from '../mail/booking-messages.server';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type { BookingMessage };

export type BookingHistoryEntry = { id: number; at: string; actor: string; type: string; data: Record<string, unknown> };

export type BookingDetails = {
  id: string;
  bookingNumber: string;
  status: BookingStatus;
  createdAt: string;
  datum: string;
  uhrzeit: string;
  vorname: string;
  nachname: string;
  transportart: string | null;
  telefon: string | null;
  email: string | null;
  bestaetigungsEmail: string | null;
  krankenkasse: string | null;
  pflegegrad: number | null;
  abholadresse: string;
  zieladresse: string;
  rueckfahrt: string;
  rueckfahrtZeit: string | null;
  rueckfahrtDatum: string | null;
  rueckfahrtUhrzeit: string | null;
  rueckfahrtAbholadresse: string | null;
  rueckfahrtZieladresse: string | null;
  besonderheiten: Besonderheiten;
  hinweise: string | null;
  entfernungKm: string | null;
  genehmigungVorhanden: boolean;
  consentAt: string | null;
  consentVersion: string | null;
  hasPrescription: boolean;
  prescriptionName: string | null;
  quelle: string;
  driver: { id: string; name: string; phone: string } | null;
  history: BookingHistoryEntry[];
  messages: BookingMessage[];
};

export async function getBookingDetails(db: DbOrTx, id: string): Promise<BookingDetails | null> {
  if (!UUID.test(id)) return null;
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
  return {
    id: b.id,
    bookingNumber: b.bookingNumber,
    status: normalizeStatus(b.status),
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
    genehmigungVorhanden: b.genehmigungVorhanden,
    consentAt: b.consentAt?.toISOString() ?? null,
    consentVersion: b.consentVersion,
    hasPrescription: Boolean(b.verordnungDateiId),
    prescriptionName: b.verordnungDateiname,
    quelle: b.quelle,
    driver: row.driver?.id ? row.driver : null,
    history: events.map((e) => ({ id: e.id, at: e.createdAt.toISOString(), actor: e.actorLabel, type: e.type, data: e.data })),
    messages: await listBookingMessages(db, id),
  };
}

/** The booking row for routes that need the stored file reference (prescription download). */
export async function getBookingRow(db: DbOrTx, id: string) {
  if (!UUID.test(id)) return null;
  const [row] = await db.select().from(bookings).where(eq(bookings.id, id));
  return row ?? null;
}
