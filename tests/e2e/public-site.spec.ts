// Journeys of the public site (issue 3): every general page answers with a title, canonical address,
// one h1 and no serious axe violations at phone and desktop width; navigation by keyboard; the
// service-areas carousel; cookie consent and analytics only after consent; the contact form; 404;
// the sitemap. Tests tagged @phone also run in the phone project.
import type { Page, Request } from '@playwright/test';
import { publicPages } from '../../app/site/public-pages';
import { expectNoSeriousA11yViolations } from './support/axe';
import { e2ePort } from './support/e2e-env';
import { expect, test } from './support/fixtures';

const origin = `http://127.0.0.1:${e2ePort}`;

const pages = [
  { path: '/', h1: 'Krankentransport im Rhein-Main-Gebiet' },
  { path: '/ueber-uns/', h1: 'Über uns' },
  { path: '/leistungen/', h1: 'Unsere Leistungen' },
  { path: '/preise/', h1: 'Preise' },
  { path: '/kontakt/', h1: 'Kontakt' },
  { path: '/faq/', h1: 'Häufige Fragen' },
  { path: '/impressum/', h1: 'Impressum' },
  { path: '/datenschutz', h1: 'Datenschutzerklärung' },
];

const analyticsHost = /googletagmanager\.com|google-analytics\.com|analytics\.google\.com/;

/** A stored choice, so that the consent dialog does not cover the page under test. */
async function withStoredChoice(page: Page, value: 'true' | 'false' = 'false') {
  await page.addInitScript((stored) => window.localStorage.setItem('analytics_consent', stored), value);
}

/** Records (and answers locally) every request to an analytics host. */
async function watchAnalytics(page: Page): Promise<Request[]> {
  const seen: Request[] = [];
  await page.route(analyticsHost, async (route) => {
    seen.push(route.request());
    await route.fulfill({ status: 200, contentType: 'text/javascript', body: '/* analytics stub */' });
  });
  return seen;
}

const isPhone = (page: Page) => (page.viewportSize()?.width ?? 1366) < 1024;

test.describe('general pages', () => {
  for (const { path, h1 } of pages) {
    test(`${path} answers with title, canonical, one h1 and no serious axe violations @phone`, async ({ page }) => {
      await withStoredChoice(page);
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      const title = await page.title();
      expect(title).toContain('Musterfirma Krankenfahrten');
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin}${path}`);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{50,}/);
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', `${origin}${path}`);
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('h1')).toHaveText(h1);
      // Every structured-data block is valid JSON.
      for (const block of await page.locator('script[type="application/ld+json"]').allTextContents()) {
        expect(() => JSON.parse(block)).not.toThrow();
      }
      await expectNoSeriousA11yViolations(page);
    });
  }

  test('every general page has its own title and description', async ({ request }) => {
    const seen = { titles: new Set<string>(), descriptions: new Set<string>() };
    for (const { path } of pages) {
      const html = await (await request.get(path)).text();
      const title = /<title>([^<]+)<\/title>/.exec(html)?.[1];
      const description = /<meta name="description" content="([^"]+)"/.exec(html)?.[1];
      expect(title && !seen.titles.has(title), `unique title on ${path}`).toBeTruthy();
      expect(description && !seen.descriptions.has(description), `unique description on ${path}`).toBeTruthy();
      seen.titles.add(title!);
      seen.descriptions.add(description!);
    }
  });

  test('home page: business data, eight service cards, booking section @phone', async ({ page }) => {
    await withStoredChoice(page);
    await page.goto('/');
    const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) =>
      JSON.parse(text),
    );
    expect(ld.some((data) => Array.isArray(data['@type']) && data['@type'].includes('MedicalBusiness'))).toBe(true);
    const cards = page
      .getByRole('heading', { name: 'Unsere Leistungen' })
      .locator('xpath=ancestor::section')
      .getByRole('article');
    await expect(cards).toHaveCount(8);
    const first = cards.first();
    const book = first.getByRole('link', { name: /^Fahrt buchen/ });
    await expect(book).toHaveAttribute('href', '/online-buchung');
    if (!isPhone(page)) {
      // Hidden until hover or keyboard focus on pointer devices.
      await expect(book.locator('xpath=..')).toHaveCSS('opacity', '0');
      await first.hover();
      await expect(book.locator('xpath=..')).toHaveCSS('opacity', '1');
    } else {
      await expect(book.locator('xpath=..')).toHaveCSS('opacity', '1');
    }
    await expect(page.locator('section#online-buchung')).toBeVisible();
    await expect(
      page
        .locator('section#online-buchung')
        .getByRole('link', { name: /Online-Buchung|Fahrt buchen|Verbindlich/ })
        .first(),
    ).toBeVisible();
  });

  test('Leistungen: four featured and six further services, counter figure in the server HTML', async ({
    page,
    request,
  }) => {
    const html = await (await request.get('/leistungen/')).text();
    expect(html).toMatch(/500<!-- -->\+|500\+/);
    await withStoredChoice(page);
    await page.goto('/leistungen/');
    await expect(
      page.getByRole('heading', { name: 'Unsere Schwerpunkte' }).locator('xpath=..').getByRole('listitem'),
    ).toHaveCount(4);
    await expect(
      page.getByRole('heading', { name: 'Weitere Leistungen' }).locator('xpath=..').getByRole('listitem'),
    ).toHaveCount(6);
    const counter = page.getByTestId('counter-value');
    await counter.scrollIntoViewIfNeeded();
    await expect(counter).toHaveText('500+', { timeout: 5000 });
  });

  test('FAQ page: three questions, FAQPage structured data', async ({ page }) => {
    await withStoredChoice(page);
    await page.goto('/faq/');
    await expect(page.locator('details')).toHaveCount(3);
    const ld = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((text) =>
      JSON.parse(text),
    );
    const faq = ld.flat().find((data) => data['@type'] === 'FAQPage');
    expect(faq.mainEntity).toHaveLength(3);
  });

  test('an unknown path is a German 404 page with a link home @phone', async ({ page }) => {
    await withStoredChoice(page);
    const response = await page.goto('/gibt-es-nicht/');
    expect(response?.status()).toBe(404);
    await expect(page.locator('h1')).toHaveText('Diese Seite gibt es leider nicht');
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('main').getByRole('link', { name: 'Zur Startseite' }).click();
    await expect(page).toHaveURL(`${origin}/`);
  });

  test('sitemap lists every public page; robots keeps crawlers out of /app and /login', async ({ request }) => {
    const sitemap = await request.get('/sitemap.xml');
    expect(sitemap.status()).toBe(200);
    expect(sitemap.headers()['content-type']).toContain('xml');
    const xml = await sitemap.text();
    for (const { path } of [...publicPages, ...pages]) expect(xml).toContain(`<loc>${origin}${path}</loc>`);
    for (const path of [
      '/krankentransport-frankfurt/',
      '/schuelerfahrten/',
      '/bgu-frankfurt-krankentransport/',
      '/online-buchung',
    ]) {
      expect(xml).toContain(`<loc>${origin}${path}</loc>`);
    }
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain('Disallow: /app');
    expect(robots).toContain('Disallow: /login');
    expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`);
  });
});

