import { sql } from 'drizzle-orm';
import { formatInvoiceNumber } from '#app/domain/billing/invoice';
import type { DbOrTx } from '#app/server/db/client.server';
import { queryRows } from '#app/server/db/query-rows.server';

/**
 * Next invoice number of `year`, e.g. RE-2026-00042 (one sequence for invoices, co-payment receipts
 * and cancellations). Must run inside the transaction that inserts the invoice: the counter row stays
 * locked until commit (a second staff member invoicing at the same moment waits) and a rollback
 * returns the number, so the sequence has no gaps.
 */
export async function nextInvoiceNumber(tx: DbOrTx, year: number): Promise<{ nummer: string; laufnummer: number }> {
  const [row] = await queryRows<{ last_value: number }>(tx, sql`
    insert into invoice_number_counters (year, last_value) values (${year}, 1)
    on conflict (year) do update set last_value = invoice_number_counters.last_value + 1
    returning last_value`);
  const laufnummer = Number(row!.last_value);
  return { nummer: formatInvoiceNumber(year, laufnummer), laufnummer };
}
