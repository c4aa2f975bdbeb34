// The messaging routes end to end in process: the iCalendar feed (parsed with ical.js, secret required,
// no health data, always current), the Einstellungen actions (roles, encrypted password, test mail over
// a real SMTP peer, template validation) and the mail retry route.
import ICAL from 'ical.js';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCalendarDays, berlinDate, berlinInstant } from '#app/domain/berlin-time';
import { loader as feedLoader } from '#app/routes/resources/calendar-feed';
import { action as retryAction } from './retry-mail';
import { action as settingsAction, loader as settingsLoader } from './settings';
import { validateEditBooking } from '#app/domain/bookings/edit-booking';
import { changeBookingStatus, editBooking } from '#app/server/bookings/staff-booking-actions.server';
import { getOrCreateFeedToken } from '#app/server/calendar/feed-token.server';
import { countMailStates } from '#app/server/mail/booking-messages.server';
import {
  auditLog,
  bookings,
  emailTemplates,
  outboxJobs,
  smtpSettings,
  tripLegs,
  whatsappSettings,
} from '#app/server/db/schema';
import type { Db } from '#app/server/db/client.server';
import { createBookingWithMails } from '../../../../tests/support/messaging-bookings';
import { createSmtpTestServer, type SmtpTestServer } from '../../../../tests/support/smtp-test-server';
import {
  anonymousRequest,
  createStaffSession,
  type StaffSessionForTest,
} from '../../../../tests/support/staff-session';
import { createTestDb, type TestDb } from '../../../../tests/support/test-db';
import type { ActionResult } from '#app/domain/action-result';

let t: TestDb;
let db: Db;
let owner: StaffSessionForTest;
let dispatcher: StaffSessionForTest;
let smtp: SmtpTestServer;

beforeAll(async () => {
  t = await createTestDb();
  db = t.db;
  owner = await createStaffSession(db, { role: 'inhaber' });
  dispatcher = await createStaffSession(db, { role: 'disposition' });
  smtp = await createSmtpTestServer({ rejectRecipients: ['abgelehnt@example.org'] });
});

afterAll(async () => {
  await smtp.stop();
  await t.close();
});

const routeArgs = (request: Request, context = owner.context, params: Record<string, string> = {}) =>
  ({ request, context, params, unstable_pattern: '' }) as never;

async function feed(key: string | null): Promise<Response> {
  const path = key === null ? '/kalender/fahrten.ics' : `/kalender/fahrten.ics?key=${encodeURIComponent(key)}`;
  return (await feedLoader(routeArgs(anonymousRequest(path)))) as Response;
}

function post(session: StaffSessionForTest, path: string, fields: Record<string, string>) {
  return session.request(path, { method: 'POST', body: new URLSearchParams(fields) });
}

async function settingsPost(fields: Record<string, string>, session = owner) {
  const result = (await settingsAction(
    routeArgs(post(session, '/app/settings', fields), session.context),
  )) as unknown as {
    data: ActionResult;
    init: { status?: number } | null;
  };
  // The first toast's texts beside the answer, as the screen shows them.
  const [first] = result.data.toasts;
  const warning = first?.kind === 'warning';
  return {
    ...result.data,
    title: first?.title,
    description: first?.description ?? null,
    warning,
    status: result.init?.status ?? 200,
  };
}

