// POST /app/mails/:jobId/retry: the one mail retry endpoint (booking details and mail log alike, decision
// 110). Schedules a waiting or failed mail again and answers the ActionResult as JSON; a sent mail is
// never sent again, and an id that is not a positive integer is a request our pages never send (400).
import { mailRetryTexts, RETRY_SCHEDULED } from '#app/domain/mail/action-texts';
import { requireStaff } from '#app/server/auth/guard.server';
import { asJson, badRequest, guarded, respond } from '#app/server/http/action-response.server';
import { wakeOutboxWorker } from '#app/server/jobs/start-worker.server';
import { retryJob } from '#app/server/mail/booking-messages.server';
import type { Route } from './+types/retry-mail';

export function loader() {
  return new Response('Nur POST.', { status: 405, headers: { Allow: 'POST' } });
}

const JOB_ID = /^[1-9][0-9]{0,15}$/;

export async function action({ request, context, params }: Route.ActionArgs) {
  await requireStaff(request, context);
  const { db, logger } = context.services;
  const jobId = JOB_ID.test(params.jobId) ? Number(params.jobId) : NaN;
  if (!Number.isSafeInteger(jobId)) {
    return asJson(
      badRequest(mailRetryTexts.titles['retry-mail'].failure, 'retry-mail', mailRetryTexts.codes['bad-request']),
    );
  }
  return asJson(
    await guarded(mailRetryTexts, 'retry-mail', logger, async () => {
      const result = await retryJob(db, jobId);
      if (result.ok) wakeOutboxWorker();
      return respond(mailRetryTexts, 'retry-mail', null, result, { describe: () => RETRY_SCHEDULED });
    }),
  );
}
