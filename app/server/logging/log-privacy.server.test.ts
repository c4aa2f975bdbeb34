// No log line holds a submitted value, whatever fails: constraint errors, the database going away in the
// middle of a request, malformed bodies and cross-origin posts, through every path that logs them (the
// logger's serializer, React Router's handleError, the Express error handler, the booking intake).
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleError } from '#app/entry.server';
import { bookingFields } from '../../../tests/support/booking-form';
import { createTestServices } from '../../../tests/support/staff-session';
import { createTestDb, type TestDb } from '../../../tests/support/test-db';
import { handleBookingIntake } from '#app/server/bookings/booking-intake.server';
import { bookings, priceRules } from '#app/server/db/schema';
import { createHttpApp } from '#app/server/http/create-http-app.server';
import type { AppServices } from '#app/server/services.server';
import { createLogger } from './logger.server';

/** A logger writing into an array, as the server's logger writes to stdout. */
function capture() {
  const lines: string[] = [];
  const logger = createLogger('debug', { write: (line: string) => void lines.push(line) });
  return { logger, lines, text: () => lines.join('') };
}

/** Every line is one JSON object, and nothing submitted appears anywhere in the log. */
function expectPrivate(text: string, secrets: string[]) {
  const lines = text.split('\n').filter(Boolean);
  expect(lines.length).toBeGreaterThan(0);
  for (const line of lines) expect(() => JSON.parse(line)).not.toThrow();
  for (const secret of secrets) expect(text).not.toContain(secret);
}

const SECRET = {
  vorname: 'Geheimvorname',
  nachname: 'Geheimnachname',
  telefon: '+49 69 4711 0815',
  abholadresse: 'Geheimgasse 17, 60311 Frankfurt am Main',
  zieladresse: 'Verborgenweg 3, 61348 Bad Homburg vor der Höhe',
  besonderheiten: 'Dialyse dreimal pro Woche, Sauerstoff',
  krankenkasse: 'Geheime Betriebskrankenkasse',
};

let testDb: TestDb;
let services: AppServices;

beforeAll(async () => {
  testDb = await createTestDb();
  services = createTestServices(testDb.db);
});
afterAll(async () => testDb.close());

async function failure(run: () => Promise<unknown>): Promise<unknown> {
  try {
    await run();
  } catch (error) {
    return error;
  }
  throw new Error('expected a failure');
}

describe('database errors', () => {
  it('a unique violation is logged with its class, SQLSTATE and constraint, never the parameters', async () => {
    await testDb.db.insert(priceRules).values({ insurer: SECRET.krankenkasse, mode: 'sitzend' });
    const error = await failure(() =>
      testDb.db.insert(priceRules).values({ insurer: SECRET.krankenkasse.toUpperCase(), mode: 'sitzend' }),
    );
    // What would leak without the serializer: Drizzle's message lists every parameter.
    expect(String((error as Error).message)).toContain(SECRET.krankenkasse.toUpperCase());

    const log = capture();
    log.logger.error({ err: error }, 'price rule could not be stored');
    log.logger.error(error as Error);
    log.logger.error({ error });
    expectPrivate(log.text(), [SECRET.krankenkasse.toUpperCase(), 'insert into', 'Failed query']);
    const [first] = log.lines.map(
      (line) => JSON.parse(line) as { err: { type: string; cause?: { code?: string; constraint?: string } } },
    );
    expect(first!.err.type).toBe('DrizzleQueryError');
    expect(first!.err.cause?.code).toBe('23505');
    expect(first!.err.cause?.constraint).toBe('price_rules_insurer_mode_unique');
  });

  it('a check violation and a type error quote nothing', async () => {
    const check = await failure(() =>
      testDb.db.insert(bookings).values({
        bookingNumber: 'KF-2099-99999',
        vorname: SECRET.vorname,
        nachname: SECRET.nachname,
        telefon: SECRET.telefon,
        abholadresse: SECRET.abholadresse,
        zieladresse: SECRET.zieladresse,
        datum: '2099-01-01',
        uhrzeit: '99:99',
        rueckfahrt: 'keine',
        besonderheiten: SECRET.besonderheiten,
      } as never),
    );
    const log = capture();
    log.logger.error({ err: check }, 'booking could not be stored');
    expectPrivate(log.text(), Object.values(SECRET));
    expect(log.text()).toContain('"code":"23');
  });
});

describe('the booking intake', () => {
  it('with the database gone mid-request answers 503 and logs no submitted value', async () => {
    const gone = await createTestDb();
    const log = capture();
    const goneServices = { ...createTestServices(gone.db), logger: log.logger };
    await gone.close();
    const form = new FormData();
    for (const [name, value] of Object.entries({
      ...bookingFields('log-privacy-intake-1', 1),
      ...SECRET,
      besonderheitenAktiv: 'true',
    }))
      form.set(name, value);
    const result = await handleBookingIntake(
      goneServices,
      new Request('http://localhost:3000/online-buchung/absenden', { method: 'POST', body: form }),
    );
    expect(result.status).toBe(503);
    expectPrivate(log.text(), Object.values(SECRET));
    expect(log.text()).toContain('online booking could not be stored');
  });
});

