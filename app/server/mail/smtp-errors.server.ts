// Nodemailer's errors in German words for staff: what went wrong and what to check. The server's own
// reply (e.g. "550 5.1.1 User unknown") is appended, because it is the real reason.

type SmtpError = Error & {
  code?: string;
  originalCode?: string;
  response?: string;
  responseCode?: number;
  command?: string;
  timeoutType?: string;
};

function serverReply(error: SmtpError): string {
  const reply = error.response?.replace(/\s+/g, ' ').trim();
  return reply ? ` (Antwort des Servers: ${reply.slice(0, 300)})` : '';
}

/** A German sentence describing why sending failed. */
export function describeSmtpError(error: unknown): string {
  if (!(error instanceof Error)) return 'Unbekannter Fehler beim E-Mail-Versand.';
  const e = error as SmtpError;
  const system = e.originalCode ?? (e.cause as { code?: string } | undefined)?.code;
  const message = e.message ?? '';

  if (system === 'ECONNREFUSED') return 'Verbindung zum SMTP-Server abgelehnt. Bitte Server-Adresse und Port prüfen.';
  if (e.code === 'EDNS' || system === 'ENOTFOUND' || system === 'EAI_AGAIN')
    return 'Der SMTP-Server wurde nicht gefunden. Bitte die Server-Adresse prüfen.';
  if (system === 'EHOSTUNREACH' || system === 'ENETUNREACH')
    return 'Der SMTP-Server ist nicht erreichbar (Netzwerkfehler).';
  if (e.code === 'ETIMEDOUT' || system === 'ETIMEDOUT')
    return 'Zeitüberschreitung: Der SMTP-Server antwortet nicht. Bitte Server-Adresse, Port und Firewall prüfen.';
  if (e.code === 'EAUTH' || e.code === 'ENOAUTH')
    return `Anmeldung am SMTP-Server fehlgeschlagen. Bitte Benutzername und Passwort prüfen.${serverReply(e)}`;
  if (e.code === 'ETLS' && e.command === 'STARTTLS' && e.response)
    return `Der SMTP-Server bietet keine verschlüsselte Verbindung (STARTTLS) an; Benutzername, Passwort und E-Mail wurden nicht gesendet. Bitte „SSL/TLS (Port 465)“ wählen oder den Anbieter nach STARTTLS fragen.${serverReply(e)}`;
  if (/certificate|self[- ]signed|unable to verify|altnames/i.test(message))
    return 'Das Zertifikat des SMTP-Servers ist nicht vertrauenswürdig oder passt nicht zum Servernamen; es wurde nichts gesendet. Bitte den Servernamen laut Zertifikat eintragen.';
  if (e.code === 'ETLS' || /ssl|tls|wrong version number/i.test(message))
    return `Verschlüsselungsfehler (TLS/SSL). Port 587 nutzt STARTTLS, Port 465 SSL – bitte Port und Server prüfen.${serverReply(e)}`;
  if (e.code === 'EENVELOPE') {
    if (/invalid sender/i.test(message) || e.command === 'MAIL FROM')
      return `Die Absenderadresse wurde vom SMTP-Server abgelehnt.${serverReply(e)}`;
    return `Der Empfänger wurde vom SMTP-Server abgelehnt.${serverReply(e)}`;
  }
  if (e.code === 'EMESSAGE' || e.command === 'DATA')
    return `Die Nachricht wurde vom SMTP-Server abgelehnt.${serverReply(e)}`;
  if (e.code === 'ECONNECTION' || e.code === 'ESOCKET' || system === 'ECONNRESET')
    return `Die Verbindung zum SMTP-Server wurde unerwartet getrennt.${serverReply(e)}`;
  if (e.responseCode) return `Der SMTP-Server hat den Versand abgelehnt.${serverReply(e)}`;
  return 'Unbekannter Fehler beim E-Mail-Versand.';
}

/** True when retrying cannot help (a 5xx reply about the recipient or message, or a bad configuration). */
export function isPermanentSmtpError(error: unknown): boolean {
  const e = error as SmtpError;
  return e?.code === 'EENVELOPE' && typeof e.responseCode === 'number' && e.responseCode >= 500;
}
