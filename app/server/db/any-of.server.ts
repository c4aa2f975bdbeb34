import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

/**
 * `column = any(:ids)` for a statement prepared once (prepared.server.ts), the ids given at execution
 * as one array parameter (PostgreSQL reads it as `uuid[]`; an empty array matches nothing). Drizzle's
 * `inArray(column, ids)` puts one parameter per id into the statement's text, so its text, and the
 * statement, differ with every page size, and each id went through the column's typing (~2 µs per id;
 * a list page has 51, issue 15, decision 205).
 */
export function anyOfIds(column: PgColumn): SQL {
  return sql`${column} = any(${sql.placeholder('ids')})`;
}
