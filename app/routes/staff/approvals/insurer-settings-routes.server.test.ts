// The per-insurer settings over their HTTP shape (issue 38): only the Inhaber may change the kind of a
// payer ("Art des Kostenträgers") or a hospital's Rechnungsanschrift, checked on the server; Disposition
// is refused and nothing changes. A hospital without its address is a German field error (200, ok: false).
import { rm } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as settingsRoute from './insurer-settings';
import { listInsurerSettings } from '#app/server/approvals/insurer-settings.server';
import {
  createStaffSession,
  createTestServices,
  type StaffSessionForTest,
} from '../../../../tests/support/staff-session';
import { actionAnswer } from '../../../../tests/support/action-answer';
import { createTestDb, type TestDb } from '../../../../tests/support/test-db';

type ActionArgs = Parameters<typeof settingsRoute.action>[0];
type LoaderArgs = Parameters<typeof settingsRoute.loader>[0];

const PATH = '/app/approvals/kassen';
const HOSPITAL = 'Klinikum Frankfurt Höchst';
const ADDRESS = 'Gotenstraße 6-8\n65929 Frankfurt am Main';

let t: TestDb;
let owner: StaffSessionForTest;
let dispo: StaffSessionForTest;

const post = (session: StaffSessionForTest, values: Record<string, string>) =>
  settingsRoute.action({
    request: session.request(PATH, { method: 'POST', body: new URLSearchParams(values) }),
    context: session.context,
    params: {},
  } as ActionArgs);

const refusedAccess = (thrown: unknown) => thrown instanceof Response && [302, 403].includes(thrown.status);

beforeAll(async () => {
  t = await createTestDb();
  const services = createTestServices(t.db);
  owner = await createStaffSession(services, { role: 'inhaber' });
  dispo = await createStaffSession(services, { role: 'disposition' });
});
afterAll(async () => {
  await rm(owner.services.dataDir, { recursive: true, force: true });
  await t?.close();
});

describe('the kind of a payer (Einstellungen der Krankenkassen)', () => {
  it('the Inhaber marks a payer as Krankenhaus with its address; Disposition is refused and changes nothing', async () => {
    const values = { intent: 'create', krankenkasse: HOSPITAL, seriesRule: 'jede_fahrt', art: 'krankenhaus' };

    // Without the address: a German field error, nothing stored.
    const missing = await actionAnswer(await post(owner, values));
    expect(missing).toMatchObject({
      status: 200,
      body: {
        ok: false,
        fieldErrors: { rechnungsanschrift: expect.stringContaining('Rechnungsanschrift des Krankenhauses') },
      },
    });
    expect(await listInsurerSettings(t.db)).toEqual([]);

    // Disposition may neither create nor change it (server-side, whatever the form sends).
    await expect(post(dispo, { ...values, rechnungsanschrift: ADDRESS })).rejects.toSatisfy(refusedAccess);
    await expect(
      settingsRoute.loader({ request: dispo.request(PATH), context: dispo.context, params: {} } as LoaderArgs),
    ).rejects.toSatisfy(refusedAccess);
    expect(await listInsurerSettings(t.db)).toEqual([]);

    expect(await actionAnswer(await post(owner, { ...values, rechnungsanschrift: ADDRESS }))).toMatchObject({
      status: 200,
      body: { ok: true },
    });
    const [saved] = await listInsurerSettings(t.db);
    expect(saved).toMatchObject({ krankenkasse: HOSPITAL, art: 'krankenhaus', rechnungsanschrift: ADDRESS });

    await expect(
      post(dispo, {
        intent: 'update',
        id: saved!.id,
        krankenkasse: HOSPITAL,
        seriesRule: 'jede_fahrt',
        art: 'krankenkasse',
      }),
    ).rejects.toSatisfy(refusedAccess);
    expect(await listInsurerSettings(t.db)).toEqual([saved]);

    // The Inhaber turns it back into a Krankenkasse: the address is no longer kept.
    expect(
      await actionAnswer(
        await post(owner, {
          intent: 'update',
          id: saved!.id,
          krankenkasse: HOSPITAL,
          seriesRule: 'jede_fahrt',
          art: 'krankenkasse',
          rechnungsanschrift: ADDRESS,
        }),
      ),
    ).toMatchObject({ body: { ok: true } });
    expect(await listInsurerSettings(t.db)).toEqual([
      expect.objectContaining({ art: 'krankenkasse', rechnungsanschrift: null }),
    ]);
  });
});
