// Fuzz suite (issue 14): hostile values of every class (control characters, NUL, bidi overrides, lone
// surrogates, over-long text) in every text field of every public and staff form. Whatever arrives: no
// 5xx, nothing stored for a refused value, and the value never appears in the log. Runs on PGlite and,
// with TEST_DATABASE_URL, on PostgreSQL.
import { Writable } from 'node:stream';
import fc from 'fast-check';
import { eq, sql } from 'drizzle-orm';
import { pino } from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as kontaktRoute from '../../app/routes/site/kontakt';
import * as bookingActionsRoute from '../../app/routes/staff/bookings/booking-actions';
import * as bookingsRoute from '../../app/routes/staff/bookings/bookings';
import * as driversRoute from '../../app/routes/staff/fleet/drivers';
import * as pricingRoute from '../../app/routes/staff/fleet/pricing';
import * as vehiclesRoute from '../../app/routes/staff/fleet/vehicles';
import * as settingsRoute from '../../app/routes/staff/settings/settings';
import * as usersRoute from '../../app/routes/staff/users';
import { handleBookingIntake } from '../../app/server/bookings/booking-intake.server';
import { createBooking } from '../../app/server/bookings/staff-bookings.fixtures';
import type { AppServices } from '../../app/server/services.server';
import { createRateLimiter } from '../../app/server/security/rate-limit.server';
import {
  bookings,
  contactMessages,
  drivers,
  emailTemplates,
  priceRules,
  smtpSettings,
  users,
  vehicles,
  whatsappSettings,
} from '../../app/server/db/schema';
import { isPlainText } from '../../app/domain/text/plain-text';
import { bookingFields } from '../support/booking-form';
import {
  anonymousRequest,
  createStaffSession,
  createTestServices,
  testContext,
  type StaffSessionForTest,
} from '../support/staff-session';
import { createTestDb, type TestDb } from '../support/test-db';

let t: TestDb;
let services: AppServices;
let owner: StaffSessionForTest;
let logged = '';

beforeAll(async () => {
  t = await createTestDb();
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      logged += chunk.toString();
      done();
    },
  });
  // Every level, so the assertion sees whatever any part of the product writes.
  services = { ...createTestServices(t.db, t.handle), logger: pino({ level: 'trace' }, sink) };
  owner = await createStaffSession(services, { role: 'inhaber' });
  owner.context = testContext(services);
});
afterAll(async () => t?.close());

/** One hostile character of each class the issue names. */
const HOSTILE_CHARS = [
  '\u0000',
  '\u0001',
  '\u0007',
  '\u000b',
  '\u001b',
  '\u007f',
  '\u0085',
  '\u009b',
  '\u202a',
  '\u202e',
  '\u2066',
  '\u2069',
  '\ud800',
  '\udfff',
];

let marker = 0;
/** A value with a unique visible marker (searched for in the log) around at least one hostile character. */
const hostileValue = fc
  .tuple(
    fc.string({ maxLength: 12 }),
    fc.array(fc.constantFrom(...HOSTILE_CHARS), { minLength: 1, maxLength: 4 }),
    fc.string({ maxLength: 12 }),
  )
  .map(([before, bad, after]) => `Mk${++marker}x${before}${bad.join('')}${after}`);

type AnyAction = (args: never) => Promise<unknown>;

/** Runs a loader or action like React Router does and returns the HTTP status it would answer with. */
async function statusOf(fn: AnyAction, request: Request): Promise<number> {
  const call = fn as unknown as (args: { request: Request; context: unknown; params: object }) => Promise<unknown>;
  let result: unknown;
  try {
    result = await call({ request, context: owner.context, params: {} });
  } catch (error) {
    // A thrown Response is an answer; anything else would be a 500.
    if (error instanceof Response) return error.status;
    return 500;
  }
  if (result instanceof Response) return result.status;
  const value = result as { init?: ResponseInit | null } | null;
  return value?.init?.status ?? 200;
}

