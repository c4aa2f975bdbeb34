// Billing without the app (issue 37) over HTTP: /app/billing lists the rides up to today nobody set
// down and completes one from the office (multipart, with the scan of the signed Transportschein); the
// scan is the ride's proof and opens through the staff-only proof route. By role, as the access matrix
// (app/domain/staff-access, roleMayOpen): Inhaber and Disposition may, a driver (role fahrer) gets 403
// for the action and the file even for their own ride, no session gets 401. Bad input is a German
// answer at its field (ok: false, the action protocol's 200), never a 5xx.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addCalendarDays, berlinDate } from '#app/domain/berlin-time';
import { PAPER_PROOF_MESSAGES } from '#app/domain/driver-app/leg-documents';
import { LIFECYCLE_MESSAGES } from '#app/domain/rides/lifecycle';
import * as billingRoute from './billing';
import { loader as documentLoader } from '#app/routes/staff/bookings/leg-document';
import { createBooking } from '#app/server/bookings/staff-bookings.fixtures';
import { tripLegs } from '#app/server/db/schema';
import { actionAnswer } from '../../../../tests/support/action-answer';
import {
  anonymousRequest,
  createDriverSession,
  createStaffSession,
  createTestServices,
  testContext,
  type DriverSessionForTest,
  type StaffSessionForTest,
} from '../../../../tests/support/staff-session';
import { createTestDb, type TestDb } from '../../../../tests/support/test-db';

type Args = Parameters<typeof billingRoute.loader>[0];
type ActionArgs = Parameters<typeof billingRoute.action>[0];

const PDF = new TextEncoder().encode(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);

let t: TestDb;
let owner: StaffSessionForTest;
let dispo: StaffSessionForTest;
let driver: DriverSessionForTest;
const today = berlinDate();

async function settle(run: () => unknown): Promise<{ status: number; body: Record<string, unknown> }> {
  try {
    return await actionAnswer(await run());
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, body: {} };
    throw thrown;
  }
}

function multipart(values: Record<string, string>, file?: { bytes: Uint8Array; name: string; type: string }): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) form.set(key, value);
  if (file) form.set('transportschein', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  return form;
}

const post = (session: StaffSessionForTest | null, body: FormData) =>
  settle(() =>
    billingRoute.action({
      request: session
        ? session.request('/app/billing', { method: 'POST', body })
        : anonymousRequest('/app/billing', { method: 'POST', body }),
      context: session ? session.context : testContext(createTestServices(t.db)),
      params: {},
    } as ActionArgs),
  );

const load = (session: StaffSessionForTest) =>
  billingRoute.loader({ request: session.request('/app/billing'), context: session.context, params: {} } as Args);

