// A data directory for the approvals journey (issue 18): the demo data, a dialysis patient and a pending
// booking of theirs three days ahead with outbound and return leg, linked to the patient. Prepared
// before the journey's own server starts on it (PGlite allows one process per directory).
import { addCalendarDays, berlinDate } from '../../app/domain/berlin-time';
import { patients } from '../../app/server/db/schema';
import { prepareSeededDataDir } from './support/seeded-data-dir';
import { insertBookingRows } from '../../app/server/rides/insert-rides.server';

export const DIALYSIS = { vorname: 'Dieter', nachname: 'Dialysepatient', bookingNumber: 'KF-2099-01801' };

export async function prepareApprovalsDataDir(dataDir: string): Promise<{ patientId: string; rideDate: string }> {
  return prepareSeededDataDir(dataDir, async (db) => {
    const rideDate = addCalendarDays(berlinDate(), 3);
    const [patient] = await db
      .insert(patients)
      .values({ vorname: DIALYSIS.vorname, nachname: DIALYSIS.nachname, krankenkasse: 'AOK Hessen', pflegegrad: 2 })
      .returning();
    await insertBookingRows(db, [
      {
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
      },
    ]);
    return { patientId: patient!.id, rideDate };
  });
}
