// The booking wizard on a small phone (issue 22): every text at least 17 px on every step, error states
// included, and nothing sticking out sideways at 360 px.
import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './support/fixtures';

test.use({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true });

/** A date a week ahead (Berlin), always bookable. */
function weekAhead(): string {
  return new Date(Date.now() + 7 * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Europe/Berlin' });
}

const filled = {
  vorname: 'Erika',
  nachname: 'Mustermann',
  telefon: '+496990009555',
  email: 'erika@example.org',
  abholadresse: 'Musterweg 5, 60311 Frankfurt am Main',
  zieladresse: 'Dialysezentrum, Klinikstraße 2, 60590 Frankfurt am Main',
  krankenkasse: 'AOK Hessen',
  pflegegrad: '3',
  adipositas: false,
  infektiös: false,
  rollstuhl: true,
  sehbeeinträchtigt: false,
  weitere: true,
  weitereHinweise: 'Bitte klingeln',
  barrierefreiZugang: 'nein',
  datum: weekAhead(),
  uhrzeit: '09:00',
  rueckfahrt: 'fest',
  rueckfahrtZeit: '12:00',
  genehmigungVorhanden: false,
  zustimmung: false,
  bestaetigungsEmail: 'erika@example.org',
};

/** Opens the wizard on `step` with the entries of an earlier visit of this tab. */
async function openAt(page: Page, step: number, values: Record<string, unknown>) {
  await page.addInitScript(
    ({ step, values }) => {
      if (window.sessionStorage.getItem('kf-e2e-seeded')) return;
      window.sessionStorage.setItem('kf-e2e-seeded', '1');
      window.sessionStorage.setItem(
        'kf-online-buchung',
        JSON.stringify({ step, values, idempotencyKey: `e2e-${Date.now()}` }),
      );
    },
    { step, values },
  );
  await page.goto('/online-buchung');
  await expect(page.locator('#kf-buchung-schritt')).toContainText(`Schritt ${step} von 4`);
}

/** Every visible text of the wizard (and every control) with a computed size below 17 px. */
async function smallTexts(page: Page): Promise<string[]> {
  return page.locator('.kf-wizard').evaluate((wizard) => {
    const found: string[] = [];
    for (const element of [wizard, ...wizard.querySelectorAll('*')]) {
      const ownText = [...element.childNodes].some(
        (node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim(),
      );
      const control = element.matches('input:not([type=hidden]), select, textarea, button');
      if (!ownText && !control) continue;
      const box = element.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue; // visually hidden (screen-reader only)
      const size = parseFloat(getComputedStyle(element).fontSize);
      if (size < 17)
        found.push(`${size}px <${element.tagName.toLowerCase()}> "${element.textContent!.trim().slice(0, 40)}"`);
    }
    return found;
  });
}

async function expectReadable(page: Page) {
  expect(await smallTexts(page), 'wizard texts below 17 px').toEqual([]);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'horizontal overflow of the page in px').toBeLessThanOrEqual(0);
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('analytics_consent', 'false'));
});

test('every wizard text is at least 17 px at 360 px, errors included, without horizontal overflow', async ({
  page,
}) => {
  await page.goto('/online-buchung');
  await expectReadable(page);
  // Step 1 with every error shown.
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page.getByText('Bitte geben Sie eine Telefonnummer ein.')).toBeVisible();
  await page.getByRole('textbox', { name: 'E-Mail', exact: true }).fill('erika@gmail.con');
  await page.getByRole('textbox', { name: 'Vorname', exact: true }).focus();
  await expect(page.getByText('Meinten Sie erika@gmail.com?')).toBeVisible();
  await expectReadable(page);
});

