// Staff sign-in, the back-office shell and the Benutzer screen (issue 5): sign in, visit every sidebar
// entry, sign out and be sent to /login; German messages of SPEC.md §8; a Disposition account created
// by the owner signs in with its one-time password, must change it, and can't reach owner-only parts.
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/fixtures';

const ownerEmail = process.env.OWNER_EMAIL ?? 'inhaber@musterfirma-krankenfahrten.example';
const ownerPassword = process.env.OWNER_INITIAL_PASSWORD ?? 'E2E-Inhaber-Passwort-2026';

function toast(page: Page, text: string) {
  return page.locator('[data-sonner-toast]').filter({ hasText: text });
}

async function fillLogin(page: Page, email: string, password: string) {
  await page.getByLabel('E-Mail').fill(email);
  await page.getByLabel('Passwort').fill(password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
}

const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Hauptnavigation' });

test('sign in, every sidebar entry, sign out, then /app/bookings sends to /login', async ({ page }) => {
  await page.goto('/app/bookings');
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fapp%2Fbookings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Anmeldung' })).toBeVisible();
  await expect(page.getByLabel('E-Mail')).toHaveAttribute('type', 'email');
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page.getByRole('alert')).toHaveText('Bitte füllen Sie alle Felder aus.');

  await fillLogin(page, ownerEmail, 'ganz-sicher-falsch');
  await expect(page.getByRole('alert')).toHaveText('Ungültige Anmeldedaten. Bitte überprüfen Sie E-Mail und Passwort.');
  await expect(toast(page, 'Ungültige Anmeldedaten.')).toBeVisible();

  await fillLogin(page, ownerEmail, ownerPassword);
  await expect(page).toHaveURL(/\/app\/bookings$/);
  await expect(toast(page, 'Erfolgreich angemeldet!')).toBeVisible();
  await expect(page.getByText(ownerEmail)).toBeVisible();

  const entries: [string, RegExp][] = [
    ['Dashboard', /\/app$/],
    ['Buchungen', /\/app\/bookings$/],
    ['Fahrer', /\/app\/drivers$/],
    ['Fahrzeuge', /\/app\/vehicles$/],
    ['Preise', /\/app\/pricing$/],
    ['Einstellungen', /\/app\/settings$/],
    ['Benutzer', /\/app\/users$/],
  ];
  for (const [label, url] of entries) {
    await sidebar(page).getByRole('link', { name: label, exact: true }).click();
    await expect(page).toHaveURL(url);
    await expect(sidebar(page).getByRole('link', { name: label, exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(sidebar(page).locator('[aria-current="page"]')).toHaveCount(1);
  }
  await expect(page.getByRole('heading', { level: 1, name: 'Benutzer' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // A signed-in user on /login goes on to /app.
  await page.goto('/login');
  await expect(page).toHaveURL(/\/app$/);

  const response = await page.request.get('/app/users');
  expect(response.headers()['cache-control']).toContain('no-store');

  await page.getByRole('button', { name: 'Abmelden' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(toast(page, 'Erfolgreich abgemeldet!')).toBeVisible();

  await page.goto('/app/bookings');
  await expect(page).toHaveURL(/\/login\?redirectTo=%2Fapp%2Fbookings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Anmeldung' })).toBeVisible();
});

test('the owner creates a Disposition account; it must change its one-time password and stays out of owner-only parts', async ({ page }) => {
  const email = `dispo-${Date.now()}@musterfirma.example`;
  await page.goto('/login?redirectTo=%2Fapp%2Fusers');
  await fillLogin(page, ownerEmail, ownerPassword);
  await expect(page).toHaveURL(/\/app\/users$/);

  await page.getByRole('button', { name: 'Konto anlegen' }).click();
  await expect(page.getByText('Bitte geben Sie einen Namen ein.')).toBeVisible();

  await page.getByLabel('Name').fill('Dora Disponentin');
  await page.getByLabel('E-Mail').fill(email);
  await page.getByLabel('Rolle').selectOption('disposition');
  await page.getByRole('button', { name: 'Konto anlegen' }).click();
  const oneTime = page.getByTestId('one-time-password');
  await expect(oneTime).toBeVisible();
  const password = (await oneTime.textContent())!.trim();
  await expect(page.getByRole('row').filter({ hasText: email })).toContainText('Disposition');

  await page.getByRole('button', { name: 'Abmelden' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.goto('/login?redirectTo=%2Fapp%2Fbookings');
  await fillLogin(page, email, password);
  await expect(page).toHaveURL(/\/app\/password$/);
  await expect(page.getByText('Sie haben sich mit einem Einmalpasswort angemeldet.')).toBeVisible();
  // Other screens wait until the password is changed.
  await page.goto('/app/drivers');
  await expect(page).toHaveURL(/\/app\/password$/);

  await page.locator('input[name="currentPassword"]').fill(password);
  await page.locator('input[name="newPassword"]').fill('passwort1234');
  await page.locator('input[name="repeatPassword"]').fill('passwort1234');
  await page.getByRole('button', { name: 'Passwort speichern' }).click();
  await expect(page.getByText('Dieses Passwort ist zu bekannt')).toBeVisible();

  await page.locator('input[name="currentPassword"]').fill(password);
  await page.locator('input[name="newPassword"]').fill('Rollstuhl-Fahrt-am-Main-7');
  await page.locator('input[name="repeatPassword"]').fill('Rollstuhl-Fahrt-am-Main-7');
  await page.getByRole('button', { name: 'Passwort speichern' }).click();
  await expect(page).toHaveURL(/\/app$/);
  await expect(toast(page, 'Passwort geändert.')).toBeVisible();

  await expect(sidebar(page).getByRole('link', { name: 'Buchungen' })).toBeVisible();
  await expect(sidebar(page).getByRole('link', { name: 'Benutzer' })).toHaveCount(0);
  await expect(sidebar(page).getByRole('link', { name: 'Einstellungen' })).toHaveCount(0);
  const denied = await page.goto('/app/users');
  expect(denied?.status()).toBe(403);
  await expect(page.getByRole('heading', { name: 'Keine Berechtigung' })).toBeVisible();
});

test('the sidebar folds away on a phone @phone', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'phone layout only');
  await page.goto('/login');
  await fillLogin(page, ownerEmail, ownerPassword);
  await expect(page).toHaveURL(/\/app$/);
  const menu = page.getByRole('button', { name: 'Menü öffnen' });
  await expect(menu).toBeVisible();
  await expect(sidebar(page)).toBeHidden();
  await menu.click();
  await expect(sidebar(page)).toBeVisible();
  await sidebar(page).getByRole('link', { name: 'Fahrer', exact: true }).click();
  await expect(page).toHaveURL(/\/app\/drivers$/);
  await expect(sidebar(page)).toBeHidden();
});
