// Staff sign-in, the back-office shell and the Benutzer screen (issue 5): sign in, visit every sidebar
// entry, sign out and be sent to /login; German messages of SPEC.md §8; a Disposition account created
// by the owner signs in with its one-time password, must change it, and can't reach owner-only parts.
import { createHmac } from 'node:crypto';
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

/** RFC 6238 TOTP (HMAC-SHA-1, 30 s, 6 digits) of a Base32 secret, as an authenticator app computes it. */
function totp(secretBase32: string): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  const bits = [...secretBase32.replace(/\s/g, '')]
    .map((char) => alphabet.indexOf(char).toString(2).padStart(5, '0'))
    .join('');
  const key = Buffer.from(bits.match(/.{8}/g)!.map((byte) => parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(Date.now() / 30_000)));
  const hmac = createHmac('sha1', key).update(counter).digest();
  const offset = hmac[hmac.length - 1]! & 0x0f;
  return String((hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
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
  // Once, inline: not also as a toast.
  await expect(page.getByText('Ungültige Anmeldedaten.')).toHaveCount(1);
  await expect(toast(page, 'Ungültige Anmeldedaten.')).toHaveCount(0);

  await fillLogin(page, ownerEmail, ownerPassword);
  await expect(page).toHaveURL(/\/app\/bookings$/);
  await expect(toast(page, 'Erfolgreich angemeldet!')).toBeVisible();
  await expect(page.locator('[data-sonner-toast]')).toHaveCount(1);
  await expect(page.getByText(ownerEmail)).toBeVisible();

  const entries: [string, RegExp][] = [
    ['Dashboard', /\/app$/],
    ['Buchungen', /\/app\/bookings$/],
    ['Disposition', /\/app\/dispatch$/],
    ['Fahrer', /\/app\/drivers$/],
    ['Fahrzeuge', /\/app\/vehicles$/],
    ['Preise', /\/app\/pricing$/],
    ['Genehmigungen', /\/app\/approvals$/],
    ['Abrechnung', /\/app\/billing$/],
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

test('the owner creates a Disposition account; it must change its one-time password and stays out of owner-only parts', async ({
  page,
}) => {
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

test("the owner gives a driver access to the drivers' app; the driver changes the one-time password and sees only /fahrer", async ({
  page,
}) => {
  const email = `fahrer-${Date.now()}@musterfirma.example`;
  const name = `Fiete Fahrer ${Date.now() % 100000}`;
  await page.goto('/login?redirectTo=%2Fapp%2Fdrivers');
  await fillLogin(page, ownerEmail, ownerPassword);
  await expect(page).toHaveURL(/\/app\/drivers$/);
  const create = page.getByRole('form', { name: 'Neuen Fahrer anlegen' });
  await create.getByLabel(/^Name/).fill(name);
  await create.getByLabel(/^Telefon/).fill('0171 5550001');
  await create.getByLabel(/^E-Mail/).fill(email);
  await create.getByRole('button', { name: 'Anlegen' }).click();
  await expect(toast(page, 'Fahrer erfolgreich hinzugefügt')).toBeVisible();
  await page.getByRole('button', { name: `Zugang für die Fahrer-App für ${name} anlegen` }).click();
  const oneTime = page.getByTestId('one-time-password');
  await expect(oneTime).toBeVisible();
  const password = (await oneTime.textContent())!.trim();
  await page.getByRole('button', { name: 'Abmelden' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await fillLogin(page, email, password);
  await expect(page).toHaveURL(/\/app\/password$/);
  await expect(sidebar(page).getByRole('link', { name: 'Buchungen' })).toHaveCount(0);
  await page.locator('input[name="currentPassword"]').fill(password);
  await page.locator('input[name="newPassword"]').fill('Fahrerin-am-Steuer-2026');
  await page.locator('input[name="repeatPassword"]').fill('Fahrerin-am-Steuer-2026');
  await page.getByRole('button', { name: 'Passwort speichern' }).click();
  await expect(page).toHaveURL(/\/fahrer$/);
  await expect(page.getByRole('heading', { name: 'Meine Fahrten' })).toBeVisible();
  await expect(page.getByText('Keine Fahrten.')).toHaveCount(2);
  // The back office is not the driver's: pages send back to /fahrer, requests are refused.
  await page.goto('/app/bookings');
  await expect(page).toHaveURL(/\/fahrer$/);
  const refused = await page.request.post('/app/drivers', {
    form: { intent: 'delete', id: '00000000-0000-4000-8000-000000000000' },
  });
  expect(refused.status()).toBe(403);
  await expectNoSeriousA11yViolations(page);
});

test('every staff answer is no-store: document, .data, action, resource route, error page (one middleware)', async ({
  page,
  baseURL,
}) => {
  await page.goto('/login');
  await fillLogin(page, ownerEmail, ownerPassword);
  await expect(page).toHaveURL(/\/app$/);
  const origin = new URL(baseURL!).origin;
  const answers = {
    document: await page.request.get('/app/drivers'),
    data: await page.request.get('/app/drivers.data'),
    action: await page.request.post('/app/drivers.data', {
      form: { intent: 'kein-bekannter-vorgang' },
      headers: { origin },
    }),
    resource: await page.request.get('/app/bookings/fahrtenliste'),
    notFound: await page.request.get('/app/gibt-es-nicht'),
  };
  expect(answers.document.status()).toBe(200);
  expect(answers.data.status()).toBe(200);
  expect(answers.notFound.status()).toBe(404);
  for (const [name, answer] of Object.entries(answers))
    expect(answer.headers()['cache-control'], name).toBe('no-store');
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

test('a staff member switches on TOTP two-factor sign-in and then signs in with password and code', async ({
  page,
}) => {
  const email = `totp-${Date.now()}@musterfirma.example`;
  const password = 'Krankenfahrt-mit-Zweitfaktor-9';
  await page.goto('/login?redirectTo=%2Fapp%2Fusers');
  await fillLogin(page, ownerEmail, ownerPassword);
  await expect(page).toHaveURL(/\/app\/users$/);
  await page.getByLabel('Name').fill('Toni Zweifaktor');
  await page.getByLabel('E-Mail').fill(email);
  await page.getByLabel('Rolle').selectOption('disposition');
  await page.getByRole('button', { name: 'Konto anlegen' }).click();
  const oneTime = (await page.getByTestId('one-time-password').textContent())!.trim();
  await page.getByRole('button', { name: 'Abmelden' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await fillLogin(page, email, oneTime);
  await expect(page).toHaveURL(/\/app\/password$/);
  // No two-factor set-up while the one-time password is pending.
  await expect(page.getByRole('heading', { name: 'Zwei-Faktor-Anmeldung' })).toHaveCount(0);
  await page.locator('input[name="currentPassword"]').fill(oneTime);
  await page.locator('input[name="newPassword"]').fill(password);
  await page.locator('input[name="repeatPassword"]').fill(password);
  await page.getByRole('button', { name: 'Passwort speichern' }).click();
  await expect(page).toHaveURL(/\/app$/);

  await page.getByRole('link', { name: 'Passwort ändern' }).click();
  await expect(page.getByRole('heading', { name: 'Zwei-Faktor-Anmeldung' })).toBeVisible();
  await expect(page.getByText('Status: ausgeschaltet.')).toBeVisible();
  await page.locator('input[name="password"]').fill('nicht-mein-passwort-1');
  await page.getByRole('button', { name: 'Einrichtung starten' }).click();
  await expect(page.getByText('Das Passwort ist nicht korrekt.')).toBeVisible();
  await page.locator('input[name="password"]').fill(password);
  await page.getByRole('button', { name: 'Einrichtung starten' }).click();

  const secret = (await page.getByTestId('totp-secret').textContent())!.trim();
  expect(secret).toMatch(/^([A-Z2-7]{4} )+[A-Z2-7]{1,4}$/);
  await expect(page.getByTestId('totp-uri')).toContainText('otpauth://totp/');
  await expect(page.getByTestId('backup-codes').getByRole('listitem')).toHaveCount(10);
  await expectNoSeriousA11yViolations(page);
  await page
    .getByLabel('Bestätigungscode aus Ihrer Authenticator-App')
    .fill('000000' === totp(secret) ? '111111' : '000000');
  await page.getByRole('button', { name: 'Zwei-Faktor-Anmeldung einschalten' }).click();
  await expect(page.getByText('Der Code ist ungültig. Bitte versuchen Sie es erneut.')).toBeVisible();
  await page.getByLabel('Bestätigungscode aus Ihrer Authenticator-App').fill(totp(secret));
  await page.getByRole('button', { name: 'Zwei-Faktor-Anmeldung einschalten' }).click();
  await expect(page.getByText('Die Zwei-Faktor-Anmeldung ist eingeschaltet.')).toBeVisible();
  await expect(page.getByText('Status: eingeschaltet.')).toBeVisible();

  await page.getByRole('button', { name: 'Abmelden' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await fillLogin(page, email, password);
  const codeField = page.getByLabel('Bestätigungscode aus Ihrer Authenticator-App');
  await expect(codeField).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expectNoSeriousA11yViolations(page);
  await codeField.fill(totp(secret));
  await page.getByRole('button', { name: 'Bestätigen' }).click();
  await expect(page).toHaveURL(/\/app$/);
  // Earlier sign-ins of this journey left their toasts in the (client-side kept) toaster.
  await expect(toast(page, 'Erfolgreich angemeldet!').last()).toBeVisible();
  await expect(page.locator(`p[title="${email}"]`)).toBeVisible();
});
