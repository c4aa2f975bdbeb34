// The eleven service pages (SPEC.md §2 "Service page template"): status, head tags, one h1, structured
// data, booking call to action, the FAQ accordion (native disclosures: one item open at a time, by mouse
// and keyboard) and accessibility at phone and desktop width.
import type { Page } from '@playwright/test';
import { company } from '../../app/company';
import { krankentransportFrankfurt } from '../../app/site/services/content/krankentransport-frankfurt';
import { expectNoSeriousA11yViolations } from './support/axe';
import { e2ePort } from './support/e2e-env';
import { expect, test } from './support/fixtures';

const publicUrl = `http://127.0.0.1:${e2ePort}`;

type PageCase = { path: string; faqs: number };
const pages: PageCase[] = [
  { path: '/krankentransport-frankfurt/', faqs: 5 },
  { path: '/krankentransport/', faqs: 4 },
  { path: '/rollstuhltransport/', faqs: 4 },
  { path: '/tragestuhl-transport/', faqs: 4 },
  { path: '/dialysefahrten/', faqs: 4 },
  { path: '/reha-therapiefahrten/', faqs: 0 },
  { path: '/privatfahrten/', faqs: 0 },
  { path: '/chemo-strahlentherapiefahrten/', faqs: 0 },
  { path: '/einweisungs-entlassungsfahrten/', faqs: 0 },
  { path: '/schuelerfahrten/', faqs: 5 },
  { path: '/bgu-frankfurt-krankentransport/', faqs: 4 },
];

// The cookie dialog would cover the page; a stored choice keeps it closed.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('analytics_consent', 'false'));
});

async function jsonLdBlocks(page: Page): Promise<Array<Record<string, unknown>>> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.flatMap((text) => {
    const parsed = JSON.parse(text) as Record<string, unknown> | Array<Record<string, unknown>>;
    return Array.isArray(parsed) ? parsed : [parsed];
  });
}

const typeOf = (block: Record<string, unknown>) => [block['@type']].flat();

