// The billing reports (issue 21): revenue per month, per payer (insurer, "Privat") and per driver,
// from the completed legs and their prices (what the rides earned, whoever pays and whether billed
// yet), and the open private invoices with their due dates. Pure: the server loads, this sums.
import { addCalendarDays, daysBetween, formatGermanMonth } from '#app/domain/calendar-days';

export type RevenueLeg = { date: string; grossCents: number | null; kostentraeger: string; driverName: string | null };

export type RevenueRow = { key: string; label: string; legs: number; grossCents: number; unpriced: number };

export type RevenueReport = {
  perMonth: RevenueRow[];
  perPayer: RevenueRow[];
  perDriver: RevenueRow[];
  total: RevenueRow;
};

export const WITHOUT_DRIVER = 'Ohne Fahrer';

function add(rows: Map<string, RevenueRow>, key: string, label: string, leg: RevenueLeg) {
  const row = rows.get(key) ?? { key, label, legs: 0, grossCents: 0, unpriced: 0 };
  row.legs += 1;
  if (leg.grossCents === null) row.unpriced += 1;
  else row.grossCents += leg.grossCents;
  rows.set(key, row);
}

export function revenueReport(legs: readonly RevenueLeg[]): RevenueReport {
  const months = new Map<string, RevenueRow>();
  const payers = new Map<string, RevenueRow>();
  const drivers = new Map<string, RevenueRow>();
  const total: RevenueRow = { key: 'gesamt', label: 'Gesamt', legs: 0, grossCents: 0, unpriced: 0 };
  for (const leg of legs) {
    const month = leg.date.slice(0, 7);
    add(months, month, formatGermanMonth(month), leg);
    add(payers, leg.kostentraeger.toLowerCase(), leg.kostentraeger, leg);
    add(drivers, leg.driverName ?? '', leg.driverName ?? WITHOUT_DRIVER, leg);
    total.legs += 1;
    if (leg.grossCents === null) total.unpriced += 1;
    else total.grossCents += leg.grossCents;
  }
  const byAmount = (a: RevenueRow, b: RevenueRow) =>
    b.grossCents - a.grossCents || a.label.localeCompare(b.label, 'de');
  return {
    perMonth: [...months.values()].sort((a, b) => a.key.localeCompare(b.key)),
    perPayer: [...payers.values()].sort(byAmount),
    perDriver: [...drivers.values()].sort(byAmount),
    total,
  };
}

/** Due date of an invoice and how many days it is overdue on `today` (0 when not yet due). */
export function dueState(
  rechnungsdatum: string,
  paymentDays: number,
  today: string,
): { due: string; overdueDays: number } {
  const due = addCalendarDays(rechnungsdatum, paymentDays);
  const overdueDays = today > due ? daysBetween(due, today) : 0;
  return { due, overdueDays };
}
