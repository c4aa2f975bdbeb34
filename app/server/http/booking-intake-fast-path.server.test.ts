import { request, type Server } from 'node:http';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '#app/server/db/query-rows.server';
import { createLogger } from '#app/server/logging/logger.server';
import { bookingFields, bookingForm } from '../../../tests/support/booking-form';
import { listenOnLoopback } from '../../../tests/support/listen';
import { createServicesWithOwnDb, type OwnedTestServices } from '../../../tests/support/test-services';
import { createHttpApp } from './create-http-app.server';

// The wizard's POST over real HTTP, answered before Express (decision 115): React Router's handler here
// answers 418, so every answer below comes from the fast path and the booking function it shares.
describe('booking intake answered before Express', () => {
  let services: OwnedTestServices;
  let server: Server;
  let base: string;
  const lines: Record<string, unknown>[] = [];
  let routed = 0;

  beforeAll(async () => {
    // A limit of its own (limiters are per process and limit): 6 bookings per address in 15 minutes.
    services = await createServicesWithOwnDb({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://krankenfahrt.example',
      BOOKING_RATE_LIMIT: '6',
    });
    const logger = createLogger('info', {
      write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>),
    });
    const app = createHttpApp({
      services: { ...services, logger },
      handleRequest: (_req, res) => {
        routed++;
        res.status(418).type('text/plain').send('React Router');
      },
    });
    ({ server, base } = await listenOnLoopback(app));
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await services.close();
  });

  const post = (body: BodyInit, headers: Record<string, string> = {}) =>
    fetch(`${base}/online-buchung/absenden`, {
      method: 'POST',
      body,
      headers: { 'x-request-id': 'intake-test-0001', ...headers },
    });

  it('stores a booking and answers a repeated key with the same number, with the security headers and the log line', async () => {
    const key = 'fast-path-key-000001';
    const first = await post(bookingForm(key, 1));
    expect(first.status).toBe(200);
    const answer = (await first.json()) as { ok: boolean; bookingNumber: string };
    expect(answer.ok).toBe(true);
    expect(answer.bookingNumber).toMatch(/^KF-\d{4}-\d{5}$/);
    for (const [name, value] of [
      ['x-request-id', 'intake-test-0001'],
      ['content-type', 'application/json; charset=utf-8'],
      ['cache-control', 'no-store'],
      ['x-content-type-options', 'nosniff'],
      ['x-frame-options', 'DENY'],
      ['referrer-policy', 'strict-origin-when-cross-origin'],
      ['cross-origin-resource-policy', 'same-origin'],
      ['strict-transport-security', 'max-age=63072000; includeSubDomains'],
    ]) {
      expect(first.headers.get(name!), name).toBe(value);
    }
    expect(first.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(first.headers.get('content-encoding')).toBeNull();

    const repeated = await post(bookingForm(key, 1));
    expect(await repeated.json()).toEqual(answer);
    const [stored] = await queryRows<{ bookings: number; jobs: number; events: number }>(
      services.db,
      sql`select (select count(*)::int from bookings where idempotency_key = ${key}) as bookings,
        (select count(*)::int from outbox_jobs j join bookings b on j.payload->>'bookingId' = b.id::text where b.idempotency_key = ${key}) as jobs,
        (select count(*)::int from booking_events e join bookings b on e.booking_id = b.id where b.idempotency_key = ${key}) as events`,
    );
    expect(stored).toEqual({ bookings: 1, jobs: 3, events: 1 });

    await new Promise((resolve) => setTimeout(resolve, 20));
    const requestLines = lines.filter((line) => line.msg === 'request completed');
    expect(requestLines.at(-1)).toMatchObject({
      level: 30,
      reqId: 'intake-test-0001',
      req: { id: 'intake-test-0001', method: 'POST', path: '/online-buchung/absenden' },
      res: { statusCode: 200 },
    });
    // No personal data in any line: names, phone, addresses, e-mail.
    const all = JSON.stringify(lines);
    for (const value of ['Erika', 'Belastung', 'Musterstraße', '+49699', 'erika@example.org'])
      expect(all).not.toContain(value);
    expect(routed).toBe(0);
  });

  it('takes the urlencoded body the wizard sends without a prescription', async () => {
    const response = await post(new URLSearchParams(bookingFields('fast-path-urlencoded-01', 4)));
    expect(response.status).toBe(200);
    expect(((await response.json()) as { bookingNumber: string }).bookingNumber).toMatch(/^KF-\d{4}-\d{5}$/);
  });

  it('refuses invalid input, a wrong body type and a body over the limit with German 4xx', async () => {
    const invalid = bookingForm('fast-path-key-000002', 2);
    invalid.set('vorname', '');
    const refused = await post(invalid);
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({
      ok: false,
      step: 1,
      message: 'Bitte prüfen Sie Ihre Angaben in Schritt 1.',
    });

    const notAForm = await post('{"vorname":"Erika"}', { 'content-type': 'application/json' });
    expect(notAForm.status).toBe(400);
    expect(((await notAForm.json()) as { message: string }).message).toContain('Bitte laden Sie die Seite neu');

    const large = await post(new Uint8Array(6 * 1024 * 1024), { 'content-type': 'multipart/form-data; boundary=x' });
    expect(large.status).toBe(413);
    expect(((await large.json()) as { message: string }).message).toContain('Die Datei ist zu groß');
    expect(routed).toBe(0);
  });

  it('applies the booking rate limit per client address', async () => {
    // Four requests above used the address; the limit is 6.
    const statuses: number[] = [];
    for (let n = 0; n < 5; n++)
      statuses.push((await post(bookingForm(`fast-path-limit-${String(n).padStart(6, '0')}`, 10 + n))).status);
    expect(statuses.slice(-3)).toEqual([429, 429, 429]);
    const limited = await post(bookingForm('fast-path-limit-000009', 20));
    expect(((await limited.json()) as { message: string }).message).toContain('sehr viele Buchungen');
  });

  it('leaves other methods and paths to Express', async () => {
    expect((await fetch(`${base}/online-buchung/absenden`)).status).toBe(418);
    expect(
      (await fetch(`${base}/online-buchung`, { method: 'POST', body: bookingForm('fast-path-key-000003', 3) })).status,
    ).toBe(418);
  });
});

