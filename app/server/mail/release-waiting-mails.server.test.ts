// Saving the SMTP settings releases the waiting mail jobs. Concurrent saves used to deadlock on
// PostgreSQL (40P01, answered 500): the release locks rows in id order and skips rows held elsewhere.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../../../tests/support/test-db';
import { enqueueJobs, type OutboxJob } from '#app/server/jobs/outbox.server';
import { claimDueJobs } from '#app/server/jobs/worker.server';
import { outboxJobs } from '#app/server/db/schema';
import { releaseWaitingMailJobs } from './booking-messages.server';
import { saveSmtpSettings } from './smtp-settings.server';

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(async () => t?.close());

const secret = `test-secret-${'x'.repeat(40)}`;

describe('releasing waiting mails', () => {
  it('survives many concurrent saves while workers claim jobs: no deadlock, every waiting mail released', async () => {
    const later = new Date(Date.now() + 3600_000);
    const jobs = Array.from({ length: 300 }, (_, i): OutboxJob => ({
      kind: 'contact-email',
      payload: { to: `p${i}@example.org`, contactMessageId: `m${i}` },
    }));
    await enqueueJobs(t.db, jobs);
    await t.db.update(outboxJobs).set({ runAt: later });
    const save = async (i: number) => {
      const saved = await saveSmtpSettings(t.db, secret, {
        host: `smtp${i}.example.org`,
        port: 587,
        username: '',
        password: '',
        clearPassword: false,
        fromEmail: 'buchung@example.org',
      });
      expect(saved.ok).toBe(true);
      return releaseWaitingMailJobs(t.db);
    };
    // Several rounds of 12 saves at once, with a worker claiming some jobs in between.
    for (let round = 0; round < 5; round += 1) {
      await t.db.update(outboxJobs).set({ runAt: later, status: 'pending' });
      const results = await Promise.all([
        ...Array.from({ length: 12 }, (_, i) => save(round * 12 + i)),
        claimDueJobs(t.db, { owner: `worker-${round}`, now: new Date(Date.now() + 1000), limit: 20 }).then(() => 0),
      ]);
      expect(results.every((n) => Number.isInteger(n))).toBe(true);
      const [left] = await t.db
        .select({ n: sql<number>`count(*)::int` })
        .from(outboxJobs)
        .where(sql`status = 'pending' and run_at > now() + interval '30 minutes'`);
      expect(left!.n).toBe(0);
    }
  });
});
