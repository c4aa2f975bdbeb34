import type { DbOrTx } from './client.server';

/**
 * A statement whose text never changes, built by Drizzle once per database handle (or transaction)
 * instead of at every call: building costs ~0.1 ms of CPU per statement, a share of every bookings
 * list document, which sends several such statements (issue 15, decision 205). With a `name`,
 * node-postgres also keeps the parsed statement on each pooled connection. Handles are weak keys,
 * so a finished transaction's statement goes with it.
 */
export function preparedPerDb<P>(build: (db: DbOrTx) => P): (db: DbOrTx) => P {
  const byDb = new WeakMap<DbOrTx, P>();
  return (db) => {
    let prepared = byDb.get(db);
    if (!prepared) {
      prepared = build(db);
      byDb.set(db, prepared);
    }
    return prepared;
  };
}
