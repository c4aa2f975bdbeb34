// Billing without the app (issue 37): a ride whose driver's phone died is completed from the office with
// the scanned, signed Transportschein, shown completed on the dispatch board, and billed in the monthly
// package (the scan in its ZIP); a ride set down without the patient's signature gets its paper proof
// through the billing check's fix link. German errors keep what was typed; the form works by keyboard
// and on a phone. Own server on a prepared data directory.
import { readFile } from 'node:fs/promises';
import { unzipSync } from 'fflate';
import { formatGermanMonth } from '../../app/domain/calendar-days';
import { formatGermanDate } from '../../app/domain/german-date';
import { IMAGE_MESSAGES } from '../../app/domain/image-limits';
import { PHOTO_JPEG, pngHeaderOnly } from '../support/test-images';
import { OFFICE, prepareOfficeCompletionDataDir } from './office-completion.seed';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { toast, useOwnServer } from './support/own-server';

const { signIn } = useOwnServer({
  name: 'office-completion',
  sidePortOffset: 11,
  ownerPassword: 'E2E-Buero-Abschluss-2026',
  prepare: prepareOfficeCompletionDataDir,
});

/** A small generated PDF standing for the scanned Transportschein. */
const SCAN_PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n');
test('complete a ride from the office with the scanned Transportschein, then bill it', async ({ page }) => {
  const number = OFFICE.planned.bookingNumber;
  await signIn(page, '/app/billing');
  const open = page.getByRole('region', { name: /^Fahrten ohne Abschluss/ });
  const ride = open.getByTestId('uncompleted-leg').filter({ hasText: number });
  await expect(ride).toContainText(`${formatGermanDate(OFFICE.day)}, 08:30 Uhr`);
  await expect(ride).toContainText('Hinfahrt · geplant · ohne Fahrer');
  // Not billable yet: the ride is not among the insurer's open rides.
  await expect(page.getByTestId('billing-leg').filter({ hasText: number })).toHaveCount(0);

  // By keyboard: the button opens the form, which a screen reader finds by its name.
  const opener = ride.getByRole('button', { name: `Im Büro abschließen (${number} Hinfahrt)` });
  await opener.focus();
  await page.keyboard.press('Enter');
  await expect(opener).toHaveAttribute('aria-expanded', 'true');
  const form = page.getByRole('form', { name: `${number} Hinfahrt im Büro abschließen` });
  await expectNoSeriousA11yViolations(page);

  // Wrong entries: German messages at the fields, everything typed kept (the chosen file too).
  await form.getByLabel('Abgeholt um').fill('08:40');
  await form.getByLabel('Abgesetzt um').fill('08:20');
  await form.getByLabel('Gefahrene km').fill('12,55');
  await form.getByLabel('Wartezeit (Min.)').fill('10');
  await form
    .getByLabel(/Unterschriebener Transportschein/)
    .setInputFiles({ name: 'transportschein.pdf', mimeType: 'application/pdf', buffer: SCAN_PDF });
  await form.getByRole('button', { name: `${number} Hinfahrt abschließen` }).click();
  await expect(form.getByText('Bitte wählen Sie den Fahrer, der die Fahrt gefahren ist.')).toBeVisible();
  await expect(form.getByText('Die Absetzzeit liegt vor der Abholzeit.')).toBeVisible();
  await expect(form.getByText('höchstens einer Nachkommastelle')).toBeVisible();
  await expect(form.getByLabel('Gefahren von (Fahrer)')).toBeFocused();
  await expect(form.getByLabel('Abgeholt um')).toHaveValue('08:40');
  await expect(form.getByLabel('Wartezeit (Min.)')).toHaveValue('10');
  expect(
    await form
      .getByLabel(/Unterschriebener Transportschein/)
      .evaluate((input: HTMLInputElement) => input.files?.[0]?.name),
  ).toBe('transportschein.pdf');

  // On a phone the form fits the screen.
  await page.setViewportSize({ width: 360, height: 780 });
  await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.setViewportSize({ width: 1366, height: 900 });

  await form.getByLabel('Gefahren von (Fahrer)').selectOption({ label: OFFICE.driver.name });
  await form.getByLabel('Abgesetzt um').fill('09:05');
  await form.getByLabel('Gefahrene km').fill('12,5');
  await form.getByRole('button', { name: `${number} Hinfahrt abschließen` }).click();
  await expect(toast(page, 'Fahrt im Büro abgeschlossen')).toBeVisible();
  await expect(open.getByTestId('uncompleted-leg').filter({ hasText: number })).toHaveCount(0);

  // Billable now, with the scan as the proof: ready, and the scan opens for staff.
  const aok = page.getByRole('region', { name: /^AOK Hessen/ });
  const billed = aok.getByTestId('billing-leg').filter({ hasText: number });
  await expect(billed).toContainText('Abrechnungsbereit');
  await expect(billed).toContainText('12,5 km');
  await expect(billed).toContainText('abgesetzt 09:05 Uhr');
  await expect(billed).toContainText('Unterschriebener Transportschein (Scan) liegt vor');
  const [scan] = await Promise.all([
    page.waitForEvent('download'),
    billed.getByRole('link', { name: /^Scan herunterladen/ }).click(),
  ]);
  expect(scan.suggestedFilename()).toBe(`${number}-hinfahrt-transportschein-scan.pdf`);
  expect(await readFile((await scan.path())!)).toEqual(SCAN_PDF);

  // The dispatch board shows it completed, with the driver who drove it.
  await page.goto(`/app/dispatch?tag=${OFFICE.day}`, { waitUntil: 'networkidle' });
  const card = page.locator(`li[data-booking-number="${number}"]`);
  await expect(card.locator('[data-leg-status]')).toHaveAttribute('data-leg-status', 'abgesetzt');
  await expect(
    page
      .getByRole('region', { name: new RegExp(`^${OFFICE.driver.name} \\(`) })
      .locator(`li[data-booking-number="${number}"]`),
  ).toBeVisible();

  // The history names who completed it, in the office.
  // Durchgeführt and past: in the archive view.
  await page.goto(`/app/bookings?archive=1&q=${number}`, { waitUntil: 'networkidle' });
  await page
    .getByRole('row')
    .filter({ hasText: number })
    .getByRole('button', { name: `Aktionen für Buchung ${number}` })
    .click();
  await page.getByRole('menuitem', { name: 'Details anzeigen' }).click();
  const details = page.getByRole('dialog');
  await expect(details).toContainText('Hinfahrt im Büro abgeschlossen von');
  await expect(details.locator('[data-leg-document="transportschein-scan"]')).toContainText(
    'Unterschriebener Transportschein (Scan)',
  );
  await page.keyboard.press('Escape');

  // The monthly package bills it, the scan beside the photos in its ZIP.
  await page.goto('/app/billing', { waitUntil: 'networkidle' });
  const month = formatGermanMonth(OFFICE.day.slice(0, 7));
  const monthSelect = aok.getByLabel('Abrechnungsmonat');
  await monthSelect.selectOption((await monthSelect.locator('option', { hasText: month }).getAttribute('value'))!);
  await aok.getByRole('button', { name: 'Monatspaket erstellen' }).click();
  await page
    .getByRole('alertdialog', { name: 'Monatspaket erstellen' })
    .getByRole('button', { name: 'Paket erstellen' })
    .click();
  await expect(toast(page, 'Monatspaket erstellt')).toBeVisible();
  const entry = page.getByTestId('billing-export').filter({ hasText: `AOK Hessen · ${month}` });
  const [csvDownload] = await Promise.all([
    page.waitForEvent('download'),
    entry.getByRole('link', { name: /^CSV von AOK Hessen/ }).click(),
  ]);
  const csv = await readFile((await csvDownload.path())!, 'utf8');
  expect(csv).toContain(`;${number};Hinfahrt;${OFFICE.planned.nachname}`);
  expect(csv).toContain(';09:05;');
  const [zipDownload] = await Promise.all([
    page.waitForEvent('download'),
    entry.getByRole('link', { name: /^ZIP von AOK Hessen/ }).click(),
  ]);
  const files = Object.keys(unzipSync(await readFile((await zipDownload.path())!)));
  expect(files).toContain(`Transportscheine/${number}-Hinfahrt-unterschrieben.pdf`);
});

