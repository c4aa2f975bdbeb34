// Issue 39: the process survives its PostgreSQL going away. A real PostgreSQL server of this test's own
// (own-postgres.ts) is killed backend by backend, stopped and started, and restarted, while the
// product's HTTP layer, React Router's staff pages, the realtime listener, the event stream and the
// outbox worker run against it in this process. An unhandled 'error' event (what used to end the
// process with 57P01) fails the run. While the database is away a signed-in page answers 503 with the
// German error page (never 401: nobody is signed out by a hiccup) and /healthz says "degraded"; once it
// is back the same session works again, the listener has re-subscribed and the worker runs jobs.
//
// PostgreSQL only (PGlite lives inside the process and cannot go away): runs on the PostgreSQL leg
// (TEST_DATABASE_URL set), which needs the server's binaries (initdb, pg_ctl) on the machine.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq, sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as shellModule from '../../app/routes/staff/app-shell';
import * as bookingsModule from '../../app/routes/staff/bookings/bookings';
import * as staffEventsModule from '../../app/routes/resources/staff-events';
import { openPostgres, type DbHandle } from '../../app/server/db/client.server';
import { migrate } from '../../app/server/db/migrate.server';
import { queryRows } from '../../app/server/db/query-rows.server';
import { outboxJobs } from '../../app/server/db/schema';
import { createHttpApp } from '../../app/server/http/create-http-app.server';
import { startOutboxWorker } from '../../app/server/jobs/start-worker.server';
import { startChangeHub } from '../../app/server/realtime/change-hub.server';
import { notifyChange } from '../../app/server/realtime/notify-change.server';
import type { AppServices } from '../../app/server/services.server';
import { postgresBinDir, startOwnPostgres, type OwnPostgres } from '../support/own-postgres';
import { reactRouterHandler, ROOT_ROUTE, type TestRoute } from '../support/route-build';
import { createStaffSession, createTestServices } from '../support/staff-session';

vi.mock('virtual:site-client', () => ({ default: null }));

const ROUTES: TestRoute[] = [
  ROOT_ROUTE,
  { id: 'routes/staff/app-shell', parentId: 'root', path: 'app', module: shellModule },
  {
    id: 'routes/staff/bookings/bookings',
    parentId: 'routes/staff/app-shell',
    path: 'bookings',
    module: bookingsModule,
  },
  { id: 'routes/resources/staff-events', parentId: 'root', path: 'app/events', module: staffEventsModule },
];

/** Polls until `check` holds (a restart takes as long as it takes on a busy machine; no timing is asserted). */
async function eventually<T>(
  read: () => Promise<T>,
  check: (value: T) => boolean,
  what: string,
  limitMs = 60_000,
): Promise<T> {
  const until = Date.now() + limitMs;
  let last: T | undefined;
  let lastError: unknown;
  while (Date.now() < until) {
    try {
      last = await read();
      if (check(last)) return last;
    } catch (error) {
      lastError = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`not reached: ${what} (last: ${JSON.stringify(last)}, ${String(lastError)})`);
}

/** An open event stream over HTTP: the text received so far, and whether the server ended it. */
type Stream = { text: () => string; ended: () => boolean; close: () => void };

async function openStream(url: string, cookie: string): Promise<Stream> {
  const aborted = new AbortController();
  const response = await fetch(url, { headers: { cookie, accept: 'text/event-stream' }, signal: aborted.signal });
  expect(response.status).toBe(200);
  let text = '';
  let ended = false;
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  void (async () => {
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        text += decoder.decode(value, { stream: true });
      }
    } catch {
      // aborted by the test
    }
    ended = true;
  })();
  return { text: () => text, ended: () => ended, close: () => aborted.abort() };
}

const binDir = process.env.TEST_DATABASE_URL ? await postgresBinDir() : null;

