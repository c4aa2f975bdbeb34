// Live staff screens in the browser (issue 9): a public booking appears in an open Buchungen list with
// the toast "Neue Buchung eingegangen" and a brief highlight, keeping filter, selection, open dialog and
// scroll position; a driver renamed in one staff tab changes in the other while that tab's edit dialog
// stays open with its unsaved input; the offline hint appears when the network goes and disappears on
// reconnection. Realtime expectations wait generously; nothing sleeps.
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { bookingFields } from '../support/booking-form';
import { expect, test } from './support/fixtures';
import { signInAsOwner } from './support/staff-sign-in';

/** Realtime expectations get room on a loaded machine: event, debounce and the loader's round trip. */
const LIVE = { timeout: 15_000 };

// The fixture watches `page`; the other tabs and the visitor's page must stay free of errors too.
let otherPageErrors: string[] = [];
test.beforeEach(() => {
  otherPageErrors = [];
});
test.afterEach(() => {
  expect(otherPageErrors, 'console errors in the other tabs').toEqual([]);
});
function watchErrors(other: Page) {
  other.on('console', (message) => {
    if (message.type() === 'error') otherPageErrors.push(message.text());
  });
  other.on('pageerror', (error) => otherPageErrors.push(error.message));
}

const toast = (page: Page, text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });
const liveState = (page: Page) => page.locator('[data-live-state]');

/** Waits until the page's event stream is open, so that nothing sent afterwards can be missed. */
async function streamOpen(page: Page) {
  await expect(liveState(page)).toHaveAttribute('data-live-state', 'connected', LIVE);
}

/** A public booking sent from a visitor's page, as the wizard sends it; returns its booking number. */
async function bookOnline(visitorPage: Page): Promise<string> {
  // Spread over the days and slots the shared form offers, so that runs don't fill one slot.
  const fields = bookingFields(randomUUID(), Math.floor(Math.random() * 900));
  const body = await visitorPage.evaluate(async (values) => {
    const form = new FormData();
    for (const [name, value] of Object.entries(values)) form.set(name, value);
    const response = await fetch('/online-buchung/absenden', { method: 'POST', body: form });
    return (await response.json()) as { ok: boolean; bookingNumber?: string; message?: string };
  }, fields);
  expect(body).toMatchObject({ ok: true });
  return body.bookingNumber!;
}

/** A visitor's browser: its own context, no staff cookie. */
async function openVisitor(browser: Browser): Promise<Page> {
  const visitor = await browser.newContext();
  const visitorPage = await visitor.newPage();
  watchErrors(visitorPage);
  await visitorPage.goto('/impressum');
  return visitorPage;
}

test('a public booking appears live in the Buchungen list with a toast; filter, selection, dialog and scroll stay', async ({
  page,
  browser,
}) => {
  test.setTimeout(50_000);
  // A short window, so that the list scrolls.
  await page.setViewportSize({ width: 1366, height: 520 });
  const visitorPage = await openVisitor(browser);
  const earlier = await bookOnline(visitorPage);

  await signInAsOwner(page, '/app/bookings?status=pending');
  await streamOpen(page);
  const rowOf = (bookingNumber: string) => page.locator('tbody tr').filter({ hasText: bookingNumber });
  await rowOf(earlier).getByRole('checkbox').check();
  await page.evaluate(() => window.scrollTo(0, 150));
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

  // The dispatcher is editing the earlier booking when the new one comes in.
  await rowOf(earlier)
    .getByRole('button', { name: `Aktionen für Buchung ${earlier}` })
    .click();
  await page.getByRole('menuitem', { name: 'Buchung bearbeiten' }).click();
  const dialog = page.getByRole('dialog', { name: 'Buchung bearbeiten' });
  await dialog.getByLabel('Krankenkasse').fill('Noch nicht gespeichert');
  // Where the dispatcher is now (opening the row's menu may have scrolled it into view).
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(0);

  const bookingNumber = await bookOnline(visitorPage);
  await expect(toast(page, 'Neue Buchung eingegangen')).toBeVisible(LIVE);
  const newRow = rowOf(bookingNumber);
  await expect(newRow).toBeVisible(LIVE);
  await expect(newRow).toHaveAttribute('data-live-changed', 'true');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Krankenkasse')).toHaveValue('Noch nicht gespeichert');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // No reload: the filter, the selection and the scroll position are what the dispatcher left.
  await expect(page).toHaveURL(/\/app\/bookings\?status=pending$/);
  await expect(page.getByLabel('Status')).toHaveValue('pending');
  await expect(rowOf(earlier).getByRole('checkbox')).toBeChecked();
  await expect(newRow.getByRole('checkbox')).not.toBeChecked();
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  // The highlight is brief.
  await expect(newRow).not.toHaveAttribute('data-live-changed', { timeout: 15_000 });
  await visitorPage.context().close();
});

