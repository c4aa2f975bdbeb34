// A data directory for the approvals journey (issue 18): the demo data, a dialysis patient and a pending
// booking of theirs three days ahead with outbound and return leg, linked to the patient. Prepared
// before the journey's own server starts on it (PGlite allows one process per directory).
import { addCalendarDays, berlinDate } from '../../app/domain/berlin-time';
import { approvals, patients } from '../../app/server/db/schema';
import { prepareSeededDataDir } from './support/seeded-data-dir';
import { insertBookingRows } from '../../app/server/rides/insert-rides.server';

export const DIALYSIS = { vorname: 'Dieter', nachname: 'Dialysepatient', bookingNumber: 'KF-2099-01801' };
/** A wheelchair patient with a granted wheelchair approval and a wheelchair booking (issue 37). */
export const WHEELCHAIR = { vorname: 'Rita', nachname: 'Rollstuhlfahrerin', bookingNumber: 'KF-2099-01802' };

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
    const [rolling] = await db
      .insert(patients)
      .values({ vorname: WHEELCHAIR.vorname, nachname: WHEELCHAIR.nachname, krankenkasse: 'AOK Hessen' })
      .returning();
    await db.insert(approvals).values({
      patientId: rolling!.id,
      krankenkasse: 'AOK Hessen',
      nummer: 'AOK-RS-815',
      genehmigungsdatum: berlinDate(),
      gueltigVon: berlinDate(),
      gueltigBis: addCalendarDays(berlinDate(), 180),
      befoerderungsmittel: 'taxi_mietwagen',
      position: 'rollstuhl',
      status: 'genehmigt',
    });
    await insertBookingRows(db, [
      {
        bookingNumber: WHEELCHAIR.bookingNumber,
        vorname: WHEELCHAIR.vorname,
        nachname: WHEELCHAIR.nachname,
        telefon: '069 90009 182',
        abholadresse: 'Radweg 8, 60311 Frankfurt am Main',
        zieladresse: 'Dialysezentrum Nord, Marbachweg 12, 60320 Frankfurt am Main',
        datum: rideDate,
        uhrzeit: '08:00',
        transportart: 'rollstuhl',
        krankenkasse: 'AOK Hessen',
        status: 'pending',
        patientenId: rolling!.id,
        genehmigungVorhanden: true,
        consentAt: new Date(),
        consentVersion: 'e2e',
      },
    ]);
    return { patientId: patient!.id, rideDate };
  });
}
