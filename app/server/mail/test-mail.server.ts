// "Test-E-Mail senden": sent at once (not through the outbox) with the saved settings, so staff see the
// real SMTP answer in the toast.
import { z } from 'zod';
import type { DbOrTx } from '#app/server/db/client.server';
import { SecretDecryptionError } from '#app/server/crypto/secret-box.server';
import { sendMail } from './mailer.server';
import { renderTestMail } from './outgoing-mails.server';
import { describeSmtpError } from './smtp-errors.server';
import { resolveMailTransport } from './smtp-settings.server';

export const MISSING_TEST_ADDRESS = 'Bitte geben Sie eine Test-E-Mail-Adresse ein';

export type TestMailResult = { ok: true; to: string } | { ok: false; message: string; field?: 'email' };

export async function sendTestMail(
  db: DbOrTx,
  env: { SMTP_URL?: string },
  appSecret: string,
  rawAddress: unknown,
): Promise<TestMailResult> {
  const address = typeof rawAddress === 'string' ? rawAddress.trim() : '';
  if (!address) return { ok: false, message: MISSING_TEST_ADDRESS, field: 'email' };
  if (!z.email().safeParse(address).success)
    return { ok: false, message: 'Bitte geben Sie eine gültige E‑Mail-Adresse ein.', field: 'email' };
  let transport;
  try {
    transport = await resolveMailTransport(db, env, appSecret);
  } catch (error) {
    if (error instanceof SecretDecryptionError)
      return {
        ok: false,
        message:
          'Das gespeicherte SMTP-Passwort kann nicht entschlüsselt werden. Bitte geben Sie es neu ein und speichern Sie.',
      };
    throw error;
  }
  if (!transport)
    return { ok: false, message: 'Es sind noch keine SMTP-Einstellungen gespeichert. Bitte zuerst speichern.' };
  try {
    await sendMail(transport, { to: address, ...renderTestMail() });
    return { ok: true, to: address };
  } catch (error) {
    return { ok: false, message: describeSmtpError(error) };
  }
}
