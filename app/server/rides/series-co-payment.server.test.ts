// The insurer rule "Zuzahlung nur für die erste und die letzte Fahrt" counts the rides of the patient's
// series across all of its bookings (issue 36, DOMAIN.md "Co-payment"), on PGlite and PostgreSQL: a
// dialysis series Mo/Mi/Fr for two weeks from next Monday with a return each (12 rides in 6 bookings)
// charges the outbound ride of the first day and the return of the last day, in the leg pricing (the
// monthly package's) and the co-payment receipts alike. An open-ended series has no last ride yet; the
// default "jede Fahrt" charges all.
import { eq, inArray } from 'drizzle-orm';
import { beforeEach, describe, expect, it } from 'vitest';
import { staffTestDb, type Actor, type TestDb } from '../../../tests/support/staff-test-db';
import { createBillingRule } from '#app/server/billing/billing.fixtures';
import { priceFromFacts } from '#app/server/billing/leg-pricing.server';
import { changeBookingStatus } from '#app/server/bookings/staff-booking-actions.server';
import { insurerSettings, seriesBookings, tripLegs } from '#app/server/db/schema';
import { saveInsurerSettings } from '#app/server/approvals/insurer-settings.server';
import { savePrescription } from '#app/server/approvals/prescriptions.server';
import { billableLegs } from '#app/server/invoices/leg-amounts.server';
import { addCalendarDays, berlinDate } from '#app/domain/berlin-time';
import { mondayOf } from '#app/domain/dispatch/board';
import { marchPrescription, resetWithDialysisPatient, seriesForm } from '#app/server/series/series.fixtures';
import { createSeries } from '#app/server/series/series.server';
import { loadLegFacts } from './leg-facts.server';

let t: TestDb;
let actor: Actor;
let patientId: string;
staffTestDb((fresh, staff) => ([t, actor] = [fresh, staff]));

// Next Monday and the two weeks from it (today's date, so the generation window of the real "today" covers them).
const today = berlinDate();
const start = addCalendarDays(mondayOf(today), 7);
const days = [0, 2, 4, 7, 9, 11].map((n) => addCalendarDays(start, n));

beforeEach(async () => {
  patientId = await resetWithDialysisPatient(t.db, { versichertennummer: 'A123456780' });
  await t.db.delete(insurerSettings);
  await createBillingRule(t.db);
});

/** A Mo/Mi/Fr dialysis series from next Monday with a fixed return at 11:00, every ride driven (10 km: 49,00 €, co-payment 5,00 €). */
async function drivenSeries(bis: string) {
  const form = seriesForm(patientId, { start, bis, rueckfahrt: 'fest', rueckfahrtZeit: '11:00', feiertage: 'fahren' });
  const created = await createSeries(t.db, actor, form, ['MO', 'WE', 'FR'], new Date());
  if (!created.ok) throw new Error(JSON.stringify(created));
  const prescription = {
    ...marchPrescription,
    ausstellungsdatum: today,
    datumVon: start,
    datumBis: addCalendarDays(start, 60),
  };
  expect(await savePrescription(t.db, actor, { kind: 'series', id: created.value.id }, prescription)).toMatchObject({
    ok: true,
  });
  const links = await t.db
    .select({ bookingId: seriesBookings.bookingId })
    .from(seriesBookings)
    .where(eq(seriesBookings.seriesId, created.value.id));
  const bookingIds = links.map((l) => l.bookingId!);
  for (const id of bookingIds) await changeBookingStatus(t.db, actor, id, 'completed');
  await t.db.update(tripLegs).set({ km: '10.0' }).where(inArray(tripLegs.bookingId, bookingIds));
  const legs = await t.db.select({ id: tripLegs.id }).from(tripLegs).where(inArray(tripLegs.bookingId, bookingIds));
  const facts = (
    await loadLegFacts(
      t.db,
      legs.map((l) => l.id),
    )
  ).sort((a, b) => a.leg.datum.localeCompare(b.leg.datum) || a.leg.kind.localeCompare(b.leg.kind));
  const charged = facts.map((f) => {
    const price = priceFromFacts(f);
    if (!price.ok) throw new Error(price.message);
    return [f.leg.datum, f.leg.kind, price.value.coPayment.amountCents] as const;
  });
  return { facts, charged };
}

const firstAndLast = days.flatMap((day, i) => [
  [day, 'hin', i === 0 ? 500 : 0],
  [day, 'rueck', i === days.length - 1 ? 500 : 0],
]);

describe('"Zuzahlung nur für die erste und die letzte Fahrt" for a series', () => {
  it('charges the first and the last ride of the series, across its six bookings', async () => {
    expect(
      await saveInsurerSettings(t.db, null, { krankenkasse: 'AOK Hessen', seriesRule: 'erste_und_letzte' }),
    ).toMatchObject({ ok: true });
    const { facts, charged } = await drivenSeries(days.at(-1)!);
    expect(new Set(facts.map((f) => f.booking.id)).size).toBe(6);
    expect(facts.every((f) => f.unit.kind === 'serie')).toBe(true);
    expect(charged).toEqual(firstAndLast);
    // The co-payment receipts of /app/billing/rechnungen see the same amounts.
    const receipts = (await billableLegs(t.db)).filter((leg) => leg.payer === 'krankenkasse');
    expect(receipts.map((leg) => [leg.date, leg.kind, leg.coPaymentCents])).toEqual(firstAndLast);
  });

  it('knows no last ride while the series has no end (only the first is charged)', async () => {
    expect(
      await saveInsurerSettings(t.db, null, { krankenkasse: 'AOK Hessen', seriesRule: 'erste_und_letzte' }),
    ).toMatchObject({ ok: true });
    const { charged } = await drivenSeries('');
    expect(charged.filter(([, , cents]) => cents > 0)).toEqual([[days[0], 'hin', 500]]);
  });

  it('charges every ride under the default rule "jede Fahrt"', async () => {
    const { charged } = await drivenSeries(days.at(-1)!);
    expect(charged.map(([, , cents]) => cents)).toEqual(new Array(12).fill(500));
  });
});
