// The outbox worker: claims due jobs with FOR UPDATE SKIP LOCKED (so several workers or server
// instances never take the same job), runs each job's handler, then marks it done, waiting, retried
// with exponential backoff, or failed with its reason. A job whose lock is older than the lock timeout
// belongs to a process that died and is claimed again. Works the same on PGlite and PostgreSQL.
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { and, eq, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { isDatabaseUnavailableError } from '#app/server/db/availability.server';
import type { DbOrTx } from '#app/server/db/client.server';
import { outboxJobs } from '#app/server/db/schema';
import { claimJobRows } from './jobs.sql.server';
import { isJobKind, parseJobPayload, type JobKind, type PayloadOf } from './outbox.server';

/** What the worker knows of every claimed job besides its kind and payload. */
export type JobMeta = {
  id: number;
  attempts: number;
  maxAttempts: number;
  bookingId: string | null;
  /** Random per job (Message-ID of its e-mail). */
  messageUuid: string;
};

/** A job as claimed from the table: kind and payload not yet checked against their schema. */
export type StoredJob = JobMeta & { kind: string; payload: unknown };

/** A job whose payload passed its kind's schema. */
export type ClaimedJob<K extends JobKind = JobKind> = { [P in K]: JobMeta & { kind: P; payload: PayloadOf<P> } }[K];

/** What a handler reports: done (with an optional record of what was sent), or wait without failing. */
export type JobOutcome =
  { status: 'done'; record?: Record<string, unknown> } | { status: 'wait'; reason: string; delayMs: number };

/** A failure that retrying cannot fix (e.g. the booking was deleted, the recipient does not exist). */
export class PermanentJobError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PermanentJobError';
  }
}

/** A stored payload that does not match its kind's schema: failed at once, never retried. */
export class InvalidJobPayloadError extends PermanentJobError {
  readonly code = 'invalid-payload';
  constructor(readonly fields: string[]) {
    super(`Auftrag fehlerhaft gespeichert (${fields.join(', ')}); er wird nicht ausgeführt.`);
    this.name = 'InvalidJobPayloadError';
  }
}

/** One handler per job kind (a missing one is a type error), given the parsed payload. */
export type JobHandlers = { [K in JobKind]: (payload: PayloadOf<K>, job: JobMeta, now: Date) => Promise<JobOutcome> };

export type WorkerOptions = {
  /** Identifies this process in `locked_by`. */
  owner?: string;
  /** A processing job locked longer than this is considered abandoned (its process died). */
  lockTimeoutMs?: number;
  batchSize?: number;
  /** Turns an error into the German reason shown to staff. */
  describeError?: (error: unknown, job: StoredJob) => string;
  logger?: Pick<Logger, 'info' | 'warn' | 'error'>;
};

export const DEFAULT_LOCK_TIMEOUT_MS = 5 * 60_000;
const BACKOFF_BASE_MS = 60_000;
const BACKOFF_MAX_MS = 60 * 60_000;

/** Delay before the next attempt after `attempts` failed ones: 1, 2, 4, … minutes, at most one hour. */
export function backoffDelayMs(attempts: number): number {
  return Math.min(BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1), BACKOFF_MAX_MS);
}

