// After the SMTP settings are saved: one connection attempt with them (connect, TLS, sign-in; nothing
// sent), and the German sentence about the waiting mails that matches its result.
import type { DbOrTx } from '#app/server/db/client.server';
import { verifyTransport } from './mailer.server';
import { describeSmtpError } from './smtp-errors.server';
import { resolveMailTransport } from './smtp-settings.server';

export type SmtpCheck = { ok: true } | { ok: false; message: string };

export async function checkSmtpConnection(
  db: DbOrTx,
  env: { SMTP_URL?: string },
  appSecret: string,
  timeoutMs = 10_000,
): Promise<SmtpCheck> {
  try {
    const transport = await resolveMailTransport(db, env, appSecret);
    if (!transport) return { ok: false, message: 'Es sind keine SMTP-Einstellungen gespeichert.' };
    await verifyTransport(transport, timeoutMs);
    return { ok: true };
  } catch (error) {
    return { ok: false, message: describeSmtpError(error) };
  }
}

const mails = (n: number) => (n === 1 ? 'Eine wartende E-Mail wird' : `${n} wartende E-Mails werden`);

/** "Verbindung … hergestellt. 13 wartende E-Mails werden jetzt versendet." or why not, and when they will be. */
export function smtpSaveDescription(check: SmtpCheck, waiting: number): string {
  if (check.ok) return `Verbindung zum SMTP-Server hergestellt.${waiting ? ` ${mails(waiting)} jetzt versendet.` : ''}`;
  const reason = check.message.replace(/[.!]?\s*$/, '.');
  return `Erster Verbindungsversuch fehlgeschlagen: ${reason}${waiting ? ` ${mails(waiting)} versendet, sobald der Server antwortet.` : ''}`;
}
