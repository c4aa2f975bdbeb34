// The VAT of a leg as billing prices it (issue 38, DOMAIN.md "VAT on rides"), on both backends: a
// Wartefahrt's legs are one transport (BFH V R 68/05), a private ride in the wheelchair van is taxed
// (UStAE 4.17.2), Taxi or Mietwagen and the municipality come from the Inhaber's settings and the vehicle.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../../../tests/support/test-db';
import { createBooking, createStaffActor } from '#app/server/bookings/staff-bookings.fixtures';
import {
  billingExportLegs,
  billingExports,
  bookings,
  invoiceSettings,
  prescriptions,
  priceRules,
  tripLegs,
  vehicles,
} from '#app/server/db/schema';
import { PROVIDER_IK, createBillingRule, createCompletedBooking } from './billing.fixtures';
import { createBillingExport } from './exports.server';
import { loadLegFacts } from '#app/server/rides/leg-facts.server';
import { legPricedLines, priceFromFacts } from './leg-pricing.server';

let t: TestDb;
let dataDir: string;

beforeAll(async () => {
  t = await createTestDb();
  dataDir = await mkdtemp(join(tmpdir(), 'kf-vat-'));
});
afterAll(async () => {
  await t?.close();
  await rm(dataDir, { recursive: true, force: true });
});
beforeEach(async () => {
  await t.db.delete(billingExportLegs);
  await t.db.delete(billingExports);
  await t.db.update(tripLegs).set({ vehicleId: null });
  await t.db.delete(vehicles);
  await t.db.delete(prescriptions);
  await t.db.delete(bookings);
  await t.db.delete(priceRules);
  await t.db.delete(invoiceSettings);
  // Private rides: 49 € with 10 km, 2 € per further km, waiting 8 € per started 15 minutes (the defaults).
  await t.db
    .insert(priceRules)
    .values({ insurer: 'Privat', mode: 'sitzend', baseFare: '49.00', includedKm: 10, perKm: '2.00' });
});

async function companyLicence(konzession: 'taxi' | 'mietwagen', gemeindePlz: string[] = []) {
  await t.db
    .insert(invoiceSettings)
    .values({ id: 1, konzession, gemeindeName: gemeindePlz.length ? 'Frankfurt am Main' : null, gemeindePlz })
    .onConflictDoUpdate({ target: invoiceSettings.id, set: { konzession, gemeindePlz } });
}

/** A private booking with outbound and return, each leg with its driven km and waiting minutes. */
async function privateRoundTrip(
  hin: { km: string | null; wait?: number },
  rueck: { km: string | null; wait?: number },
) {
  const booking = await createBooking(t.db, {
    status: 'completed',
    transportart: 'sitzend',
    rueckfahrt: 'fest',
    rueckfahrtUhrzeit: '11:00',
  });
  const legs = await t.db.select().from(tripLegs).where(eq(tripLegs.bookingId, booking.id));
  const byKind = (kind: 'hin' | 'rueck') => legs.find((l) => l.kind === kind)!;
  await t.db
    .update(tripLegs)
    .set({ km: hin.km, wartezeitMinuten: hin.wait ?? null })
    .where(eq(tripLegs.id, byKind('hin').id));
  await t.db
    .update(tripLegs)
    .set({ km: rueck.km, wartezeitMinuten: rueck.wait ?? null })
    .where(eq(tripLegs.id, byKind('rueck').id));
  return { booking, hin: byKind('hin'), rueck: byKind('rueck') };
}

/** The return leg of a booking made with its outbound leg only (the fixtures of billing). */
async function addReturn(outbound: typeof tripLegs.$inferSelect, values: { km: string; wartezeitMinuten?: number }) {
  await t.db.insert(tripLegs).values({
    bookingId: outbound.bookingId,
    kind: 'rueck',
    timing: 'fest',
    datum: outbound.datum,
    uhrzeit: '11:00',
    abholadresse: outbound.zieladresse,
    zieladresse: outbound.abholadresse,
    ...values,
  });
}

async function vat(legId: string) {
  const priced = await legPricedLines(t.db, legId);
  return priced.ok
    ? { category: priced.value.vat.category, reason: priced.value.vat.reason }
    : { problem: priced.message };
}

