// Fixtures of the series tests (issue 19): a clean slate with a dialysis patient, the series form's
// values, a Mo/Mi/Fr series from Monday 4 March 2030 and a Muster 4 for March 2030 (Serienverordnung).
import type { Actor } from '#app/server/bookings/booking-events.server';
import type { Db } from '#app/server/db/client.server';
import { approvals, bookings, outboxJobs, patients, series } from '#app/server/db/schema';
import { setSeriesHorizonWeeks } from './series-horizon.server';
import { createSeries } from './series.server';

/** Monday, 4 March 2030, 05:00 in Berlin (as in series.server.test.ts). */
export const now = new Date('2030-03-04T04:00:00Z');
export const today = '2030-03-04';

/** Empties the series, bookings, jobs, approvals and patients, sets the horizon to 8 weeks and adds the patient; its id. */
export async function resetWithDialysisPatient(
  db: Db,
  values: Partial<typeof patients.$inferInsert> = {},
): Promise<string> {
  await db.delete(series);
  await db.delete(bookings);
  await db.delete(outboxJobs);
  await db.delete(approvals);
  await db.delete(patients);
  await setSeriesHorizonWeeks(db, 8);
  const [patient] = await db
    .insert(patients)
    .values({
      vorname: 'Erika',
      nachname: 'Dialyse',
      telefone: ['+496990009'],
      krankenkasse: 'AOK Hessen',
      adresse: 'Musterstraße 1, Frankfurt',
      ...values,
    })
    .returning();
  return patient!.id;
}

export const seriesForm = (patientId: string, values: Record<string, string> = {}) => ({
  patientId,
  art: 'wochentage',
  start: '2030-03-04',
  bis: '',
  abholzeit: '06:30',
  rueckfahrt: 'nach-termin',
  feiertage: 'auslassen',
  abholadresse: 'Musterstraße 1, Frankfurt',
  zieladresse: 'Dialysezentrum Nord, Frankfurt',
  transportart: 'sitzend',
  ...values,
});

/** Muster 4 for dialysis, Hin- und Rückfahrt, for March 2030 (3× a week). */
export const marchPrescription = {
  ausstellungsdatum: '2030-02-25',
  arztName: 'Dr. Nieren',
  unfall: 'keiner',
  hinfahrt: 'on',
  rueckfahrt: 'on',
  grund: 'dialyse',
  befoerderungsmittel: 'taxi_mietwagen',
  position: 'sitzend',
  datumVon: '2030-03-01',
  datumBis: '2030-03-31',
  proWoche: '3',
};

/** A Mo/Mi/Fr dialysis series from 4 March 2030; its id. */
export async function dialysis(db: Db, actor: Actor, patientId: string): Promise<string> {
  const created = await createSeries(db, actor, seriesForm(patientId), ['MO', 'WE', 'FR'], now);
  if (!created.ok) throw new Error(JSON.stringify(created));
  return created.value.id;
}
