import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoDataViolations } from '../../../tests/support/demo-invariants';
import { createTestDb, type TestDb } from '../../../tests/support/test-db';
import {
  bookingEvents,
  bookings,
  drivers,
  emailTemplates,
  invoiceSettings,
  priceRules,
  tripLegs,
  vehicles,
} from './schema';
import { ensureDefaultTemplates, seedDemoData } from './seed.server';

describe('demo data', () => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb();
    await seedDemoData(t.db, '2026-06-15');
  });
  afterAll(async () => t.close());

  it('adds bookings in every status over past and coming weeks, each with a history entry', async () => {
    const rows = await t.db.select().from(bookings).orderBy(asc(bookings.bookingNumber));
    expect(new Set(rows.map((row) => row.status))).toEqual(
      new Set(['pending', 'confirmed', 'rejected', 'completed', 'forwarded', 'billed']),
    );
    expect(rows.some((row) => row.datum < '2026-06-15')).toBe(true);
    expect(rows.some((row) => row.datum > '2026-06-15')).toBe(true);
    const events = await t.db.select().from(bookingEvents);
    expect(events).toHaveLength(rows.length);
  });

  it('is consistent with the rules the product keeps: nothing driven, missed or billed before its day; statuses match the legs (issue 37)', async () => {
    expect(await demoDataViolations(t.db, '2026-06-15')).toEqual([]);
    // Every status still there, the done ones only in the past; driven legs carry the driver and km billing needs.
    const legs = await t.db
      .select({
        datum: tripLegs.datum,
        status: tripLegs.status,
        km: tripLegs.km,
        driverId: tripLegs.driverId,
        order: bookings.status,
      })
      .from(tripLegs)
      .innerJoin(bookings, eq(bookings.id, tripLegs.bookingId));
    const driven = legs.filter((leg) => leg.status === 'abgesetzt');
    expect(driven.length).toBeGreaterThanOrEqual(3);
    for (const leg of driven)
      expect(leg).toMatchObject({
        datum: expect.stringMatching(/^2026-0[56]-/),
        km: expect.stringMatching(/^\d+\.\d$/),
        driverId: expect.any(String),
      });
    expect(driven.every((leg) => leg.datum < '2026-06-15')).toBe(true);
    expect(
      legs
        .filter((leg) => leg.datum > '2026-06-15')
        .map((leg) => leg.order)
        .sort(),
    ).toEqual(expect.arrayContaining(['confirmed', 'pending']));
  });

  it('leaves the company profile for invoices empty: no invented tax number or VAT id', async () => {
    expect(await t.db.select().from(invoiceSettings)).toEqual([]);
  });

  it('numbers the bookings gap-free per year', async () => {
    const rows = await t.db.select({ n: bookings.bookingNumber, datum: bookings.datum }).from(bookings);
    const byYear = new Map<string, number[]>();
    for (const row of rows) {
      const [, year, seq] = /^KF-(\d{4})-(\d{5})$/.exec(row.n)!;
      byYear.set(year!, [...(byYear.get(year!) ?? []), Number(seq)]);
    }
    for (const seqs of byYear.values()) {
      expect(seqs.sort((a, b) => a - b)).toEqual(seqs.map((_, i) => i + 1));
    }
  });

  it('adds drivers, vehicles with assignments, price rules and the five templates', async () => {
    expect((await t.db.select().from(drivers)).length).toBeGreaterThanOrEqual(3);
    const fleet = await t.db.select().from(vehicles);
    expect(fleet.some((v) => v.assignedDriverId !== null)).toBe(true);
    expect((await t.db.select().from(priceRules)).length).toBeGreaterThanOrEqual(3);
    const templates = await t.db.select().from(emailTemplates);
    expect(templates.map((row) => row.templateType).sort()).toEqual([
      'acceptance',
      'change',
      'confirmation',
      'notification',
      'rejection',
    ]);
  });

  it('never overwrites an edited template', async () => {
    await t.db.update(emailTemplates).set({ subject: 'Geändert' }).where(eq(emailTemplates.templateType, 'acceptance'));
    await ensureDefaultTemplates(t.db);
    const [row] = await t.db.select().from(emailTemplates).where(eq(emailTemplates.templateType, 'acceptance'));
    expect(row!.subject).toBe('Geändert');
  });
});
