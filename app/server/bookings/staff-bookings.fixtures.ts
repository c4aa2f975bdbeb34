// Test data for the back-office booking tests: a staff user, drivers and bookings with sane defaults.
import type { Db } from '#app/server/db/client.server';
import { type bookings, drivers, users } from '#app/server/db/schema';
import type { Actor } from './booking-events.server';
import { insertBookingRows } from '#app/server/rides/insert-rides.server';

let sequence = 0;

export async function createStaffActor(db: Db, name = 'Dora Disponentin'): Promise<Actor> {
  const id = `user-${++sequence}-${Math.random().toString(36).slice(2, 8)}`;
  await db.insert(users).values({ id, name, email: `${id}@example.org` });
  return { userId: id, label: name };
}

export async function createDriver(db: Db, values: Partial<typeof drivers.$inferInsert> = {}) {
  const [row] = await db
    .insert(drivers)
    .values({ name: 'Peter Fahrmann', phone: '0171 1234567', ...values })
    .returning();
  return row!;
}

export async function createBooking(db: Db, values: Partial<typeof bookings.$inferInsert> = {}) {
  const n = ++sequence;
  const [row] = await insertBookingRows(db, [
    {
      bookingNumber: `KF-2026-${String(n).padStart(5, '0')}`,
      vorname: 'Erika',
      nachname: 'Musterfrau',
      telefon: '069 900091',
      email: 'erika@example.org',
      abholadresse: 'Musterstraße 1, 60311 Frankfurt am Main',
      zieladresse: 'Universitätsklinikum Frankfurt, Theodor-Stern-Kai 7',
      datum: '2030-01-15',
      uhrzeit: '09:00',
      ...values,
    },
  ]);
  return row!;
}
