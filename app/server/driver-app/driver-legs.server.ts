// What a driver sees in the drivers' app (issue 20): their own legs of today and the next day, with the
// patient's name and phone, addresses, handling flags and notes, the reports made and the proof so far.
// Only legs assigned to the driver record linked to the signed-in account are ever read.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { handlingFlags } from '#app/domain/bookings/handling-flags';
import { driverDays, type DriverLeg, type DriverReport } from '#app/domain/driver-app/reports';
import type { LegKind, LegStatus, LegTiming } from '#app/domain/legs/legs';

export type { DriverLeg };
import type { DbOrTx } from '#app/server/db/client.server';
import { bookings, legDocuments, legReports, tripLegs } from '#app/server/db/schema';

/** The driver's legs of today and tomorrow (Berlin), by date and time; "nach Termin" returns after the fixed ones. */
export async function listDriverLegs(db: DbOrTx, driverId: string, today: string): Promise<DriverLeg[]> {
  const rows = await db
    .select({
      id: tripLegs.id,
      bookingNumber: bookings.bookingNumber,
      kind: tripLegs.kind,
      timing: tripLegs.timing,
      datum: tripLegs.datum,
      uhrzeit: tripLegs.uhrzeit,
      status: tripLegs.status,
      abholadresse: tripLegs.abholadresse,
      zieladresse: tripLegs.zieladresse,
      vorname: bookings.vorname,
      nachname: bookings.nachname,
      telefon: bookings.telefon,
      transportart: bookings.transportart,
      besonderheiten: bookings.besonderheiten,
      legNotes: tripLegs.notes,
      hinweise: bookings.hinweise,
      begleitpersonen: bookings.begleitpersonen,
      km: tripLegs.km,
      wartezeitMinuten: tripLegs.wartezeitMinuten,
    })
    .from(tripLegs)
    .innerJoin(bookings, eq(bookings.id, tripLegs.bookingId))
    .where(and(eq(tripLegs.driverId, driverId), inArray(tripLegs.datum, driverDays(today))))
    .orderBy(asc(tripLegs.datum), sql`${tripLegs.uhrzeit} asc nulls last`, asc(tripLegs.kind));
  const ids = rows.map((row) => row.id);
  const reports = ids.length
    ? await db
        .select({ legId: legReports.legId, meldung: legReports.meldung, reportedAt: legReports.reportedAt, grund: legReports.grund })
        .from(legReports)
        .where(and(inArray(legReports.legId, ids), eq(legReports.art, 'status')))
        .orderBy(asc(legReports.reportedAt))
    : [];
  const documents = ids.length ? await db.select({ legId: legDocuments.legId, art: legDocuments.art }).from(legDocuments).where(inArray(legDocuments.legId, ids)) : [];
  return rows.map((row) => ({
    id: row.id,
    bookingNumber: row.bookingNumber,
    kind: row.kind as LegKind,
    timing: row.timing as LegTiming,
    datum: row.datum,
    uhrzeit: row.uhrzeit,
    status: row.status as LegStatus,
    abholadresse: row.abholadresse,
    zieladresse: row.zieladresse,
    patient: `${row.vorname} ${row.nachname}`.trim(),
    telefon: row.telefon,
    flags: handlingFlags({ transportart: row.transportart, besonderheiten: row.besonderheiten }),
    begleitpersonen: row.begleitpersonen,
    notes: [row.legNotes, row.hinweise].map((note) => note?.trim() ?? '').filter(Boolean),
    km: row.km === null ? null : Number(row.km),
    wartezeitMinuten: row.wartezeitMinuten,
    reports: reports
      .filter((report) => report.legId === row.id)
      .map((report) => ({ report: report.meldung as DriverReport, reportedAt: report.reportedAt.toISOString(), grund: report.grund })),
    documents: documents.filter((document) => document.legId === row.id).map((document) => document.art),
  }));
}
