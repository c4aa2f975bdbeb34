// A data step of the migrations (issue 17): phone numbers stored before the phone rules existed
// ("069 1234567", "+49 (0)69 …", "0049…") become E.164 like every number written since. A value that is
// no valid number stays as it is (shown unchanged, app/domain/patients/phone.ts formatPhoneForDisplay).
import { sql } from 'drizzle-orm';
import { toE164 } from '#app/domain/patients/phone';
import type { DbOrTx } from './client.server';
import { queryRows } from './query-rows.server';

const TABLES = [
  { table: 'bookings', column: 'telefon' },
  { table: 'drivers', column: 'phone' },
] as const;

/** Rewrites every parseable stored number into E.164; returns how many rows changed per table. */
export async function normaliseStoredPhones(db: DbOrTx): Promise<Record<string, number>> {
  const changed: Record<string, number> = {};
  for (const { table, column } of TABLES) {
    changed[table] = 0;
    const rows = await queryRows<{ id: string; phone: string }>(
      db,
      sql.raw(
        `select id, ${column} as phone from ${table} where ${column} is not null and ${column} !~ '^\\+[1-9][0-9]{6,14}$'`,
      ),
    );
    for (const row of rows) {
      const e164 = toE164(row.phone);
      if (!e164 || e164 === row.phone) continue;
      await db.execute(
        sql`update ${sql.identifier(table)} set ${sql.identifier(column)} = ${e164} where id = ${row.id}`,
      );
      changed[table]++;
    }
  }
  return changed;
}
