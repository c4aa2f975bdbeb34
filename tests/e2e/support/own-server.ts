// A journey file that needs known data (many bookings, legs, a dialysis patient) runs its own production
// server on a data directory prepared before the server starts. This registers the server's start and
// stop for the file, makes its tests serial and returns how to reach and sign in to that server. By
// default the server keeps PGlite in its data directory; with `backend: 'postgres'` it runs on a scratch
// database of TEST_DATABASE_URL's server (created before `prepare`, dropped after the group; the group is
// skipped without TEST_DATABASE_URL).
import type { Locator, Page } from '@playwright/test';
import { createScratchDatabase, type ScratchDatabase } from '../../support/scratch-database';
import { sidePort } from './e2e-env';
import { expect, test } from './fixtures';
import { startServer, stopServer, waitForHealth, type Started } from './server-process';
import { signInAsOwner } from './staff-sign-in';

/** Where a journey's own server keeps its data: null = PGlite in the data directory. */
export type OwnDatabase = { databaseUrl: string | null };

const ownerEmail = 'inhaber@musterfirma-krankenfahrten.example';

export type OwnServer<T> = {
  origin: string;
  dataDir: string;
  /** What `prepare` returned, once the server runs. */
  prepared: () => T;
  /** Signs in as the owner, lands on `target` and waits until its scripts are idle. */
  signIn: (page: Page, target: string) => Promise<void>;
};

export function useOwnServer<T>(options: {
  /** Names the data directory. */
  name: string;
  /** The side port (see sidePort) this file's server takes; unique among the journey files. */
  sidePortOffset: number;
  ownerPassword: string;
  /** 'pglite' (default) or 'postgres' (a scratch database on TEST_DATABASE_URL's server). */
  backend?: 'pglite' | 'postgres';
  prepare: (dataDir: string, database: OwnDatabase) => Promise<T>;
}): OwnServer<T> {
  const port = sidePort(options.sidePortOffset);
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = `/tmp/kf-e2e-${options.name}-${port}`;
  const adminUrl = options.backend === 'postgres' ? process.env.TEST_DATABASE_URL : undefined;
  let server: Started | undefined;
  let scratch: ScratchDatabase | undefined;
  let prepared: { value: T } | undefined;

  test.describe.configure({ mode: 'serial' });
  test.use({ baseURL: origin });
  if (options.backend === 'postgres') {
    test.skip(!adminUrl, 'TEST_DATABASE_URL is not set: no PostgreSQL server to run against (set in .ci/run)');
  }

  // eslint-disable-next-line no-empty-pattern -- Playwright needs the fixtures object first
  test.beforeAll(async ({}, testInfo) => {
    testInfo.setTimeout(180_000);
    if (adminUrl) scratch = await createScratchDatabase(adminUrl, `kf_e2e_${options.name.replace(/\W/g, '_')}`);
    prepared = { value: await options.prepare(dataDir, { databaseUrl: scratch?.url ?? null }) };
    server = startServer({
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: origin,
      OWNER_EMAIL: ownerEmail,
      OWNER_INITIAL_PASSWORD: options.ownerPassword,
      DATABASE_URL: scratch?.url ?? '',
      E2E: '1',
    });
    await waitForHealth(port, 120_000);
  });

  test.afterAll(async () => {
    if (server && server.child.exitCode === null) await stopServer(server);
    await scratch?.drop();
  });

  return {
    origin,
    dataDir,
    prepared: () => {
      if (!prepared) throw new Error(`the ${options.name} data directory is not prepared yet`);
      return prepared.value;
    },
    signIn: async (page, target) => {
      await signInAsOwner(page, target, { email: ownerEmail, password: options.ownerPassword });
      await page.waitForLoadState('networkidle');
    },
  };
}

/** The toast with this title (sonner). */
export const toast = (page: Page, title: string | RegExp) =>
  page.locator('[data-sonner-toast]').filter({ hasText: title });

/** The bookings list's row of one booking. */
export const bookingRow = (page: Page, bookingNumber: string) =>
  page.getByRole('row').filter({ hasText: bookingNumber });

/** Opens the row menu of one booking in the bookings list and returns the menu. */
export async function openBookingMenu(page: Page, bookingNumber: string): Promise<Locator> {
  await bookingRow(page, bookingNumber)
    .getByRole('button', { name: `Aktionen für Buchung ${bookingNumber}` })
    .click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  return menu;
}
