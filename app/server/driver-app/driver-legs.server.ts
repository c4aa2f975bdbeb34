// What a driver sees in the drivers' app (issue 20): their own legs of today and the next day, with the
// patient's name and phone, addresses, handling flags and notes, the vehicle the ride is driven with
// (issue 37: the board may give one ride another vehicle than the driver's), the reports made and the
// proof so far, and whether the rides core still takes reports for each (issue 36). Rides taken away
// from the driver (cancelled, or given to someone else) are listed apart, without any patient data, so
// the phone can say so. Only legs that are or were the driver record's linked to the signed-in account are ever read.
import { and, asc, eq, inArray, isNull, ne, not, or } from 'drizzle-orm';
import { handlingFlags } from '#app/domain/bookings/handling-flags';
import { vehicleLabel } from '#app/domain/dispatch/board';
import {
  cardNotes,
  closedLegText,
  driverDays,
  type DriverLeg,
  type DriverReport,
  type ReleasedLeg,
} from '#app/domain/driver-app/reports';
import { isCancelled, isReportable } from '#app/domain/rides/lifecycle';
import type { DbOrTx } from '#app/server/db/client.server';
import { legDocuments, legReports, tripLegs, vehicles } from '#app/server/db/schema';
import { readRides } from '#app/server/rides/leg-facts.server';
import { rideWhere } from '#app/server/rides/ride-sql.server';

export type { DriverLeg, ReleasedLeg };

export type DriverDay = { legs: DriverLeg[]; released: ReleasedLeg[] };

/** The driver's legs of today and tomorrow (Berlin), by date and time; "nach Termin" returns after the fixed ones. */
export async function listDriverLegs(db: DbOrTx, driverId: string, today: string): Promise<DriverDay> {
  const days = driverDays(today);
  const rows = await readRides(
    db,
    and(eq(tripLegs.driverId, driverId), inArray(tripLegs.datum, days), not(rideWhere.cancelled)),
  );
  const ids = rows.map((row) => row.leg.id);
  const reports = ids.length
    ? await db
        .select({
          legId: legReports.legId,
          meldung: legReports.meldung,
          reportedAt: legReports.reportedAt,
          grund: legReports.grund,
        })
        .from(legReports)
        .where(and(inArray(legReports.legId, ids), eq(legReports.art, 'status')))
        .orderBy(asc(legReports.reportedAt))
    : [];
  const documents = ids.length
    ? await db
        .select({ legId: legDocuments.legId, art: legDocuments.art })
        .from(legDocuments)
        .where(inArray(legDocuments.legId, ids))
    : [];
  const vehicleIds = [...new Set(rows.map((row) => row.vehicleId).filter((id): id is string => id !== null))];
  const legVehicles = vehicleIds.length
    ? await db
        .select({
          id: vehicles.id,
          plate: vehicles.plate,
          model: vehicles.model,
          wheelchair: vehicles.wheelchair,
          tragestuhl: vehicles.tragestuhl,
          seats: vehicles.seats,
          assignedDriverId: vehicles.assignedDriverId,
        })
        .from(vehicles)
        .where(inArray(vehicles.id, vehicleIds))
    : [];
  const legs = rows.map(({ leg, order, ride, vehicleId }): DriverLeg => {
    const flags = handlingFlags(order);
    return {
      id: leg.id,
      bookingNumber: order.bookingNumber,
      kind: leg.kind,
      timing: leg.timing,
      datum: leg.datum,
      uhrzeit: leg.uhrzeit,
      status: leg.status,
      reportable: isReportable(ride),
      closedText: closedLegText(ride),
      abholadresse: leg.abholadresse,
      zieladresse: leg.zieladresse,
      patient: `${order.vorname} ${order.nachname}`.trim(),
      telefon: order.telefon,
      flags,
      begleitpersonen: order.begleitpersonen,
      notes: cardNotes(leg.notes, order.hinweise, flags),
      vehicle: vehicleLabel(legVehicles.find((vehicle) => vehicle.id === vehicleId)),
      km: leg.km,
      wartezeitMinuten: leg.wartezeitMinuten,
      reports: reports
        .filter((report) => report.legId === leg.id)
        .map((report) => ({
          report: report.meldung as DriverReport,
          reportedAt: report.reportedAt.toISOString(),
          grund: report.grund,
        })),
      documents: documents.filter((document) => document.legId === leg.id).map((document) => document.art),
    };
  });
  const taken = await readRides(
    db,
    and(
      eq(tripLegs.releasedDriverId, driverId),
      inArray(tripLegs.datum, days),
      or(isNull(tripLegs.driverId), ne(tripLegs.driverId, driverId)),
    ),
  );
  const released = taken.map(({ leg, order, ride }): ReleasedLeg => ({
    id: leg.id,
    bookingNumber: order.bookingNumber,
    kind: leg.kind,
    timing: leg.timing,
    datum: leg.datum,
    uhrzeit: leg.uhrzeit,
    reason: isCancelled(ride) ? 'storniert' : 'anderer-fahrer',
  }));
  return { legs, released };
}
