import { sql, type Placeholder, type SQL } from 'drizzle-orm';
import { formatBookingNumber } from '#app/domain/booking-number';
import type { DbOrTx } from '#app/server/db/client.server';
import { queryRows } from '#app/server/db/query-rows.server';

/**
 * Next booking number of `year`, e.g. KF-2026-00042. Must run inside the transaction that inserts the
 * booking: the counter row stays locked until commit (serialising concurrent bookings) and a rollback
 * returns the number, so the sequence has no gaps.
 */
/** Increments the year's counter (inserting it at 1) and returns `last_value`: the row stays locked until commit. */
export function counterIncrement(year: number | Placeholder): SQL {
  return sql`insert into booking_number_counters (year, last_value) values (${year}, 1)
    on conflict (year) do update set last_value = booking_number_counters.last_value + 1
    returning last_value`;
}

/**
 * formatBookingNumber in SQL, for a number made in the same statement (`sequence`: an integer
 * expression; `year`: a number or a placeholder for it).
 */
export function bookingNumberSql(year: number | Placeholder, sequence: SQL): SQL {
  const prefix = typeof year === 'number' ? sql`${`KF-${year}-`}` : sql`'KF-' || (${year})::text || '-'`;
  return sql`${prefix} || lpad((${sequence})::text, 5, '0')`;
}

export async function nextBookingNumber(tx: DbOrTx, year: number): Promise<string> {
  const [row] = await queryRows<{ last_value: number }>(tx, counterIncrement(year));
  return formatBookingNumber(year, Number(row!.last_value));
}
