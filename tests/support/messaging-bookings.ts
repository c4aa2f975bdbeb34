// Test helper: creates a booking and its outbox jobs in one transaction, the way the booking use cases
// do (only imported by tests).
import { company } from '../../app/company';
import { nextBookingNumber } from '../../app/server/bookings/booking-number.server';
import type { Db } from '../../app/server/db/client.server';
import { type bookings } from '../../app/server/db/schema';
import { enqueueJobs } from '../../app/server/jobs/outbox.server';
import { insertBookingRows } from '../../app/server/rides/insert-rides.server';

export type TestBookingInput = Partial<typeof bookings.$inferInsert>;

export async function createBookingWithMails(
  db: Db,
  input: TestBookingInput = {},
): Promise<{ id: string; bookingNumber: string; jobIds: number[] }> {
  return db.transaction(async (tx) => {
    const bookingNumber = await nextBookingNumber(tx, 2026);
    const [row] = await insertBookingRows(tx, [
      {
        bookingNumber,
        vorname: 'Erika',
        nachname: 'Musterfrau',
        email: 'erika@example.org',
        telefon: '+496990009999',
        abholadresse: 'Musterstraße 1, 60311 Frankfurt am Main',
        zieladresse: 'Zeppelinstraße 20, 61352 Bad Homburg vor der Höhe',
        datum: '2026-12-03',
        uhrzeit: '09:30',
        bestaetigungsEmail: 'bestaetigung@example.org',
        ...input,
      },
    ]);
    const jobIds = await enqueueJobs(tx, [
      {
        kind: 'booking-email',
        payload: { template: 'confirmation', to: row!.bestaetigungsEmail ?? row!.email!, bookingId: row!.id },
      },
      { kind: 'booking-email', payload: { template: 'notification', to: company.email, bookingId: row!.id } },
      { kind: 'calendar-sync', payload: { action: 'create', bookingId: row!.id } },
    ]);
    return { id: row!.id, bookingNumber: row!.bookingNumber, jobIds };
  });
}