// Its own server without a rate limit: the requests above use up the address's limit.
describe('booking intake before Express, body read from the Node stream', () => {
  let services: OwnedTestServices;
  let server: Server;
  let base: string;

  beforeAll(async () => {
    services = await createServicesWithOwnDb({
      NODE_ENV: 'production',
      PUBLIC_URL: 'https://krankenfahrt.example',
      BOOKING_RATE_LIMIT: '0',
    });
    const app = createHttpApp({ services, handleRequest: (_req, res) => void res.status(418).send('React Router') });
    ({ server, base } = await listenOnLoopback(app));
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await services.close();
  });

  it('refuses a streamed body over the limit that declares no length, without reading it all', async () => {
    // Chunked (no Content-Length): the limit is found while reading, and the 413 is still answered.
    const answer = await new Promise<{ status: number; body: string }>((resolve, reject) => {
      const url = new URL(`${base}/online-buchung/absenden`);
      const req = request(
        url,
        {
          method: 'POST',
          headers: { 'content-type': 'multipart/form-data; boundary=x', 'transfer-encoding': 'chunked' },
        },
        (res) => {
          let body = '';
          res.setEncoding('utf8');
          res.on('data', (chunk: string) => (body += chunk));
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
        },
      );
      // Writing may fail once the server has answered and closed; the answer is what counts.
      req.on('error', (error) => setTimeout(() => reject(error), 1000));
      const chunk = Buffer.alloc(256 * 1024, 120);
      let sent = 0;
      const write = () => {
        while (sent < 24 && !req.destroyed) {
          sent++;
          if (!req.write(chunk)) return void req.once('drain', write);
        }
        req.end();
      };
      write();
    });
    expect(answer.status).toBe(413);
    expect(answer.body).toContain('Die Datei ist zu groß');
  });
});
