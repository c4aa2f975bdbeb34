import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  anonymousRequest,
  createDriverSession,
  createStaffSession,
  createTestServices,
  testContext,
} from '../../../tests/support/staff-session';
import { createTestDb, type TestDb } from '../../../tests/support/test-db';
import { SESSION_IDLE_TIMEOUT_MS } from '#app/domain/staff-access/policy';
import { auditLog, sessions } from '#app/server/db/schema';
import type { AppServices } from '#app/server/services.server';
import { actorOf, requireStaff } from './guard.server';

let testDb: TestDb;
let services: AppServices;

beforeAll(async () => {
  testDb = await createTestDb();
  services = createTestServices(testDb.db);
});
afterAll(async () => testDb.close());

async function thrown(promise: Promise<unknown>): Promise<Response> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof Response) return error;
    throw error;
  }
  throw new Error('expected the guard to refuse');
}

describe('requireStaff', () => {
  it('returns the signed-in user and an actor for history entries', async () => {
    const staff = await createStaffSession(services, { role: 'disposition', name: 'Dora Disponentin' });
    const user = await requireStaff(staff.request('/app/bookings'), staff.context);
    expect(user).toEqual(staff.user);
    expect(user.role).toBe('disposition');
    expect(actorOf(user)).toEqual({ userId: staff.user.id, label: 'Dora Disponentin' });
  });

  it('redirects a page load without a session to /login with the target', async () => {
    const response = await thrown(
      requireStaff(
        anonymousRequest(
          '/app/bookings?status=pending',
          {},
          { 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' },
        ),
        testContext(services),
      ),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/login?redirectTo=%2Fapp%2Fbookings%3Fstatus%3Dpending');
  });

  it('answers 401 to a fetch, a resource request and a mutation without a session', async () => {
    expect((await thrown(requireStaff(anonymousRequest('/app/bookings'), testContext(services)))).status).toBe(401);
    expect(
      (
        await thrown(
          requireStaff(
            anonymousRequest('/api/events', { headers: { accept: 'text/event-stream' } }),
            testContext(services),
          ),
        )
      ).status,
    ).toBe(401);
    expect(
      (
        await thrown(
          requireStaff(
            anonymousRequest('/app/drivers', { method: 'POST', body: new FormData() }),
            testContext(services),
          ),
        )
      ).status,
    ).toBe(401);
  });

  it('refuses a forged session cookie', async () => {
    const staff = await createStaffSession(services);
    const forged = staff.cookie.replace(/=([^.;]+)/, '=forged');
    const request = anonymousRequest('/app', { headers: { cookie: forged } });
    expect((await thrown(requireStaff(request, testContext(services)))).status).toBe(401);
  });

  it('refuses a cross-origin mutation with 403 even with a valid session, and records it', async () => {
    const staff = await createStaffSession(services);
    const evil = staff.request('/app/drivers', {
      method: 'POST',
      body: new FormData(),
      headers: { origin: 'https://evil.example' },
    });
    expect((await thrown(requireStaff(evil, staff.context))).status).toBe(403);
    const viaFetchMetadata = staff.request('/app/drivers', {
      method: 'POST',
      body: new FormData(),
      headers: { origin: '' },
    });
    viaFetchMetadata.headers.delete('origin');
    viaFetchMetadata.headers.set('sec-fetch-site', 'cross-site');
    expect((await thrown(requireStaff(viaFetchMetadata, staff.context))).status).toBe(403);
    const denied = await services.db.select().from(auditLog).where(eq(auditLog.action, 'access_denied'));
    expect(denied.some((row) => row.detail.reason === 'cross_origin')).toBe(true);
    // Our own origin passes.
    await expect(
      requireStaff(staff.request('/app/drivers', { method: 'POST', body: new FormData() }), staff.context),
    ).resolves.toEqual(staff.user);
  });

  it('keeps Disposition out of the parts of the Inhaber (by capability and by path), with a German 403 and an audit entry', async () => {
    const staff = await createStaffSession(services, { role: 'disposition' });
    const byCapability = await thrown(
      requireStaff(staff.request('/app/series', { method: 'POST', body: new FormData() }), staff.context, {
        capability: 'series-horizon.set',
      }),
    );
    expect([byCapability.status, await byCapability.text()]).toEqual([
      403,
      'Für diesen Bereich fehlt Ihnen die Berechtigung.',
    ]);
    expect((await thrown(requireStaff(staff.request('/app/users'), staff.context))).status).toBe(403);
    expect((await thrown(requireStaff(staff.request('/app/settings/smtp'), staff.context))).status).toBe(403);
    // A part the role lacks is refused even on a page load (no redirect: the area is the role's own).
    const page = await thrown(
      requireStaff(
        staff.request('/app/users', { headers: { 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' } }),
        staff.context,
      ),
    );
    expect(page.status).toBe(403);
    await expect(requireStaff(staff.request('/app/series'), staff.context)).resolves.toEqual(staff.user);
    const denied = await services.db.select().from(auditLog).where(eq(auditLog.actorUserId, staff.user.id));
    expect(denied.map((row) => row.detail)).toContainEqual(
      expect.objectContaining({ reason: 'capability', capability: 'series-horizon.set', path: '/app/series' }),
    );
    expect(denied.map((row) => row.detail)).toContainEqual(
      expect.objectContaining({ reason: 'capability', capability: 'users.manage', path: '/app/users' }),
    );
    const owner = await createStaffSession(services, { role: 'inhaber' });
    await expect(
      requireStaff(owner.request('/app/settings'), owner.context, { capability: 'series-horizon.set' }),
    ).resolves.toEqual(owner.user);
  });

  it('refuses a path outside every staff area to every role (fails closed)', async () => {
    const owner = await createStaffSession(services, { role: 'inhaber' });
    expect((await thrown(requireStaff(owner.request('/intern/etwas'), owner.context))).status).toBe(403);
  });

  it("keeps a driver (role fahrer) in the drivers' app and office staff out of it (issue 20)", async () => {
    const page = { 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' };
    const driver = await createDriverSession(services);
    const toBackOffice = await thrown(requireStaff(driver.request('/app/bookings', { headers: page }), driver.context));
    expect([toBackOffice.status, toBackOffice.headers.get('location')]).toEqual([302, '/fahrer']);
    expect((await thrown(requireStaff(driver.request('/app/bookings'), driver.context))).status).toBe(403);
    expect(
      (
        await thrown(
          requireStaff(driver.request('/app/drivers', { method: 'POST', body: new FormData() }), driver.context),
        )
      ).status,
    ).toBe(403);
    await expect(requireStaff(driver.request('/fahrer'), driver.context)).resolves.toEqual(driver.user);
    await expect(requireStaff(driver.request('/app/password'), driver.context)).resolves.toEqual(driver.user);
    const dispo = await createStaffSession(services, { role: 'disposition' });
    const toApp = await thrown(requireStaff(dispo.request('/fahrer', { headers: page }), dispo.context));
    expect([toApp.status, toApp.headers.get('location')]).toEqual([302, '/app']);
    expect(
      (
        await thrown(
          requireStaff(dispo.request('/fahrer/meldungen', { method: 'POST', body: new FormData() }), dispo.context),
        )
      ).status,
    ).toBe(403);
    const denied = await services.db.select().from(auditLog).where(eq(auditLog.action, 'access_denied'));
    expect(denied.filter((row) => row.detail.reason === 'area').length).toBeGreaterThanOrEqual(4);
  });

  it('ends a session after the idle timeout', async () => {
    const staff = await createStaffSession(services);
    await requireStaff(staff.request('/app'), staff.context);
    await services.db
      .update(sessions)
      .set({ updatedAt: new Date(Date.now() - SESSION_IDLE_TIMEOUT_MS - 1000) })
      .where(eq(sessions.userId, staff.user.id));
    expect((await thrown(requireStaff(staff.request('/app'), staff.context))).status).toBe(401);
    expect(await services.db.select().from(sessions).where(eq(sessions.userId, staff.user.id))).toHaveLength(0);
  });

  it('ends a session at its absolute lifetime', async () => {
    const staff = await createStaffSession(services);
    await services.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.userId, staff.user.id));
    expect((await thrown(requireStaff(staff.request('/app'), staff.context))).status).toBe(401);
  });
});
