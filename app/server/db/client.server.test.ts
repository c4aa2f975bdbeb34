import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { initDataDirInChild, openPglite } from './client.server';
import { queryRows } from './query-rows.server';

describe('openPglite on disk', () => {
  const dir = mkdtempSync(join(tmpdir(), 'kf-pglite-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('creates a new data directory in a child process, then opens it with the small memory settings', async () => {
    const dataDir = join(dir, 'pglite');
    expect(await initDataDirInChild(dataDir)).toBe(true);
    expect(existsSync(join(dataDir, 'PG_VERSION'))).toBe(true);
    // An existing directory is left alone.
    expect(await initDataDirInChild(dataDir)).toBe(false);
    const handle = await openPglite(dataDir);
    try {
      const [settings] = await queryRows<{ shared_buffers: string; maintenance_work_mem: string; fsync: string }>(
        handle.db,
        sql`select current_setting('shared_buffers') as shared_buffers, current_setting('maintenance_work_mem') as maintenance_work_mem, current_setting('fsync') as fsync`,
      );
      expect(settings).toEqual({ shared_buffers: '16MB', maintenance_work_mem: '16MB', fsync: 'off' });
    } finally {
      await handle.close();
    }
    // Real work: initdb in a child process and a first open on disk (~4 s idle, over 20 s on a busy
    // two-core machine, near the suite's 30 s); the allowance is for the machine, not the code.
  }, 120_000);
});
