// AppServices for in-process tests: a fresh test database, a silent logger, a temporary DATA_DIR.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { parseEnv } from '../../app/server/env.server';
import type { AppServices } from '../../app/server/services.server';
import { createTestDb, type TestDb } from './test-db';

export type TestServices = AppServices & { testDb: TestDb; shutdown: AbortController; close: () => Promise<void> };

export async function createTestServices(env: Record<string, string> = {}): Promise<TestServices> {
  const testDb = await createTestDb();
  const dataDir = mkdtempSync(join(tmpdir(), 'kf-services-'));
  const shutdown = new AbortController();
  return {
    env: parseEnv({ NODE_ENV: 'test', DATA_DIR: dataDir, PUBLIC_URL: 'http://127.0.0.1:3000', ...env }),
    db: testDb.db,
    dbHandle: testDb.handle,
    secret: 'test-secret-test-secret-test-secret-0123',
    dataDir,
    logger: pino({ level: 'silent' }),
    shutdownSignal: shutdown.signal,
    testDb,
    shutdown,
    close: async () => {
      shutdown.abort();
      await testDb.close();
    },
  };
}