test('steps 2 to 4 with their errors stay readable at 360 px', async ({ page }) => {
  await openAt(page, 2, { ...filled, barrierefreiZugang: '' });
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page.getByText('Bitte wählen Sie eine Option aus.')).toBeVisible();
  await expectReadable(page);

  await page.getByRole('radio', { name: 'Nein, es gibt Stufen oder Treppen' }).click();
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page.locator('#kf-buchung-schritt')).toContainText('Terminwahl');
  await page.getByLabel('Uhrzeit der Rückfahrt').fill('');
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page.getByText('Bitte geben Sie die Uhrzeit der Rückfahrt an.')).toBeVisible();
  await expectReadable(page);

  // A return time outside the service hours (company configuration) is refused in the browser.
  await page.getByLabel('Uhrzeit der Rückfahrt').fill('23:30');
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page.getByText('Eine Rückfahrt ist zwischen 06:00 und 20:00 Uhr möglich.')).toBeVisible();
  await expect(page.getByLabel('Uhrzeit der Rückfahrt')).toBeFocused();
  await page.getByLabel('Uhrzeit der Rückfahrt').fill('12:00');
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page.locator('#kf-buchung-schritt')).toContainText('Bestätigung');
  await page.getByRole('button', { name: 'Verbindlich buchen' }).click();
  await expect(page.getByText('Bitte stimmen Sie der Verarbeitung Ihrer Gesundheitsdaten zu.').first()).toBeVisible();
  await expectReadable(page);
});

test('a large phone photo is shrunk in the browser and goes through; a PDF over 5 MB still gets the size message', async ({
  page,
}) => {
  // A 12-megapixel photo of noise: far over 5 MB as a JPEG, like an unshrunk phone photo.
  const width = 4000;
  const height = 3000;
  const photo = await sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 95 })
    .toBuffer();
  expect(photo.length).toBeGreaterThan(5 * 1024 * 1024);

  await openAt(page, 4, { ...filled, zustimmung: true });
  const upload = page.getByLabel('Ärztliche Verordnung hochladen (optional)');
  await expect(upload).toHaveAttribute('accept', /image\/jpeg/);
  await upload.setInputFiles({ name: 'IMG_0042.JPG', mimeType: 'image/jpeg', buffer: photo });
  const chosen = page.getByText('IMG_0042.jpg');
  await expect(chosen).toBeVisible({ timeout: 20_000 });
  const size = await page.getByText(/\(\d+ KB\)|\(\d,\d MB\)/).textContent();
  const megabytes = size!.includes('KB')
    ? Number(/\d+/.exec(size!)![0]) / 1024
    : Number(/\d,\d/.exec(size!)![0].replace(',', '.'));
  expect(megabytes).toBeLessThan(5);
  await expectReadable(page);

  // The shrunk photo is what the intake stores.
  await page.getByRole('button', { name: 'Verbindlich buchen' }).click();
  await expect(page.getByTestId('buchungsnummer')).toBeVisible({ timeout: 20_000 });

  await page.getByRole('button', { name: 'Neue Buchung' }).click();
  await page.evaluate(() => window.sessionStorage.clear());
  await openAt(page, 4, { ...filled, zustimmung: true });
  await page.getByLabel('Ärztliche Verordnung hochladen (optional)').setInputFiles({
    name: 'Verordnung.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(6 * 1024 * 1024, 32)]),
  });
  await expect(page.getByText('Die Datei ist zu groß. Erlaubt sind höchstens 5 MB.')).toBeVisible();
});

test('without JavaScript the wizard says it needs JavaScript and offers the phone number (decision 151)', async ({
  request,
}) => {
  // Chromium's script switch in Playwright keeps the parser's scripting flag on, so <noscript> content
  // never renders there: the served markup is what a browser without JavaScript shows.
  for (const path of ['/online-buchung', '/']) {
    const html = await (await request.get(path)).text();
    const notice =
      [...html.matchAll(/<noscript>([\s\S]*?)<\/noscript>/g)]
        .map((match) => match[1])
        .find((inner) => inner!.includes('Online-Buchung')) ?? '';
    expect(notice, path).toContain('Die Online-Buchung braucht JavaScript.');
    expect(notice, path).toContain('href="tel:+496990009123"');
  }
});
