// A data directory for the approvals journey (issue 18): the demo data, a dialysis patient and a pending
// booking of theirs three days ahead with outbound and return leg, linked to the patient. Prepared
// before the journey's own server starts on it (PGlite allows one process per directory).
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { addCalendarDays, berlinDate } from '../../app/domain/berlin-time';
import { openPglite } from '../../app/server/db/client.server';
import { migrate } from '../../app/server/db/migrate.server';
import { bookings, patients } from '../../app/server/db/schema';
import { seedDemoData } from '../../app/server/db/seed.server';

export const DIALYSIS = { vorname: 'Dieter', nachname: 'Dialysepatient', bookingNumber: 'KF-2099-01801' };

export async function prepareApprovalsDataDir(dataDir: string): Promise<{ patientId: string; rideDate: string }> {
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const handle = await openPglite(join(dataDir, 'pglite'));
  try {
    await migrate(handle.db);
    await seedDemoData(handle.db);
    const rideDate = addCalendarDays(berlinDate(), 3);
    const [patient] = await handle.db
      .insert(patients)
      .values({ vorname: DIALYSIS.vorname, nachname: DIALYSIS.nachname, krankenkasse: 'AOK Hessen', pflegegrad: 2 })
      .returning();
    await handle.db.insert(bookings).values({
      bookingNumber: DIALYSIS.bookingNumber,
      vorname: DIALYSIS.vorname,
      nachname: DIALYSIS.nachname,
      telefon: '069 90009 181',
      abholadresse: 'Nierenweg 3, 60311 Frankfurt am Main',
      zieladresse: 'Dialysezentrum Nord, Marbachweg 12, 60320 Frankfurt am Main',
      datum: rideDate,
      uhrzeit: '07:00',
      rueckfahrt: 'fest',
      rueckfahrtDatum: rideDate,
      rueckfahrtUhrzeit: '12:30',
      transportart: 'sitzend',
      krankenkasse: 'AOK Hessen',
      status: 'pending',
      patientenId: patient!.id,
      consentAt: new Date(),
      consentVersion: 'e2e',
      createdAt: new Date(Date.now() + 60_000),
    });
    return { patientId: patient!.id, rideDate };
  } finally {
    await handle.close();
  }
}
