// "Fahrten pro Zeitfenster" on the Einstellungen screen: the action stores a whole number 0-999 for the
// online booking and the back office, records it in the audit log, refuses anything else in German
// without storing, and is for the Inhaber only; the loader shows the stored value.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { action as settingsAction, loader as settingsLoader } from './settings';
import { getSlotCapacity, SLOT_CAPACITY_SETTING } from '#app/server/bookings/booking-capacity.server';
import { readSlotCapacity } from '#app/server/bookings/slot-capacity.server';
import { getSlotOffer } from '#app/server/bookings/slot-offer.server';
import { appSettings, auditLog } from '#app/server/db/schema';
import type { Db } from '#app/server/db/client.server';
import { createBookingWithMails } from '../../../../tests/support/messaging-bookings';
import { createStaffSession, type StaffSessionForTest } from '../../../../tests/support/staff-session';
import { createTestDb, type TestDb } from '../../../../tests/support/test-db';
import type { ActionResult } from '#app/domain/action-result';

let t: TestDb;
let db: Db;
let owner: StaffSessionForTest;
let dispatcher: StaffSessionForTest;

beforeAll(async () => {
  t = await createTestDb();
  db = t.db;
  owner = await createStaffSession(db, { role: 'inhaber' });
  dispatcher = await createStaffSession(db, { role: 'disposition' });
});

afterAll(async () => {
  await t.close();
});

const routeArgs = (request: Request, context = owner.context) =>
  ({ request, context, params: {}, unstable_pattern: '' }) as never;

async function save(value: string | null, session = owner) {
  const fields = new URLSearchParams({ intent: 'save-slot-capacity' });
  if (value !== null) fields.set('slotCapacity', value);
  const result = (await settingsAction(
    routeArgs(session.request('/app/settings', { method: 'POST', body: fields }), session.context),
  )) as unknown as {
    data: ActionResult;
    init: { status?: number } | null;
  };
  // The first toast's texts beside the answer, as the screen shows them.
  const [first] = result.data.toasts;
  return {
    ...result.data,
    title: first?.title,
    description: first?.description ?? null,
    status: result.init?.status ?? 200,
  };
}

const stored = async () =>
  (await db.select().from(appSettings).where(eq(appSettings.key, SLOT_CAPACITY_SETTING)))[0]?.value;
const capacityAudits = async () =>
  (await db.select().from(auditLog).where(eq(auditLog.action, 'settings_changed'))).filter(
    (row) => (row.detail as { area?: string }).area === 'slot_capacity',
  );

describe('Einstellungen: Fahrten pro Zeitfenster', () => {
  it('shows 0 (unbegrenzt) before anything is stored', async () => {
    const loaded = (await settingsLoader(routeArgs(owner.request('/app/settings')))) as unknown as {
      slotCapacity: number | null;
    };
    expect(loaded.slotCapacity).toBe(0);
  });

  it('is for the Inhaber only: Disposition is refused and nothing is stored', async () => {
    await expect(save('3', dispatcher)).rejects.toMatchObject({ status: 403 });
    expect(await stored()).toBeUndefined();
    expect(await capacityAudits()).toHaveLength(0);
  });

  it('refuses anything but a whole number 0-999 with the German message and stores nothing', async () => {
    for (const value of [null, '', 'abc', '-1', '1000', '2.5', '1,5', '1e2']) {
      expect(await save(value)).toMatchObject({
        ok: false,
        status: 200,
        title: 'Fehler beim Speichern',
        description: 'Bitte geben Sie eine ganze Zahl von 0 bis 999 ein.',
        fieldErrors: { slotCapacity: 'Bitte geben Sie eine ganze Zahl von 0 bis 999 ein.' },
      });
    }
    expect(await stored()).toBeUndefined();
    expect(await capacityAudits()).toHaveLength(0);
  });

  it('stores a valid value for the online booking and the back office, with an audit entry', async () => {
    expect(await save(' 2 ')).toMatchObject({
      ok: true,
      title: 'Einstellung gespeichert',
      description: 'Fahrten pro Zeitfenster: 2',
    });
    expect(await getSlotCapacity(db)).toBe(2);
    expect(await readSlotCapacity(db)).toBe(2);
    const loaded = (await settingsLoader(routeArgs(owner.request('/app/settings')))) as unknown as {
      slotCapacity: number | null;
    };
    expect(loaded.slotCapacity).toBe(2);
    expect((await capacityAudits()).at(-1)).toMatchObject({
      actorUserId: owner.user.id,
      actorEmail: owner.user.email.toLowerCase(),
      detail: { area: 'slot_capacity', slotCapacity: 2 },
    });

    // A later refusal keeps the stored value.
    expect(await save('1000')).toMatchObject({ ok: false });
    expect(await getSlotCapacity(db)).toBe(2);

    expect(await save('0')).toMatchObject({ ok: true, description: 'Fahrten pro Zeitfenster: unbegrenzt' });
    expect(await getSlotCapacity(db)).toBe(0);
    expect(await capacityAudits()).toHaveLength(2);
  });

  it('takes a full slot out of the online offer and gives it back at 0', async () => {
    const now = new Date();
    const offer = await getSlotOffer(db, null, now);
    const slot = offer.slots[0]!;
    await createBookingWithMails(db, { datum: offer.datum, uhrzeit: slot });

    expect(await save('1')).toMatchObject({ ok: true });
    expect((await getSlotOffer(db, offer.datum, now)).slots).not.toContain(slot);
    expect(await save('0')).toMatchObject({ ok: true });
    expect((await getSlotOffer(db, offer.datum, now)).slots).toContain(slot);
  });
});