test('give a ride set down without signature its signed paper Transportschein through the fix link', async ({
  page,
}) => {
  const number = OFFICE.unsigned.bookingNumber;
  await signIn(page, '/app/billing');
  const leg = page.getByTestId('billing-leg').filter({ hasText: number });
  await expect(leg).toContainText('Die Unterschrift des Patienten für diese Fahrt fehlt');
  await leg.getByRole('link', { name: 'Unterschriebenen Transportschein hochladen' }).click();
  const upload = leg.getByRole('form', { name: `Unterschriebenen Transportschein für ${number} Hinfahrt hochladen` });
  await expect(upload).toBeInViewport();

  // A file that is no scan (by its content, whatever its name): German message at the field.
  await upload
    .getByLabel(/Unterschriebener Transportschein/)
    .setInputFiles({ name: 'scan.pdf', mimeType: 'application/pdf', buffer: Buffer.from('kein PDF') });
  await upload.getByRole('button', { name: `Transportschein für ${number} Hinfahrt hochladen` }).click();
  await expect(upload.getByText('Der Transportschein muss ein PDF, JPEG oder PNG sein.')).toBeVisible();

  // A decompression bomb (50 000 × 50 000 px in a few bytes) is refused by its pixel size (issue 39).
  await upload
    .getByLabel(/Unterschriebener Transportschein/)
    .setInputFiles({ name: 'riesig.png', mimeType: 'image/png', buffer: pngHeaderOnly(50_000, 50_000) });
  await upload.getByRole('button', { name: `Transportschein für ${number} Hinfahrt hochladen` }).click();
  await expect(upload.getByText(IMAGE_MESSAGES.documentTooLarge)).toBeVisible();

  // A phone photo of the signed paper.
  await upload
    .getByLabel(/Unterschriebener Transportschein/)
    .setInputFiles({ name: 'foto.jpg', mimeType: 'image/jpeg', buffer: PHOTO_JPEG });
  await upload.getByRole('button', { name: `Transportschein für ${number} Hinfahrt hochladen` }).click();
  await expect(toast(page, 'Transportschein gespeichert')).toBeVisible();
  await expect(leg).toContainText('Abrechnungsbereit');
  await expect(leg.getByRole('link', { name: /^Scan ansehen/ })).toBeVisible();
});
