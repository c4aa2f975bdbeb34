// The invoice routes over their HTTP shape (issue 21): Disposition writes an invoice through the
// action (checked legs as repeated `legId`), downloads the stored PDF (attachment, application/pdf), an
// unknown or malformed id is a German 404, a body over the limit 413; the Inhaber saves the billing data,
// a wrong IK answers a German field error and changes nothing.
import { rm } from 'node:fs/promises';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as invoicesRoute from './invoices';
import * as pdfRoute from './invoice-pdf';
import * as settingsRoute from './invoice-settings';
import { createBooking } from '#app/server/bookings/staff-bookings.fixtures';
import { invoiceSettings, priceRules, tripLegs } from '#app/server/db/schema';
import {
  createStaffSession,
  createTestServices,
  type StaffSessionForTest,
} from '../../../../tests/support/staff-session';
import { pdfText } from '../../../../tests/support/pdf-text';
import { actionAnswer } from '../../../../tests/support/action-answer';
import { createTestDb, type TestDb } from '../../../../tests/support/test-db';

type Args = Parameters<typeof invoicesRoute.action>[0];

let t: TestDb;
let owner: StaffSessionForTest;
let dispo: StaffSessionForTest;

beforeAll(async () => {
  t = await createTestDb();
  const services = createTestServices(t.db);
  owner = await createStaffSession(services, { role: 'inhaber' });
  dispo = await createStaffSession(services, { role: 'disposition' });
  await t.db
    .insert(priceRules)
    .values({ insurer: 'Privat', mode: 'sitzend', baseFare: '49.00', includedKm: 10, perKm: '2.00' });
});
afterAll(async () => {
  await rm(owner.services.dataDir, { recursive: true, force: true });
  await t?.close();
});

/** A save of Einstellungen → Rechnungsdaten by `staff`. */
function postSettings(staff: StaffSessionForTest, values: Record<string, string>) {
  return settingsRoute.action({
    request: staff.request('/app/settings/rechnungsdaten', {
      method: 'POST',
      body: new URLSearchParams({ intent: 'save', ...values }),
    }),
    context: staff.context,
    params: {},
  } as never);
}