describe('a Wartefahrt is one transport (BFH V R 68/05)', () => {
  it('30 km + 30 km with 45 minutes billed waiting, outside the municipality: 19 % on both legs (a taxi firm)', async () => {
    await companyLicence('taxi');
    const { hin, rueck } = await privateRoundTrip({ km: '30.0', wait: 45 }, { km: '30.0' });
    const expected = {
      category: 'regel',
      reason: '19 %: Taxi, Wartefahrt (Hin- und Rückfahrt zusammen 60,0 km), über 50 km außerhalb der Gemeinde',
    };
    expect(await vat(hin.id)).toEqual(expected);
    expect(await vat(rueck.id)).toEqual(expected);
    const priced = await legPricedLines(t.db, hin.id);
    // 49 € + 20 km × 2 € + 3 × 8 € waiting; 19 % of 113 € gross.
    expect(priced).toMatchObject({
      ok: true,
      value: { totalCents: 11300, vat: { rate: 19, vatCents: 1804, netCents: 9496 } },
    });
  });

  it('without waiting they stay two rides: 7 % each; 25 km + 25 km with waiting is 7 %', async () => {
    await companyLicence('taxi');
    const apart = await privateRoundTrip({ km: '30.0' }, { km: '30.0' });
    expect(await vat(apart.hin.id)).toEqual({ category: 'ermaessigt', reason: '7 %: Taxi, Fahrt bis 50 km' });
    expect(await vat(apart.rueck.id)).toMatchObject({ category: 'ermaessigt' });
    const short = await privateRoundTrip({ km: '25.0', wait: 45 }, { km: '25.0' });
    expect(await vat(short.rueck.id)).toMatchObject({ category: 'ermaessigt' });
  });

  it("without the return's km the outbound leg has no price yet, and says why in German", async () => {
    await companyLicence('taxi');
    const { hin } = await privateRoundTrip({ km: '30.0', wait: 45 }, { km: null });
    expect(await legPricedLines(t.db, hin.id)).toEqual({
      ok: false,
      code: 'no-km',
      message: 'Wartefahrt: Für die Umsatzsteuer fehlen die Kilometer der Rückfahrt.',
    });
  });

  it('the booking details estimate a Wartefahrt whose return is not driven yet with the planned distance', async () => {
    await companyLicence('taxi');
    const { booking, hin } = await privateRoundTrip({ km: '30.0', wait: 45 }, { km: null });
    await t.db.update(bookings).set({ entfernungKm: '30.0' }).where(eq(bookings.id, booking.id));
    const [facts] = await loadLegFacts(t.db, [hin.id]);
    expect(priceFromFacts(facts!, { planned: true })).toMatchObject({
      ok: true,
      value: { vat: { category: 'regel' } },
    });
    // Billing never estimates: the return's driven km are needed.
    expect(priceFromFacts(facts!)).toMatchObject({ ok: false, code: 'no-km' });
  });

  it('an insurer ride whose prescription does not order waiting has no billed waiting: two rides', async () => {
    // The insurer pays waiting only when prescribed (decision 230); the contract covers taxis (ustErmaessigt).
    await createBillingRule(t.db);
    const { leg, booking } = await createCompletedBooking(t.db, { dataDir, km: '30.0' });
    await addReturn(leg, { km: '30.0', wartezeitMinuten: 45 });
    expect(await vat(leg.id)).toMatchObject({ category: 'ermaessigt' });
    await t.db.update(prescriptions).set({ wartezeit: true }).where(eq(prescriptions.bookingId, booking.id));
    expect(await vat(leg.id)).toMatchObject({ category: 'regel' });
  });
});

describe('the monthly package carries the category', () => {
  it('an insurer Wartefahrt of 30 + 30 km with prescribed waiting is billed at 19 % (BFH V R 68/05)', async () => {
    await t.db
      .insert(invoiceSettings)
      .values({ id: 1, ik: PROVIDER_IK })
      .onConflictDoUpdate({ target: invoiceSettings.id, set: { ik: PROVIDER_IK } });
    await createBillingRule(t.db);
    const { leg, booking } = await createCompletedBooking(t.db, { dataDir, km: '30.0', datum: '2026-10-02' });
    await t.db.update(prescriptions).set({ wartezeit: true }).where(eq(prescriptions.bookingId, booking.id));
    await t.db.update(tripLegs).set({ wartezeitMinuten: 45, abgesetztUm: '09:00' }).where(eq(tripLegs.id, leg.id));
    await addReturn(leg, { km: '30.0' });
    const actor = await createStaffActor(t.db, 'Berta Buchhaltung');
    const result = await createBillingExport(t.db, dataDir, actor, { kasse: 'AOK Hessen', monat: '2026-10' });
    expect(result).toMatchObject({ ok: true });
    const [line] = await t.db.select().from(billingExportLegs).where(eq(billingExportLegs.legId, leg.id));
    // 49 € + 20 km × 1,50 € + 3 × 8 € waiting = 103 €; 19 % of it.
    expect(line).toMatchObject({ ustSatz: 19, ustCents: 1645 });
  });
});

