// The outbox against a real SMTP peer (smtp-server in process): round trip, outage, waiting without SMTP,
// crash recovery, retries, exactly-once delivery, escaping of hostile booking data, encrypted password.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { company } from '#app/company';
import { createTestDb, type TestDb } from '../../../tests/support/test-db';
import { createSmtpTestServer, type SmtpTestServer } from '../../../tests/support/smtp-test-server';
import { bookings, contactMessages, drivers, outboxJobs, smtpSettings } from '#app/server/db/schema';
import {
  listBookingMessages,
  listMailLog,
  releaseWaitingMailJobs,
  retryJob,
} from '#app/server/mail/booking-messages.server';
import { describeSmtpError } from '#app/server/mail/smtp-errors.server';
import { getSmtpSettingsView, saveSmtpSettings } from '#app/server/mail/smtp-settings.server';
import { htmlDocument } from '#app/server/mail/mailer.server';
import { renderBookingMail } from '#app/server/mail/outgoing-mails.server';
import { saveTemplate } from '#app/server/mail/templates.server';
import { createJobHandlers, NO_SMTP_REASON } from './handlers.server';
import { enqueueJobs } from './outbox.server';
import { createBookingWithMails } from '../../../tests/support/messaging-bookings';
import { claimDueJobs, DEFAULT_LOCK_TIMEOUT_MS, runDueJobs, type JobHandlers } from './worker.server';

const SECRET = 'test-secret-test-secret-test-secret-42';
const env = {};

let t: TestDb;
let smtp: SmtpTestServer;
let handlers: JobHandlers;
let now: Date;
const clock = () => now;
const run = (owner = 'worker-a') =>
  runDueJobs(t.db, handlers, { owner, now: clock, describeError: (error) => describeSmtpError(error) });
const advance = (ms: number) => {
  now = new Date(now.getTime() + ms);
};

beforeAll(async () => {
  t = await createTestDb();
  smtp = await createSmtpTestServer({ rejectRecipients: ['gibtsnicht@example.org'] });
  handlers = createJobHandlers({ db: t.db, env, secret: SECRET });
});

afterAll(async () => {
  await smtp.stop();
  await t.close();
});

beforeEach(async () => {
  now = new Date(Date.now() + 1000);
  smtp.messages.length = 0;
  await t.db.delete(outboxJobs);
  await t.db.delete(bookings);
  await saveSmtpSettings(t.db, SECRET, {
    host: '127.0.0.1',
    port: smtp.port,
    security: 'none', // the test peer offers no TLS
    username: 'mailer@musterfirma.example',
    password: 'geheim-P@ss',
    fromEmail: 'buchung@musterfirma.example',
  });
});

const hostile = {
  vorname: '<script>alert("x")</script>',
  nachname: '"><img src=x onerror=alert(1)>',
  abholadresse: "Musterstraße 1, 60311 Frankfurt am Main <a href='javascript:alert(1)'>klick</a>",
  zieladresse: '{{vorname}} & Co, 61352 Bad Homburg',
  hinweise: '<iframe src="https://evil.example"></iframe>\r\nBcc: opfer@example.org',
  krankenkasse: '<b>AOK</b>',
};