test('a driver renamed in one staff tab changes in the other; its open edit dialog keeps the typed input', async ({
  page,
  browser,
}) => {
  test.setTimeout(50_000);
  const suffix = randomUUID().slice(0, 6);
  const nameX = `Xaver Live ${suffix}`;
  const nameY = `Yvonne Live ${suffix}`;
  const renamedY = `Yvonne Umbenannt ${suffix}`;

  // Tab B (a second staff browser) creates the two drivers.
  const contextB = await browser.newContext();
  const tabB = await contextB.newPage();
  watchErrors(tabB);
  await signInAsOwner(tabB, '/app/drivers');
  const create = tabB.getByRole('form', { name: 'Neuen Fahrer anlegen' });
  for (const [name, phone] of [
    [nameX, '0171 5559001'],
    [nameY, '0171 5559002'],
  ]) {
    await create.getByLabel('Name').fill(name!);
    await create.getByLabel('Telefon (WhatsApp)').fill(phone!);
    await create.getByRole('button', { name: 'Anlegen' }).click();
    await expect(tabB.getByRole('heading', { name, level: 3 })).toBeVisible();
  }

  // Tab A opens X's edit dialog and types without saving.
  await signInAsOwner(page, '/app/drivers');
  await streamOpen(page);
  await page.getByRole('button', { name: `${nameX} bearbeiten` }).click();
  const dialog = page.getByRole('dialog', { name: 'Fahrer bearbeiten' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Notizen (optional)').fill('Noch nicht gespeichert');
  await dialog.getByLabel('Name').fill(`${nameX} (neu)`);

  // Tab B renames Y.
  await tabB.getByRole('button', { name: `${nameY} bearbeiten` }).click();
  const dialogB = tabB.getByRole('dialog', { name: 'Fahrer bearbeiten' });
  await dialogB.getByLabel('Name').fill(renamedY);
  await dialogB.getByRole('button', { name: 'Änderungen speichern' }).click();
  await expect(dialogB).toBeHidden();

  // Tab A's list (behind its dialog) shows the new name, highlighted; the dialog and its input stay.
  const cardY = page.locator('li[data-driver-id]').filter({ has: page.locator('h3', { hasText: renamedY }) });
  await expect(cardY).toBeVisible(LIVE);
  await expect(cardY).toHaveAttribute('data-live-changed', 'true');
  await expect(page.locator('h3', { hasText: nameY })).toHaveCount(0);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Name')).toHaveValue(`${nameX} (neu)`);
  await expect(dialog.getByLabel('Notizen (optional)')).toHaveValue('Noch nicht gespeichert');
  await expect(dialog.getByLabel('Name')).toBeFocused();

  // Tab A saves; tab B sees that live in turn.
  await dialog.getByRole('button', { name: 'Änderungen speichern' }).click();
  await expect(dialog).toBeHidden();
  await expect(tabB.getByRole('heading', { name: `${nameX} (neu)`, level: 3 })).toBeVisible(LIVE);
  await contextB.close();
});

test('the offline hint appears while the network is gone and disappears after reconnecting', async ({
  page,
  context,
  browser,
}) => {
  test.setTimeout(50_000);
  await signInAsOwner(page, '/app/bookings');
  await streamOpen(page);
  const hint = page
    .getByRole('status')
    .filter({ hasText: 'Offline – Änderungen erscheinen erst nach der Wiederverbindung.' });
  await expect(hint).toBeHidden();

  await context.setOffline(true);
  await expect(hint).toBeVisible(LIVE);
  await expect(liveState(page)).toHaveAttribute('data-live-state', 'offline');

  await context.setOffline(false);
  await expect(hint).toBeHidden(LIVE);
  await streamOpen(page);

  // Connected again for real: a booking made now still arrives live.
  const visitorPage = await openVisitor(browser);
  const bookingNumber = await bookOnline(visitorPage);
  await expect(toast(page, 'Neue Buchung eingegangen')).toBeVisible(LIVE);
  await expect(page.getByRole('row').filter({ hasText: bookingNumber })).toBeVisible(LIVE);
  await visitorPage.context().close();
});
