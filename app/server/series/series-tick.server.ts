// The periodic tick of the series generation (issue 19): every hour (and at start-up) the worker gets one
// "series-generate" job for all series, unless one is already waiting. Several server instances may
// each enqueue one; generation is idempotent (generate.server.ts), so a second run only finds nothing to do.
import type { DbOrTx } from '#app/server/db/client.server';
import { insertSeriesGenerationJobUnlessQueued } from './series.sql.server';

export const SERIES_TICK_MS = 60 * 60_000;

/** Enqueues the generation of all series unless such a job is pending or running. Returns whether it did. */
export async function enqueueSeriesGeneration(db: DbOrTx, now = new Date()): Promise<boolean> {
  return insertSeriesGenerationJobUnlessQueued(db, now);
}

/** After a failed tick (the database away), the next try comes this much sooner than the hour. */
export const SERIES_TICK_RETRY_MS = 30_000;

/** Starts the hourly tick; returns its stop function. A failed tick is retried after SERIES_TICK_RETRY_MS. */
export function startSeriesTick(
  db: DbOrTx,
  options: { onError?: (error: unknown) => void; intervalMs?: number; retryMs?: number; wake?: () => void } = {},
): () => void {
  let retry: NodeJS.Timeout | undefined;
  let stopped = false;
  const run = () => {
    clearTimeout(retry);
    enqueueSeriesGeneration(db)
      .then((queued) => {
        if (queued) options.wake?.();
      })
      .catch((error: unknown) => {
        options.onError?.(error);
        if (stopped) return;
        retry = setTimeout(run, options.retryMs ?? SERIES_TICK_RETRY_MS);
        retry.unref?.();
      });
  };
  run();
  const timer = setInterval(run, options.intervalMs ?? SERIES_TICK_MS);
  timer.unref?.();
  return () => {
    stopped = true;
    clearInterval(timer);
    clearTimeout(retry);
  };
}
