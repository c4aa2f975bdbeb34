// The mails of one booking as the booking details show them (state wartend / gesendet / fehlgeschlagen
// with the reason), the mail log of the settings, and the retry of a job.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { BookingMessage, MessageState } from '#app/domain/bookings/read-models';
import type { DbOrTx } from '#app/server/db/client.server';
import { bookings, outboxJobs } from '#app/server/db/schema';
import { templateTypeLabels, type TemplateTypeName } from '#app/domain/templates/template-types';
import { isJobKind, MAIL_JOB_KINDS, parseJobPayload } from '#app/server/jobs/outbox.server';
import { ALREADY_SENT } from '#app/domain/mail/action-texts';
import { conflict, notFound, type Result } from '#app/server/use-case-result.server';
import { releasePendingJobs } from './mail.sql.server';

export type { BookingMessage, MessageState };

function stateOf(status: string): MessageState {
  if (status === 'done') return 'gesendet';
  if (status === 'failed') return 'fehlgeschlagen';
  return 'wartend';
}

function labelOf(kind: string, template: TemplateTypeName | null): string {
  if (kind === 'booking-email' && template) return templateTypeLabels[template];
  if (kind === 'driver-email') return 'Fahrtauftrag an Fahrer';
  if (kind === 'driver-day-plan') return 'Tagesplan an Fahrer';
  if (kind === 'contact-email') return 'Kontaktanfrage';
  if (kind === 'series-email') return 'Änderung der Serienfahrten';
  return 'E-Mail';
}

/** Recipient and template of a mail job, through its kind's schema (none when the payload is broken). */
function mailPayload(kind: string, stored: unknown): { to: string; template: TemplateTypeName | null } {
  const parsed = isJobKind(kind) ? parseJobPayload(kind, stored) : null;
  if (!parsed?.ok || !('to' in parsed.payload)) return { to: '', template: null };
  return { to: parsed.payload.to, template: 'template' in parsed.payload ? parsed.payload.template : null };
}

type Row = Omit<typeof outboxJobs.$inferSelect, 'messageUuid'> & { bookingNumber: string | null };

function toMessage(row: Row): BookingMessage {
  const payload = mailPayload(row.kind, row.payload);
  const state = stateOf(row.status);
  return {
    jobId: row.id,
    kind: row.kind as BookingMessage['kind'],
    template: payload.template,
    label: labelOf(row.kind, payload.template),
    recipient: payload.to,
    state,
    reason: state === 'gesendet' ? null : row.lastError,
    attempts: row.attempts,
    maxAttempts: row.maxAttempts,
    createdAt: row.createdAt.toISOString(),
    sentAt: row.completedAt ? row.completedAt.toISOString() : null,
    nextAttemptAt: row.status === 'pending' ? row.runAt.toISOString() : null,
    bookingId: row.bookingId,
    bookingNumber: row.bookingNumber,
  };
}

const columns = {
  id: outboxJobs.id,
  kind: outboxJobs.kind,
  payload: outboxJobs.payload,
  status: outboxJobs.status,
  attempts: outboxJobs.attempts,
  maxAttempts: outboxJobs.maxAttempts,
  runAt: outboxJobs.runAt,
  lockedAt: outboxJobs.lockedAt,
  lockedBy: outboxJobs.lockedBy,
  lastError: outboxJobs.lastError,
  bookingId: outboxJobs.bookingId,
  createdAt: outboxJobs.createdAt,
  updatedAt: outboxJobs.updatedAt,
  completedAt: outboxJobs.completedAt,
  bookingNumber: bookings.bookingNumber,
};

/** Every mail job of the booking, oldest first. */
export async function listBookingMessages(db: DbOrTx, bookingId: string): Promise<BookingMessage[]> {
  const rows = await db
    .select(columns)
    .from(outboxJobs)
    .leftJoin(bookings, eq(bookings.id, outboxJobs.bookingId))
    .where(and(eq(outboxJobs.bookingId, bookingId), inArray(outboxJobs.kind, [...MAIL_JOB_KINDS])))
    .orderBy(outboxJobs.createdAt, outboxJobs.id);
  return rows.map(toMessage);
}

export type MailLogFilter = 'alle' | MessageState;

/** The newest mail jobs of all kinds for the mail log, optionally only one state. */
export async function listMailLog(
  db: DbOrTx,
  options: { filter?: MailLogFilter; limit?: number } = {},
): Promise<BookingMessage[]> {
  const filter = options.filter ?? 'alle';
  const statusCondition =
    filter === 'gesendet'
      ? eq(outboxJobs.status, 'done')
      : filter === 'fehlgeschlagen'
        ? eq(outboxJobs.status, 'failed')
        : filter === 'wartend'
          ? inArray(outboxJobs.status, ['pending', 'processing'])
          : undefined;
  const rows = await db
    .select(columns)
    .from(outboxJobs)
    .leftJoin(bookings, eq(bookings.id, outboxJobs.bookingId))
    .where(and(inArray(outboxJobs.kind, [...MAIL_JOB_KINDS]), statusCondition))
    .orderBy(desc(outboxJobs.createdAt), desc(outboxJobs.id))
    .limit(options.limit ?? 200);
  return rows.map(toMessage);
}

export async function countMailStates(db: DbOrTx): Promise<Record<MessageState, number>> {
  const rows = await db
    .select({ status: outboxJobs.status, count: sql<number>`count(*)::int` })
    .from(outboxJobs)
    .where(inArray(outboxJobs.kind, [...MAIL_JOB_KINDS]))
    .groupBy(outboxJobs.status);
  const counts: Record<MessageState, number> = { wartend: 0, gesendet: 0, fehlgeschlagen: 0 };
  for (const row of rows) counts[stateOf(row.status)] += Number(row.count);
  return counts;
}

/**
 * Schedules the job again at once with fresh attempts. A sent job is never sent again (conflict), and a
 * job a worker is running now is left alone (conflict with the area's default text).
 */
export async function retryJob(db: DbOrTx, jobId: number): Promise<Result<{ jobId: number }>> {
  const [row] = await db.select({ status: outboxJobs.status }).from(outboxJobs).where(eq(outboxJobs.id, jobId));
  if (!row) return notFound();
  if (row.status === 'done') return conflict(ALREADY_SENT);
  if (row.status === 'processing') return { ok: false, code: 'conflict' };
  const updated = await db
    .update(outboxJobs)
    .set({ status: 'pending', attempts: 0, runAt: new Date(), lockedAt: null, lockedBy: null })
    .where(and(eq(outboxJobs.id, jobId), inArray(outboxJobs.status, ['pending', 'failed'])))
    .returning({ id: outboxJobs.id });
  return updated.length ? { ok: true, value: { jobId } } : { ok: false, code: 'conflict' };
}

/** Lets mails that wait for an SMTP server be tried now (after the settings were saved). */
export async function releaseWaitingMailJobs(db: DbOrTx, now: Date = new Date()): Promise<number> {
  // Deadlock-free (issue 14): the rows are locked in id order and a row another transaction holds (a
  // concurrent save releasing the same jobs, a worker sending one) is skipped instead of waited for.
  // An unordered multi-row UPDATE let two concurrent saves lock the same rows in opposite orders (40P01).
  return releasePendingJobs(db, MAIL_JOB_KINDS, now);
}
