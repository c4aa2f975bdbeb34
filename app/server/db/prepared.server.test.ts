// Statements built once per handle (decision 205), on both backends: the same rows as building them per
// call, inside a transaction too, and ids sent as one array parameter.
import { randomUUID } from 'node:crypto';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDb, type TestDb } from '../../../tests/support/test-db';
import { anyOfIds } from './any-of.server';
import { preparedPerDb } from './prepared.server';
import { drivers } from './schema';

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(async () => {
  await t?.close();
});

describe('preparedPerDb and anyOfIds', () => {
  it('builds a statement once per handle and selects by an array of ids', async () => {
    let builds = 0;
    const byIds = preparedPerDb((db) => {
      builds++;
      return db
        .select({ id: drivers.id, name: drivers.name })
        .from(drivers)
        .where(anyOfIds(drivers.id))
        .orderBy(asc(drivers.name))
        .prepare('test_drivers_by_ids');
    });
    const [a, b, c] = await t.db
      .insert(drivers)
      .values([
        { name: 'Test Anna', phone: '0691' },
        { name: 'Test Bert', phone: '0692' },
        { name: 'Test Cem', phone: '0693' },
      ])
      .returning({ id: drivers.id, name: drivers.name });
    expect(await byIds(t.db).execute({ ids: [c!.id, a!.id] })).toEqual([a, c]);
    expect(await byIds(t.db).execute({ ids: [b!.id, randomUUID()] })).toEqual([b]);
    expect(await byIds(t.db).execute({ ids: [] })).toEqual([]);
    expect(builds).toBe(1);
    // A transaction is its own handle: built again there, and it sees the transaction's rows.
    await t.db.transaction(async (tx) => {
      const [d] = await tx
        .insert(drivers)
        .values({ name: 'Test Dora', phone: '0694' })
        .returning({ id: drivers.id, name: drivers.name });
      expect(await byIds(tx).execute({ ids: [d!.id, a!.id] })).toEqual([a, d]);
    });
    expect(builds).toBe(2);
  });
});
