// The patient's e-mail about a change of their series (issue 19): the changed rides as lines (dates
// and times only), rendered at send time with the company's name and phone; every value HTML-escaped.
import { eq } from 'drizzle-orm';
import { company } from '#app/company';
import { escapeHtml, type RenderedMail } from '#app/domain/templates/template-variables';
import type { DbOrTx } from '#app/server/db/client.server';
import { patients, series } from '#app/server/db/schema';
import type { PayloadOf } from '#app/server/jobs/outbox.server';
import { MissingRecordError } from '#app/server/mail/outgoing-mails.server';

export async function renderSeriesMail(db: DbOrTx, payload: PayloadOf<'series-email'>): Promise<RenderedMail> {
  const [row] = await db
    .select({ vorname: patients.vorname, nachname: patients.nachname })
    .from(series)
    .innerJoin(patients, eq(patients.id, series.patientId))
    .where(eq(series.id, payload.seriesId));
  if (!row) throw new MissingRecordError('Die Serie existiert nicht mehr.');
  const greeting = `Guten Tag ${row.vorname} ${row.nachname},`;
  const intro = 'Ihre regelmäßigen Fahrten haben sich geändert:';
  const closing = `Bei Fragen erreichen Sie uns unter ${company.phone.display}.`;
  const list = payload.lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('\n');
  return {
    subject: `${payload.subject} – ${company.name}`,
    html: `<p>${escapeHtml(greeting)}</p>\n<p>${escapeHtml(intro)}</p>\n<ul>\n${list}\n</ul>\n<p>${escapeHtml(closing)}</p>\n<p>Mit freundlichen Grüßen<br>${escapeHtml(company.name)}</p>`,
    text: [
      greeting,
      '',
      intro,
      '',
      ...payload.lines.map((line) => `- ${line}`),
      '',
      closing,
      '',
      'Mit freundlichen Grüßen',
      company.name,
    ].join('\n'),
  };
}