describe.runIf(process.env.TEST_DATABASE_URL)('a PostgreSQL restart under the running server', () => {
  let postgres: OwnPostgres;
  let handle: DbHandle;
  let services: AppServices;
  let server: Server;
  let base: string;
  let cookie: string;
  const stops: Array<() => Promise<void>> = [];
  const unhandled: unknown[] = [];
  type LogLine = { level: number; msg: string; event?: string };
  const logLines: LogLine[] = [];
  /** An outage is expected: warnings, never an error line (which would page someone for nothing). */
  const errorLines = () => logLines.filter((line) => line.level >= 50).map((line) => line.msg);
  const onUnhandled = (error: unknown) => unhandled.push(error);

  beforeAll(async () => {
    // The PostgreSQL leg must not pass silently without the server's binaries.
    expect(binDir, 'initdb/pg_ctl not found (pg_config --bindir or /usr/lib/postgresql/*/bin)').not.toBeNull();
    process.on('uncaughtException', onUnhandled);
    process.on('unhandledRejection', onUnhandled);
    postgres = await startOwnPostgres(binDir!);
    handle = await openPostgres(postgres.url);
    await migrate(handle.db);
    services = {
      ...createTestServices(handle.db, handle, { NODE_ENV: 'production' }),
      shutdownSignal: new AbortController().signal,
      logger: pino({ level: 'info' }, { write: (line: string) => void logLines.push(JSON.parse(line) as LogLine) }),
    };
    cookie = (await createStaffSession(services, { role: 'inhaber' })).cookie;
    stops.push((await startChangeHub(services)).stop);
    stops.push((await startOutboxWorker(services)).stop!);
    const app = createHttpApp({ services, handleRequest: reactRouterHandler(services, ROUTES) });
    server = await new Promise<Server>((resolve) => {
      const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }, 120_000);

  afterAll(async () => {
    server?.closeAllConnections();
    await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
    for (const stop of stops.reverse()) await stop().catch(() => {});
    await handle?.close();
    await postgres?.close();
    process.off('uncaughtException', onUnhandled);
    process.off('unhandledRejection', onUnhandled);
  }, 60_000);

  const page = async () => {
    const response = await fetch(`${base}/app/bookings`, { headers: { cookie }, redirect: 'manual' });
    return { status: response.status, retryAfter: response.headers.get('retry-after'), html: await response.text() };
  };
  const health = async () => {
    const response = await fetch(`${base}/healthz`);
    return { status: response.status, body: (await response.json()) as Record<string, string> };
  };
  const healthy = (value: { status: number; body: Record<string, string> }) =>
    value.status === 200 && value.body.status === 'ok';
  /** A change committed now reaches the stream (the listener is subscribed). */
  const changeArrives = async (stream: Stream, id: string) => {
    await notifyChange(handle.db, { entity: 'booking', kind: 'update', id });
    return stream.text().includes(id);
  };

  it('serves a signed-in page and the event stream while the database is there', async () => {
    expect((await page()).status).toBe(200);
    expect(await health()).toEqual({ status: 200, body: { status: 'ok', database: 'ok', notifications: 'ok' } });
    const stream = await openStream(`${base}/app/events`, cookie);
    await eventually(() => changeArrives(stream, 'before-restart'), Boolean, 'a change before the restart');
    stream.close();
  });

  it('stays up while PostgreSQL is stopped: 503 with the German page, never 401; /healthz degraded', async () => {
    const stream = await openStream(`${base}/app/events`, cookie);
    await postgres.stop();

    const away = await page();
    expect(away.status).toBe(503);
    expect(away.retryAfter).toBe('5');
    expect(away.html).toContain('Es ist ein Fehler aufgetreten');
    expect(away.html).toContain('lang="de"');
    const degraded = await eventually(
      health,
      (value) => value.body.notifications === 'reconnecting',
      '/healthz sees the listener lost',
    );
    expect(degraded).toEqual({
      status: 503,
      body: { status: 'degraded', database: 'unreachable', notifications: 'reconnecting' },
    });
    expect(handle.availability.isAvailable()).toBe(false);

    await postgres.start();
    // Back: the same session (not signed out), health ok again, the listener re-subscribed.
    await eventually(health, healthy, '/healthz ok after the start');
    expect((await eventually(page, (value) => value.status === 200, 'the page after the start')).html).toContain(
      'Buchungen',
    );
    // The old stream ended at the gap (the browser reconnects and fetches afresh); a new one hears changes.
    await eventually(async () => stream.ended(), Boolean, 'the old stream ends after the gap');
    const again = await openStream(`${base}/app/events`, cookie);
    await eventually(() => changeArrives(again, 'after-start'), Boolean, 'a change after the start');
    again.close();
    expect(unhandled).toEqual([]);
    expect(errorLines()).toEqual([]);
    expect(logLines.some((line) => line.event === 'database-unavailable')).toBe(true);
  }, 120_000);

  it('survives `pg_ctl restart -m fast` and a terminated LISTEN backend; the worker resumes', async () => {
    await postgres.restart();
    await eventually(health, healthy, '/healthz ok after the restart');
    expect((await eventually(page, (value) => value.status === 200, 'the page after the restart')).status).toBe(200);

    // Only the listener's backend killed (pg_terminate_backend: 57P01 on that connection alone).
    const before = await openStream(`${base}/app/events`, cookie);
    await handle.db.execute(
      sql`select pg_terminate_backend(pid) from pg_stat_activity where query ilike 'LISTEN%' and pid <> pg_backend_pid()`,
    );
    await eventually(async () => before.ended(), Boolean, 'the stream ends after the listener was cut');
    const after = await openStream(`${base}/app/events`, cookie);
    await eventually(() => changeArrives(after, 'after-terminate'), Boolean, 'a change after the listener came back');
    after.close();

    // The outbox worker, which failed its runs while the database was away, runs jobs again.
    const [job] = await queryRows<{ id: string | number }>(
      handle.db,
      sql`insert into outbox_jobs (kind, payload, run_at) values ('series-generate', '{}'::jsonb, now()) returning id`,
    );
    const jobId = Number(job!.id);
    await eventually(
      async () =>
        (await handle.db.select({ status: outboxJobs.status }).from(outboxJobs).where(eq(outboxJobs.id, jobId)))[0]
          ?.status,
      (status) => status === 'done',
      'the worker completes a job after the restart',
    );
    expect(unhandled).toEqual([]);
    expect(errorLines()).toEqual([]);
  }, 120_000);
});