export function workerOwnerId(): string {
  return `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;
}

/** Checks a claimed job's kind and payload; a job that fails is failed for good, with its fields named. */
export function checkJob(stored: StoredJob): ClaimedJob {
  if (!isJobKind(stored.kind)) throw new PermanentJobError(`Unbekannte Auftragsart "${stored.kind.slice(0, 40)}".`);
  const parsed = parseJobPayload(stored.kind, stored.payload);
  if (!parsed.ok) throw new InvalidJobPayloadError(parsed.fields);
  return { ...stored, kind: stored.kind, payload: parsed.payload } as ClaimedJob;
}

function runHandler<K extends JobKind>(handlers: JobHandlers, job: ClaimedJob<K>, now: Date): Promise<JobOutcome> {
  const handler = handlers[job.kind] as unknown as (
    payload: PayloadOf<K>,
    job: JobMeta,
    now: Date,
  ) => Promise<JobOutcome>;
  return handler(job.payload as PayloadOf<K>, job, now);
}

/** Claims up to `limit` due jobs (pending and due, or processing with an expired lock) for `owner`. */
export async function claimDueJobs(
  db: DbOrTx,
  options: { owner: string; now: Date; lockTimeoutMs?: number; limit?: number },
): Promise<StoredJob[]> {
  const staleBefore = new Date(options.now.getTime() - (options.lockTimeoutMs ?? DEFAULT_LOCK_TIMEOUT_MS));
  const rows = await claimJobRows(db, {
    owner: options.owner,
    now: options.now,
    staleBefore,
    limit: options.limit ?? 10,
  });
  return rows
    .map((row) => ({
      id: Number(row.id),
      kind: row.kind,
      payload: row.payload,
      attempts: row.attempts,
      maxAttempts: row.max_attempts,
      bookingId: row.booking_id,
      messageUuid: row.message_uuid,
    }))
    .sort((a, b) => a.id - b.id);
}

/** The job while `owner` holds it (a job claimed again after its lock expired is no longer ours). */
function heldBy(job: JobMeta, owner: string) {
  return and(eq(outboxJobs.id, job.id), eq(outboxJobs.status, 'processing'), eq(outboxJobs.lockedBy, owner));
}

/** Marks the job done and records what was sent, in one statement; only while this owner holds it. */
export async function completeJob(
  db: DbOrTx,
  job: JobMeta,
  owner: string,
  now: Date,
  record?: Record<string, unknown>,
): Promise<boolean> {
  const rows = await db
    .update(outboxJobs)
    .set({
      status: 'done',
      completedAt: now,
      lockedAt: null,
      lockedBy: null,
      lastError: null,
      payload: sql`${outboxJobs.payload} || ${JSON.stringify(record ? { result: record } : {})}::jsonb`,
      updatedAt: now,
    })
    .where(heldBy(job, owner))
    .returning({ id: outboxJobs.id });
  return rows.length === 1;
}

/** Puts the job back to wait (no attempt counted), e.g. while no SMTP server is configured. */
export async function deferJob(
  db: DbOrTx,
  job: JobMeta,
  owner: string,
  now: Date,
  reason: string,
  delayMs: number,
): Promise<void> {
  await db
    .update(outboxJobs)
    .set({
      status: 'pending',
      attempts: sql`greatest(${outboxJobs.attempts} - 1, 0)`,
      runAt: new Date(now.getTime() + delayMs),
      lockedAt: null,
      lockedBy: null,
      lastError: reason,
      updatedAt: now,
    })
    .where(heldBy(job, owner));
}

/** Schedules a retry with backoff, or marks the job failed when attempts are used up or it is permanent. */
export async function failJob(
  db: DbOrTx,
  job: JobMeta,
  owner: string,
  now: Date,
  reason: string,
  permanent: boolean,
): Promise<'retry' | 'failed'> {
  const finalFailure = permanent || job.attempts >= job.maxAttempts;
  if (finalFailure) {
    await db
      .update(outboxJobs)
      .set({ status: 'failed', lockedAt: null, lockedBy: null, lastError: reason, updatedAt: now })
      .where(heldBy(job, owner));
    return 'failed';
  }
  await db
    .update(outboxJobs)
    .set({
      status: 'pending',
      runAt: new Date(now.getTime() + backoffDelayMs(job.attempts)),
      lockedAt: null,
      lockedBy: null,
      lastError: reason,
      updatedAt: now,
    })
    .where(heldBy(job, owner));
  return 'retry';
}

export type RunSummary = { claimed: number; done: number; waiting: number; retried: number; failed: number };

/** Claims and runs the due jobs once; returns what happened. The loop below calls it repeatedly. */
export async function runDueJobs(
  db: DbOrTx,
  handlers: JobHandlers,
  options: WorkerOptions & { now?: () => Date } = {},
): Promise<RunSummary> {
  const owner = options.owner ?? workerOwnerId();
  const clock = options.now ?? (() => new Date());
  const jobs = await claimDueJobs(db, {
    owner,
    now: clock(),
    lockTimeoutMs: options.lockTimeoutMs,
    limit: options.batchSize,
  });
  const summary: RunSummary = { claimed: jobs.length, done: 0, waiting: 0, retried: 0, failed: 0 };
  for (const job of jobs) {
    try {
      const outcome = await runHandler(handlers, checkJob(job), clock());
      if (outcome.status === 'done') {
        const marked = await completeJob(db, job, owner, clock(), outcome.record);
        if (!marked)
          options.logger?.warn({ jobId: job.id, kind: job.kind }, 'outbox job finished after its lock was taken over');
        summary.done += 1;
      } else {
        await deferJob(db, job, owner, clock(), outcome.reason, outcome.delayMs);
        summary.waiting += 1;
      }
    } catch (error) {
      const permanent = error instanceof PermanentJobError || (error as { permanent?: boolean })?.permanent === true;
      const reason =
        error instanceof PermanentJobError
          ? error.message
          : (options.describeError?.(error, job) ?? (error instanceof Error ? error.message : String(error)));
      const result = await failJob(db, job, owner, clock(), reason, permanent);
      // Only ids, codes and field names in the log: reasons and payloads can contain addresses.
      options.logger?.warn(
        {
          jobId: job.id,
          kind: job.kind.slice(0, 40),
          attempt: job.attempts,
          code: (error as { code?: string })?.code,
          ...(error instanceof InvalidJobPayloadError ? { fields: error.fields } : {}),
          result,
        },
        'outbox job failed',
      );
      if (result === 'failed') summary.failed += 1;
      else summary.retried += 1;
    }
  }
  return summary;
}

export type RunningWorker = { stop: () => Promise<void>; wake: () => void };

/**
 * Runs `runDueJobs` every `intervalMs` (sooner while there is work) until stopped or `signal` aborts.
 * `stop` waits for the job in flight, so a shutdown never leaves a half-finished send behind.
 */
export function startWorkerLoop(
  db: DbOrTx,
  handlers: JobHandlers,
  options: WorkerOptions & { intervalMs?: number; signal?: AbortSignal },
): RunningWorker {
  const owner = options.owner ?? workerOwnerId();
  const interval = options.intervalMs ?? 2000;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<void> = Promise.resolve();
  let running = false;
  let again = false;

  const schedule = (delay: number) => {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(tick, delay);
    timer.unref?.();
  };
  const tick = () => {
    running = true;
    again = false;
    current = (async () => {
      let next = interval;
      try {
        const summary = await runDueJobs(db, handlers, { ...options, owner });
        if (summary.claimed >= (options.batchSize ?? 10)) next = 0;
      } catch (error) {
        // The database away (a restart): the next run retries; a warning, not an error per 2 s.
        if (!stopped && isDatabaseUnavailableError(error)) {
          options.logger?.warn({ event: 'database-unavailable', err: error }, 'outbox worker waits for the database');
        } else if (!stopped) options.logger?.error({ err: error }, 'outbox worker run failed');
      }
      running = false;
      schedule(again ? 0 : next);
    })();
  };

  const stop = async () => {
    stopped = true;
    clearTimeout(timer);
    await current;
  };
  options.signal?.addEventListener('abort', () => void stop(), { once: true });
  schedule(0);
  return {
    stop,
    wake: () => {
      if (running) again = true;
      else schedule(0);
    },
  };
}
