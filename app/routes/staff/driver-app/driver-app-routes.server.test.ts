// The drivers' app's routes (issue 20): the Inhaber creates a driver's access from the Fahrer screen
// (Disposition may not), the driver's reports arrive as forms (a signature as a file) and answer the
// one ActionResult; a body over the limit is refused with 413 before anything is stored. Deleting a
// driver deactivates their account and ends its sessions in the same transaction.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { berlinDate } from '#app/domain/berlin-time';
import { REPORT_MESSAGES } from '#app/domain/driver-app/reports';
import { action as driversAction } from '#app/routes/staff/fleet/drivers';
import { loader as driverAppLoader } from './driver-app';
import { action as reportsAction, loader as reportsLoader } from './driver-reports';
import { auditLog, drivers, legDocuments, sessions, tripLegs, users } from '#app/server/db/schema';
import {
  createDriverSession,
  createStaffSession,
  signInCookie,
  type DriverSessionForTest,
  type StaffSessionForTest,
} from '../../../../tests/support/staff-session';
import { createTestDb, type TestDb } from '../../../../tests/support/test-db';
import { SIGNATURE_PNG } from '../../../../tests/support/test-images';
import { insertBookingRows } from '#app/server/rides/insert-rides.server';

let t: TestDb;
let owner: StaffSessionForTest;
let dispo: StaffSessionForTest;
let driver: DriverSessionForTest;

// A real image: a stored image is decoded and written anew (issue 39).
const PNG = new Uint8Array(SIGNATURE_PNG);

async function call(run: () => Promise<unknown>): Promise<{ status: number; body: Record<string, unknown> }> {
  try {
    const value = await run();
    if (value instanceof Response)
      return { status: value.status, body: (await value.json()) as Record<string, unknown> };
    const answer = value as { data: Record<string, unknown>; init: ResponseInit | null };
    return { status: answer.init?.status ?? 200, body: answer.data };
  } catch (error) {
    if (error instanceof Response) return { status: error.status, body: {} };
    throw error;
  }
}

beforeAll(async () => {
  t = await createTestDb();
  owner = await createStaffSession(t.db, { role: 'inhaber' });
  dispo = await createStaffSession(t.db, { role: 'disposition' });
  driver = await createDriverSession(t.db, { name: 'Anna Hinweg' });
});
afterAll(async () => t?.close());

describe('Zugang für Fahrer-App anlegen (/app/drivers)', () => {
  it('gives the Inhaber a one-time password once; Disposition is refused (403)', async () => {
    const [record] = await t.db
      .insert(drivers)
      .values({ name: 'Bruno Rückweg', phone: '0171 1', email: 'bruno@fahrer.example' })
      .returning();
    const form = () => new URLSearchParams({ intent: 'create-account', id: record!.id });
    const refused = await call(() =>
      driversAction({
        request: dispo.request('/app/drivers', { method: 'POST', body: form() }),
        context: dispo.context,
        params: {},
      } as never),
    );
    expect(refused.status).toBe(403);
    const created = await call(() =>
      driversAction({
        request: owner.request('/app/drivers', { method: 'POST', body: form() }),
        context: owner.context,
        params: {},
      } as never),
    );
    expect(created).toMatchObject({
      status: 200,
      body: { ok: true, data: { email: 'bruno@fahrer.example', oneTimePassword: expect.any(String) } },
    });
    const again = await call(() =>
      driversAction({
        request: owner.request('/app/drivers', { method: 'POST', body: form() }),
        context: owner.context,
        params: {},
      } as never),
    );
    expect(again.body).toMatchObject({
      ok: false,
      code: 'conflict',
      toasts: [{ description: 'Für diesen Fahrer gibt es bereits einen Zugang.' }],
    });
  });
});