async function openDocument(session: StaffSessionForTest | null, bookingId: string): Promise<Response> {
  const path = `/app/bookings/${bookingId}/nachweis/hin/transportschein-scan?download=1`;
  try {
    return (await documentLoader({
      request: session ? session.request(path) : anonymousRequest(path),
      context: session ? session.context : testContext(createTestServices(t.db)),
      params: { id: bookingId, leg: 'hin', art: 'transportschein-scan' },
    } as never)) as Response;
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

async function ride(datum: string) {
  const booking = await createBooking(t.db, {
    datum,
    uhrzeit: '10:00',
    status: 'confirmed',
    assignedDriverId: driver.driverId,
    nachname: 'Büroabschluss',
  });
  const [leg] = await t.db.select().from(tripLegs).where(eq(tripLegs.bookingId, booking.id));
  return { booking, leg: leg! };
}

const completion = (legId: string, values: Record<string, string> = {}) => ({
  intent: 'office-completion',
  id: legId,
  fahrer: driver.driverId,
  fahrzeug: '',
  abgeholtUm: '10:05',
  abgesetztUm: '10:40',
  km: '8,4',
  wartezeit: '15',
  ...values,
});

beforeAll(async () => {
  t = await createTestDb();
  const services = createTestServices(t.db);
  owner = await createStaffSession(services, { role: 'inhaber' });
  dispo = await createStaffSession(services, { role: 'disposition', name: 'Dora Disponentin' });
  driver = await createDriverSession(services, { name: 'Anna Vertretung' });
});
afterAll(async () => t?.close());

describe('/app/billing: completing a ride in the office', () => {
  it('lists the ride, completes it with the scan for Disposition, and serves the scan to the office roles only', async () => {
    const { booking, leg } = await ride(addCalendarDays(today, -2));
    const before = await load(dispo);
    expect(before.uncompleted.legs.map((l) => l.legId)).toContain(leg.id);
    expect(before.driverOptions.map((d) => d.id)).toContain(driver.driverId);

    const done = await post(
      dispo,
      multipart(completion(leg.id), { bytes: PDF, name: 'scan', type: 'application/octet-stream' }),
    );
    expect(done).toMatchObject({
      status: 200,
      body: {
        ok: true,
        toasts: [
          {
            kind: 'success',
            title: 'Fahrt im Büro abgeschlossen',
            description: expect.stringMatching(
              `^${booking.bookingNumber}, Hinfahrt: Fahrt im Büro abgeschlossen, Transportschein gespeichert\\. Noch nicht abrechenbar: `,
            ),
          },
        ],
      },
    });
    const [stored] = await t.db.select().from(tripLegs).where(eq(tripLegs.id, leg.id));
    expect(stored).toMatchObject({
      status: 'abgesetzt',
      km: '8.4',
      wartezeitMinuten: 15,
      abgeholtUm: '10:05',
      abgesetztUm: '10:40',
    });
    const after = await load(owner);
    expect(after.uncompleted.legs.map((l) => l.legId)).not.toContain(leg.id);
    const entry = after.list.groups.flatMap((g) => g.legs).find((l) => l.legId === leg.id);
    expect(entry).toMatchObject({ paperProofMime: 'application/pdf' });
    // A ride without patient and prescription is not billable: the toast names what its entry lists, never
    // "zur Abrechnung bereit".
    expect(entry!.problems.length).toBeGreaterThan(0);
    const toast = (done.body as { toasts: { description: string }[] }).toasts[0]!.description;
    expect(toast.endsWith(`Noch nicht abrechenbar: ${entry!.problems.map((p) => p.message).join(' ')}`)).toBe(true);
    expect(toast).not.toContain('zur Abrechnung bereit');

    for (const session of [owner, dispo]) {
      const file = await openDocument(session, booking.id);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe('application/pdf');
      expect(file.headers.get('content-disposition')).toContain(
        `${booking.bookingNumber}-hinfahrt-transportschein-scan.pdf`,
      );
      expect(file.headers.get('cache-control')).toBe('no-store');
      expect(new Uint8Array(await file.arrayBuffer())).toEqual(PDF);
    }
    expect((await openDocument(driver, booking.id)).status).toBe(403);
    expect((await openDocument(null, booking.id)).status).toBe(401);
  });

  it('lets Inhaber attach a scan to a completed ride; refuses a driver (403) and no session (401) for both intents', async () => {
    const { leg } = await ride(addCalendarDays(today, -1));
    for (const body of [
      multipart(completion(leg.id)),
      multipart({ intent: 'paper-proof', id: leg.id }, { bytes: PDF, name: 'scan.pdf', type: 'application/pdf' }),
    ]) {
      expect((await post(driver, body)).status).toBe(403);
      expect((await post(null, body)).status).toBe(401);
    }
    const [unchanged] = await t.db.select().from(tripLegs).where(eq(tripLegs.id, leg.id));
    expect(unchanged!.status).toBe('geplant');
    expect(await post(owner, multipart(completion(leg.id)))).toMatchObject({ status: 200, body: { ok: true } });
    expect(
      await post(
        owner,
        multipart({ intent: 'paper-proof', id: leg.id }, { bytes: PDF, name: 'scan.pdf', type: 'application/pdf' }),
      ),
    ).toMatchObject({
      status: 200,
      body: { ok: true, toasts: [{ kind: 'success', title: 'Transportschein gespeichert' }] },
    });
  });

  it('answers bad input in German at its field, a later day as a refusal, never a 5xx', async () => {
    const { leg } = await ride(addCalendarDays(today, -1));
    const png = await post(
      dispo,
      multipart(completion(leg.id), {
        bytes: new TextEncoder().encode('GIF89a not a scan'),
        name: 'scan.png',
        type: 'image/png',
      }),
    );
    expect(png).toMatchObject({
      status: 200,
      body: { ok: false, code: 'invalid', fieldErrors: { transportschein: PAPER_PROOF_MESSAGES.type } },
    });
    const fields = await post(dispo, multipart(completion(leg.id, { km: '8,45', abgeholtUm: 'früh' })));
    expect(fields).toMatchObject({
      status: 200,
      body: {
        ok: false,
        code: 'invalid',
        fieldErrors: { km: expect.stringContaining('Nachkommastelle'), abgeholtUm: expect.stringContaining('HH:MM') },
      },
    });
    const { leg: later } = await ride(addCalendarDays(today, 1));
    expect(await post(dispo, multipart(completion(later.id)))).toMatchObject({
      status: 200,
      body: { ok: false, code: 'conflict', toasts: [{ kind: 'error', description: LIFECYCLE_MESSAGES.officeFuture }] },
    });
    expect(await post(dispo, multipart(completion('kein-uuid')))).toMatchObject({
      status: 200,
      body: { ok: false, code: 'not-found' },
    });
  });
});
