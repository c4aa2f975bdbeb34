// The start-up hook: the worker runs inside the server process, delivers queued mails on its own,
// wakes up when asked, and stops cleanly (shutdown signal or StartedHook.stop).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBookingWithMails } from '../../../tests/support/messaging-bookings';
import { createSmtpTestServer, type SmtpTestServer } from '../../../tests/support/smtp-test-server';
import { createServicesWithOwnDb, type OwnedTestServices } from '../../../tests/support/test-services';
import { outboxJobs } from '#app/server/db/schema';
import { saveSmtpSettings } from '#app/server/mail/smtp-settings.server';
import { startOutboxWorker, wakeOutboxWorker } from './start-worker.server';

let services: OwnedTestServices;
let smtp: SmtpTestServer;

beforeAll(async () => {
  services = await createServicesWithOwnDb();
  smtp = await createSmtpTestServer();
});

afterAll(async () => {
  await smtp.stop();
  await services.close();
});

describe('outbox worker start-up hook', () => {
  it('delivers the mails of a new booking by itself and stops on shutdown', async () => {
    await saveSmtpSettings(services.db, services.secret, {
      host: '127.0.0.1',
      port: smtp.port,
      security: 'none', // the test peer offers no TLS
      fromEmail: 'buchung@musterfirma.example',
    });
    const hook = await startOutboxWorker(services);
    try {
      const booking = await createBookingWithMails(services.db);
      wakeOutboxWorker();
      const mails = await smtp.waitForMessages(2, 15_000);
      expect(mails.map((m) => m.to[0]).sort()).toEqual([
        'bestaetigung@example.org',
        'info@musterfirma-krankenfahrten.example',
      ]);
      await expect
        .poll(
          async () =>
            (await services.db.select().from(outboxJobs).where(eq(outboxJobs.bookingId, booking.id)))
              .map((j) => j.status)
              .sort(),
          { timeout: 10_000 },
        )
        .toEqual(['done', 'done', 'done']);
    } finally {
      services.shutdown.abort();
      await hook.stop?.();
    }
    // Stopped: new jobs stay pending.
    await createBookingWithMails(services.db);
    wakeOutboxWorker();
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(smtp.messages).toHaveLength(2);
  });
});
