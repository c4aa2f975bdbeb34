// What each outbox job kind does (outbox.server.ts lists the kinds and their payload schemas; the worker
// hands each handler its parsed payload). Mail jobs wait while no SMTP server is configured; they are
// rendered at send time and carry the job's UUID as Message-ID.
import type { Env } from '#app/server/env.server';
import type { Db, DbOrTx } from '#app/server/db/client.server';
import { generateAllSeries, generateSeries } from '#app/server/series/generate.server';
import { renderSeriesMail } from '#app/server/series/series-mail.server';
import { googleCalendarConfig, type GoogleCalendarConfig } from '#app/server/calendar/google-calendar.server';
import { syncBookingToGoogle } from '#app/server/calendar/calendar-sync.server';
import { outboxMessageId, sendMail } from '#app/server/mail/mailer.server';
import {
  MissingRecordError,
  renderBookingMail,
  renderContactMail,
  renderDriverMail,
} from '#app/server/mail/outgoing-mails.server';
import { renderDayPlanMail } from '#app/server/dispatch/day-plan-mail.server';
import { isPermanentSmtpError } from '#app/server/mail/smtp-errors.server';
import { resolveMailTransport } from '#app/server/mail/smtp-settings.server';
import type { RenderedMail } from '#app/domain/templates/template-variables';
import type { PayloadOf } from './outbox.server';
import { PermanentJobError, type JobHandlers, type JobMeta, type JobOutcome } from './worker.server';

export const NO_SMTP_REASON = 'Wartet: Es ist noch kein SMTP-Server eingerichtet.';
const NO_SMTP_RECHECK_MS = 60_000;

export type HandlerDeps = {
  db: DbOrTx;
  env: Pick<Env, 'SMTP_URL' | 'GOOGLE_CALENDAR_ID' | 'GOOGLE_SERVICE_ACCOUNT_JSON'>;
  secret: string;
  /** For tests: a Google API double. */
  googleApiBase?: string;
};

async function render(fn: () => Promise<RenderedMail & { replyTo?: string }>) {
  try {
    return await fn();
  } catch (error) {
    if (error instanceof MissingRecordError) throw new PermanentJobError(error.message);
    throw error;
  }
}

/** A mail job's handler: `to` from the payload, the message built from it at send time. */
function mailHandler<P extends { to: string }>(
  deps: HandlerDeps,
  build: (payload: P) => Promise<RenderedMail & { replyTo?: string }>,
): (payload: P, job: JobMeta) => Promise<JobOutcome> {
  return async (payload, job) => {
    const transport = await resolveMailTransport(deps.db, deps.env, deps.secret);
    if (!transport) return { status: 'wait', reason: NO_SMTP_REASON, delayMs: NO_SMTP_RECHECK_MS };
    const mail = await render(() => build(payload));
    try {
      const sent = await sendMail(transport, {
        to: payload.to,
        ...mail,
        messageId: outboxMessageId(job.messageUuid, transport.from),
      });
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
    'booking-email': mailHandler(deps, (payload: PayloadOf<'booking-email'>) =>
      renderBookingMail(deps.db, payload.template, payload.bookingId, { grund: payload.grund ?? null }),
    ),
    'driver-email': mailHandler(deps, (payload: PayloadOf<'driver-email'>) =>
      renderDriverMail(deps.db, payload.bookingId, payload.driverId),
    ),
    'driver-day-plan': mailHandler(deps, (payload: PayloadOf<'driver-day-plan'>) =>
      renderDayPlanMail(deps.db, payload.driverId, payload.datum),
    ),
    'contact-email': mailHandler(deps, (payload: PayloadOf<'contact-email'>) =>
      renderContactMail(deps.db, payload.contactMessageId),
    ),
    'series-email': mailHandler(deps, (payload: PayloadOf<'series-email'>) => renderSeriesMail(deps.db, payload)),
    'series-generate': async (payload, _job, now) => {
      const result = payload.seriesId
        ? { series: 1, ...(await generateSeries(deps.db as Db, payload.seriesId, { now })) }
        : await generateAllSeries(deps.db as Db, { now });
      return { status: 'done', record: result };
    },
    'calendar-sync': async (payload, _job, now) => {
      if (google === undefined) {
        try {
          google = googleCalendarConfig(deps.env, deps.googleApiBase);
        } catch (error) {
          throw new PermanentJobError(error instanceof Error ? error.message : String(error));
        }
      }
      // Without Google credentials the iCalendar feed is the calendar: nothing to push.
      if (!google) return { status: 'done', record: { skipped: 'google-not-configured' } };
      const result = await syncBookingToGoogle(deps.db, google, payload.bookingId, payload.action, now);
      return { status: 'done', record: result };
    },
  };
}