describe('iCalendar feed', () => {
  const today = berlinDate();

  it('requires its secret', async () => {
    await getOrCreateFeedToken(db);
    expect((await feed(null)).status).toBe(404);
    expect((await feed('falsch-falsch-falsch-falsch')).status).toBe(404);
    expect((await feed('x')).status).toBe(404);
  });

  it('lists the coming rides with number, time, code and towns only, parsed by ical.js, always current', async () => {
    const coming = await createBookingWithMails(db, {
      datum: addCalendarDays(today, 2),
      uhrzeit: '09:30',
      status: 'confirmed',
      transportart: 'rollstuhl',
      krankenkasse: 'AOK Hessen',
      pflegegrad: 4,
      hinweise: 'Dialysepatient, Sauerstoff',
      besonderheiten: { infektiös: true, rollstuhl: true },
      rueckfahrt: 'fest',
      rueckfahrtUhrzeit: '13:15',
    });
    const open = await createBookingWithMails(db, { datum: addCalendarDays(today, 3), uhrzeit: '07:00' });
    const rejected = await createBookingWithMails(db, { datum: addCalendarDays(today, 3), status: 'rejected' });
    const past = await createBookingWithMails(db, { datum: addCalendarDays(today, -5), status: 'confirmed' });

    const token = await getOrCreateFeedToken(db);
    const response = await feed(token);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    const body = await response.text();
    expect(body.split('\r\n').every((line) => Buffer.byteLength(line) <= 75)).toBe(true);

    const calendar = new ICAL.Component(ICAL.parse(body));
    const events = calendar.getAllSubcomponents('vevent').map((component) => new ICAL.Event(component));
    const summaries = events.map((event) => event.summary);
    expect(summaries).toContain(`${coming.bookingNumber} · RS · Frankfurt am Main → Bad Homburg vor der Höhe`);
    expect(summaries).toContain(
      `Rückfahrt ${coming.bookingNumber} · RS · Bad Homburg vor der Höhe → Frankfurt am Main`,
    );
    expect(summaries).toContain(`[Offen] ${open.bookingNumber} · – · Frankfurt am Main → Bad Homburg vor der Höhe`);
    expect(summaries.some((s) => s.includes(rejected.bookingNumber) || s.includes(past.bookingNumber))).toBe(false);

    const ride = events.find((event) => event.summary.startsWith(coming.bookingNumber))!;
    expect(ride.uid).toBe(`${coming.id}@krankenfahrt`);
    expect(ride.startDate.toJSDate().getTime()).toBe(berlinInstant(addCalendarDays(today, 2), '09:30').getTime());
    expect(ride.endDate.toJSDate().getTime() - ride.startDate.toJSDate().getTime()).toBe(60 * 60_000);
    for (const secret of [
      'Erika',
      'Musterfrau',
      'AOK',
      'Dialyse',
      'Sauerstoff',
      'Pflegegrad',
      'Musterstraße',
      '+4969',
      'infekt',
      'erika@',
    ]) {
      expect(body).not.toContain(secret);
    }

    // Generated from the table: a change shows at once, a deletion removes the event.
    await db
      .update(tripLegs)
      .set({ uhrzeit: '11:45' })
      .where(and(eq(tripLegs.bookingId, coming.id), eq(tripLegs.kind, 'hin')));
    await db.delete(outboxJobs).where(eq(outboxJobs.bookingId, open.id));
    await db.delete(bookings).where(eq(bookings.id, open.id));
    const again = new ICAL.Component(ICAL.parse(await (await feed(token)).text()));
    const updated = again.getAllSubcomponents('vevent').map((c) => new ICAL.Event(c));
    expect(updated.some((e) => e.summary.includes(open.bookingNumber))).toBe(false);
    const moved = updated.find((e) => e.uid === `${coming.id}@krankenfahrt`)!;
    expect(moved.startDate.toJSDate().getTime()).toBe(berlinInstant(addCalendarDays(today, 2), '11:45').getTime());
  });

  it('counts revisions in SEQUENCE (not seconds) and keeps injected line breaks inside the value', async () => {
    const staff = await createStaffSession(db, { name: 'Dora Disponentin' });
    const actor = { userId: staff.user.id, label: staff.user.name };
    const ride = await createBookingWithMails(db, {
      datum: addCalendarDays(today, 4),
      uhrzeit: '10:00',
      status: 'confirmed',
    });
    const token = await getOrCreateFeedToken(db);
    const sequenceOf = async () => {
      const body = await (await feed(token)).text();
      const calendar = new ICAL.Component(ICAL.parse(body));
      const event = calendar
        .getAllSubcomponents('vevent')
        .find((c) => c.getFirstPropertyValue('uid') === `${ride.id}@krankenfahrt`)!;
      return {
        body,
        sequence: event.getFirstPropertyValue('sequence'),
        alarms: calendar.getAllSubcomponents('vevent').flatMap((c) => c.getAllSubcomponents('valarm')),
      };
    };
    expect((await sequenceOf()).sequence).toBe(0);
    const edited = validateEditBooking({
      vorname: 'Erika',
      nachname: 'Musterfrau',
      datum: addCalendarDays(today, 4),
      uhrzeit: '10:30',
      telefon: '',
      email: '',
      krankenkasse: '',
      transportart: '',
      entfernungKm: '',
      abholadresse: 'Zeil 1, 60313 Frankfurt am Main',
      zieladresse: 'Klinik, 61348 Bad Homburg',
    });
    if (!edited.ok) throw new Error(edited.message);
    await editBooking(db, actor, ride.id, edited.values);
    await changeBookingStatus(db, actor, ride.id, 'pending');
    expect((await sequenceOf()).sequence).toBe(2);
    // A bare CR (or any line break) in a stored town cannot start a property of its own.
    await db
      .update(tripLegs)
      .set({ abholadresse: 'Zeil 1, 60313 Frankfurt\rBEGIN:VALARM\rTRIGGER:-PT5M\rACTION:DISPLAY\rEND:VALARM' })
      .where(and(eq(tripLegs.bookingId, ride.id), eq(tripLegs.kind, 'hin')));
    const { body, alarms } = await sequenceOf();
    expect(alarms).toEqual([]);
    expect(body.split(/\r\n/).some((line) => /^(BEGIN|END):VALARM/.test(line))).toBe(false);
  });

  it('stops answering the old address after "Neue Adresse erzeugen"', async () => {
    const before = await getOrCreateFeedToken(db);
    const result = await settingsPost({ intent: 'regenerate-feed' });
    expect(result).toMatchObject({ ok: true, title: 'Neue Kalender-Adresse erstellt' });
    expect((await feed(before)).status).toBe(404);
    expect((await feed(await getOrCreateFeedToken(db))).status).toBe(200);
  });
});

