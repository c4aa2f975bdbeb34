// Renders the mails the outbox sends, at send time from the current rows: booking mails from their
// template, the driver's trip, contact-form messages. Every variable is HTML-escaped; each mail has a
// plain-text part.
import { eq } from 'drizzle-orm';
import { company } from '#app/company';
import { isEmailAddress } from '#app/domain/email-address';
import { formatGermanDate, formatGermanDateTime } from '#app/domain/german-date';
import { bookingTemplateValues } from '#app/domain/templates/booking-values';
import { driverTripLines, driverTripOf } from '#app/domain/templates/driver-trip';
import { escapeHtml, renderMail, type RenderedMail } from '#app/domain/templates/template-variables';
import type { TemplateTypeName } from '#app/domain/templates/template-types';
import type { DbOrTx } from '#app/server/db/client.server';
import { bookings, contactMessages, drivers } from '#app/server/db/schema';
import { readLegs } from '#app/server/rides/trip-legs.server';
import { getTemplate } from './templates.server';

export class MissingRecordError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MissingRecordError';
  }
}

/**
 * A booking's mail from its template. The notification to the company answers to the patient's
 * contact address (else the confirmation address), so "Antworten" in the office's mail program
 * reaches the person who booked; mails to the patient keep the company's own address.
 */
export async function renderBookingMail(
  db: DbOrTx,
  templateType: TemplateTypeName,
  bookingId: string,
  extra: { grund?: string | null } = {},
): Promise<RenderedMail & { replyTo?: string }> {
  const { booking, legs } = await bookingWithLegs(db, bookingId);
  const template = await getTemplate(db, templateType);
  const mail = renderMail(template, bookingTemplateValues({ ...booking, ...legs }, company.name, extra));
  if (templateType !== 'notification') return mail;
  const replyTo = [booking.email, booking.bestaetigungsEmail]
    .map((address) => address?.trim() ?? '')
    .find((address) => isEmailAddress(address));
  return replyTo ? { ...mail, replyTo } : mail;
}

/** The booking row and its legs (the ride's dates, times and addresses), or MissingRecordError. */
async function bookingWithLegs(db: DbOrTx, bookingId: string) {
  const [booking] = await db.select().from(bookings).where(eq(bookings.id, bookingId));
  const legs = booking ? await readLegs(db, bookingId) : null;
  if (!booking || !legs) throw new MissingRecordError('Die Buchung existiert nicht mehr.');
  return { booking, legs };
}

function linesToHtml(lines: string[]): string {
  return lines.map((line) => `${escapeHtml(line)}<br>`).join('\n');
}

export async function renderDriverMail(db: DbOrTx, bookingId: string, driverId: string): Promise<RenderedMail> {
  const { booking, legs } = await bookingWithLegs(db, bookingId);
  const [driver] = await db.select({ name: drivers.name }).from(drivers).where(eq(drivers.id, driverId));
  if (!driver) throw new MissingRecordError('Der Fahrer existiert nicht mehr.');
  const lines = driverTripLines(driverTripOf(booking, legs));
  const greeting = `Hallo ${driver.name},`;
  const intro = 'Sie haben einen neuen Fahrtauftrag:';
  const closing = `Bei Fragen erreichen Sie die Disposition unter ${company.phone.display}.`;
  return {
    subject: `Fahrtauftrag ${booking.bookingNumber} am ${formatGermanDate(legs.hin.datum)} um ${legs.hin.uhrzeit} Uhr`,
    html: `<p>${escapeHtml(greeting)}</p>\n<p>${escapeHtml(intro)}</p>\n<p>${linesToHtml(lines)}</p>\n<p>${escapeHtml(closing)}</p>\n<p>${escapeHtml(company.name)}</p>`,
    text: [greeting, '', intro, '', ...lines, '', closing, '', company.name].join('\n'),
  };
}

export async function renderContactMail(
  db: DbOrTx,
  contactMessageId: string,
): Promise<RenderedMail & { replyTo?: string }> {
  const [message] = await db.select().from(contactMessages).where(eq(contactMessages.id, contactMessageId));
  if (!message) throw new MissingRecordError('Die Kontaktanfrage existiert nicht mehr.');
  const received = formatGermanDateTime(message.createdAt);
  const header = [`Name: ${message.name}`, `Kontakt: ${message.contact}`, `Eingegangen: ${received} Uhr`];
  const replyTo = isEmailAddress(message.contact.trim()) ? message.contact.trim() : undefined;
  return {
    subject: `Neue Kontaktanfrage von ${message.name.replace(/[\r\n\t]+/g, ' ').slice(0, 120)}`,
    html: `<p>Über das Kontaktformular der Website ist eine Nachricht eingegangen.</p>\n<p>${linesToHtml(header)}</p>\n<p>${linesToHtml(message.message.split(/\r?\n/))}</p>`,
    text: [
      'Über das Kontaktformular der Website ist eine Nachricht eingegangen.',
      '',
      ...header,
      '',
      message.message,
    ].join('\n'),
    ...(replyTo ? { replyTo } : {}),
  };
}

/** The mail sent by "Test-E-Mail senden" in the settings. */
export function renderTestMail(): RenderedMail {
  const text = `Diese Test-E-Mail wurde aus den Einstellungen von ${company.name} versendet. Wenn Sie sie lesen, funktioniert der E-Mail-Versand.`;
  return { subject: `Test-E-Mail von ${company.name}`, html: `<p>${escapeHtml(text)}</p>`, text };
}
