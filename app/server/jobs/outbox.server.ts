// The transactional outbox (DESIGN.md): a side effect (e-mail, calendar sync, …) is a row written in
// the same transaction as the change that causes it, so it happens if and only if the change commits.
// The worker that claims and runs these rows lives beside this file.
//
// Every job kind has one Zod schema for its payload (decision 171): the types of `enqueueJobs` and of the
// handlers are derived from it, and the worker parses a claimed job's payload with it, so a handler
// never reads untyped JSON.
import { z } from 'zod';
import { templateTypes } from '#app/domain/templates/template-types';
import { outboxJobs } from '#app/server/db/schema';
import type { DbOrTx } from '#app/server/db/client.server';

const recipient = z.string().trim().min(1).max(320);

export const jobPayloadSchemas = {
  /** A booking e-mail rendered from its template when sent (so the newest booking data is used). */
  'booking-email': z.object({
    template: z.enum(templateTypes),
    to: recipient,
    bookingId: z.uuid(),
    /** The reason a rejection names ({{grund}} of the template "Absage"). */
    grund: z.string().max(2000).optional(),
  }),
  /** The ride sent to a driver who has an e-mail address. */
  'driver-email': z.object({ to: recipient, bookingId: z.uuid(), driverId: z.uuid() }),
  /** A driver's day plan from the dispatch board (issue 20): all their legs of one day. */
  'driver-day-plan': z.object({ to: recipient, driverId: z.uuid(), datum: z.iso.date() }),
  /** A message from the public contact form, to the company. */
  'contact-email': z.object({ to: recipient, contactMessageId: z.uuid() }),
  /** Push a booking's change to the external calendar (the iCalendar feed itself is always live). */
  'calendar-sync': z.object({ action: z.enum(['create', 'update', 'delete']), bookingId: z.uuid() }),
  /** Generate series bookings up to the rolling horizon: one series, or (without id) every series (issue 19). */
  'series-generate': z.object({ seriesId: z.uuid().optional() }),
  /** The patient's e-mail about a change of their series: one line per changed ride (dates and times only). */
  'series-email': z.object({
    seriesId: z.uuid(),
    to: recipient,
    subject: z.string().min(1).max(200),
    lines: z.array(z.string().max(300)).min(1).max(100),
  }),
} as const;

export type JobKind = keyof typeof jobPayloadSchemas;
export type PayloadOf<K extends JobKind> = z.output<(typeof jobPayloadSchemas)[K]>;

/** One job to enqueue: its kind and the payload of exactly that kind. */
export type OutboxJob = { [K in JobKind]: { kind: K; payload: PayloadOf<K> } }[JobKind];

export const JOB_KINDS = Object.keys(jobPayloadSchemas) as JobKind[];

/** The kinds that send an e-mail (the mail log and the booking details list them). */
export const MAIL_JOB_KINDS = [
  'booking-email',
  'driver-email',
  'driver-day-plan',
  'contact-email',
  'series-email',
] as const satisfies readonly JobKind[];

export function isJobKind(value: unknown): value is JobKind {
  return typeof value === 'string' && Object.hasOwn(jobPayloadSchemas, value);
}

/**
 * A stored payload checked against its kind's schema. A refusal names the fields only, never their
 * values (the reason is shown in the mail log and the payloads carry e-mail addresses).
 */
export function parseJobPayload<K extends JobKind>(
  kind: K,
  payload: unknown,
): { ok: true; payload: PayloadOf<K> } | { ok: false; fields: string[] } {
  const parsed = jobPayloadSchemas[kind].safeParse(payload);
  if (parsed.success) return { ok: true, payload: parsed.data as PayloadOf<K> };
  const fields = [...new Set(parsed.error.issues.map((issue) => issue.path.map(String).join('.') || '(alles)'))];
  return { ok: false, fields };
}

export type EnqueueOptions = { bookingId?: string | null; runAt?: Date; maxAttempts?: number };

/** The jobs' rows (the values of their INSERT; insertBooking embeds them in its one statement). */
export function jobRows(jobs: OutboxJob[], options: EnqueueOptions = {}) {
  return jobs.map(
    (job) =>
      ({
        kind: job.kind,
        payload: job.payload,
        bookingId: options.bookingId ?? ('bookingId' in job.payload ? job.payload.bookingId : null),
        runAt: options.runAt ?? new Date(),
        ...(options.maxAttempts ? { maxAttempts: options.maxAttempts } : {}),
      }) satisfies typeof outboxJobs.$inferInsert,
  );
}

/** Writes jobs; call it with the transaction of the change that causes them. Returns their ids. */
export async function enqueueJobs(tx: DbOrTx, jobs: OutboxJob[], options: EnqueueOptions = {}): Promise<number[]> {
  if (!jobs.length) return [];
  const rows = await tx.insert(outboxJobs).values(jobRows(jobs, options)).returning({ id: outboxJobs.id });
  return rows.map((row) => row.id);
}
