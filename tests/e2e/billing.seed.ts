// A data directory for the billing journey (issue 21): the demo data, the AOK's price rule with its IK
// and codes, the provider's IK, and two completed rides of last month: one ready, one whose km are missing.
import { addCalendarDays, berlinDate } from '../../app/domain/berlin-time';
import { PROVIDER_IK, createBillingRule, createCompletedBooking } from '../../app/server/billing/billing.fixtures';
import { invoiceSettings } from '../../app/server/db/schema';
import { prepareSeededDataDir } from './support/seeded-data-dir';

export const BILLING = {
  ready: { nachname: 'Fertigmann', bookingNumber: 'KF-2097-02101' },
  noKm: { nachname: 'Ohnekilometer', bookingNumber: 'KF-2097-02102' },
};

/** A day of the month before today's (Berlin), so the rides lie in one finished month. */
export function lastMonthDay(day: number): string {
  const today = berlinDate();
  const lastMonth = addCalendarDays(`${today.slice(0, 8)}01`, -1).slice(0, 8);
  return `${lastMonth}${String(day).padStart(2, '0')}`;
}

export async function prepareBillingDataDir(dataDir: string): Promise<void> {
  await prepareSeededDataDir(dataDir, async (db) => {
    await createBillingRule(db);
    // The provider's own IK (Einstellungen → Rechnungsdaten): every package carries it.
    await db.insert(invoiceSettings).values({ id: 1, ik: PROVIDER_IK });
    await createCompletedBooking(db, { dataDir, datum: lastMonthDay(5), ...BILLING.ready });
    await createCompletedBooking(db, { dataDir, datum: lastMonthDay(12), km: null, ...BILLING.noKm });
  });
}