describe('outbox mails over SMTP', () => {
  it('delivers confirmation and notification of a new booking, then the acceptance, with escaped content', async () => {
    const booking = await createBookingWithMails(t.db, hostile);
    now = new Date(Date.now() + 1000); // due now, however long creating the booking took on a busy machine
    const summary = await run();
    expect(summary).toMatchObject({ claimed: 3, done: 3, failed: 0 });
    const mails = await smtp.waitForMessages(2);
    expect(mails).toHaveLength(2);

    const confirmation = mails.find((m) => m.to.includes('bestaetigung@example.org'))!;
    const notification = mails.find((m) => m.to.includes(company.email))!;
    expect(confirmation.subject).toBe(`Ihre Buchung ${booking.bookingNumber} ist bei uns eingegangen`);
    expect(notification.subject).toBe(`Neue Online-Buchung ${booking.bookingNumber} für den 03.12.2026`);
    expect(confirmation.from).toBe('buchung@musterfirma.example');
    expect(smtp.logins.at(-1)).toEqual({ user: 'mailer@musterfirma.example', pass: 'geheim-P@ss' });

    for (const mail of [confirmation, notification]) {
      expect(mail.html).not.toMatch(/<script|<img|<iframe|<a href='javascript/i);
      expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;');
      expect(mail.text).toContain('<script>alert("x")</script>');
      expect(mail.text).not.toMatch(/<p>|<td>/);
      expect(mail.headers.bcc).toBeUndefined();
      // The job's random UUID at the sender's domain: unique across installations, not a counter.
      expect(mail.messageId).toMatch(
        /^<[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}@musterfirma\.example>$/,
      );
    }
    // Whole German HTML documents; the office answers the notification straight to the patient.
    for (const mail of [confirmation, notification]) expect(mail.html).toMatch(/^<!DOCTYPE html>\n<html lang="de">/);
    expect(notification.headers['reply-to']).toBe('erika@example.org');
    expect(confirmation.headers['reply-to']).toBeUndefined();
    // A placeholder typed into a booking field is data, not a template variable.
    expect(confirmation.html).toContain('{{vorname}} &amp; Co');
    expect(notification.html).toContain('&lt;iframe');
    expect(notification.html).toContain('&lt;b&gt;AOK&lt;/b&gt;');

    // Confirming: the use case writes the acceptance job in its transaction.
    await t.db.transaction(async (tx) => {
      await tx.update(bookings).set({ status: 'confirmed' }).where(eq(bookings.id, booking.id));
      await enqueueJobs(tx, [
        {
          kind: 'booking-email',
          payload: { template: 'acceptance', to: 'bestaetigung@example.org', bookingId: booking.id },
        },
      ]);
    });
    now = new Date(Date.now() + 1000);
    await run();
    const all = await smtp.waitForMessages(3);
    expect(all[2]!.subject).toBe('Ihre Fahrt am 03.12.2026 um 09:30 Uhr ist bestätigt');
    expect(all[2]!.to).toEqual(['bestaetigung@example.org']);

    const messages = await listBookingMessages(t.db, booking.id);
    expect(messages.map((m) => [m.label, m.state])).toEqual([
      ['Buchungseingang', 'gesendet'],
      ['Interne Benachrichtigung', 'gesendet'],
      ['Buchungsbestätigung', 'gesendet'],
    ]);
    expect(messages[0]!.recipient).toBe('bestaetigung@example.org');
    expect(messages[0]!.sentAt).not.toBeNull();
  });

  it('answers a notification to the patient’s address, else the confirmation address, else not at all', async () => {
    const noContact = await createBookingWithMails(t.db, { email: null });
    expect((await renderBookingMail(t.db, 'notification', noContact.id)).replyTo).toBe('bestaetigung@example.org');
    const none = await createBookingWithMails(t.db, { email: null, bestaetigungsEmail: null });
    expect(await renderBookingMail(t.db, 'notification', none.id)).not.toHaveProperty('replyTo');
    const broken = await createBookingWithMails(t.db, {
      email: 'erika@web.de.\r\nBcc: x@example.org',
      bestaetigungsEmail: null,
    });
    expect(await renderBookingMail(t.db, 'notification', broken.id)).not.toHaveProperty('replyTo');
    expect(await renderBookingMail(t.db, 'confirmation', noContact.id)).not.toHaveProperty('replyTo');
  });

  it('wraps every HTML part in a German document once', () => {
    const html = htmlDocument('Fahrt <b>am</b> 03.12.', '<p>Hallo</p>');
    expect(html).toMatch(/^<!DOCTYPE html>\n<html lang="de">/);
    expect(html).toContain('<title>Fahrt &lt;b&gt;am&lt;/b&gt; 03.12.</title>');
    expect(html).toContain('<body>\n<p>Hallo</p>\n</body>');
    expect(htmlDocument('x', html)).toBe(html);
  });

  it('uses the edited template at send time', async () => {
    const booking = await createBookingWithMails(t.db);
    const saved = await saveTemplate(t.db, {
      templateType: 'confirmation',
      subject: 'Eingang {{bookingNumber}}',
      content: '<p>Hallo {{vorname}}</p>',
    });
    expect(saved).toEqual({ ok: true });
    await run();
    const mail = (await smtp.waitForMessages(2)).find((m) => m.to.includes('bestaetigung@example.org'))!;
    expect(mail.subject).toBe(`Eingang ${booking.bookingNumber}`);
    expect(mail.html).toContain('<p>Hallo Erika</p>');
    expect(mail.text).toBe('Hallo Erika');
  });

  it('keeps bookings and mails while the SMTP server is down and delivers each mail exactly once when it is back', async () => {
    await smtp.stop();
    try {
      const booking = await createBookingWithMails(t.db);
      expect(await t.db.select().from(bookings).where(eq(bookings.id, booking.id))).toHaveLength(1);
      const first = await run();
      expect(first).toMatchObject({ retried: 2, failed: 0 });
      const waiting = await listBookingMessages(t.db, booking.id);
      expect(waiting.every((m) => m.state === 'wartend')).toBe(true);
      expect(waiting[0]!.reason).toBe('Verbindung zum SMTP-Server abgelehnt. Bitte Server-Adresse und Port prüfen.');
      // Not due yet: backoff.
      expect((await run()).claimed).toBe(0);
    } finally {
      await smtp.start();
    }
    advance(61_000);
    expect(await run()).toMatchObject({ done: 2 });
    advance(24 * 3600_000);
    expect((await run()).claimed).toBe(0);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.messages).toHaveLength(2);
  });

  it('lets mails wait (not fail) while no SMTP server is configured and sends them once it is', async () => {
    await t.db.delete(smtpSettings);
    const booking = await createBookingWithMails(t.db);
    const summary = await run();
    expect(summary).toMatchObject({ waiting: 2, failed: 0, retried: 0 });
    const messages = await listBookingMessages(t.db, booking.id);
    expect(messages.map((m) => [m.state, m.reason, m.attempts])).toEqual([
      ['wartend', NO_SMTP_REASON, 0],
      ['wartend', NO_SMTP_REASON, 0],
    ]);
    expect((await listMailLog(t.db, { filter: 'wartend' })).length).toBe(2);
    await saveSmtpSettings(t.db, SECRET, {
      host: '127.0.0.1',
      port: smtp.port,
      security: 'none', // the test peer offers no TLS
      fromEmail: 'buchung@musterfirma.example',
    });
    expect(await releaseWaitingMailJobs(t.db)).toBe(2);
    now = new Date(Date.now() + 1000);
    expect(await run()).toMatchObject({ done: 2 });
    expect(smtp.messages).toHaveLength(2);
  });

  it('picks up a job whose worker died mid-job, but not before the lock timeout', async () => {
    await createBookingWithMails(t.db);
    const claimed = await claimDueJobs(t.db, { owner: 'dead-worker', now, limit: 1 });
    expect(claimed).toHaveLength(1);
    // The process dies here: no completion. Another worker must not take it while the lock is fresh.
    advance(60_000);
    const meanwhile = await run('worker-b');
    expect(meanwhile.claimed).toBe(2);
    expect(smtp.messages).toHaveLength(1);
    advance(DEFAULT_LOCK_TIMEOUT_MS);
    expect(await run('worker-b')).toMatchObject({ claimed: 1, done: 1 });
    expect(smtp.messages).toHaveLength(2);
    const [job] = await t.db.select().from(outboxJobs).where(eq(outboxJobs.id, claimed[0]!.id));
    expect(job).toMatchObject({ status: 'done', attempts: 2, lockedBy: null });
    advance(DEFAULT_LOCK_TIMEOUT_MS * 2);
    expect((await run('worker-c')).claimed).toBe(0);
  });

  it('never runs a job twice when two workers claim at the same time', async () => {
    for (let i = 0; i < 4; i += 1) await createBookingWithMails(t.db);
    const results = await Promise.all([run('worker-a'), run('worker-b'), run('worker-c')]);
    const claimed = results.reduce((sum, r) => sum + r.claimed, 0);
    expect(claimed).toBe(12);
    await smtp.waitForMessages(8);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.messages).toHaveLength(8);
    expect(new Set(smtp.messages.map((m) => m.messageId)).size).toBe(8);
  });

  it('marks a job failed with the reason after max attempts; retry sends it; a sent job is never retried', async () => {
    await smtp.stop();
    let jobId: number;
    try {
      const booking = await createBookingWithMails(t.db);
      const ids = await enqueueJobs(
        t.db,
        [
          {
            kind: 'booking-email',
            payload: { template: 'acceptance', to: 'erika@example.org', bookingId: booking.id },
          },
        ],
        { maxAttempts: 2 },
      );
      jobId = ids[0]!;
      await t.db.delete(outboxJobs).where(sql`${outboxJobs.id} <> ${jobId!}`);
      expect(await run()).toMatchObject({ retried: 1 });
      advance(61_000);
      expect(await run()).toMatchObject({ failed: 1 });
      const [failed] = (await listBookingMessages(t.db, booking.id)).filter((m) => m.jobId === jobId);
      expect(failed).toMatchObject({
        state: 'fehlgeschlagen',
        attempts: 2,
        reason: expect.stringContaining('Verbindung zum SMTP-Server abgelehnt'),
      });
      advance(24 * 3600_000);
      expect((await run()).claimed).toBe(0);
    } finally {
      await smtp.start();
    }
    expect(await retryJob(t.db, jobId!)).toEqual({ ok: true, value: { jobId } });
    now = new Date(Date.now() + 1000);
    expect(await run()).toMatchObject({ done: 1 });
    expect(smtp.messages).toHaveLength(1);
    // Stable across the job's attempts: the Message-ID is the one stored with the job from the start.
    const [sentJob] = await t.db.select().from(outboxJobs).where(eq(outboxJobs.id, jobId!));
    expect(smtp.messages[0]!.messageId).toBe(`<${sentJob!.messageUuid}@musterfirma.example>`);
    expect(await retryJob(t.db, jobId!)).toMatchObject({
      ok: false,
      code: 'conflict',
      message: expect.stringContaining('bereits gesendet'),
    });
    expect(await retryJob(t.db, 999_999)).toEqual({ ok: false, code: 'not-found' });
  });

  it('fails at once, with the reason, when the server rejects the recipient', async () => {
    const booking = await createBookingWithMails(t.db, { bestaetigungsEmail: 'gibtsnicht@example.org' });
    expect(await run()).toMatchObject({ done: 2, failed: 1 });
    const [confirmation] = await listBookingMessages(t.db, booking.id);
    expect(confirmation!.state).toBe('fehlgeschlagen');
    expect(confirmation!.reason).toMatch(/^Der Empfänger wurde vom SMTP-Server abgelehnt\. \(Antwort des Servers: 550/);
  });

  it('sends the driver e-mail with the trip and the contact-form message to the company', async () => {
    const [driver] = await t.db
      .insert(drivers)
      .values({ name: 'Fahrer Franz', phone: '+4917100000', email: 'franz@example.org' })
      .returning();
    const booking = await createBookingWithMails(t.db, {
      krankenkasse: 'AOK Hessen',
      pflegegrad: 3,
      hinweise: 'Diagnose: geheim',
      transportart: 'rollstuhl',
      besonderheiten: { rollstuhl: true },
    });
    await t.db.delete(outboxJobs);
    const [contact] = await t.db
      .insert(contactMessages)
      .values({
        name: 'Hans <Beispiel>',
        contact: 'hans@example.org',
        message: 'Bitte rufen Sie mich an.\n<b>Danke</b>',
        consentAt: new Date(),
      })
      .returning();
    await enqueueJobs(t.db, [
      { kind: 'driver-email', payload: { to: 'franz@example.org', bookingId: booking.id, driverId: driver!.id } },
      { kind: 'contact-email', payload: { to: company.email, contactMessageId: contact!.id } },
    ]);
    expect(await run()).toMatchObject({ done: 2 });
    const driverMail = smtp.messages.find((m) => m.to.includes('franz@example.org'))!;
    expect(driverMail.subject).toBe(`Fahrtauftrag ${booking.bookingNumber} am 03.12.2026 um 09:30 Uhr`);
    expect(driverMail.text).toContain('Abholung: Musterstraße 1, 60311 Frankfurt am Main');
    expect(driverMail.text).toContain('Transportart: Rollstuhl');
    expect(driverMail.text + driverMail.html).not.toMatch(/AOK|Pflegegrad|Diagnose/);
    const contactMail = smtp.messages.find((m) => m.to.includes(company.email))!;
    expect(contactMail.subject).toBe('Neue Kontaktanfrage von Hans <Beispiel>');
    expect(contactMail.headers['reply-to']).toBe('hans@example.org');
    expect(contactMail.html).toContain('&lt;b&gt;Danke&lt;/b&gt;');
  });
});

