// The start-up hook that runs the outbox worker inside the server process (registered in
// bootstrap.server.ts, after migrations). It stops with the server: shutdownSignal or StartedHook.stop.
import type { StartedHook } from '#app/server/bootstrap.server';
import { SecretDecryptionError } from '#app/server/crypto/secret-box.server';
import { describeSmtpError } from '#app/server/mail/smtp-errors.server';
import type { AppServices } from '#app/server/services.server';
import { createJobHandlers } from './handlers.server';
import { startSeriesTick } from '#app/server/series/series-tick.server';
import { MAIL_JOB_KINDS } from './outbox.server';
import { startWorkerLoop, type RunningWorker, type StoredJob } from './worker.server';

let running: RunningWorker | null = null;

/** Asks the worker to look for due jobs now (e.g. after SMTP settings were saved). */
export function wakeOutboxWorker(): void {
  running?.wake();
}

function describeJobError(error: unknown, job: StoredJob): string {
  if (error instanceof SecretDecryptionError)
    return 'Das gespeicherte Passwort kann nicht entschlüsselt werden (APP_SECRET geändert?). Bitte in den Einstellungen neu eingeben.';
  if ((MAIL_JOB_KINDS as readonly string[]).includes(job.kind)) return describeSmtpError(error);
  if (error instanceof TypeError && error.message === 'fetch failed')
    return 'Google Kalender ist nicht erreichbar (Netzwerkfehler).';
  if (error instanceof Error && error.name === 'TimeoutError') return 'Google Kalender: Zeitüberschreitung.';
  return error instanceof Error ? error.message : String(error);
}

export async function startOutboxWorker(services: AppServices): Promise<StartedHook> {
  const handlers = createJobHandlers({ db: services.db, env: services.env, secret: services.secret });
  const worker = startWorkerLoop(services.db, handlers, {
    logger: services.logger,
    signal: services.shutdownSignal,
    describeError: describeJobError,
    intervalMs: 2000,
  });
  running = worker;
  const stopTick = startSeriesTick(services.db, {
    wake: () => worker.wake(),
    onError: (error) => {
      services.dbHandle.availability.report(error);
      services.logger.warn({ err: { name: (error as Error)?.name } }, 'series tick failed, retried shortly');
    },
  });
  services.shutdownSignal?.addEventListener('abort', stopTick, { once: true });
  return {
    stop: async () => {
      stopTick();
      await worker.stop();
      if (running === worker) running = null;
    },
  };
}