const smtpForm = () => ({
  intent: 'save-smtp',
  host: '127.0.0.1',
  port: String(smtp.port),
  username: 'mailer',
  password: 'Sehr-Geheim-123',
  fromEmail: 'buchung@musterfirma.example',
});

describe('Einstellungen', () => {
  it('is for the Inhaber only', async () => {
    await expect(
      settingsLoader(routeArgs(dispatcher.request('/app/settings'), dispatcher.context)),
    ).rejects.toMatchObject({ status: 403 });
    await expect(
      settingsPost({ intent: 'save-smtp', host: 'evil.example', port: '25', fromEmail: 'a@b.de' }, dispatcher),
    ).rejects.toMatchObject({
      status: 403,
    });
    expect(await db.select().from(smtpSettings)).toHaveLength(0);
  });

  it('tells that no test mail can go out before SMTP is set up, and asks for the address', async () => {
    expect(await settingsPost({ intent: 'send-test', email: '' })).toMatchObject({
      ok: false,
      title: 'Fehler beim Senden',
      description: 'Bitte geben Sie eine Test-E-Mail-Adresse ein',
      fieldErrors: { email: 'Bitte geben Sie eine Test-E-Mail-Adresse ein' },
    });
    expect(await settingsPost({ intent: 'send-test', email: 'test@example.org' })).toMatchObject({
      ok: false,
      description: 'Es sind noch keine SMTP-Einstellungen gespeichert. Bitte zuerst speichern.',
    });
  });

  it('saves SMTP settings with the password encrypted, never returns it, and sends the test mail at once', async () => {
    const invalid = await settingsPost({ intent: 'save-smtp', host: '127.0.0.1', port: '0', fromEmail: 'x' });
    expect(invalid).toMatchObject({
      ok: false,
      title: 'Fehler beim Speichern',
      fieldErrors: { port: expect.any(String), fromEmail: expect.any(String) },
    });

    // The test peer offers no TLS: only an explicit choice sends in clear text.
    const saved = await settingsPost({ ...smtpForm(), security: 'none' });
    expect(saved).toMatchObject({
      ok: true,
      title: 'SMTP-Einstellungen gespeichert',
      description: expect.stringMatching(/^Verbindung zum SMTP-Server hergestellt\./),
    });
    expect(saved).not.toHaveProperty('warning', true);
    expect(JSON.stringify(await db.execute(sql`select * from smtp_settings`))).not.toContain('Sehr-Geheim');
    const audit = await db.select().from(auditLog).where(eq(auditLog.action, 'settings_changed'));
    expect(audit.at(-1)).toMatchObject({
      actorUserId: owner.user.id,
      detail: { area: 'smtp', passwordReplaced: true, passwordRemoved: false, security: 'none', unencrypted: true },
    });
    expect(JSON.stringify(audit)).not.toContain('Sehr-Geheim');

    const loaded: unknown = await settingsLoader(routeArgs(owner.request('/app/settings')));
    const dump = JSON.stringify(loaded);
    expect(dump).not.toContain('Sehr-Geheim');
    expect(dump).not.toContain('passwordEncrypted');
    expect(loaded).toMatchObject({
      smtp: { host: '127.0.0.1', username: 'mailer', passwordSet: true, security: 'none' },
      loadFailed: false,
    });

    const sent = await settingsPost({ intent: 'send-test', email: 'test@example.org' });
    expect(sent).toMatchObject({ ok: true, title: 'Test-E-Mail gesendet', description: 'an test@example.org' });
    const [mail] = await smtp.waitForMessages(1);
    expect(mail!.to).toEqual(['test@example.org']);
    expect(mail!.subject).toContain('Test-E-Mail');
    expect(smtp.logins.at(-1)).toEqual({ user: 'mailer', pass: 'Sehr-Geheim-123' });

    const rejected = await settingsPost({ intent: 'send-test', email: 'abgelehnt@example.org' });
    expect(rejected).toMatchObject({
      ok: false,
      title: 'Fehler beim Senden',
      description: expect.stringMatching(/^Der Empfänger wurde vom SMTP-Server abgelehnt/),
    });
  });

  it('requires STARTTLS unless unencrypted is chosen: a peer without it gets no credentials', async () => {
    const logins = smtp.logins.length;
    const refused = await settingsPost({
      intent: 'save-smtp',
      host: '127.0.0.1',
      port: String(smtp.port),
      fromEmail: 'buchung@musterfirma.example',
      security: 'klartext',
    });
    expect(refused).toMatchObject({
      ok: false,
      fieldErrors: { security: 'Bitte wählen Sie eine Verschlüsselung aus der Liste.' },
    });
    const saved = await settingsPost({ ...smtpForm(), security: 'starttls' });
    expect(saved).toMatchObject({
      ok: true,
      warning: true,
      description: expect.stringContaining('bietet keine verschlüsselte Verbindung (STARTTLS) an'),
    });
    expect(await settingsPost({ intent: 'send-test', email: 'test@example.org' })).toMatchObject({
      ok: false,
      description: expect.stringMatching(/^Der SMTP-Server bietet keine verschlüsselte Verbindung \(STARTTLS\) an/),
    });
    expect(smtp.logins.length).toBe(logins);
    const audit = await db.select().from(auditLog).where(eq(auditLog.action, 'settings_changed'));
    expect(audit.at(-1)?.detail).toMatchObject({ area: 'smtp', security: 'starttls', unencrypted: false });
  });

  it('names the real reason when the SMTP server cannot be reached', async () => {
    const closed = await createSmtpTestServer();
    const port = closed.port;
    await closed.stop();
    // Saving does not promise the waiting mails: it tries the server once and says what happened (issue 22).
    await createBookingWithMails(db);
    const waiting = (await countMailStates(db)).wartend;
    expect(waiting).toBeGreaterThan(0);
    const saved = await settingsPost({
      intent: 'save-smtp',
      host: '127.0.0.1',
      port: String(port),
      fromEmail: 'buchung@musterfirma.example',
    });
    expect(saved).toMatchObject({
      ok: true,
      warning: true,
      title: 'SMTP-Einstellungen gespeichert',
      description: `Erster Verbindungsversuch fehlgeschlagen: Verbindung zum SMTP-Server abgelehnt. Bitte Server-Adresse und Port prüfen. ${waiting} wartende E-Mails werden versendet, sobald der Server antwortet.`,
    });
    expect(saved.description).not.toContain('jetzt versendet');
    expect(await settingsPost({ intent: 'send-test', email: 'test@example.org' })).toMatchObject({
      ok: false,
      description: 'Verbindung zum SMTP-Server abgelehnt. Bitte Server-Adresse und Port prüfen.',
    });
  });

  it('refuses templates with unknown variables and upserts valid ones by type', async () => {
    const refused = await settingsPost({
      intent: 'save-template',
      templateType: 'acceptance',
      subject: 'Fahrt {{datum}}',
      content: '<p>{{vornmae}}</p>',
    });
    expect(refused).toMatchObject({ ok: false, description: 'Unbekannte Variable: {{vornmae}}' });
    const ok = await settingsPost({
      intent: 'save-template',
      templateType: 'acceptance',
      subject: 'Fahrt {{datum}}',
      content: '<p>{{vorname}}</p>',
    });
    expect(ok).toMatchObject({ ok: true, title: 'Vorlage gespeichert', description: 'Buchungsbestätigung' });
    await settingsPost({
      intent: 'save-template',
      templateType: 'acceptance',
      subject: 'Fahrt am {{datum}}',
      content: '<p>{{vorname}}</p>',
    });
    const rows = await db.select().from(emailTemplates).where(eq(emailTemplates.templateType, 'acceptance'));
    expect(rows).toEqual([expect.objectContaining({ subject: 'Fahrt am {{datum}}' })]);
  });

  it('stores the WhatsApp token encrypted on the server', async () => {
    expect(await settingsPost({ intent: 'save-whatsapp', businessNumber: 'abc', apiToken: '' })).toMatchObject({
      ok: false,
      fieldErrors: { businessNumber: expect.any(String) },
    });
    expect(
      await settingsPost({
        intent: 'save-whatsapp',
        businessNumber: '+49 69 90009124',
        apiToken: 'EAAG-geheimer-token',
      }),
    ).toMatchObject({
      ok: true,
      title: 'WhatsApp-Einstellungen gespeichert',
    });
    const [row] = await db.select().from(whatsappSettings);
    expect(row!.businessNumber).toBe('+49 69 90009124');
    expect(row!.apiTokenEncrypted).not.toContain('geheimer');
  });

  it('answers a bad intent with a German 400', async () => {
    expect(await settingsPost({ intent: 'drop-tables' })).toMatchObject({
      ok: false,
      status: 400,
      description: 'Unbekannte Aktion.',
    });
  });
});

