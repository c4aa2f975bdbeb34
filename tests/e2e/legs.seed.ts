// A data directory for the trip-leg journeys (issue 17): the demo data plus bookings with a return leg,
// one with the infection flag tomorrow, an overdue pending one and one to reject, and two drivers.
import { addCalendarDays, berlinDate } from '../../app/domain/berlin-time';
import { drivers } from '../../app/server/db/schema';
import { prepareSeededDataDir } from './support/seeded-data-dir';
import { insertBookingRows } from '../../app/server/rides/insert-rides.server';

export const LEGS = {
  follows: { vorname: 'Fritz', nachname: 'Folgsam', bookingNumber: 'KF-2098-00001' },
  twoDrivers: { vorname: 'Zora', nachname: 'Zweifahrer', bookingNumber: 'KF-2098-00002' },
  infectious: { vorname: 'Ingo', nachname: 'Ansteckend', bookingNumber: 'KF-2098-00003' },
  overdue: { vorname: 'Vera', nachname: 'Verspätet', bookingNumber: 'KF-2098-00004' },
  reject: { vorname: 'Arno', nachname: 'Absagefall', bookingNumber: 'KF-2098-00005' },
  drivers: { hin: 'Anna Hinweg', rueck: 'Bruno Rückweg' },
};

export const HOME = 'Lindenweg 3, 60311 Frankfurt am Main';
export const CLINIC = 'Dialysezentrum Nord, Kaiserstraße 5, 61169 Friedberg';

export async function prepareLegsDataDir(dataDir: string): Promise<void> {
  return prepareSeededDataDir(dataDir, async (db) => {
    const today = berlinDate();
    const base = {
      telefon: '069 90009 555',
      email: 'patient-legs@example.org',
      abholadresse: HOME,
      zieladresse: CLINIC,
      uhrzeit: '09:00',
      krankenkasse: 'AOK Hessen',
      consentAt: new Date(),
      consentVersion: 'e2e',
    };
    await db.insert(drivers).values([
      { name: LEGS.drivers.hin, phone: '+4917100000001' },
      { name: LEGS.drivers.rueck, phone: '+4917100000002' },
    ]);
    const inThree = addCalendarDays(today, 3);
    const tomorrow = addCalendarDays(today, 1);
    await insertBookingRows(db, [
      {
        ...base,
        ...LEGS.follows,
        status: 'confirmed',
        datum: inThree,
        rueckfahrt: 'fest',
        rueckfahrtDatum: inThree,
        rueckfahrtUhrzeit: '13:00',
      },
      {
        ...base,
        ...LEGS.twoDrivers,
        status: 'confirmed',
        datum: addCalendarDays(today, 4),
        rueckfahrt: 'nach-termin',
        rueckfahrtDatum: addCalendarDays(today, 4),
      },
      {
        ...base,
        ...LEGS.infectious,
        status: 'confirmed',
        datum: tomorrow,
        uhrzeit: '08:30',
        rueckfahrt: 'fest',
        rueckfahrtDatum: tomorrow,
        rueckfahrtUhrzeit: '12:15',
        besonderheiten: { infektiös: true, rollstuhl: true },
      },
      { ...base, ...LEGS.overdue, status: 'pending', datum: addCalendarDays(today, -1), uhrzeit: '10:00' },
      { ...base, ...LEGS.reject, status: 'pending', datum: addCalendarDays(today, 5) },
    ]);
  });
}
