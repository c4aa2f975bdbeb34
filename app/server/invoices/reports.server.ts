// The billing reports (/app/billing/berichte, issue 21): revenue of a year's completed legs per month,
// payer and driver (prices from the same seam as the invoices), and the open private invoices and
// co-payment receipts (neither paid nor cancelled) with their due dates.
import { and, asc, between, eq, inArray, isNull, notExists } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { dueState, revenueReport, type RevenueReport } from '#app/domain/invoices/revenue';
import type { DbOrTx } from '#app/server/db/client.server';
import { invoices, tripLegs } from '#app/server/db/schema';
import { billableLegs } from './leg-amounts.server';
import type { OpenInvoice } from '#app/domain/invoices/read-models';

export async function yearRevenue(db: DbOrTx, year: number): Promise<RevenueReport> {
  // Every leg of the year (a small firm drives a few thousand), not just the most recent ones.
  const legs = await billableLegs(db, between(tripLegs.datum, `${year}-01-01`, `${year}-12-31`), 200_000);
  return revenueReport(
    legs.map((leg) => ({
      date: leg.date,
      grossCents: leg.grossCents,
      kostentraeger: leg.kostentraeger,
      driverName: leg.driverName,
    })),
  );
}

export async function openInvoices(db: DbOrTx, today: string): Promise<OpenInvoice[]> {
  const storno = alias(invoices, 'storno');
  const rows = await db
    .select({
      id: invoices.id,
      nummer: invoices.nummer,
      art: invoices.art,
      rechnungsdatum: invoices.rechnungsdatum,
      empfaengerName: invoices.empfaengerName,
      bruttoCents: invoices.bruttoCents,
      aussteller: invoices.aussteller,
    })
    .from(invoices)
    .where(
      and(
        inArray(invoices.art, ['rechnung', 'zuzahlung']),
        isNull(invoices.bezahltAm),
        notExists(db.select({ id: storno.id }).from(storno).where(eq(storno.stornoVon, invoices.id))),
      ),
    )
    .orderBy(asc(invoices.rechnungsdatum), asc(invoices.laufnummer))
    .limit(500);
  return rows.map((row) => ({
    id: row.id,
    nummer: row.nummer,
    art: row.art as OpenInvoice['art'], // the condition keeps invoices and receipts only
    rechnungsdatum: row.rechnungsdatum,
    empfaengerName: row.empfaengerName,
    bruttoCents: row.bruttoCents,
    ...dueState(row.rechnungsdatum, row.aussteller.zahlungszielTage, today),
  }));
}
