// Sends one message over SMTP with nodemailer. A connection per message: volumes are small, and a
// changed setting takes effect with the next mail.
import nodemailer from 'nodemailer';
import type { MailTransportConfig } from './smtp-settings.server';

export type OutgoingMail = {
  to: string;
  subject: string;
  html: string;
  text: string;
  replyTo?: string;
  /** A stable id (e.g. from the outbox job) so a duplicate after a crash is recognisable. */
  messageId?: string;
};

export type SentMail = { messageId: string; response: string };

const timeouts = { connectionTimeout: 15_000, greetingTimeout: 15_000, socketTimeout: 30_000 };

/**
 * The Message-ID for an outbox job: its random UUID at the sender's domain, the same for every attempt
 * of that job and unique across databases and installations (receivers drop repeated Message-IDs).
 */
export function outboxMessageId(messageUuid: string, from: string): string {
  const domain = /@([A-Za-z0-9.-]+)>?$/.exec(from.trim())?.[1] ?? 'krankenfahrt.invalid';
  return `<${messageUuid}@${domain}>`;
}

/**
 * Connects, greets and signs in (nothing is sent): what every mail job does first. Throws nodemailer's
 * error when the server cannot be reached or refuses the login.
 */
export async function verifyTransport(config: MailTransportConfig, timeoutMs = 10_000): Promise<void> {
  const transporter = nodemailer.createTransport({
    ...config.options,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  try {
    await transporter.verify();
  } finally {
    transporter.close();
  }
}

/**
 * The HTML part as a whole German document: templates and renderers produce body fragments; mail
 * programs and screen readers need `lang` (pronunciation, hyphenation) and the charset.
 */
export function htmlDocument(subject: string, body: string): string {
  if (/^\s*(<!doctype|<html)/i.test(body)) return body;
  const title = subject.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  return `<!DOCTYPE html>\n<html lang="de">\n<head>\n<meta charset="utf-8">\n<meta name="viewport" content="width=device-width, initial-scale=1">\n<title>${title}</title>\n</head>\n<body>\n${body}\n</body>\n</html>\n`;
}

export async function sendMail(config: MailTransportConfig, mail: OutgoingMail): Promise<SentMail> {
  const transporter = nodemailer.createTransport({ ...config.options, ...timeouts });
  try {
    const info = await transporter.sendMail({
      from: config.from,
      to: mail.to,
      subject: mail.subject,
      html: htmlDocument(mail.subject, mail.html),
      text: mail.text,
      ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
      ...(mail.messageId ? { messageId: mail.messageId } : {}),
    });
    return { messageId: info.messageId, response: String(info.response ?? '') };
  } finally {
    transporter.close();
  }
}
