import { sql } from 'drizzle-orm';
import { formatBookingNumber } from '#app/domain/booking-number';
import type { DbOrTx } from '#app/server/db/client.server';
import { queryRows } from '#app/server/db/query-rows.server';

/**
 * Next booking number of `year`, e.g. KF-2026-00042. Must run inside the transaction that inserts the
 * booking: the counter row stays locked until commit (serialising concurrent bookings) and a rollback
 * returns the number, so the sequence has no gaps.
 */
export async function nextBookingNumber(tx: DbOrTx, year: number): Promise<string> {
  const [row] = await queryRows<{ last_value: number }>(tx, sql`
    insert into booking_number_counters (year, last_value) values (${year}, 1)
    on conflict (year) do update set last_value = booking_number_counters.last_value + 1
    returning last_value`);
  return formatBookingNumber(year, Number(row!.last_value));
}
