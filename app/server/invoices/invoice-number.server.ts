import { sql } from 'drizzle-orm';
import { formatInvoiceNumber } from '#app/domain/billing/invoice';
import type { DbOrTx } from '#app/server/db/client.server';
import { invoiceNumberCounters } from '#app/server/db/schema';

/**
 * Next invoice number of `year`, e.g. RE-2026-00042 (one sequence for invoices, co-payment receipts
 * and cancellations). Must run inside the transaction that inserts the invoice: the counter row stays
 * locked until commit (a second staff member invoicing at the same moment waits) and a rollback
 * returns the number, so the sequence has no gaps.
 */
export async function nextInvoiceNumber(tx: DbOrTx, year: number): Promise<{ nummer: string; laufnummer: number }> {
  const [row] = await tx
    .insert(invoiceNumberCounters)
    .values({ year, lastValue: 1 })
    .onConflictDoUpdate({
      target: invoiceNumberCounters.year,
      set: { lastValue: sql`${invoiceNumberCounters.lastValue} + 1` },
    })
    .returning({ lastValue: invoiceNumberCounters.lastValue });
  const laufnummer = row!.lastValue;
  return { nummer: formatInvoiceNumber(year, laufnummer), laufnummer };
}
