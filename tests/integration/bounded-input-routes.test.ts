// Bounded input (issue 14): every action that reads a body refuses one over its limit with 413 and a
// German message, and a body that is not a readable form with 400, without storing anything. The
// contact form shows the reason in the form again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as kontaktRoute from '../../app/routes/site/kontakt';
import * as bookingActionsRoute from '../../app/routes/staff/bookings/booking-actions';
import * as driversRoute from '../../app/routes/staff/fleet/drivers';
import * as pricingRoute from '../../app/routes/staff/fleet/pricing';
import * as vehiclesRoute from '../../app/routes/staff/fleet/vehicles';
import * as loginRoute from '../../app/routes/staff/login';
import * as passwordRoute from '../../app/routes/staff/password';
import * as settingsRoute from '../../app/routes/staff/settings/settings';
import * as usersRoute from '../../app/routes/staff/users';
import { BODY_LIMITS, BODY_MESSAGES } from '../../app/server/http/bounded-body.server';
import { contactMessages, drivers, priceRules, vehicles } from '../../app/server/db/schema';
import { anonymousRequest, createStaffSession, testContext, type StaffSessionForTest } from '../support/staff-session';
import { createTestDb, type TestDb } from '../support/test-db';

let t: TestDb;
let owner: StaffSessionForTest;

beforeAll(async () => {
  t = await createTestDb();
  owner = await createStaffSession(t.db, { role: 'inhaber' });
});
afterAll(async () => t?.close());

type AnyAction = (args: never) => Promise<unknown>;
type Answer = { status: number; body: unknown };

/** Runs an action and reads its answer whether it returned data(), a Response, or threw a Response. */
async function run(action: AnyAction, request: Request): Promise<Answer> {
  const call = action as unknown as (args: { request: Request; context: unknown; params: object }) => Promise<unknown>;
  let result: unknown;
  try {
    result = await call({ request, context: owner.context, params: {} });
  } catch (error) {
    result = error;
  }
  if (result instanceof Response) {
    const text = await result.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // plain text
    }
    return { status: result.status, body };
  }
  const value = result as { data: unknown; init: ResponseInit | null };
  return { status: value.init?.status ?? 200, body: value.data };
}

const formType = { 'content-type': 'application/x-www-form-urlencoded' };
const oversized = (limit: number) => `intent=create&name=${'x'.repeat(limit + 1)}`;

const staffRoutes: Array<[string, AnyAction, string, number]> = [
  ['drivers', driversRoute.action, '/app/drivers', BODY_LIMITS.staffForm],
  ['vehicles', vehiclesRoute.action, '/app/vehicles', BODY_LIMITS.staffForm],
  ['pricing', pricingRoute.action, '/app/pricing', BODY_LIMITS.staffForm],
  ['booking actions', bookingActionsRoute.action, '/app/bookings/aktionen', BODY_LIMITS.staffForm],
  ['settings', settingsRoute.action, '/app/settings', BODY_LIMITS.settings],
  ['users', usersRoute.action, '/app/users', BODY_LIMITS.account],
  ['password', passwordRoute.action, '/app/password', BODY_LIMITS.account],
];

function textOf(body: unknown): string {
  return typeof body === 'string' ? body : JSON.stringify(body);
}

describe('bounded input', () => {
  it.each(staffRoutes)(
    '%s: 413 with the German message over the limit, 400 for a body that is no form',
    async (_name, action, path, limit) => {
      const big = await run(action, owner.request(path, { method: 'POST', body: oversized(limit), headers: formType }));
      expect(big.status).toBe(413);
      expect(textOf(big.body)).toContain(BODY_MESSAGES.tooLarge);
      const broken = await run(
        action,
        owner.request(path, {
          method: 'POST',
          body: '--x\r\nContent-Disposition: form-data; name="intent"\r\n\r\ncreate',
          headers: { 'content-type': 'multipart/form-data; boundary=x' },
        }),
      );
      expect(broken.status).toBe(400);
      expect(textOf(broken.body)).toContain(BODY_MESSAGES.malformed);
      expect(await t.db.select().from(drivers)).toEqual([]);
      expect(await t.db.select().from(vehicles)).toEqual([]);
      expect(await t.db.select().from(priceRules)).toEqual([]);
    },
  );

  it('login: 413 over the limit', async () => {
    const big = await run(
      loginRoute.action,
      anonymousRequest('/login', {
        method: 'POST',
        body: `email=a%40b.de&password=${'x'.repeat(BODY_LIMITS.account)}`,
        headers: formType,
      }),
    );
    expect(big).toEqual({ status: 413, body: BODY_MESSAGES.tooLarge });
  });

  it('contact form: 413 and 400 shown in the form, nothing stored; a normal message still works', async () => {
    const context = testContext(owner.services);
    const call = kontaktRoute.action as unknown as (args: {
      request: Request;
      context: unknown;
      params: object;
    }) => Promise<{ data: unknown; init: ResponseInit | null }>;
    const big = await call({
      request: anonymousRequest('/kontakt/', {
        method: 'POST',
        body: `name=A&contact=a%40b.de&consent=on&message=${'x'.repeat(BODY_LIMITS.contact)}`,
        headers: formType,
      }),
      context,
      params: {},
    });
    expect(big.init?.status).toBe(413);
    expect(big.data).toEqual({ status: 'refused', message: BODY_MESSAGES.tooLarge, values: {} });
    const broken = await call({
      request: anonymousRequest('/kontakt/', {
        method: 'POST',
        body: '--b\r\nContent-Disposition: form-data; name="name"\r\n\r\nAnna',
        headers: { 'content-type': 'multipart/form-data; boundary=b' },
      }),
      context,
      params: {},
    });
    expect(broken.init?.status).toBe(400);
    expect(broken.data).toMatchObject({ status: 'refused', message: BODY_MESSAGES.malformed });
    expect(await t.db.select().from(contactMessages)).toEqual([]);
    const ok = await call({
      request: anonymousRequest('/kontakt/', {
        method: 'POST',
        body: new URLSearchParams({ name: 'Anna', contact: 'anna@example.org', message: 'Hallo', consent: 'on' }),
      }),
      context,
      params: {},
    });
    expect(ok.data).toEqual({ status: 'sent' });
  });
});
