import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { BOOKING_INTAKE_PATH } from '../app/server/http/booking-intake-fast-path.server';
import { acceptedBookingNumber, intakeLoad } from './intake-load';

describe('acceptedBookingNumber', () => {
  it.each([
    [200, '{"ok":true,"bookingNumber":"KF-2026-00042"}', 'KF-2026-00042'],
    [200, '{"ok":false,"message":"Bitte prüfen Sie Ihre Angaben in Schritt 3."}', null],
    [200, '{"ok":true}', null],
    [200, '{"ok":true,"bookingNumber":"42"}', null],
    [422, '{"ok":true,"bookingNumber":"KF-2026-00042"}', null],
    [200, 'Ein unerwarteter Fehler ist aufgetreten.', null],
  ])('%d %s', (status, body, expected) => {
    expect(acceptedBookingNumber(status, body)).toBe(expected);
  });
});

/** A stand-in intake that records what it receives and answers with `answer` (after `answerAfterMs`). */
async function intakeServer(
  answer: (n: number, form: URLSearchParams) => { status: number; body: unknown },
  options: { answerAfterMs?: number } = {},
) {
  const forms: URLSearchParams[] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const form = new URLSearchParams(Buffer.concat(chunks).toString());
      const ok =
        req.method === 'POST' &&
        req.url === BOOKING_INTAKE_PATH &&
        req.headers['content-type']?.startsWith('application/x-www-form-urlencoded');
      forms.push(form);
      const { status, body } = ok ? answer(forms.length, form) : { status: 400, body: { ok: false } };
      const send = () => res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
      if (options.answerAfterMs) setTimeout(send, options.answerAfterMs);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(server);
  return { baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, forms };
}

const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

const accept = (n: number) => ({
  status: 200,
  body: { ok: true, bookingNumber: `KF-2026-${String(n).padStart(5, '0')}` },
});

describe('intakeLoad', () => {
  it('sends each booking once, with its own key and fields, and counts the accepted answers', async () => {
    const { baseUrl, forms } = await intakeServer(accept);
    const load = await intakeLoad(baseUrl, { count: 40, firstN: 100, connections: 4, label: 'Test' });
    expect(load.accepted).toBe(40);
    expect(forms).toHaveLength(40);
    expect(new Set(forms.map((form) => form.get('idempotencyKey'))).size).toBe(40);
    expect(new Set(forms.map((form) => form.get('nachname')))).toEqual(
      new Set(Array.from({ length: 40 }, (_, i) => `Belastung${100 + i}`)),
    );
  });

  it("times the run until its last answer, not until autocannon's next one-second sample", async () => {
    const { baseUrl } = await intakeServer(accept, { answerAfterMs: 100 });
    const load = await intakeLoad(baseUrl, { count: 4, firstN: 0, connections: 4, label: 'Test' });
    expect(load.ms).toBeGreaterThanOrEqual(100);
    expect(load.ms).toBeLessThan(900);
  });

  it('fails when one answer refuses the booking, even with status 200', async () => {
    const { baseUrl } = await intakeServer((n) =>
      n === 7 ? { status: 200, body: { ok: false, message: 'voll' } } : accept(n),
    );
    await expect(intakeLoad(baseUrl, { count: 20, firstN: 0, connections: 2, label: 'Test' })).rejects.toThrow(
      /19 von 20 Buchungen angenommen/,
    );
  });

  it('fails on a non-2xx answer and on a repeated booking number', async () => {
    const failing = await intakeServer((n) => (n === 3 ? { status: 503, body: { ok: false } } : accept(n)));
    await expect(intakeLoad(failing.baseUrl, { count: 10, firstN: 0, connections: 2, label: 'Test' })).rejects.toThrow(
      /non-2xx 1/,
    );
    const repeating = await intakeServer(() => accept(1));
    await expect(
      intakeLoad(repeating.baseUrl, { count: 10, firstN: 0, connections: 2, label: 'Test' }),
    ).rejects.toThrow(/1 verschiedene Nummern/);
  });
});
