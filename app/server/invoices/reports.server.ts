// The billing reports (/app/billing/berichte, issue 21): revenue of a year's completed legs per month,
// payer and driver (prices from the same seam as the invoices), and the open private invoices and
// co-payment receipts (neither paid nor cancelled) with their due dates.
import { sql } from 'drizzle-orm';
import { dueState, revenueReport, type RevenueReport } from '#app/domain/invoices/revenue';
import type { InvoiceIssuer } from '#app/domain/invoices/invoice-document';
import type { DbOrTx } from '#app/server/db/client.server';
import { queryRows } from '#app/server/db/query-rows.server';
import { billableLegs } from './leg-amounts.server';
import type { OpenInvoice } from '#app/domain/invoices/read-models';

export async function yearRevenue(db: DbOrTx, year: number): Promise<RevenueReport> {
  // Every leg of the year (a small firm drives a few thousand), not just the most recent ones.
  const legs = await billableLegs(db, sql`l.datum between ${`${year}-01-01`}::date and ${`${year}-12-31`}::date`, 200_000);
  return revenueReport(legs.map((leg) => ({ date: leg.date, grossCents: leg.grossCents, kostentraeger: leg.kostentraeger, driverName: leg.driverName })));
}


export async function openInvoices(db: DbOrTx, today: string): Promise<OpenInvoice[]> {
  const rows = await queryRows<{ id: string; nummer: string; art: 'rechnung' | 'zuzahlung'; rechnungsdatum: string; empfaenger_name: string; brutto_cents: number; aussteller: InvoiceIssuer }>(
    db,
    sql`select i.id, i.nummer, i.art, i.rechnungsdatum::text as rechnungsdatum, i.empfaenger_name, i.brutto_cents, i.aussteller
      from invoices i
      where i.art in ('rechnung', 'zuzahlung') and i.bezahlt_am is null
        and not exists (select 1 from invoices s where s.storno_von = i.id)
      order by i.rechnungsdatum, i.laufnummer
      limit 500`,
  );
  return rows.map((row) => ({
    id: row.id,
    nummer: row.nummer,
    art: row.art,
    rechnungsdatum: row.rechnungsdatum,
    empfaengerName: row.empfaenger_name,
    bruttoCents: Number(row.brutto_cents),
    ...dueState(row.rechnungsdatum, row.aussteller.zahlungszielTage, today),
  }));
}
