// What each outbox job kind does (outbox.server.ts lists the kinds). Mail jobs wait while no SMTP server
// is configured; they are rendered at send time and carry the job id as Message-ID.
import type { Env } from '../env.server';
import type { DbOrTx } from '../db/client.server';
import { isTemplateType } from '../../domain/templates/template-types';
import { googleCalendarConfig, type GoogleCalendarConfig } from '../calendar/google-calendar.server';
import { syncBookingToGoogle } from '../calendar/calendar-sync.server';
import { outboxMessageId, sendMail } from '../mail/mailer.server';
import {
  MissingRecordError,
  renderBookingMail,
  renderContactMail,
  renderDriverMail,
} from '../mail/outgoing-mails.server';
import { isPermanentSmtpError } from '../mail/smtp-errors.server';
import { resolveMailTransport } from '../mail/smtp-settings.server';
import type { RenderedMail } from '../../domain/templates/template-variables';
import { PermanentJobError, type ClaimedJob, type JobHandlers, type JobOutcome } from './worker.server';

export const MAIL_JOB_KINDS = ['booking-email', 'driver-email', 'contact-email'] as const;

export const NO_SMTP_REASON = 'Wartet: Es ist noch kein SMTP-Server eingerichtet.';
const NO_SMTP_RECHECK_MS = 60_000;

export type HandlerDeps = {
  db: DbOrTx;
  env: Pick<Env, 'SMTP_URL' | 'GOOGLE_CALENDAR_ID' | 'GOOGLE_SERVICE_ACCOUNT_JSON'>;
  secret: string;
  /** For tests: a Google API double. */
  googleApiBase?: string;
};

function text(payload: Record<string, unknown>, key: string): string {
  const value = payload[key];
  if (typeof value !== 'string' || !value) throw new PermanentJobError(`Auftrag unvollständig: "${key}" fehlt.`);
  return value;
}

async function render(fn: () => Promise<RenderedMail & { replyTo?: string }>) {
  try {
    return await fn();
  } catch (error) {
    if (error instanceof MissingRecordError) throw new PermanentJobError(error.message);
    throw error;
  }
}

function mailHandler(deps: HandlerDeps, build: (job: ClaimedJob) => Promise<RenderedMail & { replyTo?: string }>) {
  return async (job: ClaimedJob): Promise<JobOutcome> => {
    const to = text(job.payload, 'to');
    const transport = await resolveMailTransport(deps.db, deps.env, deps.secret);
    if (!transport) return { status: 'wait', reason: NO_SMTP_REASON, delayMs: NO_SMTP_RECHECK_MS };
    const mail = await render(() => build(job));
    try {
      const sent = await sendMail(transport, { to, ...mail, messageId: outboxMessageId(job.messageUuid, transport.from) });
      return {
        status: 'done',
        record: { messageId: sent.messageId, sentAt: new Date().toISOString(), subject: mail.subject },
      };
    } catch (error) {
      if (isPermanentSmtpError(error)) (error as { permanent?: boolean }).permanent = true;
      throw error;
    }
  };
}

export function createJobHandlers(deps: HandlerDeps): JobHandlers {
  let google: GoogleCalendarConfig | null | undefined;
  return {
    'booking-email': mailHandler(deps, (job) => {
      const template = job.payload.template;
      if (!isTemplateType(template)) throw new PermanentJobError('Unbekannte E-Mail-Vorlage.');
      return renderBookingMail(deps.db, template, text(job.payload, 'bookingId'));
    }),
    'driver-email': mailHandler(deps, (job) =>
      renderDriverMail(deps.db, text(job.payload, 'bookingId'), text(job.payload, 'driverId')),
    ),
    'contact-email': mailHandler(deps, (job) => renderContactMail(deps.db, text(job.payload, 'contactMessageId'))),
    'calendar-sync': async (job, now) => {
      if (google === undefined) {
        try {
          google = googleCalendarConfig(deps.env, deps.googleApiBase);
        } catch (error) {
          throw new PermanentJobError(error instanceof Error ? error.message : String(error));
        }
      }
      // Without Google credentials the iCalendar feed is the calendar: nothing to push.
      if (!google) return { status: 'done', record: { skipped: 'google-not-configured' } };
      const action = job.payload.action;
      if (action !== 'create' && action !== 'update' && action !== 'delete')
        throw new PermanentJobError('Unbekannte Kalender-Aktion.');
      const result = await syncBookingToGoogle(deps.db, google, text(job.payload, 'bookingId'), action, now);
      return { status: 'done', record: result };
    },
  };
}
