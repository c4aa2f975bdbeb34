// The setup most server test files share: a fresh migrated database (test-db.ts) and a staff user who
// acts, made before the file's tests and closed after them.
import { afterAll, beforeAll } from 'vitest';
import type { Actor } from '#app/server/bookings/booking-events.server';
import { createStaffActor } from '#app/server/bookings/staff-bookings.fixtures';
import { createTestDb, type TestDb } from './test-db';

export type { Actor, TestDb };

/**
 * Registers the file's beforeAll/afterAll and hands the database and the actor to `ready` once they
 * exist (the file keeps them in its own `let`s: `staffTestDb((fresh, staff) => ([t, actor] = [fresh, staff]))`).
 */
export function staffTestDb(ready: (t: TestDb, actor: Actor) => void): void {
  let t: TestDb | undefined;
  beforeAll(async () => {
    t = await createTestDb();
    ready(t, await createStaffActor(t.db));
  });
  afterAll(async () => t?.close());
}