describe('mail retry route', () => {
  it('lets Disposition reschedule a failed mail, but never a sent one', async () => {
    const booking = await createBookingWithMails(db);
    const [job] = await db.select().from(outboxJobs).where(eq(outboxJobs.bookingId, booking.id)).limit(1);
    await db
      .update(outboxJobs)
      .set({ status: 'failed', attempts: 8, lastError: 'x' })
      .where(eq(outboxJobs.id, job!.id));
    const call = async (id: string) =>
      (await retryAction(
        routeArgs(post(dispatcher, `/app/mails/${id}/retry`, {}), dispatcher.context, { jobId: id }),
      )) as unknown as {
        status: number;
        json: () => Promise<{ ok: boolean; code: string | null; toasts: { description?: string }[] }>;
      };
    expect(await (await call(String(job!.id))).json()).toMatchObject({
      ok: true,
      toasts: [{ description: 'Der Versand wurde neu eingeplant.' }],
    });
    const [after] = await db.select().from(outboxJobs).where(eq(outboxJobs.id, job!.id));
    expect(after).toMatchObject({ status: 'pending', attempts: 0 });
    await db.update(outboxJobs).set({ status: 'done' }).where(eq(outboxJobs.id, job!.id));
    // A refusal the screen can meet is an answer (200, ok: false), as every staff action's (decision 160).
    const again = await call(String(job!.id));
    expect(again.status).toBe(200);
    expect(await again.json()).toMatchObject({
      ok: false,
      code: 'conflict',
      toasts: [{ description: 'Diese E-Mail wurde bereits gesendet und wird nicht noch einmal verschickt.' }],
    });
    expect(await (await call('999999')).json()).toMatchObject({ ok: false, code: 'not-found' });
    // An id our pages never send: 400 with a German text, never a 500 or a database error.
    for (const crafted of ['abc', '-1', '0', '1.5', '99999999999999999999', "1' or '1'='1"]) {
      const refused = await call(crafted);
      expect(refused.status, crafted).toBe(400);
      expect(await refused.json()).toMatchObject({
        ok: false,
        code: 'bad-request',
        toasts: [{ description: 'Diese E-Mail gibt es nicht. Bitte laden Sie die Seite neu.' }],
      });
    }
    const anonymous = anonymousRequest(`/app/mails/${job!.id}/retry`, { method: 'POST' });
    await expect(
      retryAction(routeArgs(anonymous, dispatcher.context, { jobId: String(job!.id) })),
    ).rejects.toMatchObject({ status: 401 });
  });
});
