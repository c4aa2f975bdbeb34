// The SMTP connection's protection (issue 14): STARTTLS required unless the owner explicitly chose an
// unencrypted connection, implicit TLS on 465; the stored mode on both backends; real SMTP peers without
// STARTTLS, with STARTTLS and with implicit TLS (a throw-away self-signed certificate).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createBookingWithMails } from '../../../tests/support/messaging-bookings';
import { createSmtpTestServer, type SmtpTestServer } from '../../../tests/support/smtp-test-server';
import { createTestCertificate, type TestCertificate } from '../../../tests/support/test-certificate';
import { createTestDb, type TestDb } from '../../../tests/support/test-db';
import type { SmtpSecurity } from '#app/domain/settings/smtp-security';
import { bookings, outboxJobs, smtpSettings } from '#app/server/db/schema';
import { createJobHandlers } from '#app/server/jobs/handlers.server';
import { runDueJobs } from '#app/server/jobs/worker.server';
import { listMailLog } from './booking-messages.server';
import { sendMail } from './mailer.server';
import { checkSmtpConnection } from './smtp-check.server';
import { describeSmtpError } from './smtp-errors.server';
import {
  getSmtpSettingsView,
  resolveMailTransport,
  saveSmtpSettings,
  SmtpUrlError,
  transportSecurityOptions,
} from './smtp-settings.server';
import { sendTestMail } from './test-mail.server';

const SECRET = 'test-secret-test-secret-test-secret-42';
const PASSWORD = 'Nie-im-Klartext-42';

let t: TestDb;
let certificate: TestCertificate;
const servers: SmtpTestServer[] = [];

beforeAll(async () => {
  t = await createTestDb();
  certificate = createTestCertificate();
});

afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
  await t.close();
});

beforeEach(async () => {
  await t.db.delete(outboxJobs);
  await t.db.delete(bookings);
  await t.db.delete(smtpSettings);
});

async function server(tls?: 'starttls' | 'implicit') {
  const created = await createSmtpTestServer(tls ? { tls: { mode: tls, certificate } } : {});
  servers.push(created);
  return created;
}

function save(port: number, security?: SmtpSecurity) {
  return saveSmtpSettings(t.db, SECRET, {
    host: '127.0.0.1',
    port,
    username: 'mailer',
    password: PASSWORD,
    fromEmail: 'buchung@musterfirma.example',
    ...(security ? { security } : {}),
  });
}

describe('security mode → nodemailer options', () => {
  it.each([
    ['starttls', { secure: false, requireTLS: true, ignoreTLS: false }],
    ['tls', { secure: true, requireTLS: false, ignoreTLS: false }],
    ['none', { secure: false, requireTLS: false, ignoreTLS: true }],
  ] as const)('%s', (mode, options) => {
    expect(transportSecurityOptions(mode)).toEqual(options);
  });

  it.each([
    ['smtp://u:p@mail.example:587', 'starttls', 587, { requireTLS: true, secure: false }],
    ['smtp://mail.example', 'starttls', 587, { requireTLS: true, secure: false }],
    ['smtp://mail.example:2525?tls=starttls', 'starttls', 2525, { requireTLS: true }],
    ['smtp://mail.example:25?tls=none', 'none', 25, { requireTLS: false, ignoreTLS: true, secure: false }],
    ['smtps://mail.example', 'tls', 465, { secure: true }],
    ['smtps://mail.example:2465?tls=tls', 'tls', 2465, { secure: true }],
  ] as const)('SMTP_URL %s', async (url, security, port, options) => {
    const transport = await resolveMailTransport(t.db, { SMTP_URL: url }, SECRET);
    expect(transport).toMatchObject({ source: 'env', security, options: { port, ...options } });
  });

  it('refuses an SMTP_URL with an unknown tls flag instead of falling back to clear text', async () => {
    for (const url of ['smtp://mail.example?tls=off', 'smtps://mail.example?tls=none'])
      await expect(resolveMailTransport(t.db, { SMTP_URL: url }, SECRET)).rejects.toBeInstanceOf(SmtpUrlError);
  });
});

describe('stored security mode', () => {
  it('derives it from the port when none is chosen: 465 → SSL/TLS, else STARTTLS', async () => {
    expect(await save(465)).toEqual({ ok: true, security: 'tls' });
    expect(await getSmtpSettingsView(t.db)).toMatchObject({ port: 465, security: 'tls' });
    expect(await resolveMailTransport(t.db, {}, SECRET)).toMatchObject({ security: 'tls', options: { secure: true } });
    expect(await save(587)).toEqual({ ok: true, security: 'starttls' });
    expect(await save(25)).toEqual({ ok: true, security: 'starttls' });
    expect(await resolveMailTransport(t.db, {}, SECRET)).toMatchObject({
      security: 'starttls',
      options: { port: 25, secure: false, requireTLS: true, ignoreTLS: false },
    });
  });

  it('keeps an explicit choice, unencrypted included, and refuses an unknown one in German', async () => {
    expect(await save(25, 'none')).toEqual({ ok: true, security: 'none' });
    const [row] = await t.db.select().from(smtpSettings).where(eq(smtpSettings.id, 1));
    expect(row?.security).toBe('none');
    expect(await resolveMailTransport(t.db, {}, SECRET)).toMatchObject({
      options: { ignoreTLS: true, requireTLS: false },
    });
    expect(await save(2465, 'tls')).toEqual({ ok: true, security: 'tls' });
    const refused = await save(25, 'plain' as SmtpSecurity);
    expect(refused).toEqual({
      ok: false,
      fieldErrors: { security: 'Bitte wählen Sie eine Verschlüsselung aus der Liste.' },
    });
    expect((await getSmtpSettingsView(t.db))?.security).toBe('tls');
  });

  it('the database refuses a mode it does not know', async () => {
    await save(587);
    await expect(t.db.update(smtpSettings).set({ security: 'plain' as SmtpSecurity })).rejects.toThrow();
  });
});

