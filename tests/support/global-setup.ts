// Runs once before the integration tests: builds a migrated database template, so that each test file
// gets a fresh copy in well under a second instead of running initdb and the migrations again.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createScratchDatabase, type ScratchDatabase } from './scratch-database';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../../app/server/db/client.server';
import { migrate } from '../../app/server/db/migrate.server';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteTemplate: string;
    postgresTemplate: string | null;
  }
}

export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'kf-test-'));
  const pgliteFile = join(dir, 'pglite-template.tar.gz');
  const pglite = await openPglite();
  await migrate(pglite.db);
  const client = (pglite as unknown as { db: { $client: { dumpDataDir(c: 'gzip'): Promise<Blob> } } }).db.$client;
  const dump = await client.dumpDataDir('gzip');
  writeFileSync(pgliteFile, Buffer.from(await dump.arrayBuffer()));
  await pglite.close();
  project.provide('pgliteTemplate', pgliteFile);

  let template: ScratchDatabase | null = null;
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    template = await createScratchDatabase(adminUrl, 'kf_template');
    const handle = await openPostgres(template.url, { max: 1 });
    await migrate(handle.db);
    await handle.close();
  }
  project.provide('postgresTemplate', template?.name ?? null);

  return async () => {
    rmSync(dir, { recursive: true, force: true });
    await template?.drop();
  };
}
