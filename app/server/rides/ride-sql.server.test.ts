// The lifecycle's predicates in TS and as SQL give the same answer for every ride state (7 leg statuses ×
// 6 order statuses × 3 billings), on both backends: one order per pair of statuses, its leg put in a
// monthly package, on a live invoice, or left open. And the SQL of "the vehicle a leg is driven with"
// answers as the board's rule does.
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../../../tests/support/test-db';
import { driverVehicleId } from '#app/domain/dispatch/board';
import {
  allRideStates,
  RIDE_PREDICATES,
  rideMatches,
  type RideQuestion,
  type RideState,
} from '#app/domain/rides/lifecycle';
import {
  billingExportLegs,
  billingExports,
  bookings,
  drivers,
  invoiceLines,
  invoices,
  tripLegs,
  vehicles,
} from '#app/server/db/schema';
import { insertBookingRows } from './insert-rides.server';
import { driverVehicleSql, legBillingSql, rideWhere, rideWhereAliased } from './ride-sql.server';
import { queryRows } from '#app/server/db/query-rows.server';

let t: TestDb;
const legOf = new Map<string, RideState>();

beforeAll(async () => {
  t = await createTestDb();
  const states = allRideStates();
  const rows = await insertBookingRows(
    t.db,
    states.map((_, i) => ({
      bookingNumber: `KF-2040-${String(i + 1).padStart(5, '0')}`,
      vorname: 'Erika',
      nachname: `Zustand${i}`,
      abholadresse: 'A',
      zieladresse: 'B',
      datum: '2040-01-02',
      uhrzeit: '09:00',
    })),
  );
  const [pkg] = await t.db
    .insert(billingExports)
    .values({
      krankenkasse: 'AOK Hessen',
      kostentraegerIk: '105313145',
      monat: '2040-01',
      fahrten: 1,
      betragCents: 1,
      zuzahlungCents: 0,
      dateien: [],
      createdByLabel: 'Test',
    })
    .returning();
  const [invoice] = await t.db
    .insert(invoices)
    .values({
      nummer: 'RE-2040-00001',
      jahr: 2040,
      laufnummer: 1,
      art: 'rechnung',
      form: 'rechnung',
      rechnungsdatum: '2040-01-03',
      leistungVon: '2040-01-02',
      leistungBis: '2040-01-02',
      empfaengerName: 'Erika',
      empfaengerAdresse: 'A',
      bruttoCents: 100,
      nettoCents: 93,
      ustCents: 7,
      aussteller: {} as never,
      dateiId: 'x',
      dateiGroesse: 1,
      createdByLabel: 'Test',
    })
    .returning();
  for (const [i, state] of states.entries()) {
    const booking = rows[i]!;
    await t.db.update(bookings).set({ status: state.booking }).where(eq(bookings.id, booking.id));
    const [leg] = await t.db
      .update(tripLegs)
      .set({ status: state.leg })
      .where(eq(tripLegs.bookingId, booking.id))
      .returning({ id: tripLegs.id });
    if (state.billing === 'paket')
      await t.db
        .insert(billingExportLegs)
        .values({ exportId: pkg!.id, legId: leg!.id, bookingId: booking.id, betragCents: 1, zuzahlungCents: 0 });
    if (state.billing === 'rechnung') {
      await t.db.insert(invoiceLines).values({
        invoiceId: invoice!.id,
        position: i + 1,
        legId: leg!.id,
        art: 'rechnung',
        leistungsdatum: '2040-01-02',
        beschreibung: 'x',
        bruttoCents: 1,
        ustKategorie: 'ermaessigt',
      });
    }
    legOf.set(leg!.id, state);
  }
});
afterAll(async () => t?.close());

const QUESTIONS = Object.keys(RIDE_PREDICATES) as RideQuestion[];

describe('the lifecycle predicates in SQL', () => {
  it('see every ride state with its billing', async () => {
    const rows = await t.db
      .select({ id: tripLegs.id, billing: legBillingSql(sql`${tripLegs.id}`) })
      .from(tripLegs)
      .where(inArray(tripLegs.id, [...legOf.keys()]));
    expect(rows.map((r) => r.billing).sort()).toEqual([...legOf.values()].map((s) => s.billing).sort());
    for (const row of rows) expect(row.billing).toBe(legOf.get(row.id)!.billing);
  });

  it.each(QUESTIONS)('%s: the Drizzle fragment selects exactly the legs the TS predicate accepts', async (question) => {
    const rows = await t.db
      .select({ id: tripLegs.id })
      .from(tripLegs)
      .innerJoin(bookings, eq(bookings.id, tripLegs.bookingId))
      .where(rideWhere[question]);
    const expected = [...legOf].filter(([, state]) => rideMatches(RIDE_PREDICATES[question], state)).map(([id]) => id);
    expect(rows.map((r) => r.id).sort()).toEqual(expected.sort());
    expect(expected.length).toBeGreaterThan(0);
    expect(expected.length).toBeLessThan(legOf.size);
  });

  it.each(QUESTIONS)('%s: the raw SQL fragment over the aliases l and b agrees too', async (question) => {
    const rows = await queryRows<{ id: string }>(
      t.db,
      sql`select l.id from trip_legs l join bookings b on b.id = l.booking_id where ${rideWhereAliased[question]}`,
    );
    const expected = [...legOf].filter(([, state]) => rideMatches(RIDE_PREDICATES[question], state)).map(([id]) => id);
    expect(rows.map((r) => r.id).sort()).toEqual(expected.sort());
  });
});

describe('the vehicle a leg is driven with', () => {
  it('is the driver’s own vehicle, else the first (by plate) assigned to the driver, as on the board', async () => {
    const [anna, bruno, carl] = await t.db
      .insert(drivers)
      .values([
        { name: 'Anna', phone: '1' },
        { name: 'Bruno', phone: '2' },
        { name: 'Carl', phone: '3' },
      ])
      .returning();
    const cars = await t.db
      .insert(vehicles)
      .values([
        { plate: 'F-KF 300', wheelchair: true },
        { plate: 'F-KF 200', assignedDriverId: bruno!.id },
        { plate: 'F-KF 100', assignedDriverId: bruno!.id },
      ])
      .returning();
    await t.db.update(drivers).set({ vehicleId: cars[0]!.id }).where(eq(drivers.id, anna!.id));
    const board = {
      drivers: (await t.db.select().from(drivers)).map((d) => ({ ...d, phone: d.phone, email: d.email })),
      vehicles: (await t.db.select().from(vehicles).orderBy(vehicles.plate)).map((v) => ({ ...v })),
    };
    for (const driver of [anna!, bruno!, carl!]) {
      const [row] = await queryRows<{ vehicle: string | null }>(
        t.db,
        sql`select ${driverVehicleSql(sql`${driver.id}::uuid`)} as vehicle`,
      );
      expect(row?.vehicle ?? null).toBe(
        driverVehicleId(
          board.drivers.find((d) => d.id === driver.id),
          board.vehicles,
        ),
      );
    }
  });
});
