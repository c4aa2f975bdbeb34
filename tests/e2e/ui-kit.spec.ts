// The UI primitives in a real browser (/app/ui, inside the guarded back office): keyboard paths, visible
// focus, German labels, the self-hosted font and no serious accessibility violations. The server starts
// with the owner account whose password comes from OWNER_INITIAL_PASSWORD (set by start-e2e-server).
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/fixtures';

async function focusOutline(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    const style = getComputedStyle(el);
    return {
      style: style.outlineStyle,
      width: parseFloat(style.outlineWidth),
      focusVisible: el.matches(':focus-visible'),
    };
  });
}

async function tabTo(page: Page, name: string | RegExp, role: 'button' | 'combobox' | 'tab' = 'button') {
  const target = page.getByRole(role, { name, exact: typeof name === 'string' });
  // Start at the page heading, after the back-office navigation (whose links prefetch on focus).
  await page.locator('#ui-kit-title').focus();
  for (let i = 0; i < 60; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return target;
  }
  throw new Error(`Tab never reached ${String(name)}`);
}

const ownerEmail = process.env.OWNER_EMAIL ?? 'inhaber@musterfirma-krankenfahrten.example';
const ownerPassword = process.env.OWNER_INITIAL_PASSWORD ?? 'E2E-Inhaber-Passwort-2026';

test.beforeEach(async ({ page }) => {
  await page.goto(`/login?redirectTo=${encodeURIComponent('/app/ui')}`);
  await page.getByLabel('E-Mail').fill(ownerEmail);
  await page.getByLabel('Passwort').fill(ownerPassword);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL(/\/app\/ui$/);
  await expect(page.getByRole('heading', { level: 1, name: 'UI-Bausteine' })).toBeVisible();
});

test('has no serious accessibility violations and uses only our own origin', async ({ page }) => {
  const foreign: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith('http://127.0.0.1') && !request.url().startsWith('data:'))
      foreign.push(request.url());
  });
  await page.reload();
  await expectNoSeriousA11yViolations(page);
  // The font is self-hosted (no third-party font host before consent).
  await page.evaluate(() => document.fonts.ready);
  expect(await page.evaluate(() => document.fonts.check('16px "Inter Variable"'))).toBe(true);
  expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily)).toContain('Inter Variable');
  expect(foreign).toEqual([]);
});

test('keyboard focus is visible on buttons, fields and tabs', async ({ page }) => {
  await tabTo(page, 'default');
  expect(await focusOutline(page)).toEqual({ style: 'solid', width: 3, focusVisible: true });
  await page.keyboard.press('Tab');
  expect(await focusOutline(page)).toMatchObject({ style: 'solid', focusVisible: true });
  await tabTo(page, 'Status', 'combobox');
  expect(await focusOutline(page)).toMatchObject({ style: 'solid', focusVisible: true });
  await tabTo(page, 'E-Mail-Versand', 'tab');
  expect(await focusOutline(page)).toMatchObject({ style: 'solid', focusVisible: true });
});

test('the form shows a German error linked to its field', async ({ page }) => {
  await page.getByRole('button', { name: 'Prüfen' }).click();
  const name = page.getByRole('textbox', { name: /^Name/ });
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(name).toHaveAccessibleDescription('Vor- und Nachname Bitte geben Sie Ihren Namen an.');
  await name.fill('Erika Muster');
  await page.getByRole('button', { name: 'Prüfen' }).click();
  await expect(name).not.toHaveAttribute('aria-invalid');
  await expect(page.getByRole('region', { name: /Benachrichtigungen/ }).getByText('Formular geprüft')).toBeVisible();
});

test('select, dialog and alert dialog work with the keyboard alone', async ({ page }) => {
  const select = await tabTo(page, 'Status', 'combobox');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('listbox')).toBeHidden();
  await expect(select).toHaveText('Angenommen');
  await expect(select).toBeFocused();

  const opener = await tabTo(page, 'Dialog öffnen');
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Neuer Fahrer' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Fahrername' })).toBeFocused();
  await expectNoSeriousA11yViolations(page);
  for (let i = 0; i < 5; i++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();

  await tabTo(page, 'Löschen');
  await page.keyboard.press('Enter');
  const alert = page.getByRole('alertdialog', { name: 'Eintrag löschen?' });
  await expect(alert.getByRole('button', { name: 'Abbrechen' })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(alert.getByRole('button', { name: 'Endgültig löschen' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(alert).toBeHidden();
  await expect(page.getByText('Eintrag gelöscht')).toBeVisible();
});

test('the dropdown menu opens a submenu with the arrow keys', async ({ page }) => {
  const trigger = await tabTo(page, 'Aktionen');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Bearbeiten' })).toBeFocused();
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitem', { name: 'Status ändern' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('menuitem', { name: 'Offen' })).toBeFocused();
  // The open menu is modal: Radix hides the page behind it (aria-hidden) and keeps focus in the menu,
  // which axe's aria-hidden-focus rule can't see, so only the menus themselves are checked here.
  await expectNoSeriousA11yViolations(page, { include: '[role="menu"]' });
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expect(trigger).toBeFocused();
  const toastItem = page.getByRole('region', { name: /Benachrichtigungen/ }).getByText('Status: Angenommen');
  await expect(toastItem).toBeVisible();
  // Scoped to this toast: the sign-in toast may still be on screen on a slow machine.
  const close = page
    .getByRole('region', { name: /Benachrichtigungen/ })
    .getByRole('listitem')
    .filter({ hasText: 'Status: Angenommen' })
    .getByRole('button', { name: 'Schließen' });
  // WCAG 2.2 minimum target size.
  expect((await close.boundingBox())!.width).toBeGreaterThanOrEqual(24);
  await close.click();
  await expect(toastItem).toBeHidden();
});

test('tabs, accordion and tooltip respond to the keyboard', async ({ page }) => {
  await tabTo(page, 'E-Mail-Versand', 'tab');
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'WhatsApp' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toHaveText('Die Nummer, an die Fahrer-Nachrichten gehen.');

  const first = page.getByRole('button', { name: 'Wer übernimmt die Kosten?' });
  const second = page.getByRole('button', { name: 'Wie früh sollte ich buchen?' });
  await first.focus();
  await page.keyboard.press('Enter');
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Space');
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  await expect(first).toHaveAttribute('aria-expanded', 'false');

  await tabTo(page, 'Information');
  await expect(page.getByRole('tooltip')).toContainText('Erscheint nach 700 ms');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('tooltip')).toHaveCount(0);
});

test('the calendar is German, starts on Monday and is driven by the arrow keys', async ({ page }) => {
  const grid = page.getByRole('grid');
  const headers = await grid.locator('th').evaluateAll((ths) => ths.map((th) => th.getAttribute('aria-label')));
  expect(headers[0]).toBe('Montag');
  expect(headers[6]).toBe('Sonntag');
  await expect(page.getByRole('button', { name: 'Zum nächsten Monat' })).toBeVisible();
  const today = grid.getByRole('button', { name: /^Heute, / });
  await today.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(page.getByText(/^Gewählt: /)).toBeVisible();
  await expect(grid.getByRole('button', { name: /, ausgewählt$/ })).toBeFocused();
});
