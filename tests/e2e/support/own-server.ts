// A journey file that needs known data (many bookings, legs, a dialysis patient) runs its own production
// server on a data directory prepared before the server starts. This registers the server's start and
// stop for the file, makes its tests serial and returns how to reach and sign in to that server.
import type { Locator, Page } from '@playwright/test';
import { sidePort } from './e2e-env';
import { expect, test } from './fixtures';
import { startServer, stopServer, waitForHealth, type Started } from './server-process';
import { signInAsOwner } from './staff-sign-in';

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
  prepare: (dataDir: string) => Promise<T>;
}): OwnServer<T> {
  const port = sidePort(options.sidePortOffset);
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = `/tmp/kf-e2e-${options.name}-${port}`;
  let server: Started | undefined;
  let prepared: { value: T } | undefined;

  test.describe.configure({ mode: 'serial' });
  test.use({ baseURL: origin });

  // eslint-disable-next-line no-empty-pattern -- Playwright needs the fixtures object first
  test.beforeAll(async ({}, testInfo) => {
    testInfo.setTimeout(180_000);
    prepared = { value: await options.prepare(dataDir) };
    server = startServer({
      PORT: String(port),
      DATA_DIR: dataDir,
      PUBLIC_URL: origin,
      OWNER_EMAIL: ownerEmail,
      OWNER_INITIAL_PASSWORD: options.ownerPassword,
      DATABASE_URL: '',
      E2E: '1',
    });
    await waitForHealth(port, 120_000);
  });

  test.afterAll(async () => {
    if (server && server.child.exitCode === null) await stopServer(server);
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
