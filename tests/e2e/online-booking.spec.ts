// Journey: a relative books a wheelchair ride with a return trip and a prescription on a phone.
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { signInAsOwner } from './support/staff-sign-in';

const pdf = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');

async function shot(page: Page, name: string) {
  // Nothing in the wizard may stick out sideways.
  const overflow = await page
    .getByRole('region', { name: 'Buchungsformular' })
    .evaluate((region) => region.scrollWidth - region.clientWidth);
  expect(overflow, 'horizontal overflow of the wizard in px').toBeLessThanOrEqual(0);
  if (!process.env.SHOTS_DIR) return;
  await page
    .getByRole('region', { name: 'Buchungsformular' })
    .screenshot({ path: `${process.env.SHOTS_DIR}/${test.info().project.name}-${name}.png` });
}

test.beforeEach(async ({ page }) => {
  // The analytics choice is made, so the cookie dialog stays closed.
  await page.addInitScript(() => window.localStorage.setItem('analytics_consent', 'false'));
});

test('books a wheelchair ride with a return trip and a PDF prescription @phone', async ({ page }) => {
  // Five axe runs on a shared machine.
  test.setTimeout(150_000);
  await page.goto('/online-buchung/');
  await expect(page.getByRole('heading', { level: 1, name: 'Online-Buchung' })).toBeVisible();
  const stepHeading = page.locator('#kf-buchung-schritt');
  await expect(stepHeading).toContainText('Patientendaten');
  await expectNoSeriousA11yViolations(page);

  // Step 1: nothing goes forward while invalid; SPEC.md's messages verbatim.
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page.getByText('Bitte prüfen Sie die markierten Angaben.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Vorname', exact: true })).toBeFocused();
  await expect(page.getByRole('textbox', { name: 'Vorname', exact: true })).toHaveAttribute('aria-invalid', 'true');
  await page.getByRole('textbox', { name: 'Telefon' }).fill('069 / 900-09');
  await expect(page.getByRole('textbox', { name: 'Telefon' })).toHaveValue('06990009');
  await page.getByRole('textbox', { name: 'Telefon' }).fill('+49 69 90009 555');
  await expect(page.getByRole('textbox', { name: 'Telefon' })).toHaveValue('+496990009555');
  await page.getByRole('textbox', { name: 'E-Mail', exact: true }).fill('erika@');
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page.getByText('Bitte geben Sie eine gültige E\u2011Mail-Adresse ein.')).toBeVisible();
  await shot(page, '1-errors');
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('textbox', { name: 'Vorname', exact: true }).fill('Erika');
  await page.getByRole('textbox', { name: 'Nachname', exact: true }).fill('Mustermann');
  await page.getByRole('textbox', { name: 'E-Mail', exact: true }).fill('  erika.mustermann@example.org ');
  await page.getByRole('textbox', { name: 'Abholadresse' }).fill('Musterweg 5, 60311 Frankfurt am Main');
  await page
    .getByRole('textbox', { name: 'Zieladresse' })
    .fill('Dialysezentrum, Klinikstraße 2, 60590 Frankfurt am Main');
  await page.getByRole('textbox', { name: 'Krankenkasse (optional)' }).fill('AOK Hessen');
  await page.getByRole('combobox', { name: 'Pflegegrad (optional)' }).selectOption('3');
  await page.getByRole('button', { name: 'Weiter' }).click();

  // Step 2: wheelchair makes the barrier-free question required.
  await expect(stepHeading).toContainText('Besonderheiten');
  await expect(stepHeading).toBeFocused();
  await page.getByRole('switch', { name: 'Rollstuhl' }).click();
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page.getByText('Bitte wählen Sie eine Option aus.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('radio', { name: 'Nein, es gibt Stufen oder Treppen' }).click();
  await shot(page, '2-besonderheiten');
  await page.getByRole('button', { name: 'Weiter' }).click();

  // Step 3: the earliest date and its first slot are preselected.
  await expect(stepHeading).toContainText('Terminwahl');
  const slots = page.getByRole('radiogroup', { name: 'Uhrzeit der Abholung' });
  await expect(slots.getByRole('radio', { checked: true })).toHaveCount(1);
  await expect(page.locator('#kf-buchung-datum')).toContainText(/Datum: \d\d\.\d\d\.\d{4}/);
  await page.getByRole('radio', { name: 'Rückfahrt zu einer festen Uhrzeit' }).click();
  await page.getByRole('button', { name: 'Weiter' }).click();
  await expect(page.getByText('Bitte geben Sie die Uhrzeit der Rückfahrt an.')).toBeVisible();
  await page.getByLabel('Uhrzeit der Rückfahrt').fill('19:00');
  await shot(page, '3-termin');
  await expectNoSeriousA11yViolations(page);

  // A reload of the tab keeps every entry and the step.
  await page.reload();
  await expect(stepHeading).toContainText('Terminwahl');
  await expect(page.getByLabel('Uhrzeit der Rückfahrt')).toHaveValue('19:00');
  await expect(slots.getByRole('radio', { checked: true })).toHaveCount(1);
  const chosenTime = (await slots.getByRole('radio', { checked: true }).textContent())!.trim();
  await page.getByRole('button', { name: 'Weiter' }).click();

  // Step 4: summary, confirmation e-mail prefilled, upload checked in the browser.
  await expect(stepHeading).toContainText('Bestätigung');
  await expect(page.getByText('Erika Mustermann')).toBeVisible();
  await expect(page.getByText(`um ${chosenTime} Uhr`)).toBeVisible();
  await expect(page.getByText('Um 19:00 Uhr')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'E-Mail-Adresse für die Bestätigung' })).toHaveValue(
    'erika.mustermann@example.org',
  );
  const upload = page.getByLabel('Ärztliche Verordnung hochladen (optional)');
  await upload.setInputFiles({ name: 'notiz.txt', mimeType: 'text/plain', buffer: Buffer.from('hallo') });
  await expect(page.getByText('Bitte laden Sie eine PDF-, JPG- oder PNG-Datei hoch.')).toBeVisible();
  await upload.setInputFiles({ name: 'Verordnung.pdf', mimeType: 'application/pdf', buffer: pdf });
  await expect(page.getByText('Verordnung.pdf')).toBeVisible();
  await page.getByRole('checkbox', { name: 'Eine Genehmigung der Krankenkasse liegt vor' }).click();
  await page.getByRole('button', { name: 'Verbindlich buchen' }).click();
  await expect(page.getByText('Bitte stimmen Sie der Verarbeitung Ihrer Gesundheitsdaten zu.')).toBeVisible();
  await page.getByRole('checkbox', { name: /Ich willige ein/ }).click();
  await shot(page, '4-bestaetigung');
  await expectNoSeriousA11yViolations(page);

  // A failed submission (here a broken answer from the network; an aborted request would also log a
  // browser console error): a clear German message, every entry stays, sending again works.
  await page.route('**/online-buchung/absenden', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<html><body>Gateway-Fehler</body></html>' }),
  );
  await page.getByRole('button', { name: 'Verbindlich buchen' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Die Buchung konnte nicht gesendet werden' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'E-Mail-Adresse für die Bestätigung' })).toHaveValue(
    'erika.mustermann@example.org',
  );
  await expect(page.getByText('Verordnung.pdf')).toBeVisible();
  await page.unroute('**/online-buchung/absenden');
  await page.getByRole('button', { name: 'Verbindlich buchen' }).click();

  // Thank-you screen with the booking number and the phone number; then a fresh form.
  const thanks = page.getByRole('heading', { name: 'Vielen Dank für Ihre Buchung!' });
  await expect(thanks).toBeVisible();
  await expect(thanks).toBeFocused();
  await expect(page.getByTestId('buchungsnummer')).toHaveText(/^KF-\d{4}-\d{5}$/);
  await expect(page.getByRole('link', { name: /069 90009 123/ }).first()).toBeVisible();
  await shot(page, '5-danke');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Neue Buchung' }).click();
  await expect(stepHeading).toContainText('Patientendaten');
  await expect(page.getByRole('textbox', { name: 'Vorname', exact: true })).toHaveValue('');
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Vorname', exact: true })).toHaveValue('');
});

