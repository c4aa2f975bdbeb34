// A data directory for the drivers' app journey (issue 20): two drivers, Anna with her drivers' app
// account and her own car, a wheelchair van, legs of today and tomorrow for her and one of today for Bruno
// (which Anna must not see). Phones are stored as the product stores them (E.164), the booking's note
// both as the note and as the free-text answer, as the phone booking does (issue 37).
import { mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { addCalendarDays, berlinDate } from '../../app/domain/berlin-time';
import { createStaffAccount } from '../../app/server/auth/accounts.server';
import { openPglite } from '../../app/server/db/client.server';
import { migrate } from '../../app/server/db/migrate.server';
import { drivers, vehicles } from '../../app/server/db/schema';
import { createDriverAccount } from '../../app/server/driver-app/driver-accounts.server';
import { insertBookingRows } from '../../app/server/rides/insert-rides.server';

export const DRIVER_APP = {
  anna: { name: 'Anna Hinweg', email: 'anna@fahrer.example', password: 'E2E-Fahrerin-Passwort-2026' },
  bruno: { name: 'Bruno Rückweg' },
  mine: { vorname: 'Erika', nachname: 'Unterwegs', bookingNumber: 'KF-2097-00001' },
  tomorrow: { vorname: 'Tom', nachname: 'Morgenfahrt', bookingNumber: 'KF-2097-00002' },
  foreign: { vorname: 'Fritz', nachname: 'Fremdfahrt', bookingNumber: 'KF-2097-00003' },
  car: { plate: 'F-KF 110', model: 'Skoda Octavia' },
  van: { plate: 'F-AC 101', model: 'VW Caddy' },
  note: 'Klingel defekt, bitte anrufen',
};

/** The Inhaber (created here: the server creates one only when there is no account at all). */
export const OWNER = { email: 'inhaber@musterfirma-krankenfahrten.example', password: 'E2E-Fahrer-App-Inhaber-2026' };

export async function prepareDriverAppDataDir(dataDir: string): Promise<void> {
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const handle = await openPglite(join(dataDir, 'pglite'));
  try {
    await migrate(handle.db);
    await createStaffAccount(handle.db, null, {
      email: OWNER.email,
      name: 'Inhaber',
      role: 'inhaber',
      password: OWNER.password,
    });
    const [car] = await handle.db
      .insert(vehicles)
      .values([
        { ...DRIVER_APP.car, wheelchair: false, seats: 5 },
        { ...DRIVER_APP.van, wheelchair: true, seats: 5 },
      ])
      .returning();
    const [anna, bruno] = await handle.db
      .insert(drivers)
      .values([
        { name: DRIVER_APP.anna.name, phone: '+4917100000001', email: DRIVER_APP.anna.email, vehicleId: car!.id },
        { name: DRIVER_APP.bruno.name, phone: '+4917100000002' },
      ])
      .returning();
    const created = await createDriverAccount(handle.db, null, anna!.id, { password: DRIVER_APP.anna.password });
    if (!created.ok) throw new Error('driver account not created');
    const today = berlinDate();
    const base = {
      telefon: '+496990009555',
      abholadresse: 'Lindenweg 3, 60311 Frankfurt am Main',
      zieladresse: 'Dialysezentrum Nord, Kaiserstraße 5, 61169 Friedberg',
      uhrzeit: '09:00',
      krankenkasse: 'AOK Hessen',
      status: 'confirmed' as const,
      consentAt: new Date(),
      consentVersion: 'e2e',
    };
    await insertBookingRows(handle.db, [
      {
        ...base,
        ...DRIVER_APP.mine,
        datum: today,
        assignedDriverId: anna!.id,
        hinweise: DRIVER_APP.note,
        besonderheiten: { rollstuhl: true, weitere: true, weitereHinweise: DRIVER_APP.note },
      },
      {
        ...base,
        ...DRIVER_APP.tomorrow,
        datum: addCalendarDays(today, 1),
        uhrzeit: '07:15',
        assignedDriverId: anna!.id,
      },
      { ...base, ...DRIVER_APP.foreign, datum: today, uhrzeit: '08:00', assignedDriverId: bruno!.id },
    ]);
  } finally {
    await handle.close();
  }
}
