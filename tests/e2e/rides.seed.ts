// The data of the rides-core journey (issue 36): the Inhaber, one driver with the drivers' app, the AOK's
// price rule with its IK and the price rule for private rides, the company's billing data, and three
// rides of the driver: today an AOK ride with its prescription, still to be driven (B); today a private
// ride already driven (P); tomorrow a confirmed ride the office will call off on the board (C). The ride
// that is rejected (A) is booked by phone in the journey itself. No demo data: every ride on the billing
// screens is one of these.
import { eq } from 'drizzle-orm';
import { addCalendarDays, berlinDate } from '../../app/domain/berlin-time';
import { createStaffAccount } from '../../app/server/auth/accounts.server';
import { PROVIDER_IK, createBillablePrescription, createBillingRule } from '../../app/server/billing/billing.fixtures';
import { drivers, invoiceSettings, patients, priceRules, tripLegs } from '../../app/server/db/schema';
import { createDriverAccount } from '../../app/server/driver-app/driver-accounts.server';
import { insertBookingRows } from '../../app/server/rides/insert-rides.server';
import type { OwnDatabase } from './support/own-server';
import { prepareOwnDatabase } from './support/seeded-data-dir';

export const RIDES = {
  /** The Inhaber (created here: the server creates one only when there is no account at all). */
  owner: { email: 'inhaber@musterfirma-krankenfahrten.example', password: 'E2E-Fahrten-Inhaber-2026' },
  driver: { name: 'Fiete Fahrer', email: 'fiete@fahrer.example', password: 'E2E-Fahrten-Fahrer-2026' },
  /** Booked by phone in the journey, assigned, then rejected. */
  rejected: { vorname: 'Adele', nachname: 'Absagewitz', telefon: '069 90009 361', uhrzeit: '10:00' },
  /** Today, AOK Hessen, with prescription and insurance number: the driver completes it. */
  insured: { vorname: 'Bernd', nachname: 'Kassenfahrt', bookingNumber: 'KF-2096-03601', uhrzeit: '08:30' },
  /** Today, private, already driven (12,5 km): invoiced in the journey. */
  private: {
    vorname: 'Paula',
    nachname: 'Privatfahrt',
    bookingNumber: 'KF-2096-03602',
    uhrzeit: '11:00',
    adresse: 'Lindenweg 4\n60311 Frankfurt am Main',
  },
  /** Tomorrow, confirmed: called off on the dispatch board while the driver's phone watches. */
  calledOff: { vorname: 'Carla', nachname: 'Abgesagt', bookingNumber: 'KF-2096-03603', uhrzeit: '14:00' },
};

export async function prepareRidesData(dataDir: string, database: OwnDatabase): Promise<void> {
  await prepareOwnDatabase(dataDir, database, async (db) => {
    await createStaffAccount(db, null, {
      email: RIDES.owner.email,
      name: 'Inhaber',
      role: 'inhaber',
      password: RIDES.owner.password,
    });
    const [driver] = await db
      .insert(drivers)
      .values({ name: RIDES.driver.name, phone: '+4917100003601', email: RIDES.driver.email })
      .returning();
    const account = await createDriverAccount(db, null, driver!.id, { password: RIDES.driver.password });
    if (!account.ok) throw new Error('driver account not created');

    await createBillingRule(db);
    await db
      .insert(priceRules)
      .values({ insurer: 'Privat', mode: 'sitzend', baseFare: '49.00', includedKm: 10, perKm: '2.00' });
    await db.insert(invoiceSettings).values({
      id: 1,
      steuernummer: '045 123 45678',
      ik: PROVIDER_IK,
      bankName: 'Frankfurter Volksbank',
      iban: 'DE89370400440532013000',
      bic: 'COBADEFFXXX',
    });

    const today = berlinDate();
    const [insuredPatient, privatePatient] = await db
      .insert(patients)
      .values([
        {
          vorname: RIDES.insured.vorname,
          nachname: RIDES.insured.nachname,
          geburtsdatum: '1940-05-17',
          krankenkasse: 'AOK Hessen',
          versichertennummer: 'A123456780',
        },
        { vorname: RIDES.private.vorname, nachname: RIDES.private.nachname, adresse: RIDES.private.adresse },
      ])
      .returning();
    const base = {
      abholadresse: 'Lindenweg 4, 60311 Frankfurt am Main',
      zieladresse: 'Praxis am Markt, Markt 1, 60311 Frankfurt am Main',
      transportart: 'sitzend' as const,
      assignedDriverId: driver!.id,
      consentAt: new Date(),
      consentVersion: 'e2e',
    };
    const [insured, privateRide] = await insertBookingRows(db, [
      {
        ...base,
        bookingNumber: RIDES.insured.bookingNumber,
        vorname: RIDES.insured.vorname,
        nachname: RIDES.insured.nachname,
        telefon: '069 90009 362',
        datum: today,
        uhrzeit: RIDES.insured.uhrzeit,
        krankenkasse: 'AOK Hessen',
        patientenId: insuredPatient!.id,
        status: 'confirmed',
      },
      {
        ...base,
        bookingNumber: RIDES.private.bookingNumber,
        vorname: RIDES.private.vorname,
        nachname: RIDES.private.nachname,
        telefon: '069 90009 363',
        datum: today,
        uhrzeit: RIDES.private.uhrzeit,
        krankenkasse: 'Privat',
        entfernungKm: '12.5',
        patientenId: privatePatient!.id,
        status: 'completed',
      },
      {
        ...base,
        bookingNumber: RIDES.calledOff.bookingNumber,
        vorname: RIDES.calledOff.vorname,
        nachname: RIDES.calledOff.nachname,
        telefon: '069 90009 364',
        datum: addCalendarDays(today, 1),
        uhrzeit: RIDES.calledOff.uhrzeit,
        krankenkasse: 'AOK Hessen',
        status: 'confirmed',
      },
    ]);
    // The private ride was driven: 12,5 km, as the driver reported them.
    await db.update(tripLegs).set({ km: '12.5' }).where(eq(tripLegs.bookingId, privateRide!.id));
    // The AOK ride's prescription (Muster 4), complete as a billing centre wants it, with its scan.
    await createBillablePrescription(db, dataDir, insured!.id, addCalendarDays(today, -3));
  });
}