describe('SMTP settings at rest', () => {
  it('stores the password encrypted, never returns it, keeps it when left blank', async () => {
    const rows = await t.db.execute(sql`select * from smtp_settings`);
    const dump = JSON.stringify(rows);
    expect(dump).not.toContain('geheim-P@ss');
    const view = await getSmtpSettingsView(t.db);
    expect(view).toMatchObject({ host: '127.0.0.1', username: 'mailer@musterfirma.example', passwordSet: true });
    expect(JSON.stringify(view)).not.toContain('geheim');
    await saveSmtpSettings(t.db, SECRET, {
      host: '127.0.0.1',
      port: smtp.port,
      security: 'none', // the test peer offers no TLS
      username: 'mailer@musterfirma.example',
      password: '',
      fromEmail: 'neu@musterfirma.example',
    });
    await createBookingWithMails(t.db);
    await run();
    expect(smtp.logins.at(-1)).toEqual({ user: 'mailer@musterfirma.example', pass: 'geheim-P@ss' });
    expect(smtp.messages[0]!.from).toBe('neu@musterfirma.example');
  });

  it('rejects invalid settings with German messages', async () => {
    const result = await saveSmtpSettings(t.db, SECRET, { host: '', port: 70000, fromEmail: 'kein-mail' });
    expect(result).toEqual({
      ok: false,
      fieldErrors: {
        host: 'Bitte geben Sie den SMTP-Server ein.',
        port: 'Der Port muss eine Zahl zwischen 1 und 65535 sein.',
        fromEmail: 'Bitte geben Sie eine gültige Absenderadresse ein.',
      },
    });
  });
});
