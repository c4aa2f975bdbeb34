// Realtime across server instances (issue 9): two server processes on one PostgreSQL database; a
// booking made through the first reaches a staff event stream on the second within one second. The
// stream refuses requests without a session.
import { randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test, expect } from '@playwright/test';
import { addCalendarDays, berlinDate } from '../../app/domain/berlin-time';
import { startServer, stopServer, waitForHealth } from './support/server-process';
import { sidePort } from './support/e2e-env';
import { createScratchDatabase } from '../support/scratch-database';

const OWNER = { email: 'inhaber@musterfirma-krankenfahrten.example', password: 'Realtime-Test-Passwort-2026' };

async function signIn(base: string): Promise<string> {
  // The login form's post, as a browser without JavaScript sends it (Better Auth's own API is closed).
  const response = await fetch(`${base}/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: base },
    body: new URLSearchParams(OWNER),
    redirect: 'manual',
  });
  expect(response.status, await response.clone().text()).toBe(302);
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(';')[0] ?? '')
    .filter((cookie) => cookie.startsWith('kf.session_token='))
    .join('; ');
}

function bookingForm(): FormData {
  const form = new FormData();
  const fields: Record<string, string> = {
    vorname: 'Live',
    nachname: 'Ereignis',
    telefon: '+496990009150',
    email: 'live@example.org',
    abholadresse: 'Musterstraße 1, 60311 Frankfurt am Main',
    zieladresse: 'Beispielweg 7, 61348 Bad Homburg vor der Höhe',
    pflegegrad: 'keiner',
    datum: addCalendarDays(berlinDate(), 4),
    uhrzeit: '10:00',
    rueckfahrt: 'keine',
    zustimmung: 'true',
    bestaetigungsEmail: 'live@example.org',
    idempotencyKey: randomUUID(),
  };
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  return form;
}

test('a booking made through one instance reaches the event stream of another within a second', async () => {
  const adminUrl = process.env.TEST_DATABASE_URL;
  test.skip(!adminUrl, 'TEST_DATABASE_URL is not set: two instances need a shared PostgreSQL server (set in .ci/run)');
  test.setTimeout(120_000);
  const scratch = await createScratchDatabase(adminUrl!, 'kf_realtime');
  const env = (port: number) => ({
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    DATABASE_URL: scratch.url,
    DATA_DIR: mkdtempSync(join(tmpdir(), 'kf-realtime-')),
    OWNER_INITIAL_PASSWORD: OWNER.password,
    APP_SECRET: 'realtime-test-secret-realtime-test-secret',
  });
  // The first instance migrates and creates the owner; the second joins the same database.
  const first = startServer(env(sidePort(11)));
  await waitForHealth(sidePort(11));
  const second = startServer(env(sidePort(12)));
  await waitForHealth(sidePort(12));
  try {
    const base2 = `http://127.0.0.1:${sidePort(12)}`;
    expect((await fetch(`${base2}/app/events`)).status).toBe(401);

    const cookie = await signIn(base2);
    const stream = await fetch(`${base2}/app/events`, { headers: { cookie, accept: 'text/event-stream' } });
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toContain('text/event-stream');
    expect(stream.headers.get('content-encoding')).toBeNull();
    const reader = stream.body!.getReader();
    const decoder = new TextDecoder();
    let text = '';
    while (!text.includes('retry:')) text += decoder.decode((await reader.read()).value);

    const posted = await fetch(`http://127.0.0.1:${sidePort(11)}/online-buchung`, {
      method: 'POST',
      body: bookingForm(),
    });
    expect(posted.status).toBe(200);
    const sentAt = Date.now();
    const deadline = sentAt + 1000;
    while (!/"entity":"booking","kind":"insert"/.test(text)) {
      const chunk = await Promise.race([
        reader.read(),
        new Promise<never>((_, reject) =>
          setTimeout(() => reject(new Error(`no event within 1 s; got ${text}`)), deadline - Date.now()),
        ),
      ]);
      text += decoder.decode(chunk.value);
    }
    expect(Date.now() - sentAt).toBeLessThan(1000);
    expect(text).toMatch(/data: \{"entity":"booking","kind":"insert","id":"[0-9a-f-]{36}","source":"online"\}/);
    // Ids and kinds only: nothing of the patient travels in the stream.
    expect(text).not.toContain('Ereignis');
    await reader.cancel();
  } finally {
    await stopServer(second);
    await stopServer(first);
    await scratch.drop();
  }
});