describe('invoice routes', () => {
  it('Disposition writes an invoice and downloads its PDF once the company data are complete, not before', async () => {
    const booking = await createBooking(t.db, {
      status: 'completed',
      transportart: 'sitzend',
      entfernungKm: '10.0',
      krankenkasse: 'Privat',
    });
    await t.db.update(tripLegs).set({ km: '10.0' }).where(eq(tripLegs.bookingId, booking.id));
    const [leg] = await t.db.select().from(tripLegs).where(eq(tripLegs.bookingId, booking.id));
    const body = new URLSearchParams({
      intent: 'create-invoice',
      empfaengerName: 'Erika Musterfrau',
      empfaengerAdresse: 'Musterstraße 1\n60311 Frankfurt am Main',
    });
    body.append('legId', leg!.id);

    // A new installation: no company data. The list says what is missing; the server refuses (an expected
    // refusal answers 200 with ok: false and a German toast, decision 071).
    const listed = (await invoicesRoute.loader({
      request: dispo.request('/app/billing/rechnungen'),
      context: dispo.context,
      params: {},
    } as never)) as { issuerProblem: string | null; canEditSettings: boolean };
    expect(listed).toMatchObject({
      issuerProblem: expect.stringContaining('fehlen in den Rechnungsdaten: Steuernummer oder USt-IdNr.; IBAN'),
      canEditSettings: false,
    });
    const refused = await actionAnswer(
      await invoicesRoute.action({
        request: dispo.request('/app/billing/rechnungen', { method: 'POST', body }),
        context: dispo.context,
        params: {},
      } as Args),
    );
    expect(refused.status).toBe(200);
    expect(refused.body).toMatchObject({
      ok: false,
      code: 'conflict',
      toasts: [{ kind: 'error', description: expect.stringContaining('Einstellungen → Rechnungsdaten') }],
    });
    await t.db.insert(invoiceSettings).values({ id: 1, ustId: 'DE136695976', iban: 'DE89370400440532013000' });
    expect(
      (
        (await invoicesRoute.loader({
          request: owner.request('/app/billing/rechnungen'),
          context: owner.context,
          params: {},
        } as never)) as { issuerProblem: string | null }
      ).issuerProblem,
    ).toBeNull();

    const created = await actionAnswer(
      await invoicesRoute.action({
        request: dispo.request('/app/billing/rechnungen', { method: 'POST', body }),
        context: dispo.context,
        params: {},
      } as Args),
    );
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      ok: true,
      toasts: [{ kind: 'success', title: 'Rechnung erstellt', description: expect.stringMatching(/^RE-\d{4}-00001$/) }],
    });
    const { id, nummer } = created.body.data as { id: string; nummer: string };

    const response = (await pdfRoute.loader({
      request: dispo.request(`/app/billing/rechnungen/${id}/pdf`),
      context: dispo.context,
      params: { id },
    } as never)) as Response;
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${nummer}.pdf"`);
    expect(await pdfText(new Uint8Array(await response.arrayBuffer()))).toContain(nummer);

    for (const missing of [randomUUID(), 'kein-gueltiger-wert']) {
      const gone = (await pdfRoute.loader({
        request: dispo.request(`/app/billing/rechnungen/${missing}/pdf`),
        context: dispo.context,
        params: { id: missing },
      } as never)) as Response;
      expect(gone.status).toBe(404);
      expect(await gone.text()).toBe('Diese Rechnung wurde nicht gefunden.');
    }
  });

  it('refuses a body over the limit with 413 and a German toast', async () => {
    const body = new URLSearchParams({ intent: 'create-invoice', empfaengerName: 'x'.repeat(70 * 1024) });
    const refused = await actionAnswer(
      await invoicesRoute.action({
        request: owner.request('/app/billing/rechnungen', { method: 'POST', body }),
        context: owner.context,
        params: {},
      } as Args),
    );
    expect(refused.status).toBe(413);
    expect(refused.body).toMatchObject({
      ok: false,
      code: 'bad-request',
      toasts: [{ kind: 'error', description: expect.stringContaining('zu groß') }],
    });
  });

  it('the Inhaber saves the billing data; a wrong IK changes nothing', async () => {
    const post = (values: Record<string, string>) => postSettings(owner, values);
    const base = {
      steuernummer: '045 123 45678',
      ustId: '',
      ik: '600612340',
      bankName: '',
      iban: '',
      bic: '',
      zahlungszielTage: '21',
    };
    expect((await actionAnswer(await post(base))).body).toMatchObject({
      ok: true,
      toasts: [{ title: 'Rechnungsdaten gespeichert' }],
    });
    const refused = await actionAnswer(await post({ ...base, ik: '600612341', zahlungszielTage: '30' }));
    expect(refused).toMatchObject({
      status: 200,
      body: {
        ok: false,
        code: 'invalid',
        fieldErrors: { ik: expect.stringContaining('Prüfziffer') },
        values: { ik: '600612341', zahlungszielTage: '30' },
      },
    });
    const [row] = await t.db.select().from(invoiceSettings);
    expect(row).toMatchObject({ ik: '600612340', zahlungszielTage: 21 });
  });

  it('the Inhaber marks the licence Taxi and its municipality (issue 38); Disposition is refused (403), nothing changes', async () => {
    const post = postSettings;
    const base = { steuernummer: '045 123 45678', ik: '600612340', zahlungszielTage: '21' };
    const taxi = { ...base, konzession: 'taxi', gemeindeName: 'Frankfurt am Main', gemeindePlz: '60311, 60590' };
    expect((await actionAnswer(await post(owner, taxi))).body).toMatchObject({ ok: true });
    const [saved] = await t.db.select().from(invoiceSettings);
    expect(saved).toMatchObject({
      konzession: 'taxi',
      gemeindeName: 'Frankfurt am Main',
      gemeindePlz: ['60311', '60590'],
    });

    const wrong = await actionAnswer(
      await post(owner, { ...taxi, konzession: 'mietwagen', gemeindePlz: '60311, 6059' }),
    );
    expect(wrong.body).toMatchObject({
      ok: false,
      code: 'invalid',
      fieldErrors: { gemeindePlz: '„6059“ ist keine gültige Postleitzahl: Eine PLZ hat 5 Ziffern, z. B. 60311.' },
    });
    await expect(post(dispo, { ...taxi, konzession: 'mietwagen' })).rejects.toMatchObject({ status: 403 });
    const [after] = await t.db.select().from(invoiceSettings);
    expect(after).toMatchObject({ konzession: 'taxi', gemeindePlz: ['60311', '60590'] });
  });
});
