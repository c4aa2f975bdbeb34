// Typed outbox jobs (decision 171): every kind's payload round-trips through the table to its handler;
// a stored payload that fails its kind's schema is failed at once with a German reason naming only the
// fields, never retried, and no payload value reaches the log.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createBookingWithMails } from '../../../tests/support/messaging-bookings';
import { createTestDb, type TestDb } from '../../../tests/support/test-db';
import { outboxJobs } from '#app/server/db/schema';
import { enqueueJobs, JOB_KINDS, parseJobPayload, type OutboxJob } from './outbox.server';
import { runDueJobs, type JobHandlers } from './worker.server';

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(async () => t.close());
beforeEach(async () => {
  await t.db.delete(outboxJobs);
});

/** Handlers that record what they were given. */
function recordingHandlers() {
  const seen: Array<{ kind: string; payload: unknown; messageUuid: string }> = [];
  const record = (kind: string) => async (payload: unknown, job: { messageUuid: string }) => {
    seen.push({ kind, payload, messageUuid: job.messageUuid });
    return { status: 'done' as const };
  };
  const handlers: JobHandlers = {
    'booking-email': record('booking-email'),
    'driver-email': record('driver-email'),
    'driver-day-plan': record('driver-day-plan'),
    'contact-email': record('contact-email'),
    'calendar-sync': record('calendar-sync'),
    'series-generate': record('series-generate'),
    'series-email': record('series-email'),
  };
  return { handlers, seen };
}

/**
 * A run time safely in the past: the column's default now() has microseconds while the worker's clock
 * has milliseconds, so a row inserted in the same millisecond as the run would not yet be due.
 */
const due = () => new Date(Date.now() - 60_000);

function capturingLogger() {
  const lines: string[] = [];
  const write = (...args: unknown[]) => void lines.push(JSON.stringify(args));
  return { logger: { info: write, warn: write, error: write }, lines };
}

describe('typed outbox jobs', () => {
  it('every kind round-trips from enqueueJobs to its handler with its payload', async () => {
    const { id: bookingId } = await createBookingWithMails(t.db);
    await t.db.delete(outboxJobs);
    const jobs: OutboxJob[] = [
      { kind: 'booking-email', payload: { template: 'acceptance', to: 'erika@example.org', bookingId } },
      { kind: 'driver-email', payload: { to: 'fahrer@example.org', bookingId, driverId: randomUUID() } },
      { kind: 'driver-day-plan', payload: { to: 'fahrer@example.org', driverId: randomUUID(), datum: '2031-01-02' } },
      { kind: 'contact-email', payload: { to: 'info@example.org', contactMessageId: randomUUID() } },
      { kind: 'calendar-sync', payload: { action: 'delete', bookingId } },
      { kind: 'series-generate', payload: { seriesId: randomUUID() } },
      {
        kind: 'series-email',
        payload: {
          seriesId: randomUUID(),
          to: 'erika@example.org',
          subject: 'Ihre Fahrt wurde verschoben',
          lines: ['Geändert: 04.03.2026 um 06:30 Uhr'],
        },
      },
    ];
    expect(jobs.map((job) => job.kind).sort()).toEqual([...JOB_KINDS].sort());
    await enqueueJobs(t.db, jobs);
    const { handlers, seen } = recordingHandlers();
    expect(await runDueJobs(t.db, handlers)).toMatchObject({ claimed: 7, done: 7, failed: 0 });
    expect(seen.map(({ kind, payload }) => ({ kind, payload }))).toEqual(jobs);
    expect(seen.every((s) => /^[0-9a-f-]{36}$/.test(s.messageUuid))).toBe(true);
  });

  it('fails a payload that does not match its schema at once, names only the fields, logs no value', async () => {
    const [row] = await t.db
      .insert(outboxJobs)
      .values({
        kind: 'booking-email',
        payload: { template: 'geheim-vorlage', to: 42, bookingId: 'erika.musterfrau@example.org' },
        runAt: due(),
      })
      .returning();
    const { handlers, seen } = recordingHandlers();
    const { logger, lines } = capturingLogger();
    expect(await runDueJobs(t.db, handlers, { logger })).toMatchObject({ claimed: 1, failed: 1, retried: 0 });
    expect(seen).toEqual([]);
    const [job] = await t.db.select().from(outboxJobs).where(eq(outboxJobs.id, row!.id));
    expect(job).toMatchObject({ status: 'failed', attempts: 1 });
    expect(job!.lastError).toBe('Auftrag fehlerhaft gespeichert (template, to, bookingId); er wird nicht ausgeführt.');
    const log = lines.join('\n');
    expect(log).toContain('invalid-payload');
    for (const value of ['geheim-vorlage', 'erika.musterfrau', '42,']) expect(log).not.toContain(value);
    // Not retried: the next run claims nothing, even much later.
    expect(await runDueJobs(t.db, handlers, { now: () => new Date(Date.now() + 86_400_000) })).toMatchObject({
      claimed: 0,
    });
  });

  it('fails a job of an unknown kind, and a payload that is not an object, without crashing the run', async () => {
    await t.db.insert(outboxJobs).values([
      { kind: 'fax', payload: { to: 'x' }, runAt: due() },
      { kind: 'calendar-sync', payload: 'kaputt' as unknown as Record<string, unknown>, runAt: due() },
      { kind: 'calendar-sync', payload: { action: 'update', bookingId: randomUUID() }, runAt: due() },
    ]);
    const { handlers, seen } = recordingHandlers();
    expect(await runDueJobs(t.db, handlers)).toMatchObject({ claimed: 3, done: 1, failed: 2 });
    expect(seen).toHaveLength(1);
    const failed = await t.db.select().from(outboxJobs).where(eq(outboxJobs.status, 'failed'));
    expect(failed.map((j) => j.lastError).sort()).toEqual([
      'Auftrag fehlerhaft gespeichert ((alles)); er wird nicht ausgeführt.',
      'Unbekannte Auftragsart "fax".',
    ]);
  });

  it('parses each kind with its own schema and ignores the result a done job carries', () => {
    const bookingId = randomUUID();
    expect(parseJobPayload('calendar-sync', { action: 'create', bookingId, result: { skipped: 'x' } })).toEqual({
      ok: true,
      payload: { action: 'create', bookingId },
    });
    expect(parseJobPayload('calendar-sync', { action: 'move', bookingId })).toEqual({ ok: false, fields: ['action'] });
    expect(parseJobPayload('contact-email', { to: '', contactMessageId: bookingId })).toEqual({
      ok: false,
      fields: ['to'],
    });
  });
});