describe("React Router's handleError", () => {
  function contextWith(logger: AppServices['logger']) {
    return { services: { ...services, logger }, cspNonce: '', requestId: 'req-log-privacy-1' };
  }

  it('logs a server error as one JSON line with request id, route, class and code', async () => {
    const error = await failure(() =>
      testDb.db.insert(priceRules).values({ insurer: SECRET.krankenkasse, mode: 'liegend-geheim' }),
    );
    const log = capture();
    const request = new Request(`http://localhost:3000/app/pricing?q=${encodeURIComponent(SECRET.nachname)}`, {
      method: 'POST',
    });
    handleError(error, { request, params: {}, context: contextWith(log.logger) } as never);
    expectPrivate(log.text(), [SECRET.krankenkasse, SECRET.nachname, 'liegend-geheim']);
    expect(log.lines).toHaveLength(1);
    const line = JSON.parse(log.lines[0]!) as Record<string, unknown>;
    expect(line).toMatchObject({
      level: 50,
      requestId: 'req-log-privacy-1',
      method: 'POST',
      route: '/app/pricing',
      msg: 'request failed',
    });
    expect((line.err as { cause: { code: string } }).cause.code).toBe('23514');
  });

  it('logs a malformed body as one refusal line without a stack', async () => {
    const request = new Request('http://localhost:3000/kontakt/', {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=xx' },
      body: `--xx\r\nContent-Disposition: form-data; name="name"\r\n\r\n${SECRET.nachname}`,
    });
    const error = await failure(() => request.formData());
    const log = capture();
    handleError(error, { request, params: {}, context: contextWith(log.logger) } as never);
    expectPrivate(log.text(), [SECRET.nachname]);
    expect(log.lines).toHaveLength(1);
    expect(JSON.parse(log.lines[0]!)).toEqual(
      expect.objectContaining({
        level: 30,
        event: 'request-refused',
        reason: 'malformed-body',
        status: 400,
        route: '/kontakt/',
      }),
    );
    expect(log.text()).not.toContain('frames');
  });

  it("logs React Router's cross-origin refusal as one line without a stack", () => {
    const log = capture();
    const request = new Request('http://localhost:3000/app/drivers', {
      method: 'POST',
      headers: { origin: 'https://evil.example' },
    });
    const error = new Error(
      'The `request.url` origin does not match `origin` header from a forwarded action request. Aborting the action.',
    );
    handleError(error, { request, params: {}, context: contextWith(log.logger) } as never);
    expect(log.lines).toHaveLength(1);
    expect(JSON.parse(log.lines[0]!)).toEqual(
      expect.objectContaining({ level: 30, reason: 'cross-origin', route: '/app/drivers' }),
    );
  });

  it('logs nothing for a request the client aborted', () => {
    const log = capture();
    const controller = new AbortController();
    controller.abort();
    handleError(new Error('x'), {
      request: new Request('http://localhost:3000/', { signal: controller.signal }),
      params: {},
      context: contextWith(log.logger),
    } as never);
    expect(log.lines).toHaveLength(0);
  });
});

describe('the Express layer', () => {
  let server: Server;
  let base: string;
  const log = capture();

  beforeAll(async () => {
    const gone = await createTestDb();
    await gone.close();
    const app = createHttpApp({
      services: { ...services, logger: log.logger },
      // Stands in for a route whose query fails because the database went away, and one reading JSON.
      handleRequest: async (req, _res, next) => {
        try {
          if (req.path === '/json') {
            const body = await new Promise<string>((resolve) => {
              let text = '';
              req.on('data', (chunk: Buffer) => (text += chunk.toString()));
              req.on('end', () => resolve(text));
            });
            JSON.parse(body);
          }
          await gone.db.insert(priceRules).values({ insurer: String(req.query.kasse ?? ''), mode: 'sitzend' });
        } catch (error) {
          next(error);
        }
      },
    });
    server = await new Promise<Server>((resolve) => {
      const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => new Promise((resolve) => server.close(resolve)));

  it('answers 500 and logs the failure and the request as one JSON line each, without values', async () => {
    log.lines.length = 0;
    const response = await fetch(`${base}/app/pricing?kasse=${encodeURIComponent(SECRET.krankenkasse)}`);
    expect(response.status).toBe(500);
    expect(await response.text()).toBe('Ein unerwarteter Fehler ist aufgetreten.');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expectPrivate(log.text(), [SECRET.krankenkasse, 'Geheime']);
    const entries = log.lines.map((line) => JSON.parse(line) as { msg: string; err?: unknown });
    expect(entries.map((entry) => entry.msg)).toEqual(['request failed', 'request errored']);
    // The request line carries no error of its own (pino-http would invent one with a stack).
    expect(entries[1]!.err).toBeUndefined();
  });

  it('answers malformed JSON with a 400 and one refusal line', async () => {
    log.lines.length = 0;
    const response = await fetch(`${base}/json`, { method: 'POST', body: `{"name": "${SECRET.nachname}"` });
    expect(response.status).toBe(400);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expectPrivate(log.text(), [SECRET.nachname]);
    const entries = log.lines.map((line) => JSON.parse(line) as { msg: string; reason?: string });
    expect(entries[0]).toMatchObject({ msg: 'request refused', reason: 'malformed-body' });
    expect(log.text()).not.toContain('frames');
  });
});