test('the slot endpoint offers the earliest date and answers without a trailing slash too', async ({
  request,
  page,
}) => {
  const response = await request.get('/online-buchung/termine?datum=2000-01-01');
  expect(response.status()).toBe(200);
  const body = await response.json();
  expect(body.slots).toEqual([]);
  // A past date suggests the earliest free date instead.
  expect(body.next.date).toBe(body.earliest.date);
  expect(response.headers()['cache-control']).toBe('no-store');
  await page.goto('/online-buchung');
  await expect(page.getByRole('heading', { level: 1, name: 'Online-Buchung' })).toBeVisible();
});

test('the home page loads the wizard only when its section comes near @phone', async ({ page }) => {
  const wizardRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/online-buchung/termine')) wizardRequests.push(request.url());
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const section = page.locator('section#online-buchung');
  await expect(section.getByText('Buchungsformular wird geladen …')).toBeAttached();
  expect(wizardRequests).toEqual([]);
  await section.scrollIntoViewIfNeeded();
  await expect(section.locator('#kf-buchung-schritt')).toContainText('Patientendaten');
  expect(wizardRequests.length).toBeGreaterThan(0);
  await expectNoSeriousA11yViolations(page, { include: 'section#online-buchung' });
  // Entries made on the home page are the same wizard run as on the booking page (same tab).
  await section.getByRole('textbox', { name: 'Vorname', exact: true }).fill('Hans');
  await page.goto('/online-buchung');
  await expect(page.getByRole('textbox', { name: 'Vorname', exact: true })).toHaveValue('Hans');
});

