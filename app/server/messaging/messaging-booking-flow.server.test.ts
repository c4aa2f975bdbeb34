// The whole chain with the real use cases: an online booking (createBooking) delivers the confirmation
// and the notification over SMTP, confirming (confirmBooking) delivers the acceptance; hostile input in
// the booking stays inert in the HTML mail; with the SMTP server down the booking still succeeds and the
// mails follow exactly once.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { company } from '#app/company';
import { berlinInstant } from '#app/domain/berlin-time';
import { wizardValues } from '../../../tests/support/booking-form';
import { createBooking } from '#app/server/bookings/create-booking.server';
import { confirmBooking } from '#app/server/bookings/staff-booking-actions.server';
import { createJobHandlers } from '#app/server/jobs/handlers.server';
import { runDueJobs } from '#app/server/jobs/worker.server';
import { describeSmtpError } from '#app/server/mail/smtp-errors.server';
import { saveSmtpSettings } from '#app/server/mail/smtp-settings.server';
import { createSmtpTestServer, type SmtpTestServer } from '../../../tests/support/smtp-test-server';
import { createTestDb, type TestDb } from '../../../tests/support/test-db';

const SECRET = 'flow-secret-flow-secret-flow-secret-99';
const now = berlinInstant('2026-06-10', '12:00');

let t: TestDb;
let smtp: SmtpTestServer;
let dataDir: string;
let key = 0;

beforeAll(async () => {
  t = await createTestDb();
  smtp = await createSmtpTestServer();
  dataDir = mkdtempSync(join(tmpdir(), 'kf-msg-flow-'));
  await saveSmtpSettings(t.db, SECRET, {
    host: '127.0.0.1',
    port: smtp.port,
    security: 'none', // the test peer offers no TLS
    fromEmail: 'buchung@musterfirma.example',
  });
});

afterAll(async () => {
  await smtp.stop();
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const values = (overrides: Record<string, unknown> = {}) =>
  wizardValues({ genehmigungVorhanden: true, bestaetigungsEmail: 'angehoerige@example.org', ...overrides });

async function book(overrides: Record<string, unknown> = {}) {
  const result = await createBooking(
    t.db,
    { values: values(overrides), idempotencyKey: `flow-key-${++key}-abcdefgh`, file: null },
    { dataDir, now },
  );
  if (!result.ok) throw new Error(`booking refused: ${JSON.stringify(result)}`);
  return result;
}

// The worker's clock runs ahead of the real one by `ahead` (to step over backoff delays).
let ahead = 1000;
const run = () =>
  runDueJobs(t.db, createJobHandlers({ db: t.db, env: {}, secret: SECRET }), {
    now: () => new Date(Date.now() + ahead),
    describeError: describeSmtpError,
  });

describe('booking mails through the real use cases', () => {
  it('new booking: confirmation and notification; confirm: acceptance; hostile input stays inert', async () => {
    const booked = await book({ nachname: '<img src=x onerror=alert(1)>', hinweise: '<script>alert(1)</script>' });
    const bookingId = booked.bookingId;
    await run();
    const mails = await smtp.waitForMessages(2);
    const confirmation = mails.find((m) => m.to.includes('angehoerige@example.org'))!;
    const notification = mails.find((m) => m.to.includes(company.email))!;
    expect(confirmation.subject).toBe(`Ihre Buchung ${booked.bookingNumber} ist bei uns eingegangen`);
    expect(notification.subject).toBe(`Neue Online-Buchung ${booked.bookingNumber} für den 12.06.2026`);
    for (const mail of [confirmation, notification]) {
      expect(mail.html).not.toMatch(/<img src=x|<script>/);
      expect(mail.html).toContain('&lt;img src&#61;x onerror&#61;alert(1)&gt;');
      expect(mail.text.length).toBeGreaterThan(50);
    }

    await confirmBooking(t.db, { userId: null, label: 'Test' }, bookingId);
    await run();
    const all = await smtp.waitForMessages(3);
    expect(all[2]!.subject).toBe('Ihre Fahrt am 12.06.2026 um 09:00 Uhr ist bestätigt');
    expect(all[2]!.to).toEqual(['angehoerige@example.org']);
  });

  it('SMTP down: the booking succeeds, the mails follow exactly once when the server is back', async () => {
    smtp.messages.length = 0;
    await smtp.stop();
    let booked: Awaited<ReturnType<typeof book>>;
    try {
      booked = await book({ uhrzeit: '10:00' });
      expect(await run()).toMatchObject({ retried: 2 });
    } finally {
      await smtp.start();
    }
    ahead += 61_000;
    expect(await run()).toMatchObject({ done: 2 });
    ahead += 24 * 3600_000;
    expect((await run()).claimed).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.messages.map((m) => m.subject).sort()).toEqual([
      `Ihre Buchung ${booked!.bookingNumber} ist bei uns eingegangen`,
      `Neue Online-Buchung ${booked!.bookingNumber} für den 12.06.2026`,
    ]);
  });
});