describe('POST /fahrer/meldungen', () => {
  it('answers GET with 405 and stores a signature sent as a file, once', async () => {
    expect((reportsLoader() as Response).status).toBe(405);
    const [booking] = await insertBookingRows(t.db, [
      {
        bookingNumber: 'KF-2099-80001',
        vorname: 'Erika',
        nachname: 'Muster',
        datum: berlinDate(),
        uhrzeit: '09:00',
        abholadresse: 'A 1',
        zieladresse: 'B 2',
        assignedDriverId: driver.driverId,
      },
    ]);
    const [leg] = await t.db.select().from(tripLegs).where(eq(tripLegs.bookingId, booking!.id));
    const reportId = randomUUID();
    const form = () => {
      const body = new FormData();
      body.set('intent', 'document');
      body.set('reportId', reportId);
      body.set('legId', leg!.id);
      body.set('art', 'unterschrift');
      body.set('datei', new Blob([PNG], { type: 'image/png' }), 'unterschrift.png');
      return body;
    };
    const first = await call(() =>
      reportsAction({
        request: driver.request('/fahrer/meldungen', { method: 'POST', body: form() }),
        context: driver.context,
        params: {},
      } as never),
    );
    expect(first).toMatchObject({
      status: 200,
      body: { ok: true, toasts: [{ title: 'Nachweis gespeichert', description: 'Unterschrift' }] },
    });
    const second = await call(() =>
      reportsAction({
        request: driver.request('/fahrer/meldungen', { method: 'POST', body: form() }),
        context: driver.context,
        params: {},
      } as never),
    );
    expect(second.body).toMatchObject({ ok: true, toasts: [{ description: 'Unterschrift (war schon übermittelt)' }] });
    expect(await t.db.select().from(legDocuments).where(eq(legDocuments.legId, leg!.id))).toHaveLength(1);
  });

  it('takes a status report from a phone whose clock runs 20 minutes ahead, and tells the driver to set it right', async () => {
    const [booking] = await insertBookingRows(t.db, [
      {
        bookingNumber: 'KF-2099-80002',
        vorname: 'Otto',
        nachname: 'Uhr',
        datum: berlinDate(),
        uhrzeit: '10:00',
        abholadresse: 'A 1',
        zieladresse: 'B 2',
        assignedDriverId: driver.driverId,
      },
    ]);
    const [leg] = await t.db.select().from(tripLegs).where(eq(tripLegs.bookingId, booking!.id));
    const body = new FormData();
    body.set('intent', 'report');
    body.set('reportId', randomUUID());
    body.set('legId', leg!.id);
    body.set('report', 'unterwegs');
    body.set('reportedAt', new Date(Date.now() + 20 * 60_000).toISOString());
    const answer = await call(() =>
      reportsAction({
        request: driver.request('/fahrer/meldungen', { method: 'POST', body }),
        context: driver.context,
        params: {},
      } as never),
    );
    expect(answer).toMatchObject({
      status: 200,
      body: {
        ok: true,
        data: { status: 'unterwegs', clockOff: true },
        toasts: [{ description: `Unterwegs. ${REPORT_MESSAGES.clockOff}` }],
      },
    });
  });

  it('refuses a body over the limit with 413 and an unknown document kind with 400', async () => {
    const big = new FormData();
    big.set('intent', 'document');
    big.set('datei', new Blob([new Uint8Array(6 * 1024 * 1024)]), 'gross.jpg');
    const tooLarge = await call(() =>
      reportsAction({
        request: driver.request('/fahrer/meldungen', { method: 'POST', body: big }),
        context: driver.context,
        params: {},
      } as never),
    );
    expect(tooLarge).toMatchObject({ status: 413, body: { ok: false, code: 'bad-request' } });
    const unknown = await call(() =>
      reportsAction({
        request: driver.request('/fahrer/meldungen', {
          method: 'POST',
          body: new URLSearchParams({ intent: 'document', art: 'roentgenbild' }),
        }),
        context: driver.context,
        params: {},
      } as never),
    );
    expect(unknown).toMatchObject({ status: 400, body: { ok: false, code: 'bad-request' } });
  });
});

describe("Fahrer löschen (/app/drivers, intent delete) with an account for the drivers' app", () => {
  it.each(['inhaber', 'disposition'] as const)(
    'as %s: deactivates the account and ends its sessions; it can no longer sign in',
    async (role) => {
      const staff = role === 'inhaber' ? owner : dispo;
      const gone = await createDriverSession(t.db, { name: `Gelöscht ${role}` });
      const opened = await call(() =>
        driverAppLoader({ request: gone.request('/fahrer'), context: gone.context, params: {} } as never),
      );
      expect(opened.status).toBe(200);

      const form = new URLSearchParams({ intent: 'delete', id: gone.driverId });
      const deleted = await call(() =>
        driversAction({
          request: staff.request('/app/drivers', { method: 'POST', body: form }),
          context: staff.context,
          params: {},
        } as never),
      );
      expect(deleted).toMatchObject({
        status: 200,
        body: {
          ok: true,
          toasts: [{ description: `Gelöscht ${role}: Der Zugang zur Fahrer-App ist deaktiviert und abgemeldet.` }],
        },
      });

      expect(await t.db.select().from(drivers).where(eq(drivers.id, gone.driverId))).toEqual([]);
      const [account] = await t.db.select({ banned: users.banned }).from(users).where(eq(users.id, gone.user.id));
      expect(account).toEqual({ banned: true });
      expect(await t.db.select().from(sessions).where(eq(sessions.userId, gone.user.id))).toEqual([]);
      // The old session is refused, and so is a new sign-in with the right password.
      const refused = await call(() =>
        driverAppLoader({ request: gone.request('/fahrer'), context: gone.context, params: {} } as never),
      );
      expect(refused.status).toBe(401);
      await expect(signInCookie(gone.services, gone.user.email, gone.password)).rejects.toThrow();
      const audit = await t.db
        .select({ action: auditLog.action, detail: auditLog.detail })
        .from(auditLog)
        .where(eq(auditLog.actorUserId, staff.user.id));
      expect(audit).toContainEqual({
        action: 'user_deactivated',
        detail: { userId: gone.user.id, email: gone.user.email, reason: 'driver-deleted' },
      });
    },
  );
});
