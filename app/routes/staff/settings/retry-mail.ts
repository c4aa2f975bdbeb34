// POST /app/mails/:jobId/retry: schedules a waiting or failed mail again (booking details, mail log).
// Answers JSON { ok, title, description } for a fetcher; a sent mail is never sent again.
import { data } from 'react-router';
import { requireStaff } from '../../../server/auth/guard.server';
import { retryJob, retryReasonMessages } from '../../../server/mail/booking-messages.server';
import { wakeOutboxWorker } from '../../../server/jobs/start-worker.server';
import type { Route } from './+types/retry-mail';

export async function loader() {
  return data(
    { ok: false, title: 'Nicht erlaubt', description: 'Bitte senden Sie die E-Mail über die Schaltfläche erneut.' },
    { status: 405, headers: { Allow: 'POST' } },
  );
}

export async function action({ request, context, params }: Route.ActionArgs) {
  await requireStaff(request, context);
  const headers = { 'Cache-Control': 'no-store' };
  const jobId = Number(params.jobId);
  if (!Number.isSafeInteger(jobId) || jobId <= 0) {
    return data(
      { ok: false, title: 'E-Mail konnte nicht erneut gesendet werden', description: retryReasonMessages['not-found'] },
      { status: 404, headers },
    );
  }
  const result = await retryJob(context.services.db, jobId);
  if (!result.ok) {
    return data(
      {
        ok: false,
        title: 'E-Mail konnte nicht erneut gesendet werden',
        description: retryReasonMessages[result.reason],
      },
      { status: result.reason === 'not-found' ? 404 : 409, headers },
    );
  }
  wakeOutboxWorker();
  return data(
    { ok: true, title: 'E-Mail wird erneut gesendet', description: 'Der Versand wurde neu eingeplant.' },
    { headers },
  );
}