test.describe('navigation', () => {
  test('Leistungen dropdown works by keyboard', async ({ page }) => {
    await withStoredChoice(page);
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
    const toggle = nav.getByRole('button', { name: 'Leistungen' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const links = nav.locator(`#${await toggle.getAttribute('aria-controls')}`).getByRole('link');
    await expect(links).toHaveCount(10);
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(links.first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(links.nth(1)).toBeFocused();
    await expect(links.nth(1)).toHaveText('Rollstuhltransport');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${origin}/rollstuhltransport/`);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('mobile menu opens and closes by keyboard and lists the service pages @phone', async ({ page }) => {
    test.skip(!isPhone(page), 'The menu toggle exists on small screens only.');
    await withStoredChoice(page);
    await page.goto('/');
    const toggle = page.getByRole('button', { name: 'Menü öffnen' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('navigation', { name: 'Mobiles Menü' });
    await expect(menu).toBeVisible();
    await expect(page.getByRole('button', { name: 'Menü schließen' })).toHaveAttribute('aria-expanded', 'true');
    await expect(menu.getByRole('list', { name: 'Unsere Leistungen' }).getByRole('link')).toHaveCount(9);
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Menü öffnen' })).toBeFocused();
    // Choosing a page closes the menu.
    await page.keyboard.press('Enter');
    await menu.getByRole('link', { name: 'Preise' }).click();
    await expect(page).toHaveURL(`${origin}/preise/`);
    await expect(menu).toBeHidden();
  });

  test('mobile bottom bar offers call, WhatsApp and booking without covering the footer @phone', async ({ page }) => {
    test.skip(!isPhone(page), 'The bar is shown on small screens only.');
    await withStoredChoice(page);
    await page.goto('/preise/');
    const bar = page.getByRole('navigation', { name: 'Schnellkontakt' });
    await expect(bar.getByRole('link', { name: 'Anrufen' })).toHaveAttribute('href', /^tel:\+49/);
    await expect(bar.getByRole('link', { name: /WhatsApp/ })).toHaveAttribute('href', /^https:\/\/wa\.me\/\d+\?text=/);
    await expect(bar.getByRole('link', { name: 'Buchen' })).toHaveAttribute('href', '/online-buchung');
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const login = page.getByRole('link', { name: 'Mitarbeiter-Login' });
    const [loginBox, barBox] = [await login.boundingBox(), await bar.boundingBox()];
    expect(loginBox!.y + loginBox!.height).toBeLessThanOrEqual(barBox!.y + 1);
  });
});

test.describe('service-areas carousel', () => {
  test('previous/next controls advance and loop; auto-advance after becoming visible @phone', async ({ page }) => {
    await withStoredChoice(page);
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Einsatzgebiete', exact: true });
    await carousel.scrollIntoViewIfNeeded();
    const slides = carousel.locator('[aria-roledescription="Folie"]');
    await expect(slides).toHaveCount(3);
    const active = () =>
      carousel.locator('[aria-roledescription="Folie"][data-active="true"]').getAttribute('aria-label');
    if (isPhone(page)) {
      // One card visible: auto-advance moves on within about 4 s of being seen (pointer away from it).
      await page.mouse.move(0, 0);
      await expect.poll(active, { timeout: 7000 }).toMatch(/^2 von 3/);
      await carousel.getByRole('button', { name: 'Automatisches Weiterblättern anhalten' }).click();
    }
    const start = await active();
    const startIndex = Number(start!.split(' ')[0]);
    const next = carousel.getByRole('button', { name: 'Nächstes Einsatzgebiet' });
    const prev = carousel.getByRole('button', { name: 'Vorheriges Einsatzgebiet' });
    if (isPhone(page)) {
      for (let step = 1; step <= 3; step += 1) {
        await next.click();
        await expect.poll(active).toMatch(new RegExp(`^${((startIndex - 1 + step) % 3) + 1} von 3`));
      }
      await prev.click();
      await expect.poll(active).toMatch(new RegExp(`^${((startIndex + 1) % 3) + 1} von 3`));
    } else {
      // All three cards side by side: counter, arrows and pause button would do nothing, so they are
      // hidden, and nothing advances by itself.
      for (const card of await slides.all()) await expect(card).toBeInViewport();
      await expect(next).toBeHidden();
      await expect(prev).toBeHidden();
      await expect(carousel.getByRole('button', { name: 'Automatisches Weiterblättern anhalten' })).toBeHidden();
      await expect(carousel.locator('[data-carousel-position]')).toBeHidden();
      await page.mouse.move(0, 0);
      await page.waitForTimeout(1000);
      await expect(carousel).toHaveAttribute('data-autoplay', 'off');
      await expect(slides.first().getByRole('link', { name: /buchen/ })).toHaveAttribute('href', '/online-buchung');
    }
  });
});

test.describe('cookie consent', () => {
  test('dialog after 1 s; declining is stored and no analytics request is ever made @phone', async ({ page }) => {
    const analytics = await watchAnalytics(page);
    await page.goto('/');
    const dialog = page.getByRole('dialog', { name: 'Ihre Privatsphäre ist uns wichtig' });
    await expect(dialog).toBeHidden();
    await expect(dialog).toBeVisible({ timeout: 3000 });
    await expect(dialog.getByRole('link', { name: 'Datenschutzerklärung' })).toHaveAttribute('href', '/datenschutz');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe('hidden');
    await expectNoSeriousA11yViolations(page);
    // Focus never reaches the page behind the modal <dialog>: after its last control the browser moves focus
    // to its own interface (the document body here), then back into the dialog.
    const places: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      await page.keyboard.press('Tab');
      places.push(
        await dialog.evaluate((node) =>
          node.contains(document.activeElement)
            ? 'dialog'
            : document.activeElement === document.body
              ? 'browser'
              : 'page',
        ),
      );
    }
    expect(places).not.toContain('page');
    expect(places.filter((place) => place === 'dialog').length).toBeGreaterThanOrEqual(4);
    await dialog.getByRole('button', { name: 'Ablehnen' }).click();
    await expect(dialog).toBeHidden();
    expect(await page.evaluate(() => window.localStorage.getItem('analytics_consent'))).toBe('false');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).not.toBe('hidden');
    await page.reload();
    await page.waitForTimeout(1800);
    await expect(dialog).toBeHidden();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Preise' }).click();
    await expect(page).toHaveURL(`${origin}/preise/`);
    expect(analytics, 'requests to an analytics host').toHaveLength(0);
    // "Cookie-Einstellungen" in the footer reopens the dialog to change the choice.
    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie-Einstellungen' }).click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Ablehnen' }).click();
    await expect(dialog).toBeHidden();
    expect(analytics).toHaveLength(0);
  });

  test('accepting is stored, loads analytics and sends one page view per page load', async ({ page }) => {
    const analytics = await watchAnalytics(page);
    await page.goto('/');
    const dialog = page.getByRole('dialog', { name: 'Ihre Privatsphäre ist uns wichtig' });
    await expect(dialog).toBeVisible({ timeout: 3000 });
    expect(analytics).toHaveLength(0);
    await dialog.getByRole('button', { name: 'Akzeptieren' }).click();
    await expect(dialog).toBeHidden();
    expect(await page.evaluate(() => window.localStorage.getItem('analytics_consent'))).toBe('true');
    await expect.poll(() => analytics.length).toBeGreaterThan(0);
    expect(analytics[0]!.url()).toContain('/gtag/js?id=');
    const pageViews = () =>
      page.evaluate(() =>
        (window.dataLayer ?? [])
          .map((entry) => Array.from(entry as ArrayLike<unknown>))
          .filter((args) => args[0] === 'event' && args[1] === 'page_view')
          .map((args) => (args[2] as { page_path: string }).page_path),
      );
    await expect.poll(pageViews).toEqual(['/']);
    // Navigation is a page load (decision 004): the next page loads GA again and counts itself once.
    const requestsBefore = analytics.length;
    await page.getByRole('contentinfo').getByRole('link', { name: 'Preise' }).click();
    await expect(page).toHaveURL(`${origin}/preise/`);
    await expect.poll(pageViews).toEqual(['/preise/']);
    expect(analytics.length).toBeGreaterThan(requestsBefore);
    await expect(dialog).toBeHidden();
    const config = await page.evaluate(() =>
      (window.dataLayer ?? [])
        .map((entry) => Array.from(entry as ArrayLike<unknown>))
        .find((args) => args[0] === 'config'),
    );
    expect(config?.[2]).toMatchObject({ anonymize_ip: true });
    // The choice persists: no dialog on the next visit.
    await page.reload();
    await page.waitForTimeout(1800);
    await expect(dialog).toBeHidden();
  });
});

test.describe('contact form', () => {
  test('German messages for bad input keep what was typed; a valid message shows the thank-you state', async ({
    page,
  }) => {
    await withStoredChoice(page);
    await page.goto('/kontakt/');
    const send = page.getByRole('button', { name: 'Nachricht senden' });
    await send.click();
    await expect(page.getByText('Bitte geben Sie Ihren Namen ein.')).toBeVisible();
    await expect(
      page.getByText(
        'Bitte geben Sie eine E-Mail-Adresse oder eine Telefonnummer an, damit wir Ihnen antworten können.',
      ),
    ).toBeVisible();
    await expect(page.getByText('Bitte schreiben Sie uns Ihre Nachricht.')).toBeVisible();
    await expect(page.getByText(/Bitte stimmen Sie der Verarbeitung Ihrer Angaben zu/)).toBeVisible();
    await expect(page.getByLabel('Ihr Name')).toBeFocused();

    await page.getByLabel('Ihr Name').fill('Erika Musterfrau');
    await page.getByLabel('E-Mail-Adresse oder Telefonnummer').fill('erika@beispiel');
    await page.getByLabel('Ihre Nachricht').fill('Ich brauche eine Fahrt zur Dialyse.');
    await page.getByRole('checkbox').check();
    await send.click();
    await expect(page.getByText('Bitte geben Sie eine gültige E‑Mail-Adresse ein.')).toBeVisible();
    await expect(page.getByLabel('E-Mail-Adresse oder Telefonnummer')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Ihr Name')).toHaveValue('Erika Musterfrau');
    await expect(page.getByLabel('Ihre Nachricht')).toHaveValue('Ich brauche eine Fahrt zur Dialyse.');
    await expect(page.getByText('Bitte geben Sie Ihren Namen ein.')).toBeHidden();
    await expectNoSeriousA11yViolations(page);

    await page.getByLabel('E-Mail-Adresse oder Telefonnummer').fill('069 1234567');
    await send.click();
    await expect(page.getByRole('heading', { name: 'Vielen Dank für Ihre Nachricht!' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Vielen Dank für Ihre Nachricht!' })).toBeFocused();
  });
});

test('every variant of a public address answers 301 with the canonical one', async ({ request }) => {
  for (const { path } of publicPages.filter((page) => page.path !== '/')) {
    const bare = path.replace(/\/$/, '');
    for (const variant of [bare, `${bare}/`, `${bare}//`, `${bare.toUpperCase()}/`]) {
      if (variant === path) continue;
      const response = await request.get(variant, { maxRedirects: 0 });
      expect(response.status(), variant).toBe(301);
      expect(response.headers()['location'], variant).toBe(path);
    }
    expect((await request.get(path, { maxRedirects: 0 })).status(), path).toBe(200);
  }
});
