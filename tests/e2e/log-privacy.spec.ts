// The production server's log as an operator sees it (stdout of `node server.js`): after hostile and
// failing requests every line is one JSON object, none carries a stack as raw text, and none holds a
// value the client submitted. (The failure paths themselves are driven in
// app/server/logging/log-privacy.server.test.ts; this checks the built server wires them up.)
import { mkdtempSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test, expect } from '@playwright/test';
import { bookingFields } from '../support/booking-form';
import { startServer, stopServer, waitForHealth } from './support/server-process';
import { sidePort } from './support/e2e-env';

const SECRETS = ['Geheimvorname-7731', 'Geheimstrasse 99', 'Dialyse-Geheimnis', 'geheim-7731@example.org'];

function raw(
  port: number,
  method: string,
  path: string,
  headers: Record<string, string> = {},
  body = '',
): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

test('hostile and failing requests leave one JSON line each and no submitted value in the log', async () => {
  const port = sidePort(13);
  const server = startServer({
    PORT: String(port),
    DATA_DIR: mkdtempSync(join(tmpdir(), 'kf-logs-')),
    LOG_LEVEL: 'info',
  });
  await waitForHealth(port);
  const base = `http://127.0.0.1:${port}`;
  const [vorname, strasse, besonderheiten, email] = SECRETS as [string, string, string, string];
  const form = new URLSearchParams({ name: vorname, email, nachricht: besonderheiten });

  // A cross-origin post to a staff action and to the contact form.
  await fetch(`${base}/app/drivers`, { method: 'POST', headers: { origin: 'https://evil.example' }, body: form });
  await fetch(`${base}/kontakt/`, { method: 'POST', headers: { origin: 'https://evil.example' }, body: form });
  // Malformed bodies: truncated multipart, a form that is no form, broken JSON to the closed auth API.
  const truncated = `--xx\r\nContent-Disposition: form-data; name="vorname"\r\n\r\n${vorname}\r\n--xx\r\nContent-Disposition: form-data; name="abholadresse"\r\n\r\n${strasse}`;
  await raw(port, 'POST', '/kontakt/', { 'content-type': 'multipart/form-data; boundary=xx' }, truncated);
  await raw(
    port,
    'POST',
    '/online-buchung/absenden',
    { 'content-type': 'multipart/form-data; boundary=xx' },
    truncated,
  );
  await raw(port, 'POST', '/api/auth/sign-in/email', { 'content-type': 'application/json' }, `{"email":"${email}"`);
  // A booking with hostile values (a NUL and a bidi override) and one with a date far in the future.
  const booking = new FormData();
  for (const [name, value] of Object.entries({
    ...bookingFields('log-privacy-e2e-1', 7),
    vorname: `${vorname}\u0000`,
    abholadresse: `${strasse}\u202e`,
  })) {
    booking.set(name, value);
  }
  expect((await fetch(`${base}/online-buchung/absenden`, { method: 'POST', body: booking })).status).toBeLessThan(500);
  // Methods the stack can't represent.
  expect(await raw(port, 'TRACE', `/?name=${encodeURIComponent(vorname)}`)).toBe(405);

  expect(await stopServer(server)).toBe(0);
  const lines = server
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'));
  expect(lines.length).toBeGreaterThan(5);
  for (const line of lines) expect(() => JSON.parse(line)).not.toThrow();
  const text = server.output();
  for (const secret of SECRETS) expect(text, secret).not.toContain(secret);
  // No raw multi-line stack (React Router's default console output) anywhere.
  expect(text).not.toMatch(/^\s+at /m);
  expect(lines.some((line) => line.includes('"reason":"cross-origin"'))).toBe(true);
  expect(lines.every((line) => (JSON.parse(line) as { level: number }).level < 50)).toBe(true);
});