describe('the wheelchair van (§ 4 Nr. 17b UStG, UStAE 4.17.2)', () => {
  async function inVan(legId: string) {
    const [van] = await t.db
      .insert(vehicles)
      .values({ plate: 'F-KF 100', model: 'Rollstuhlbus', wheelchair: true })
      .returning();
    await t.db.update(tripLegs).set({ vehicleId: van!.id }).where(eq(tripLegs.id, legId));
  }

  it('a private ride without prescription is taxed as any Mietwagen ride; with a prescription it is exempt', async () => {
    const booking = await createBooking(t.db, { status: 'completed', transportart: 'sitzend' });
    const [leg] = await t.db.update(tripLegs).set({ km: '12.0' }).where(eq(tripLegs.bookingId, booking.id)).returning();
    await inVan(leg!.id);
    expect(await vat(leg!.id)).toEqual({
      category: 'regel',
      reason: '19 %: Mietwagen; Privatfahrt ohne Verordnung, daher nicht steuerfrei',
    });
    await t.db
      .insert(prescriptions)
      .values({ bookingId: booking.id, ausstellungsdatum: '2030-01-02', arztName: 'Dr. Muster', grund: 'dialyse' });
    expect(await vat(leg!.id)).toEqual({
      category: 'steuerfrei',
      reason: 'steuerfrei: Beförderung einer kranken Person im besonders eingerichteten Fahrzeug (§ 4 Nr. 17b UStG)',
    });
  });

  it('an insurer ride in the van is exempt', async () => {
    await createBillingRule(t.db);
    const { leg } = await createCompletedBooking(t.db, { dataDir });
    await inVan(leg.id);
    expect(await vat(leg.id)).toMatchObject({ category: 'steuerfrei' });
  });
});

describe('Taxi or Mietwagen and the municipality (§ 12 Abs. 2 Nr. 10 UStG)', () => {
  // createBooking's pickup is in 60311, its destination (the Uniklinik) has no PLZ: give it one.
  async function frankfurtRide(km: string) {
    const booking = await createBooking(t.db, {
      status: 'completed',
      transportart: 'sitzend',
      zieladresse: 'Universitätsklinikum, Theodor-Stern-Kai 7, 60590 Frankfurt am Main',
    });
    const [leg] = await t.db.update(tripLegs).set({ km }).where(eq(tripLegs.bookingId, booking.id)).returning();
    return leg!;
  }

  it('a taxi within the municipality is 7 % at 80 km; outside its PLZ 19 %', async () => {
    await companyLicence('taxi', ['60311', '60590']);
    const leg = await frankfurtRide('80.0');
    expect(await vat(leg.id)).toEqual({ category: 'ermaessigt', reason: '7 %: Taxi, innerhalb der Gemeinde' });
    await companyLicence('taxi', ['60311']);
    expect(await vat(leg.id)).toMatchObject({ category: 'regel' });
  });

  it('a Mietwagen firm (the default) is 19 % within the municipality; a vehicle marked Taxi is 7 %', async () => {
    await companyLicence('mietwagen', ['60311', '60590']);
    const leg = await frankfurtRide('8.0');
    expect(await vat(leg.id)).toEqual({ category: 'regel', reason: '19 %: Mietwagen' });
    const [taxi] = await t.db.insert(vehicles).values({ plate: 'F-TX 1', konzession: 'taxi' }).returning();
    await t.db.update(tripLegs).set({ vehicleId: taxi!.id }).where(eq(tripLegs.id, leg.id));
    expect(await vat(leg.id)).toMatchObject({ category: 'ermaessigt' });
  });

  it('a new installation without settings stays a Mietwagen firm: 19 % for a private ride', async () => {
    const leg = await frankfurtRide('8.0');
    expect(await vat(leg.id)).toEqual({ category: 'regel', reason: '19 %: Mietwagen' });
  });
});
