// SMTP settings (SPEC.md §3, DESIGN.md): one row on the server, the password encrypted at rest and never
// returned to the browser. An operator may set SMTP_URL instead; it then overrides the stored connection.
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { company } from '#app/company';
import { decryptSecret, encryptSecret } from '#app/server/crypto/secret-box.server';
import type { DbOrTx } from '#app/server/db/client.server';
import { smtpSettings } from '#app/server/db/schema';
import { plainText } from '#app/domain/text/plain-text';
import {
  defaultSmtpSecurity,
  SMTP_SECURITY_MODES,
  smtpUrlSecurity,
  type SmtpSecurity,
  type SmtpSettingsView,
} from '#app/domain/settings/smtp-security';

export const SMTP_PASSWORD_PURPOSE = 'smtp-password';

export async function getSmtpSettingsView(db: DbOrTx): Promise<SmtpSettingsView | null> {
  const [row] = await db.select().from(smtpSettings).where(eq(smtpSettings.id, 1));
  if (!row) return null;
  return {
    host: row.host,
    port: row.port,
    username: row.username ?? '',
    fromEmail: row.fromEmail,
    security: row.security,
    passwordSet: Boolean(row.passwordEncrypted),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const trimmed = z.string().trim();

export const smtpSettingsInput = z.object({
  host: trimmed
    .min(1, 'Bitte geben Sie den SMTP-Server ein.')
    .max(253, 'Der Servername ist zu lang.')
    .regex(/^[A-Za-z0-9.-]+$|^\[[0-9a-fA-F:.]+\]$/, 'Bitte nur den Servernamen eingeben, z. B. smtp.example.de.'),
  port: z.coerce
    .number({ message: 'Der Port muss eine Zahl zwischen 1 und 65535 sein.' })
    .int('Der Port muss eine Zahl zwischen 1 und 65535 sein.')
    .min(1, 'Der Port muss eine Zahl zwischen 1 und 65535 sein.')
    .max(65535, 'Der Port muss eine Zahl zwischen 1 und 65535 sein.'),
  username: plainText(trimmed.max(320, 'Der Benutzername ist zu lang.')).default(''),
  /** Empty: keep the stored password. */
  password: plainText(z.string().max(1000, 'Das Passwort ist zu lang.')).default(''),
  clearPassword: z.boolean().default(false),
  fromEmail: plainText(trimmed).pipe(z.email('Bitte geben Sie eine gültige Absenderadresse ein.')),
  /** Absent: derived from the port (465 → implicit TLS, else STARTTLS). Unencrypted only when chosen. */
  security: z.enum(SMTP_SECURITY_MODES, { message: 'Bitte wählen Sie eine Verschlüsselung aus der Liste.' }).optional(),
});

export type SmtpSettingsInput = z.input<typeof smtpSettingsInput>;

export type FieldErrors = Record<string, string>;

export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? 'form');
    errors[key] ??= issue.message;
  }
  return errors;
}

export type SaveResult = { ok: true; security: SmtpSecurity } | { ok: false; fieldErrors: FieldErrors };

/** Upserts the single settings row; a blank password keeps the stored one unless `clearPassword`. */
export async function saveSmtpSettings(db: DbOrTx, appSecret: string, input: SmtpSettingsInput): Promise<SaveResult> {
  const parsed = smtpSettingsInput.safeParse(input);
  if (!parsed.success) return { ok: false, fieldErrors: fieldErrorsOf(parsed.error) };
  const value = parsed.data;
  const security = value.security ?? defaultSmtpSecurity(value.port);
  const passwordChange =
    value.clearPassword || !value.username
      ? { passwordEncrypted: null }
      : value.password
        ? { passwordEncrypted: encryptSecret(appSecret, SMTP_PASSWORD_PURPOSE, value.password) }
        : {};
  await db
    .insert(smtpSettings)
    .values({
      id: 1,
      host: value.host,
      port: value.port,
      username: value.username || null,
      fromEmail: value.fromEmail,
      security,
      ...passwordChange,
    })
    .onConflictDoUpdate({
      target: smtpSettings.id,
      set: {
        host: value.host,
        port: value.port,
        username: value.username || null,
        fromEmail: value.fromEmail,
        security,
        ...passwordChange,
        updatedAt: new Date(),
      },
    });
  return { ok: true, security };
}

/** The nodemailer options of a security mode (issue 14): never credentials in clear text unless chosen. */
export type TransportSecurityOptions = { secure: boolean; requireTLS: boolean; ignoreTLS: boolean };

/**
 * `tls`: TLS from the first byte. `starttls`: upgrade with STARTTLS or fail before anything (AUTH
 * included) is sent. `none`: no TLS at all, not even when offered (the owner chose an unencrypted
 * connection, e.g. to a relay in the same protected network whose certificate is not trusted).
 */
export function transportSecurityOptions(mode: SmtpSecurity): TransportSecurityOptions {
  switch (mode) {
    case 'tls':
      return { secure: true, requireTLS: false, ignoreTLS: false };
    case 'starttls':
      return { secure: false, requireTLS: true, ignoreTLS: false };
    case 'none':
      return { secure: false, requireTLS: false, ignoreTLS: true };
  }
}

export class SmtpUrlError extends Error {
  constructor() {
    super('SMTP_URL: tls must be starttls or none (smtp://) or tls (smtps://)');
    this.name = 'SmtpUrlError';
  }
}

/** What nodemailer needs to send: connection options and the sender. */
export type MailTransportConfig = {
  source: 'env' | 'settings';
  from: string;
  security: SmtpSecurity;
  options: TransportSecurityOptions & {
    host: string;
    port: number;
    auth?: { user: string; pass: string };
    /** Tests only: trust a self-signed certificate. Production uses the system's CAs. */
    tls?: { ca: string };
  };
};

/**
 * The connection used for sending: SMTP_URL when the operator set it, else the stored settings, else
 * null (nothing configured: mail jobs wait).
 */
export async function resolveMailTransport(
  db: DbOrTx,
  env: { SMTP_URL?: string },
  appSecret: string,
): Promise<MailTransportConfig | null> {
  const [row] = await db.select().from(smtpSettings).where(eq(smtpSettings.id, 1));
  if (env.SMTP_URL) {
    const url = new URL(env.SMTP_URL);
    const security = smtpUrlSecurity(url);
    if (!security) throw new SmtpUrlError();
    const user = decodeURIComponent(url.username);
    const from = row?.fromEmail ?? url.searchParams.get('from') ?? (user.includes('@') ? user : company.email);
    return {
      source: 'env',
      from,
      security,
      options: {
        host: url.hostname.replace(/^\[|\]$/g, ''),
        port: url.port ? Number(url.port) : security === 'tls' ? 465 : 587,
        ...transportSecurityOptions(security),
        ...(user ? { auth: { user, pass: decodeURIComponent(url.password) } } : {}),
      },
    };
  }
  if (!row) return null;
  const pass = row.passwordEncrypted ? decryptSecret(appSecret, SMTP_PASSWORD_PURPOSE, row.passwordEncrypted) : '';
  return {
    source: 'settings',
    from: row.fromEmail,
    security: row.security,
    options: {
      host: row.host,
      port: row.port,
      ...transportSecurityOptions(row.security),
      ...(row.username ? { auth: { user: row.username, pass } } : {}),
    },
  };
}