for (const { path, faqs } of pages) {
  test(`${path} renders with head tags, structured data and booking links @phone`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);

    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${publicUrl}${path}`);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', `${publicUrl}${path}`);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /.+/);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /.{70,}/);
    await expect(page.locator('h1')).toHaveCount(1);
    await expect(page.locator('main h1')).toBeVisible();

    const blocks = await jsonLdBlocks(page);
    expect(blocks.some((block) => typeOf(block).includes('MedicalBusiness'))).toBe(true);
    const breadcrumb = blocks.find((block) => typeOf(block).includes('BreadcrumbList'));
    const crumbs = breadcrumb?.itemListElement as Array<{ item: string }> | undefined;
    expect(crumbs?.at(-1)?.item).toBe(`${publicUrl}${path}`);
    const faqPage = blocks.find((block) => typeOf(block).includes('FAQPage'));
    if (faqs > 0) {
      expect((faqPage?.mainEntity as unknown[] | undefined)?.length).toBe(faqs);
      await expect(page.getByTestId('faq').locator('[data-slot="accordion-item"]')).toHaveCount(faqs);
    } else {
      expect(faqPage).toBeUndefined();
    }

    // Every booking call to action leads to the booking form, every call link to the company phone.
    const ctas = page.locator('main').getByTestId('booking-cta');
    expect(await ctas.count()).toBeGreaterThan(0);
    for (const href of await ctas.evaluateAll((links) => links.map((link) => link.getAttribute('href')))) {
      expect(href).toBe('/online-buchung');
    }
    const telLinks = await page
      .locator('main a[href^="tel:"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(telLinks.length).toBeGreaterThan(0);
    for (const href of telLinks) expect([`tel:${company.phone.e164}`, 'tel:112']).toContain(href);

    // Images: sized (no layout shift) and described; all but the hero load lazily.
    const images = await page.locator('main img').evaluateAll((nodes) =>
      nodes.map((img) => ({
        alt: img.getAttribute('alt'),
        width: img.getAttribute('width'),
        height: img.getAttribute('height'),
        loading: img.getAttribute('loading'),
      })),
    );
    expect(images.length).toBeGreaterThan(0);
    for (const image of images) {
      expect(image.alt?.length ?? 0).toBeGreaterThan(10);
      expect(Number(image.width)).toBeGreaterThan(0);
      expect(Number(image.height)).toBeGreaterThan(0);
    }
    expect(images.slice(1).every((image) => image.loading === 'lazy')).toBe(true);

    await expectNoSeriousA11yViolations(page);
  });
}

test('every service page has its own title and description', async ({ page }) => {
  const titles = new Set<string>();
  const descriptions = new Set<string>();
  for (const { path } of pages) {
    await page.goto(path);
    titles.add(await page.title());
    descriptions.add((await page.locator('meta[name="description"]').getAttribute('content')) ?? '');
  }
  expect(titles.size).toBe(pages.length);
  expect(descriptions.size).toBe(pages.length);
  for (const title of titles) expect(title).toContain(company.name);
});

test('the booking call to action opens the booking form', async ({ page }) => {
  await page.goto('/dialysefahrten/');
  await page.locator('main').getByTestId('booking-cta').first().click();
  await expect(page).toHaveURL(/\/online-buchung\/?$/);
});

async function openItems(page: Page) {
  return page.getByTestId('faq').locator('details[open]').count();
}

for (const path of ['/krankentransport-frankfurt/', '/schuelerfahrten/', '/bgu-frankfurt-krankentransport/']) {
  test(`${path} FAQ keeps one answer open at a time, by mouse and keyboard @phone`, async ({ page }) => {
    await page.goto(path);
    const faq = page.getByTestId('faq');
    const items = faq.locator('details');
    const questions = faq.locator('summary');
    const answers = faq.locator('[data-slot="accordion-content"]');
    // The first answer is open from the start (readable without JavaScript).
    await expect(items.nth(0)).toHaveAttribute('open', '');
    await expect(answers.nth(0)).toBeVisible();
    await expect(answers.nth(1)).toBeHidden();

    await questions.nth(1).click();
    await expect(items.nth(1)).toHaveAttribute('open', '');
    await expect(answers.nth(1)).toBeVisible();
    await expect(items.nth(0)).not.toHaveAttribute('open');
    await expect(answers.nth(0)).toBeHidden();
    expect(await openItems(page)).toBe(1);

    // Keyboard: Tab moves to the next question, Enter opens it and closes the previous one, Space closes.
    await questions.nth(1).focus();
    await page.keyboard.press('Tab');
    await expect(questions.nth(2)).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(items.nth(2)).toHaveAttribute('open', '');
    await expect(items.nth(1)).not.toHaveAttribute('open');
    expect(await openItems(page)).toBe(1);
    await page.keyboard.press('Space');
    await expect(items.nth(2)).not.toHaveAttribute('open');
    expect(await openItems(page)).toBe(0);
  });
}

test('the contact block shows the configured phone, e-mail, hours and service area', async ({ page }) => {
  await page.goto('/rollstuhltransport/');
  const block = page.getByTestId('contact-block');
  await expect(block.getByRole('link', { name: company.phone.display, exact: true })).toHaveAttribute(
    'href',
    `tel:${company.phone.e164}`,
  );
  await expect(block.getByRole('link', { name: company.email })).toHaveAttribute('href', `mailto:${company.email}`);
  await expect(block).toContainText(company.openingHours.label);
  for (const area of company.serviceAreas) await expect(block).toContainText(area.name);
});

test('the school-rides page has the e-mail contact with its own contact hours', async ({ page }) => {
  await page.goto('/schuelerfahrten/');
  const contact = page.getByTestId('school-email-contact');
  await expect(contact.getByRole('link', { name: company.email })).toHaveAttribute(
    'href',
    new RegExp(`^mailto:${company.email}\\?subject=`),
  );
  await expect(contact).toContainText(company.schoolRideContactHours.weekdays);
  await expect(contact).toContainText(company.schoolRideContactHours.weekend);
});

test('the accident-hospital page shows the address and the quick-booking box', async ({ page }) => {
  await page.goto('/bgu-frankfurt-krankentransport/');
  const address = page.getByTestId('hospital-address');
  await expect(address).toContainText(company.accidentHospital.name);
  await expect(address).toContainText(company.accidentHospital.street);
  await expect(address).toContainText(`${company.accidentHospital.postalCode} ${company.accidentHospital.city}`);
  const box = page.getByTestId('quick-booking');
  await expect(box.getByRole('link', { name: company.phone.display, exact: true })).toHaveAttribute(
    'href',
    `tel:${company.phone.e164}`,
  );
  await expect(box.getByTestId('booking-cta')).toHaveAttribute('href', '/online-buchung');
  await expect(box).toContainText(company.openingHours.label);
  for (const area of company.serviceAreas) await expect(box).toContainText(area.name);
  await expect(page.getByRole('heading', { level: 3, name: 'Berufskrankheiten' })).toBeVisible();
});

test('the pages read without JavaScript: content and first FAQ answer are in the server HTML', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/krankentransport-frankfurt/');
  await expect(page.locator('h1')).toHaveCount(1);
  await expect(page.getByTestId('requirement-list').locator('li')).toHaveCount(4);
  await expect(page.getByTestId('faq').getByText(krankentransportFrankfurt.faqs[0]!.answer)).toBeVisible();
  await context.close();
});
