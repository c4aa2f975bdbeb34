// Google Calendar push against a local double of Google's token and events endpoints: the signed
// service-account JWT, create/update/delete keyed by booking, and a failure that is recorded for staff
// while the booking stays untouched.
import { createServer, type Server } from 'node:http';
import { createVerify, generateKeyPairSync } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../../../tests/support/test-db';
import { createBookingWithMails } from '../../../tests/support/messaging-bookings';
import { bookings, calendarSync, outboxJobs, tripLegs } from '#app/server/db/schema';
import { createJobHandlers } from '#app/server/jobs/handlers.server';
import { enqueueJobs } from '#app/server/jobs/outbox.server';
import { runDueJobs } from '#app/server/jobs/worker.server';
import { listCalendarSyncProblems } from './calendar-sync.server';

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });

type Call = { method: string; path: string; body: Record<string, unknown> | null; auth: string | undefined };

let t: TestDb;
let server: Server;
let base: string;
const calls: Call[] = [];
const events = new Map<string, Record<string, unknown>>();
let failNext = 0;
let assertion = '';

beforeAll(async () => {
  t = await createTestDb();
  server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const path = req.url ?? '';
      if (path === '/token') {
        assertion = new URLSearchParams(raw).get('assertion') ?? '';
        res
          .writeHead(200, { 'content-type': 'application/json' })
          .end(JSON.stringify({ access_token: 'tok-1', expires_in: 3600 }));
        return;
      }
      const body = raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
      calls.push({ method: req.method!, path, body, auth: req.headers.authorization });
      if (failNext > 0) {
        failNext -= 1;
        res.writeHead(503).end();
        return;
      }
      const id = decodeURIComponent(path.split('/events')[1]?.replace(/^\//, '') ?? '');
      if (req.method === 'PUT') {
        if (!events.has(id)) return void res.writeHead(404).end();
        events.set(id, body!);
        return void res.writeHead(200).end('{}');
      }
      if (req.method === 'POST') {
        events.set(String(body!.id), body!);
        return void res.writeHead(200).end('{}');
      }
      if (req.method === 'DELETE') {
        const existed = events.delete(id);
        return void res.writeHead(existed ? 204 : 404).end();
      }
      res.writeHead(400).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as { port: number };
  base = `http://127.0.0.1:${address.port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

function handlers() {
  return createJobHandlers({
    db: t.db,
    secret: 's'.repeat(40),
    env: {
      GOOGLE_CALENDAR_ID: 'fahrten@group.calendar.google.com',
      GOOGLE_SERVICE_ACCOUNT_JSON: JSON.stringify({
        client_email: 'kalender@projekt.iam.gserviceaccount.com',
        private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }),
        token_uri: `${base}/token`,
      }),
    },
    googleApiBase: base,
  });
}

describe('Google Calendar push', () => {
  it('creates, updates and deletes the event keyed by booking, with a verifiable service-account JWT', async () => {
    const booking = await createBookingWithMails(t.db, {
      status: 'confirmed',
      hinweise: 'Dialyse',
      krankenkasse: 'AOK',
    });
    await t.db.delete(outboxJobs).where(eq(outboxJobs.kind, 'booking-email'));
    const h = handlers();
    expect(await runDueJobs(t.db, h)).toMatchObject({ done: 1 });

    const [header, claims, signature] = assertion.split('.');
    const verifier = createVerify('RSA-SHA256');
    verifier.update(`${header}.${claims}`);
    expect(verifier.verify(publicKey, Buffer.from(signature!, 'base64url'))).toBe(true);
    expect(JSON.parse(Buffer.from(claims!, 'base64url').toString())).toMatchObject({
      iss: 'kalender@projekt.iam.gserviceaccount.com',
      scope: 'https://www.googleapis.com/auth/calendar.events',
      aud: `${base}/token`,
    });

    const id = booking.id.replace(/-/g, '');
    expect(events.get(id)).toMatchObject({
      id,
      summary: `${booking.bookingNumber} · – · Frankfurt am Main → Bad Homburg vor der Höhe`,
      status: 'confirmed',
    });
    expect(JSON.stringify(events.get(id))).not.toMatch(/Dialyse|AOK|Erika|Musterfrau/);
    expect(calls.every((call) => call.auth === 'Bearer tok-1')).toBe(true);
    expect(calls.some((call) => call.path.startsWith('/calendars/fahrten%40group.calendar.google.com/events'))).toBe(
      true,
    );
    const [sync] = await t.db.select().from(calendarSync).where(eq(calendarSync.bookingId, booking.id));
    expect(sync).toMatchObject({ status: 'synced', googleEventId: id, lastError: null });

    await t.db
      .update(tripLegs)
      .set({ uhrzeit: '15:00' })
      .where(and(eq(tripLegs.bookingId, booking.id), eq(tripLegs.kind, 'hin')));
    await enqueueJobs(t.db, [{ kind: 'calendar-sync', payload: { action: 'update', bookingId: booking.id } }]);
    await runDueJobs(t.db, h);
    expect((events.get(id)!.start as { dateTime: string }).dateTime).toMatch(/T1[34]:00:00\.000Z$/);

    await enqueueJobs(t.db, [{ kind: 'calendar-sync', payload: { action: 'delete', bookingId: booking.id } }]);
    await runDueJobs(t.db, h);
    expect(events.has(id)).toBe(false);
  });

  it('records a failure for staff and retries, while the booking stays as it is', async () => {
    const booking = await createBookingWithMails(t.db, { status: 'confirmed' });
    await t.db.delete(outboxJobs).where(eq(outboxJobs.kind, 'booking-email'));
    failNext = 1;
    const summary = await runDueJobs(t.db, handlers(), {
      describeError: (e) => (e instanceof Error ? e.message : String(e)),
    });
    expect(summary).toMatchObject({ retried: 1 });
    const problems = await listCalendarSyncProblems(t.db);
    expect(problems).toEqual([
      expect.objectContaining({
        bookingId: booking.id,
        lastError: 'Google Kalender: Aktualisieren fehlgeschlagen (HTTP 503).',
      }),
    ]);
    const [row] = await t.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(row!.status).toBe('confirmed');
    const [job] = await t.db.select().from(outboxJobs).where(eq(outboxJobs.bookingId, booking.id));
    expect(job).toMatchObject({
      status: 'pending',
      lastError: 'Google Kalender: Aktualisieren fehlgeschlagen (HTTP 503).',
    });
  });

  it('does nothing but finish the job when Google is not configured', async () => {
    const booking = await createBookingWithMails(t.db);
    await t.db.delete(outboxJobs).where(eq(outboxJobs.kind, 'booking-email'));
    const before = calls.length;
    const h = createJobHandlers({ db: t.db, secret: 's'.repeat(40), env: {} });
    expect(await runDueJobs(t.db, h, { now: () => new Date(Date.now() + 10 * 60_000) })).toMatchObject({ done: 2 });
    expect(calls.length).toBe(before);
    expect(await t.db.select().from(calendarSync).where(eq(calendarSync.bookingId, booking.id))).toHaveLength(0);
  });
});
