// A data directory for the dispatch journey (issue 20): the demo data plus two dispatcher accounts, two
// drivers (one with a car, one with a wheelchair van without a carrying chair), a seven-seater with a
// carrying chair and no driver, and tomorrow's confirmed rides: a wheelchair ride with a return, a
// seated ride, and a carrying-chair ride with four companions (decision 227).
import { eq } from 'drizzle-orm';
import { addCalendarDays, berlinDate } from '../../app/domain/berlin-time';
import { createStaffAccount } from '../../app/server/auth/accounts.server';
import { drivers, vehicles } from '../../app/server/db/schema';
import { prepareSeededDataDir } from './support/seeded-data-dir';
import { insertBookingRows } from '../../app/server/rides/insert-rides.server';

export const DISPATCH = {
  dispatcher: {
    email: 'dora.disponentin@musterfirma-krankenfahrten.example',
    password: 'E2E-Disposition-Passwort-2026',
    name: 'Dora Disponentin',
  },
  colleague: {
    email: 'max.mitdisponent@musterfirma-krankenfahrten.example',
    password: 'E2E-Kollege-Passwort-2026',
    name: 'Max Mitdisponent',
  },
  wheelchair: { vorname: 'Rolf', nachname: 'Radlmaier', bookingNumber: 'KF-2097-00001' },
  seated: { vorname: 'Sigrid', nachname: 'Sitzberger', bookingNumber: 'KF-2097-00002' },
  car: { plate: 'F-KF 710', model: 'Skoda Octavia' },
  van: { plate: 'F-KF 720', model: 'VW Caddy Maxi' },
  chairCar: { plate: 'F-KF 730', model: 'Opel Zafira' },
  carried: { vorname: 'Tanja', nachname: 'Tragemann', bookingNumber: 'KF-2098-00001', begleitpersonen: 4 },
  drivers: { car: 'Anna Autofahrerin', van: 'Bruno Busfahrer' },
};

export async function prepareDispatchDataDir(dataDir: string): Promise<void> {
  return prepareSeededDataDir(dataDir, async (db) => {
    // Staff accounts in the seed mean no owner is created at start-up: the journey needs none.
    await createStaffAccount(db, null, { ...DISPATCH.dispatcher, role: 'disposition' });
    await createStaffAccount(db, null, { ...DISPATCH.colleague, role: 'disposition' });
    const [car] = await db
      .insert(vehicles)
      .values({ ...DISPATCH.car, wheelchair: false, seats: 5 })
      .returning();
    const [van] = await db
      .insert(vehicles)
      .values({ ...DISPATCH.van, wheelchair: true, tragestuhl: false, seats: 5 })
      .returning();
    await db.insert(vehicles).values({ ...DISPATCH.chairCar, wheelchair: false, tragestuhl: true, seats: 7 });
    const [anna] = await db
      .insert(drivers)
      .values({ name: DISPATCH.drivers.car, phone: '+4917100000701', vehicleId: car!.id })
      .returning();
    const [bruno] = await db
      .insert(drivers)
      .values({ name: DISPATCH.drivers.van, phone: '+4917100000702', vehicleId: van!.id })
      .returning();
    await db.update(vehicles).set({ assignedDriverId: anna!.id }).where(eq(vehicles.id, car!.id));
    await db.update(vehicles).set({ assignedDriverId: bruno!.id }).where(eq(vehicles.id, van!.id));
    const tomorrow = addCalendarDays(berlinDate(), 1);
    const base = {
      telefon: '069 90009 777',
      email: 'patient-dispo@example.org',
      abholadresse: 'Lindenweg 3, 60311 Frankfurt am Main',
      zieladresse: 'Praxis am Markt, Markt 1, 60311 Frankfurt am Main',
      krankenkasse: 'AOK Hessen',
      status: 'confirmed' as const,
      datum: tomorrow,
      consentAt: new Date(),
      consentVersion: 'e2e',
    };
    await insertBookingRows(db, [
      {
        ...base,
        ...DISPATCH.wheelchair,
        uhrzeit: '08:00',
        transportart: 'rollstuhl',
        besonderheiten: { rollstuhl: true, barrierefreiZugang: true },
        rueckfahrt: 'fest',
        rueckfahrtDatum: tomorrow,
        rueckfahrtUhrzeit: '12:00',
      },
      { ...base, ...DISPATCH.seated, uhrzeit: '10:00', transportart: 'sitzend' },
      {
        ...base,
        ...DISPATCH.carried,
        uhrzeit: '14:00',
        transportart: 'tragestuhl',
        besonderheiten: { rollstuhl: true, barrierefreiZugang: false },
      },
    ]);
  });
}
