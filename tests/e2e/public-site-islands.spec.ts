// Public pages are plain documents with one small site script and no React Router runtime (decision
// 004); only the booking wizard is a React island. The staff area stays a client-side app, and a
// client-side navigation from it into the public site becomes a full page load.
import { expect, test } from './support/fixtures';

// A stored choice keeps the cookie dialog (which makes the page behind it inert) closed.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('analytics_consent', 'false'));
});

test('a content page loads only the site script: no React Router runtime, no React', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/preise/');
  await page.waitForLoadState('networkidle');
  expect(
    scripts.some((path) => /^\/assets\/site-[\w-]+\.js$/.test(path)),
    scripts.join(', '),
  ).toBe(true);
  expect(await page.evaluate(() => '__reactRouterContext' in window || '__reactRouterDataRouter' in window)).toBe(
    false,
  );
  // React marks the containers it renders into; nothing on a content page is one.
  const reactRoots = await page.evaluate(
    () =>
      [...document.querySelectorAll('*')].filter((element) =>
        Object.keys(element).some((key) => key.startsWith('__react')),
      ).length,
  );
  expect(reactRoots).toBe(0);
});

test('the booking page hydrates only the wizard island, within the Content-Security-Policy', async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    );
  });
  await page.goto('/online-buchung');
  const island = page.locator('[data-booking-wizard="hydrate"]');
  const isReactRoot = () =>
    island.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__reactContainer')));
  // Until the visitor does something, the page runs no React at all.
  await page.waitForLoadState('networkidle');
  expect(await isReactRoot()).toBe(false);
  await page.getByRole('textbox', { name: 'Vorname', exact: true }).focus();
  await expect.poll(isReactRoot).toBe(true);
  expect(await page.evaluate(() => '__reactRouterContext' in window)).toBe(false);
  const header = page.getByRole('banner');
  expect(await header.evaluate((element) => Object.keys(element).some((key) => key.startsWith('__react')))).toBe(false);
  // Validating a step runs the form schemas in the browser (zod must not try eval under our CSP).
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page.getByRole('alert').first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)).toEqual([]);
});

test('the cookie dialog taking focus does not load the wizard; a tap into it does', async ({ page }) => {
  // This test needs the dialog: the choice stored by beforeEach is removed again.
  await page.addInitScript(() => window.localStorage.removeItem('analytics_consent'));
  await page.goto('/online-buchung');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toBeFocused();
  await page.waitForLoadState('networkidle');
  const island = page.locator('[data-booking-wizard="hydrate"]');
  await expect(island).not.toHaveAttribute('data-hydrated', 'true');
  await dialog.getByRole('button', { name: 'Ablehnen' }).click();
  await page.getByRole('textbox', { name: 'Vorname', exact: true }).click();
  await expect(island).toHaveAttribute('data-hydrated', 'true');
});

test('entries typed before the wizard hydrates are kept, and an early "Weiter" is carried out', async ({ page }) => {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/booking-wizard-island-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto('/online-buchung');
  const vorname = page.getByRole('textbox', { name: 'Vorname', exact: true });
  await vorname.fill('Erika');
  const pflegegrad = page.getByRole('combobox', { name: 'Pflegegrad (optional)' });
  await pflegegrad.selectOption('3');
  await page.getByRole('button', { name: 'Weiter' }).click();
  // Held back: no plain form submission with the entries in the address.
  expect(new URL(page.url()).search).toBe('');
  release();
  await expect(page.locator('[data-booking-wizard][data-hydrated="true"]')).toBeAttached();
  await expect(vorname).toHaveValue('Erika');
  await expect(pflegegrad).toHaveValue('3');
  // The early "Weiter" ran on the kept entry: the other required fields are marked, Vorname is not.
  await expect(page.getByRole('textbox', { name: 'Nachname', exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expect(vorname).not.toHaveAttribute('aria-invalid', 'true');
  // The wizard's own state holds them (it keeps its run in sessionStorage), not just the fields.
  await page.getByRole('textbox', { name: 'Nachname', exact: true }).fill('Muster');
  await expect
    .poll(() => page.evaluate(() => JSON.parse(window.sessionStorage.getItem('kf-online-buchung') ?? '{}').values))
    .toMatchObject({ vorname: 'Erika', nachname: 'Muster', pflegegrad: '3' });
});

test('a client-side navigation from the staff app into the public site becomes a full page load', async ({ page }) => {
  await page.goto('/login');
  await page.waitForFunction(() => '__reactRouterDataRouter' in window);
  await page.evaluate(() => {
    const router = (window as unknown as { __reactRouterDataRouter: { navigate: (to: string) => Promise<void> } })
      .__reactRouterDataRouter;
    void router.navigate('/preise/');
  });
  await page.waitForURL('**/preise/');
  await expect(page.getByRole('heading', { level: 1, name: 'Preise' })).toBeVisible();
  await page.waitForLoadState('load');
  expect(await page.evaluate(() => '__reactRouterDataRouter' in window)).toBe(false);
});
