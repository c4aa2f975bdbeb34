// A data directory for the invoices journey (issue 21): the demo data, the company's billing data, the
// price rule for private rides and a private customer's completed booking (outbound and return) five
// days ago, linked to the patient record with their address; and (issue 38) a completed transfer billed
// to a hospital, with the hospital's price rule, that the Inhaber marks as Krankenhaus in the journey. Prepared before the journey's own server
// starts on it (PGlite allows one process per directory).
import { eq } from 'drizzle-orm';
import { addCalendarDays, berlinDate } from '../../app/domain/berlin-time';
import { invoiceSettings, patients, priceRules, tripLegs } from '../../app/server/db/schema';
import { prepareSeededDataDir } from './support/seeded-data-dir';
import { insertBookingRows } from '../../app/server/rides/insert-rides.server';

export const CUSTOMER = {
  vorname: 'Paula',
  nachname: 'Privatkundin',
  bookingNumber: 'KF-2099-02101',
  adresse: 'Lindenweg 4\n60311 Frankfurt am Main',
};

export const HOSPITAL = {
  name: 'Klinikum Frankfurt Höchst',
  adresse: 'Gotenstraße 6-8\n65929 Frankfurt am Main',
  patient: { vorname: 'Hanna', nachname: 'Verlegt' },
  bookingNumber: 'KF-2099-02102',
};

export async function prepareInvoicesDataDir(dataDir: string): Promise<{ rideDate: string }> {
  return prepareSeededDataDir(dataDir, async (db) => {
    await db.insert(invoiceSettings).values({
      id: 1,
      steuernummer: '045 123 45678',
      ik: '600612340',
      bankName: 'Frankfurter Volksbank',
      iban: 'DE89370400440532013000',
      bic: 'COBADEFFXXX',
    });
    await db
      .insert(priceRules)
      .values({ insurer: 'Privat', mode: 'sitzend', baseFare: '49.00', includedKm: 10, perKm: '2.00' });
    const rideDate = addCalendarDays(berlinDate(), -5);
    const [patient] = await db
      .insert(patients)
      .values({ vorname: CUSTOMER.vorname, nachname: CUSTOMER.nachname, adresse: CUSTOMER.adresse })
      .returning();
    const [booking] = await insertBookingRows(db, [
      {
        bookingNumber: CUSTOMER.bookingNumber,
        vorname: CUSTOMER.vorname,
        nachname: CUSTOMER.nachname,
        telefon: '069 90009 211',
        abholadresse: 'Lindenweg 4, 60311 Frankfurt am Main',
        zieladresse: 'Praxis am Markt, Markt 1, 60311 Frankfurt am Main',
        datum: rideDate,
        uhrzeit: '09:00',
        rueckfahrt: 'fest',
        rueckfahrtDatum: rideDate,
        rueckfahrtUhrzeit: '11:30',
        transportart: 'sitzend',
        krankenkasse: 'Privat',
        entfernungKm: '12.5',
        status: 'completed',
        patientenId: patient!.id,
        consentAt: new Date(),
        consentVersion: 'e2e',
      },
    ]);
    // The driven km of the customer's two legs, as the driver reports them: the price uses the legs' km.
    await db.update(tripLegs).set({ km: '12.5' }).where(eq(tripLegs.bookingId, booking!.id));

    await db
      .insert(priceRules)
      .values({ insurer: HOSPITAL.name, mode: 'sitzend', baseFare: '40.00', includedKm: 10, perKm: '1.50' });
    const [transferred] = await db.insert(patients).values(HOSPITAL.patient).returning();
    const [transfer] = await insertBookingRows(db, [
      {
        bookingNumber: HOSPITAL.bookingNumber,
        ...HOSPITAL.patient,
        telefon: '069 90009 212',
        abholadresse: 'Klinikum Frankfurt Höchst, Gotenstraße 6-8, 65929 Frankfurt am Main',
        zieladresse: 'Reha-Zentrum, Bahnhofstraße 3, 65929 Frankfurt am Main',
        datum: rideDate,
        uhrzeit: '10:00',
        transportart: 'sitzend',
        krankenkasse: HOSPITAL.name,
        entfernungKm: '12.5',
        status: 'completed',
        patientenId: transferred!.id,
        consentAt: new Date(),
        consentVersion: 'e2e',
      },
    ]);
    await db.update(tripLegs).set({ km: '12.5' }).where(eq(tripLegs.bookingId, transfer!.id));
    return { rideDate };
  });
}