async function counts() {
  const n = async (
    table: Parameters<typeof t.db.select>[0] extends never
      ? never
      : Parameters<ReturnType<typeof t.db.select>['from']>[0],
  ) => (await t.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]!.n;
  return {
    bookings: await n(bookings),
    contact: await n(contactMessages),
    drivers: await n(drivers),
    vehicles: await n(vehicles),
    priceRules: await n(priceRules),
    users: await n(users),
    smtp: await n(smtpSettings),
    whatsapp: await n(whatsappSettings),
    templates: await n(emailTemplates),
  };
}

/**
 * The value as the server receives it: a form body is UTF-8, so a lone surrogate arrives as U+FFFD (a
 * normal character). Such a value may be stored; one that still holds a control or bidi character must not.
 */
function refusedOnArrival(value: string, collapseSpaces = false): boolean {
  if (collapseSpaces) value = value.replace(/\s+/g, ' ');
  // Fields are trimmed first, which takes a vertical tab or form feed at either end away ("stripped").
  return !isPlainText(new TextDecoder().decode(new TextEncoder().encode(value)).trim(), 'multi-line');
}

function expectNotLogged(value: string) {
  const visible = /^Mk\d+x/.exec(value)![0];
  expect(logged).not.toContain(visible);
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields);
const post = (path: string, fields: Record<string, string>) =>
  owner.request(path, { method: 'POST', body: form(fields) });

/** `collapseSpaces`: the form turns every run of white space (a vertical tab too) into one space. */
type Case = {
  name: string;
  fields: string[];
  collapseSpaces?: boolean;
  submit: (field: string, value: string) => Promise<number>;
};

const cases: Case[] = [
  {
    name: 'contact form',
    fields: ['name', 'contact', 'message'],
    submit: (field, value) =>
      statusOf(
        kontaktRoute.action,
        anonymousRequest('/kontakt/', {
          method: 'POST',
          body: form({ name: 'Anna', contact: 'anna@example.org', message: 'Hallo', consent: 'on', [field]: value }),
        }),
      ),
  },
  {
    name: 'online booking',
    fields: [
      'vorname',
      'nachname',
      'telefon',
      'email',
      'abholadresse',
      'zieladresse',
      'krankenkasse',
      'weitereHinweise',
      'bestaetigungsEmail',
      'datum',
      'uhrzeit',
      'rueckfahrtZeit',
    ],
    submit: async (field, value) => {
      const fields = { ...bookingFields(`fuzz-${marker}-${'k'.repeat(16)}`, marker), [field]: value };
      const body = new FormData();
      for (const [name, v] of Object.entries(fields)) body.set(name, v);
      const request = anonymousRequest('/online-buchung/absenden', { method: 'POST', body });
      return (
        await handleBookingIntake(services, request, {
          limiter: createRateLimiter({ limit: 1_000_000, windowMs: 1000 }),
        })
      ).status;
    },
  },
  {
    name: 'drivers',
    fields: ['name', 'phone', 'email', 'notes'],
    submit: (field, value) =>
      statusOf(
        driversRoute.action,
        post('/app/drivers', { intent: 'create', name: 'Peter', phone: '+4917112345', [field]: value }),
      ),
  },
  {
    name: 'vehicles',
    fields: ['plate', 'model', 'seats'],
    collapseSpaces: true,
    submit: (field, value) =>
      statusOf(
        vehiclesRoute.action,
        post('/app/vehicles', { intent: 'create', plate: 'F-AB 123', model: 'VW', seats: '4', [field]: value }),
      ),
  },
  {
    name: 'price rules',
    fields: ['insurer', 'baseFare', 'includedKm', 'perKm'],
    submit: (field, value) =>
      statusOf(
        pricingRoute.action,
        post('/app/pricing', {
          intent: 'create',
          insurer: 'AOK',
          mode: 'standard',
          baseFare: '10',
          includedKm: '5',
          perKm: '1',
          [field]: value,
        }),
      ),
  },
  {
    name: 'users',
    fields: ['name', 'email'],
    submit: (field, value) =>
      statusOf(
        usersRoute.action,
        post('/app/users', {
          intent: 'create',
          name: 'Nina',
          email: 'nina@example.org',
          role: 'disposition',
          [field]: value,
        }),
      ),
  },
  {
    name: 'SMTP settings',
    fields: ['host', 'username', 'password', 'fromEmail'],
    submit: (field, value) =>
      statusOf(
        settingsRoute.action,
        post('/app/settings', {
          intent: 'save-smtp',
          host: 'smtp.example.org',
          port: '587',
          username: 'u',
          password: 'p',
          fromEmail: 'a@example.org',
          [field]: value,
        }),
      ),
  },
  {
    name: 'WhatsApp settings',
    fields: ['businessNumber', 'apiToken'],
    submit: (field, value) =>
      statusOf(
        settingsRoute.action,
        post('/app/settings', {
          intent: 'save-whatsapp',
          businessNumber: '+4969123456',
          apiToken: 'tok',
          [field]: value,
        }),
      ),
  },
  {
    name: 'templates',
    fields: ['subject', 'content'],
    submit: (field, value) =>
      statusOf(
        settingsRoute.action,
        post('/app/settings', {
          intent: 'save-template',
          templateType: 'acceptance',
          subject: 'Fahrt',
          content: '<p>Hallo</p>',
          [field]: value,
        }),
      ),
  },
];

