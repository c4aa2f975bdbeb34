// What demo data must never show (issue 37): a ride driven, missed or billed on a day that has not come
// yet, or an order whose status contradicts its legs. Asked through the rides core's own predicates
// (app/domain/rides/lifecycle.ts) and the readers staff see (Rechnungen's open legs, the revenue report),
// so a generator that breaks a rule the product keeps fails its test. The generators know the date, not
// the hour they run at: a ride of today counts as not yet driven.
import { sql } from 'drizzle-orm';
import {
  isCancelledOrder,
  isCompleted,
  isDoneOrder,
  isFinishedLeg,
  isLocked,
  isMissed,
  isNotStartedLeg,
  isOpenLeg,
  isOpenOrder,
  orderStatusAfterLegs,
  type RideBilling,
} from '#app/domain/rides/lifecycle';
import type { BookingStatus, LegStatus } from '#app/domain/rides/statuses';
import type { DbOrTx } from '#app/server/db/client.server';
import { queryRows } from '#app/server/db/query-rows.server';
import { openLegs } from '#app/server/invoices/leg-amounts.server';
import { yearRevenue } from '#app/server/invoices/reports.server';
import { legBillingSql, RIDE_ALIAS_COLUMNS } from '#app/server/rides/ride-sql.server';

type LegRow = {
  booking_number: string;
  booking: BookingStatus;
  kind: string;
  leg: LegStatus;
  billing: RideBilling;
  datum: string;
};

/** Every broken rule, one line each ("KF-2026-00014 hin: …"); empty when the data are consistent. */
export async function demoDataViolations(db: DbOrTx, today: string): Promise<string[]> {
  const rows = await queryRows<LegRow>(
    db,
    sql`select b.booking_number, b.status as booking, l.kind, l.status as leg, ${legBillingSql(RIDE_ALIAS_COLUMNS.legId)} as billing, l.datum::text as datum
      from trip_legs l join bookings b on b.id = l.booking_id order by b.booking_number, l.kind`,
  );
  const violations: string[] = [];
  const orders = new Map<string, LegRow[]>();
  for (const row of rows) {
    orders.set(row.booking_number, [...(orders.get(row.booking_number) ?? []), row]);
    const ride = { booking: row.booking, leg: row.leg, billing: row.billing };
    if (row.datum >= today) {
      if (isCompleted(ride))
        violations.push(`${row.booking_number} ${row.kind}: durchgeführt am ${row.datum}, der noch nicht war`);
      if (isMissed(ride))
        violations.push(`${row.booking_number} ${row.kind}: nicht angetroffen am ${row.datum}, der noch nicht war`);
      if (isLocked(ride))
        violations.push(`${row.booking_number} ${row.kind}: abgerechnet vor der Fahrt am ${row.datum}`);
      if (isOpenLeg(row.leg) && !isNotStartedLeg(row.leg))
        violations.push(`${row.booking_number} ${row.kind}: Fahrerstatus "${row.leg}" vor dem Tag der Fahrt`);
      if (isDoneOrder(row.booking))
        violations.push(`${row.booking_number}: Auftrag "${row.booking}" mit einer Fahrt am ${row.datum}`);
    }
  }
  // The rules joining an order's status and its legs' (lifecycle.ts): what the writer would keep.
  for (const [number, legs] of orders) {
    const status = legs[0]!.booking;
    const statuses = legs.map((leg) => leg.leg);
    if (orderStatusAfterLegs(status, statuses) !== status)
      violations.push(`${number}: "${status}" mit Fahrten ${statuses.join(', ')} (das Produkt setzte ihn weiter)`);
    if (isDoneOrder(status) && !(statuses.every(isFinishedLeg) && statuses.includes('abgesetzt')))
      violations.push(`${number}: "${status}" ohne abgesetzte Fahrt oder mit offener Fahrt (${statuses.join(', ')})`);
    if (isCancelledOrder(status) && statuses.some((leg) => isOpenLeg(leg) || leg === 'abgesetzt'))
      violations.push(`${number}: "${status}" mit offener oder gefahrener Fahrt (${statuses.join(', ')})`);
    if (isOpenOrder(status) && statuses.every(isFinishedLeg) && statuses.includes('abgesetzt'))
      violations.push(`${number}: "${status}", obwohl alle Fahrten beendet sind`);
  }
  // What staff see: nothing of a day to come among the legs to invoice or the year's revenue.
  const open = await openLegs(db);
  for (const leg of [...open.privat, ...open.zuzahlung]) {
    if (leg.date >= today) violations.push(`Rechnungen listet eine Fahrt am ${leg.date} als durchgeführt`);
  }
  const month = today.slice(0, 7);
  for (const row of (await yearRevenue(db, Number(today.slice(0, 4)))).perMonth) {
    if (row.key > month) violations.push(`Umsatz im ${row.label}, der noch nicht war`);
  }
  return violations;
}
