// The transactional outbox (DESIGN.md): a side effect (e-mail, calendar sync, …) is a row written in
// the same transaction as the change that causes it, so it happens if and only if the change commits.
// The worker that claims and runs these rows lives beside this file.
import { outboxJobs } from '../db/schema';
import type { DbOrTx } from '../db/client.server';

export type EmailTemplateKind = 'confirmation' | 'acceptance' | 'notification';

export type OutboxJob =
  /** A booking e-mail rendered from its template when sent (so the newest booking data is used). */
  | { kind: 'booking-email'; payload: { template: EmailTemplateKind; to: string; bookingId: string } }
  /** The ride sent to a driver who has an e-mail address. */
  | { kind: 'driver-email'; payload: { to: string; bookingId: string; driverId: string } }
  /** A message from the public contact form, to the company. */
  | { kind: 'contact-email'; payload: { to: string; contactMessageId: string } }
  /** Push a booking's change to the external calendar (the iCalendar feed itself is always live). */
  | { kind: 'calendar-sync'; payload: { action: 'create' | 'update' | 'delete'; bookingId: string } };

export type EnqueueOptions = { bookingId?: string | null; runAt?: Date; maxAttempts?: number };

/** Writes jobs; call it with the transaction of the change that causes them. Returns their ids. */
export async function enqueueJobs(tx: DbOrTx, jobs: OutboxJob[], options: EnqueueOptions = {}): Promise<number[]> {
  if (!jobs.length) return [];
  const rows = await tx
    .insert(outboxJobs)
    .values(
      jobs.map((job) => ({
        kind: job.kind,
        payload: job.payload,
        bookingId: options.bookingId ?? ('bookingId' in job.payload ? job.payload.bookingId : null),
        runAt: options.runAt ?? new Date(),
        ...(options.maxAttempts ? { maxAttempts: options.maxAttempts } : {}),
      })),
    )
    .returning({ id: outboxJobs.id });
  return rows.map((row) => row.id);
}