describe('hostile input in every form', () => {
  it.each(cases)('$name: no 5xx, nothing stored, nothing logged', async ({ fields, submit, collapseSpaces }) => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...fields), hostileValue, async (field, value) => {
        const before = await counts();
        const status = await submit(field, value);
        expect(status, `${field}=${JSON.stringify(value)}`).toBeLessThan(500);
        if (refusedOnArrival(value, collapseSpaces))
          expect(await counts(), `${field}=${JSON.stringify(value)}`).toEqual(before);
        expectNotLogged(value);
      }),
      { numRuns: 30 },
    );
  });

  it('staff edit dialog: refused, the booking unchanged', async () => {
    const booking = await createBooking(t.db, { bookingNumber: 'KF-2030-99999' });
    const fields = ['vorname', 'nachname', 'telefon', 'email', 'abholadresse', 'zieladresse', 'krankenkasse'];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...fields), hostileValue, async (field, value) => {
        const [before] = await t.db.select().from(bookings).where(eq(bookings.id, booking.id));
        const status = await statusOf(
          bookingActionsRoute.action,
          post('/app/bookings/aktionen', {
            intent: 'edit',
            id: booking.id,
            vorname: 'Erika',
            nachname: 'Muster',
            datum: '2030-01-15',
            uhrzeit: '09:00',
            telefon: '',
            email: '',
            krankenkasse: '',
            transportart: '',
            entfernungKm: '',
            abholadresse: 'Zeil 1, 60313 Frankfurt',
            zieladresse: 'Klinik 2, 61348 Bad Homburg',
            [field]: value,
          }),
        );
        expect(status).toBeLessThan(500);
        const [row] = await t.db.select().from(bookings).where(eq(bookings.id, booking.id));
        if (refusedOnArrival(value)) expect(row).toEqual(before);
        expectNotLogged(value);
      }),
      { numRuns: 30 },
    );
  });

  it('bookings search and filters in the URL: no 5xx', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom('q', 'status', 'type', 'page'), hostileValue, async (param, value) => {
        const status = await statusOf(
          bookingsRoute.loader,
          owner.request(`/app/bookings?${new URLSearchParams({ [param]: value })}`),
        );
        expect(status).toBeLessThan(500);
        expectNotLogged(value);
      }),
      { numRuns: 30 },
    );
  });
});