test('works with the keyboard alone: typing, Enter for Weiter, Space for switches and options', async ({ page }) => {
  await page.goto('/online-buchung');
  const stepHeading = page.locator('#kf-buchung-schritt');
  await expect(stepHeading).toContainText('Patientendaten');
  await page.getByRole('textbox', { name: 'Vorname', exact: true }).focus();
  await page.keyboard.type('Hans');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Beispiel');
  await page.keyboard.press('Tab');
  await page.keyboard.type('0691234567');
  await page.keyboard.press('Tab');
  await page.keyboard.type('hans@example.org');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Musterweg 1, Frankfurt');
  await page.keyboard.press('Tab');
  await page.keyboard.type('Praxis am Markt, Bad Homburg');
  await page.keyboard.press('Enter');
  await expect(stepHeading).toContainText('Besonderheiten');
  await expect(stepHeading).toBeFocused();

  // Tab to the wheelchair switch (after Adipositas and Infektiös), Space turns it on.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(page.getByRole('switch', { name: 'Rollstuhl' })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(page.getByRole('switch', { name: 'Rollstuhl' })).toBeChecked();
  await page.getByRole('button', { name: 'Weiter' }).focus();
  await page.keyboard.press('Enter');
  // The unanswered question takes the focus; Space chooses the focused option.
  await expect(page.getByRole('radio', { name: 'Ja, barrierefrei' })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(page.getByRole('radio', { name: 'Ja, barrierefrei' })).toBeChecked();
  await page.getByRole('button', { name: 'Weiter' }).focus();
  await page.keyboard.press('Enter');
  await expect(stepHeading).toContainText('Terminwahl');
  await expect(stepHeading).toBeFocused();
  // Zurück with the keyboard keeps the answers.
  await page.getByRole('button', { name: 'Zurück' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('radio', { name: 'Ja, barrierefrei' })).toBeChecked();
});

test('an online booking is stored as Offen and the same key answers with the same number', async ({
  page,
  request,
}) => {
  const offer = await (await request.get('/online-buchung/termine')).json();
  const fields: Record<string, string> = {
    vorname: 'Gustav',
    nachname: 'Speicherprobe',
    telefon: '+4969900095',
    email: 'gustav@example.org',
    abholadresse: 'Speicherweg 7, 60311 Frankfurt am Main',
    zieladresse: 'Praxis Dr. Beispiel, 61348 Bad Homburg',
    krankenkasse: '',
    pflegegrad: 'keiner',
    rollstuhl: 'false',
    datum: offer.next.date,
    uhrzeit: offer.next.time,
    rueckfahrt: 'nach-termin',
    zustimmung: 'true',
    bestaetigungsEmail: 'gustav@example.org',
    idempotencyKey: `e2e-${Date.now()}-speicherprobe`,
    website: '',
  };
  const first = await request.post('/online-buchung/absenden', { multipart: fields });
  expect(first.status()).toBe(200);
  const { bookingNumber } = await first.json();
  expect(bookingNumber).toMatch(/^KF-\d{4}-\d{5}$/);
  const again = await request.post('/online-buchung/absenden', { multipart: fields });
  expect(await again.json()).toEqual({ ok: true, bookingNumber });
  const bot = await request.post('/online-buchung/absenden', {
    multipart: { ...fields, idempotencyKey: `e2e-${Date.now()}-bot-probe`, website: 'x' },
  });
  expect(bot.status()).toBe(400);

  // The back office lists exactly one such booking, pending.
  await signInAsOwner(page, '/app/bookings?q=speicherprobe');
  const rows = page.getByRole('table').getByRole('row').filter({ hasText: 'Speicherprobe' });
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(bookingNumber);
  await expect(rows.first()).toContainText('Offen');
});
