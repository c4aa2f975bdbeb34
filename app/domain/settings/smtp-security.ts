// How the SMTP connection is protected (issue 14): STARTTLS required (port 587), implicit TLS (port 465),
// or, only when the owner explicitly chooses it, unencrypted. Shared by the settings screen (labels,
// warning) and the server (nodemailer options).

export const SMTP_SECURITY_MODES = ['starttls', 'tls', 'none'] as const;
export type SmtpSecurity = (typeof SMTP_SECURITY_MODES)[number];

export const smtpSecurityLabels: Record<SmtpSecurity, string> = {
  starttls: 'STARTTLS (Port 587)',
  tls: 'SSL/TLS (Port 465)',
  none: 'Unverschlüsselt (nicht empfohlen)',
};

/** What the settings screen shows of the stored connection: everything but the password, which is only reported as set. */
export type SmtpSettingsView = {
  host: string;
  port: number;
  username: string;
  fromEmail: string;
  security: SmtpSecurity;
  passwordSet: boolean;
  updatedAt: string;
};

/** The port each mode usually runs on (the screen proposes it when the mode changes). */
export const smtpSecurityPorts: Record<SmtpSecurity, number> = { starttls: 587, tls: 465, none: 25 };

/** Shown in the settings screen while "Unverschlüsselt" is chosen. */
export const UNENCRYPTED_SMTP_WARNING =
  'Achtung: Ohne Verschlüsselung werden Benutzername, Passwort und alle E-Mails (mit Patientendaten) im Klartext übertragen. Nur für einen Server im selben geschützten Netz verwenden.';

export function isSmtpSecurity(value: unknown): value is SmtpSecurity {
  return typeof value === 'string' && (SMTP_SECURITY_MODES as readonly string[]).includes(value);
}

/** The mode when none was chosen: implicit TLS on 465, otherwise STARTTLS (required). */
export function defaultSmtpSecurity(port: number): SmtpSecurity {
  return port === 465 ? 'tls' : 'starttls';
}

/**
 * The mode of an SMTP_URL: `smtps://` is implicit TLS; `smtp://` requires STARTTLS unless the operator
 * adds `?tls=none` (unencrypted, explicitly). Any other `tls` value is refused (null).
 */
export function smtpUrlSecurity(url: URL): SmtpSecurity | null {
  const flag = url.searchParams.get('tls');
  if (url.protocol === 'smtps:') return flag === null || flag === 'tls' ? 'tls' : null;
  if (flag === null || flag === 'starttls') return 'starttls';
  return flag === 'none' ? 'none' : null;
}
