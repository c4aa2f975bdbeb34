// AppServices with a fresh test database of their own, for tests that need the whole service set with a
// controllable shutdown (HTTP layer, workers, event streams). Built on staff-session's services.
import type { AppServices } from '../../app/server/services.server';
import { createTestServices } from './staff-session';
import { createTestDb, type TestDb } from './test-db';

export type OwnedTestServices = AppServices & { testDb: TestDb; shutdown: AbortController; close: () => Promise<void> };

export async function createServicesWithOwnDb(env: Record<string, string> = {}): Promise<OwnedTestServices> {
  const testDb = await createTestDb();
  const shutdown = new AbortController();
  return {
    ...createTestServices(testDb.db, testDb.handle, env),
    shutdownSignal: shutdown.signal,
    testDb,
    shutdown,
    close: async () => {
      shutdown.abort();
      await testDb.close();
    },
  };
}
