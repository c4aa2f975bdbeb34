// The rides a patient already has that new legs would duplicate (issue 37): the patient's legs on the
// days in question, read through the rides core (readRides, not cancelled), judged by the pure rule of
// app/domain/rides/duplicate-rides.ts. The phone booking and a new series ask before they save.
import { and, eq, gte, lte, not } from 'drizzle-orm';
import { duplicateRides, type DuplicateRide, type NewLeg } from '#app/domain/rides/duplicate-rides';
import type { DbOrTx } from '#app/server/db/client.server';
import { bookings, tripLegs } from '#app/server/db/schema';
import { readRides } from './leg-facts.server';
import { rideWhere } from './ride-sql.server';

/** The new legs of `patientId` that duplicate a ride the patient already has (none for no legs). */
export async function findDuplicateRides(
  db: DbOrTx,
  patientId: string,
  planned: readonly NewLeg[],
): Promise<DuplicateRide[]> {
  if (!planned.length) return [];
  const days = planned.map((leg) => leg.datum).sort();
  const rows = await readRides(
    db,
    and(
      eq(bookings.patientenId, patientId),
      gte(tripLegs.datum, days[0]!),
      lte(tripLegs.datum, days.at(-1)!),
      not(rideWhere.cancelled),
    ),
  );
  const existing = rows.map(({ leg, order, ride }) => ({
    kind: leg.kind,
    datum: leg.datum,
    uhrzeit: leg.uhrzeit,
    patientId: order.patientenId,
    bookingNumber: order.bookingNumber,
    ride,
  }));
  return duplicateRides(patientId, planned, existing);
}
