// A data directory for the office-completion journey (issue 37): the demo data, the AOK's price rule
// with its IK and codes, the provider's IK, a substitute driver with her car, and two rides of
// yesterday the drivers' app never completed: one still "geplant" (the phone died), one set down
// without the patient's signature (the signed paper Transportschein is in the office).
import { eq } from 'drizzle-orm';
import { addCalendarDays, berlinDate } from '../../app/domain/berlin-time';
import {
  PROVIDER_IK,
  createBillablePrescription,
  createBillingRule,
  createCompletedBooking,
} from '../../app/server/billing/billing.fixtures';
import { createBooking, createDriver } from '../../app/server/bookings/staff-bookings.fixtures';
import { drivers, invoiceSettings, patients, vehicles } from '../../app/server/db/schema';
import { prepareSeededDataDir } from './support/seeded-data-dir';

export const OFFICE = {
  day: addCalendarDays(berlinDate(), -1),
  driver: { name: 'Vera Vertretung', plate: 'F-VV 370' },
  planned: { nachname: 'Ohnehandy', bookingNumber: 'KF-2097-03701' },
  unsigned: { nachname: 'Papierschein', bookingNumber: 'KF-2097-03702' },
};

export async function prepareOfficeCompletionDataDir(dataDir: string): Promise<void> {
  await prepareSeededDataDir(dataDir, async (db) => {
    await createBillingRule(db);
    await db.insert(invoiceSettings).values({ id: 1, ik: PROVIDER_IK });
    const [car] = await db.insert(vehicles).values({ plate: OFFICE.driver.plate, model: 'Caddy' }).returning();
    const driver = await createDriver(db, { name: OFFICE.driver.name });
    await db.update(drivers).set({ vehicleId: car!.id }).where(eq(drivers.id, driver.id));

    const [patient] = await db
      .insert(patients)
      .values({
        vorname: 'Hanna',
        nachname: OFFICE.planned.nachname,
        geburtsdatum: '1944-05-02',
        krankenkasse: 'AOK Hessen',
        versichertennummer: 'A123456780',
      })
      .returning();
    const booking = await createBooking(db, {
      bookingNumber: OFFICE.planned.bookingNumber,
      vorname: 'Hanna',
      nachname: OFFICE.planned.nachname,
      datum: OFFICE.day,
      uhrzeit: '08:30',
      krankenkasse: 'AOK Hessen',
      transportart: 'sitzend',
      patientenId: patient!.id,
      status: 'confirmed',
    });
    await createBillablePrescription(db, dataDir, booking.id, addCalendarDays(OFFICE.day, -7));
    await createCompletedBooking(db, { dataDir, datum: OFFICE.day, signature: false, ...OFFICE.unsigned });
  });
}