describe('a server without STARTTLS', () => {
  it('with STARTTLS required: the mail fails with a German reason and no AUTH is ever sent', async () => {
    const plain = await server();
    await save(plain.port, 'starttls');
    await createBookingWithMails(t.db);
    const handlers = createJobHandlers({ db: t.db, env: {}, secret: SECRET });
    const summary = await runDueJobs(t.db, handlers, { describeError: (error) => describeSmtpError(error) });
    // The server's 5xx answer to STARTTLS is final (nodemailer marks it permanent): failed, not retried.
    expect(summary).toMatchObject({ failed: 2, retried: 0 });
    const log = await listMailLog(t.db, { filter: 'fehlgeschlagen' });
    expect(log.length).toBe(2);
    for (const entry of log)
      expect(entry.reason).toMatch(
        /^Der SMTP-Server bietet keine verschlüsselte Verbindung \(STARTTLS\) an; Benutzername, Passwort und E-Mail wurden nicht gesendet\./,
      );
    expect(plain.commands).toContain('STARTTLS');
    expect(plain.commands).not.toContain('AUTH');
    expect(plain.commands).not.toContain('MAIL');
    expect(plain.logins).toEqual([]);
    expect(plain.messages).toEqual([]);

    // The connection check after saving and the test mail use the same options.
    const check = await checkSmtpConnection(t.db, {}, SECRET);
    expect(check).toMatchObject({ ok: false, message: expect.stringContaining('STARTTLS') });
    const test = await sendTestMail(t.db, {}, SECRET, 'test@example.org');
    expect(test).toMatchObject({ ok: false, message: expect.stringContaining('STARTTLS') });
    expect(plain.commands).not.toContain('AUTH');
    expect(plain.logins).toEqual([]);
  });

  it('derives STARTTLS for a port other than 465 too (no silent fallback)', async () => {
    const plain = await server();
    await save(plain.port);
    expect(await checkSmtpConnection(t.db, {}, SECRET)).toMatchObject({ ok: false });
    expect(plain.logins).toEqual([]);
  });

  it('sends when the owner chose an unencrypted connection', async () => {
    const plain = await server();
    await save(plain.port, 'none');
    expect(await checkSmtpConnection(t.db, {}, SECRET)).toEqual({ ok: true });
    expect(await sendTestMail(t.db, {}, SECRET, 'test@example.org')).toEqual({ ok: true, to: 'test@example.org' });
    await plain.waitForMessages(1);
    expect(plain.logins.at(-1)).toEqual({ user: 'mailer', pass: PASSWORD });
    expect(plain.commands).not.toContain('STARTTLS');
  });
});

describe('servers with TLS', () => {
  const trusted = async () => {
    const transport = (await resolveMailTransport(t.db, {}, SECRET))!;
    return { ...transport, options: { ...transport.options, tls: { ca: certificate.cert } } };
  };
  const mail = { to: 'test@example.org', subject: 'TLS', html: '<p>TLS</p>', text: 'TLS' };

  it('STARTTLS: upgrades before signing in', async () => {
    const starttls = await server('starttls');
    await save(starttls.port, 'starttls');
    await sendMail(await trusted(), mail);
    await starttls.waitForMessages(1);
    expect(starttls.logins).toEqual([{ user: 'mailer', pass: PASSWORD }]);
    expect(starttls.commands.indexOf('STARTTLS')).toBeGreaterThanOrEqual(0);
    expect(starttls.commands.indexOf('STARTTLS')).toBeLessThan(starttls.commands.indexOf('AUTH'));
  });

  it('STARTTLS with a certificate that is not trusted: nothing is sent, German reason', async () => {
    const starttls = await server('starttls');
    await save(starttls.port, 'starttls');
    const check = await checkSmtpConnection(t.db, {}, SECRET);
    expect(check).toEqual({
      ok: false,
      message:
        'Das Zertifikat des SMTP-Servers ist nicht vertrauenswürdig oder passt nicht zum Servernamen; es wurde nichts gesendet. Bitte den Servernamen laut Zertifikat eintragen.',
    });
    expect(starttls.commands).not.toContain('AUTH');
    expect(starttls.logins).toEqual([]);
  });

  it('implicit TLS (SSL/TLS) signs in over TLS', async () => {
    const implicit = await server('implicit');
    await save(implicit.port, 'tls');
    await sendMail(await trusted(), mail);
    await implicit.waitForMessages(1);
    expect(implicit.logins).toEqual([{ user: 'mailer', pass: PASSWORD }]);
    expect(implicit.commands).not.toContain('STARTTLS');
  });
});
