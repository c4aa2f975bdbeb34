// The co-payment as the server decides it from the ride's unit and the patient's exemption card (issue 38,
// DOMAIN.md "Co-payment"), on PGlite and PostgreSQL: the leg pricing (the monthly package's) and the
// co-payment receipts of /app/billing/rechnungen. A hospital stay's rides, each its own booking, are one
// unit charged for its first and last ride (decision 253); a card is valid from its first to its last day.
import { eq, inArray } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { staffTestDb, type TestDb } from '../../../tests/support/staff-test-db';
import { createBillingRule } from '#app/server/billing/billing.fixtures';
import { priceFromFacts } from '#app/server/billing/leg-pricing.server';
import { createBooking } from '#app/server/bookings/staff-bookings.fixtures';
import { patients, prescriptions, tripLegs } from '#app/server/db/schema';
import { billableLegs } from '#app/server/invoices/leg-amounts.server';
import { resetWithDialysisPatient } from '#app/server/series/series.fixtures';
import { loadLegFacts } from './leg-facts.server';

let t: TestDb;
let patientId: string;
staffTestDb((fresh) => (t = fresh));

beforeEach(async () => {
  patientId = await resetWithDialysisPatient(t.db, { versichertennummer: 'A123456780' });
  await createBillingRule(t.db);
});

type Ride = {
  datum: string;
  grund: string;
  aufnahmedatum?: string;
  entlassungsdatum?: string;
  status?: 'completed' | 'rejected';
  patient?: string;
};

/** One booking per ride (outbound only, 10 km: 49,00 €, co-payment 5,00 €) with its own prescription, driven unless rejected. */
async function book(rides: readonly Ride[]): Promise<string[]> {
  const legIds: string[] = [];
  for (const ride of rides) {
    const booking = await createBooking(t.db, {
      datum: ride.datum,
      uhrzeit: '08:00',
      krankenkasse: 'AOK Hessen',
      transportart: 'sitzend',
      patientenId: ride.patient ?? patientId,
      status: ride.status ?? 'completed',
    });
    await t.db.insert(prescriptions).values({
      bookingId: booking.id,
      ausstellungsdatum: '2026-01-02',
      arztName: 'Dr. med. Klinik',
      grund: ride.grund,
      hinfahrt: true,
      aufnahmedatum: ride.aufnahmedatum ?? null,
      entlassungsdatum: ride.entlassungsdatum ?? null,
    });
    const [leg] = await t.db
      .update(tripLegs)
      .set({ status: ride.status === 'rejected' ? 'storniert' : 'abgesetzt', km: '10.0' })
      .where(eq(tripLegs.bookingId, booking.id))
      .returning({ id: tripLegs.id });
    legIds.push(leg!.id);
  }
  return legIds;
}

/** Per leg (in the order given): its unit, place and co-payment in the leg pricing. */
async function decided(legIds: readonly string[]) {
  const facts = await loadLegFacts(t.db, legIds);
  return legIds.map((id) => {
    const f = facts.find((x) => x.leg.id === id)!;
    const price = priceFromFacts(f);
    if (!price.ok) throw new Error(price.message);
    return [f.unit.kind, f.unit.position, price.value.coPayment.amountCents] as const;
  });
}

/** The receipts' co-payment per driven leg id. */
async function receipts(legIds: readonly string[]) {
  const legs = await billableLegs(t.db, inArray(tripLegs.id, [...legIds]));
  return new Map(legs.map((leg) => [leg.legId, leg.coPaymentCents]));
}

