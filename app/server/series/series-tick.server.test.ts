// The hourly tick and the worker's job (issue 19): one waiting "series-generate" job at a time, and the
// worker running it generates what is missing (here: the dates of a series whose bookings were never made).
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDb, type TestDb } from '../../../tests/support/test-db';
import { berlinDate } from '#app/domain/berlin-time';
import { outboxJobs, patients, series, seriesBookings } from '#app/server/db/schema';
import { createJobHandlers } from '#app/server/jobs/handlers.server';
import { runDueJobs } from '#app/server/jobs/worker.server';
import { enqueueSeriesGeneration, startSeriesTick } from './series-tick.server';

let t: TestDb;

beforeAll(async () => {
  t = await createTestDb();
});
afterAll(async () => t?.close());

describe('series tick', () => {
  it('enqueues one generation job while none is waiting, and the worker generates the missing dates', async () => {
    const [patient] = await t.db.insert(patients).values({ vorname: 'Erika', nachname: 'Tick' }).returning();
    const start = berlinDate();
    const [row] = await t.db
      .insert(series)
      .values({
        patientId: patient!.id,
        rrule: `DTSTART;VALUE=DATE:${start.replaceAll('-', '')}\nRRULE:FREQ=DAILY;INTERVAL=1`,
        abholzeit: '23:59',
        feiertage: 'fahren',
        abholadresse: 'Musterstraße 1',
        zieladresse: 'Strahlentherapie Süd',
      })
      .returning();
    const past = new Date(Date.now() - 60_000);
    expect(await enqueueSeriesGeneration(t.db, past)).toBe(true);
    expect(await enqueueSeriesGeneration(t.db, past)).toBe(false);
    expect(await t.db.select().from(outboxJobs).where(eq(outboxJobs.kind, 'series-generate'))).toHaveLength(1);

    const handlers = createJobHandlers({
      db: t.db,
      env: { SMTP_URL: undefined, GOOGLE_CALENDAR_ID: undefined, GOOGLE_SERVICE_ACCOUNT_JSON: undefined },
      secret: 'x'.repeat(32),
    });
    const summary = await runDueJobs(t.db, handlers, { batchSize: 1 });
    expect(summary).toMatchObject({ claimed: 1, done: 1, failed: 0 });
    // Eight weeks of daily rides, today included.
    expect(await t.db.select().from(seriesBookings).where(eq(seriesBookings.seriesId, row!.id))).toHaveLength(56);
    expect(await enqueueSeriesGeneration(t.db, past)).toBe(true);
  });
});

describe('a tick while the database is away (issue 39)', () => {
  afterEach(() => vi.useRealTimers());

  it('is tried again after SERIES_TICK_RETRY_MS, not only at the next hour', async () => {
    vi.useFakeTimers();
    await t.db.delete(outboxJobs).where(eq(outboxJobs.kind, 'series-generate'));
    let away = true;
    // The database's execute fails while away (a restart), then works.
    const db = new Proxy(t.db, {
      get: (target, property, receiver) =>
        property === 'execute' && away
          ? () => Promise.reject(Object.assign(new Error('terminating connection'), { code: '57P01' }))
          : Reflect.get(target, property, receiver),
    });
    let failed!: () => void;
    let woken!: () => void;
    const failure = new Promise<void>((resolve) => (failed = resolve));
    const wake = new Promise<void>((resolve) => (woken = resolve));
    let failures = 0;
    const stop = startSeriesTick(db, {
      onError: () => {
        failures += 1;
        failed();
      },
      wake: () => woken(),
      retryMs: 1000,
    });
    await failure;
    away = false;
    // The retry comes after retryMs (fake time), and its job reaches the database (real I/O).
    await vi.advanceTimersByTimeAsync(1000);
    await wake;
    stop();
    expect(failures).toBe(1);
    expect(await t.db.select().from(outboxJobs).where(eq(outboxJobs.kind, 'series-generate'))).toHaveLength(1);
  });
});