describe('the hospital stay as one unit (DOMAIN.md "Co-payment", decision 253)', () => {
  it('charges the first and the last ride of the stay across its bookings, pre- to post-inpatient', async () => {
    const rides: Ride[] = [
      { datum: '2030-03-06', grund: 'vorstationaer', aufnahmedatum: '2030-03-10' }, // first ride: charged
      { datum: '2030-03-10', grund: 'stationaer', aufnahmedatum: '2030-03-10', entlassungsdatum: '2030-03-20' }, // admission
      { datum: '2030-03-15', grund: 'dialyse' }, // not part of the stay: every ride
      { datum: '2030-03-20', grund: 'stationaer', entlassungsdatum: '2030-03-20' }, // discharge, joined by its discharge day
      { datum: '2030-03-24', grund: 'nachstationaer', entlassungsdatum: '2030-03-20' }, // post-inpatient
      { datum: '2030-03-27', grund: 'nachstationaer', entlassungsdatum: '2030-03-20' }, // last ride that happens: charged
      { datum: '2030-03-30', grund: 'nachstationaer', entlassungsdatum: '2030-03-20', status: 'rejected' }, // cancelled: not the last
      { datum: '2030-05-05', grund: 'ambulante_operation' }, // nothing identifies the operation: its own booking
    ];
    const legIds = await book(rides);
    expect(await decided(legIds)).toEqual([
      ['aufenthalt', 'erste', 500], // § 61 SGB V: first ride of the unit
      ['aufenthalt', 'mittlere', 0], // GKV rule "nur erste und letzte Fahrt"
      ['buchung', 'einzige', 500], // DOMAIN.md "Co-payment": other rides, every ride by default
      ['aufenthalt', 'mittlere', 0],
      ['aufenthalt', 'mittlere', 0],
      ['aufenthalt', 'letzte', 500], // § 61 SGB V: last ride that counts
      ['aufenthalt', 'mittlere', 0], // cancelled: never first or last
      ['buchung', 'einzige', 500], // § 115b SGB V operation of one booking: its only ride
    ]);
    const charged = await receipts(legIds);
    expect(legIds.slice(0, 6).map((id) => charged.get(id))).toEqual([500, 0, 500, 0, 0, 500]);
  });

  it('keeps the stays of two patients with the same admission day apart', async () => {
    const [other] = await t.db
      .insert(patients)
      .values({ vorname: 'Otto', nachname: 'Andere' })
      .returning({ id: patients.id });
    const stay = (patient: string, datum: string): Ride => ({
      datum,
      grund: 'stationaer',
      aufnahmedatum: '2030-03-10',
      patient,
    });
    const legIds = await book([
      stay(patientId, '2030-03-10'),
      stay(other!.id, '2030-03-10'),
      stay(patientId, '2030-03-20'),
    ]);
    expect((await decided(legIds)).map(([, position]) => position)).toEqual(['erste', 'einzige', 'letzte']);
  });

  it('links an outpatient operation whose day is recorded as Aufnahmedatum with its pre-inpatient visit', async () => {
    const legIds = await book([
      { datum: '2030-04-01', grund: 'vorstationaer', aufnahmedatum: '2030-04-03' },
      { datum: '2030-04-02', grund: 'vorstationaer', aufnahmedatum: '2030-04-03' },
      { datum: '2030-04-03', grund: 'ambulante_operation', aufnahmedatum: '2030-04-03' },
    ]);
    expect((await decided(legIds)).map(([, , cents]) => cents)).toEqual([500, 0, 500]); // § 115b SGB V, DOMAIN.md
  });
});

describe('the exemption card from its first to its last day (§ 62 SGB V)', () => {
  const days = ['2026-11-27', '2026-12-31', '2027-01-01', '2027-12-31', '2028-01-01'];

  async function cardRides(befreiungAb: string | null) {
    await t.db.update(patients).set({ befreiungAb, befreiungBis: '2027-12-31' }).where(eq(patients.id, patientId));
    const legIds = await book(days.map((datum) => ({ datum, grund: 'dialyse' })));
    const charged = await receipts(legIds);
    return {
      legIds,
      decided: (await decided(legIds)).map(([, , cents]) => cents),
      receipts: legIds.map((id) => charged.get(id)),
    };
  }

  it('exempts the rides of 2027 with a card "gültig vom 01.01.2027 bis 31.12.2027", not those before or after', async () => {
    // issue 38: the ride of 27.11.2026; the day before the first day; first day; last day; the day after.
    const expected = [500, 500, 0, 0, 500];
    const { legIds, ...amounts } = await cardRides('2027-01-01');
    expect(amounts).toEqual({ decided: expected, receipts: expected });
    const [firstDay] = await loadLegFacts(t.db, [legIds[2]!]);
    const price = priceFromFacts(firstDay!);
    expect(price.ok && price.value.coPayment.reason).toBe(
      'Befreiungsausweis gültig vom 01.01.2027 bis 31.12.2027: keine Zuzahlung.',
    );
  });

  it('starts a card stored without its first day on 1 January of its year (migration 0026)', async () => {
    expect((await cardRides(null)).decided).toEqual([500, 500, 0, 0, 500]);
  });

  it('refuses a card whose first day lies after its last (a check on the table)', async () => {
    await expect(
      t.db
        .update(patients)
        .set({ befreiungAb: '2028-01-01', befreiungBis: '2027-12-31' })
        .where(eq(patients.id, patientId)),
    ).rejects.toThrow();
  });
});
