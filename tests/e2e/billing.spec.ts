// The billing journey of issue 21: complete a month for one insurer. A ride lacks its km: staff enter
// them on /app/billing, the ride becomes ready, the monthly package is exported (CSV, PDF, ZIP), its
// CSV downloads again, and both bookings show "Abgerechnet". Then a billed ride is corrected (issue 36,
// decision 251): from its details to the prefilled correction, a German error, the correction waiting,
// and a package of corrections only with its correction CSV. Own server on a prepared data directory.
import { readFile } from 'node:fs/promises';
import { formatGermanMonth } from '../../app/domain/calendar-days';
import { PROVIDER_IK } from '../../app/server/billing/billing.fixtures';
import { BILLING, lastMonthDay, prepareBillingDataDir } from './billing.seed';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { openBookingMenu, toast, useOwnServer } from './support/own-server';

const { signIn } = useOwnServer({
  name: 'billing',
  sidePortOffset: 4,
  ownerPassword: 'E2E-Abrechnung-Passwort-2026',
  prepare: prepareBillingDataDir,
});

test('complete a month for one insurer: fix the missing km, export the package, bookings Abgerechnet', async ({
  page,
}) => {
  await signIn(page, '/app/billing');
  const aok = page.getByRole('region', { name: /^AOK Hessen/ });
  const noKm = aok.getByTestId('billing-leg').filter({ hasText: BILLING.noKm.bookingNumber });
  const ready = aok.getByTestId('billing-leg').filter({ hasText: BILLING.ready.bookingNumber });
  await expect(ready).toContainText('Abrechnungsbereit');
  await expect(noKm).toContainText('Die gefahrenen Kilometer fehlen.');
  const month = formatGermanMonth(lastMonthDay(1).slice(0, 7));
  await expect(aok.getByLabel('Abrechnungsmonat')).toContainText(`${month} (1 von 2 bereit)`);
  await expectNoSeriousA11yViolations(page);

  // The filter narrows the list to one month and payer (a busy month is paged per payer).
  const filter = page.getByRole('form', { name: 'Abrechnung filtern' });
  await filter.getByLabel('Monat').selectOption({ label: month });
  await filter.getByLabel('Kostenträger').selectOption({ label: 'AOK Hessen (2 Fahrten)' });
  await filter.getByRole('button', { name: 'Anzeigen' }).click();
  await expect(page).toHaveURL(/monat=\d{4}-\d{2}&kasse=krankenkasse%3Aaok\+hessen/);
  await expect(aok.getByTestId('billing-leg')).toHaveCount(2);

  // A wrong entry is refused in German and kept in the field; the right one makes the ride ready.
  const kmField = noKm.getByLabel('Gefahrene km');
  await kmField.fill('14,25');
  await noKm.getByRole('button', { name: /speichern/ }).click();
  await expect(noKm.getByText('höchstens einer Nachkommastelle')).toBeVisible();
  await expect(kmField).toHaveValue('14,25');
  await kmField.fill('14,2');
  await noKm.getByLabel('Abgesetzt um').fill('25:00');
  await noKm.getByRole('button', { name: /speichern/ }).click();
  await expect(noKm.getByText('Bitte geben Sie die Uhrzeit als HH:MM ein')).toBeVisible();
  await noKm.getByLabel('Abgesetzt um').fill('9.45');
  await noKm.getByRole('button', { name: /speichern/ }).click();
  await expect(toast(page, 'Fahrt ergänzt')).toBeVisible();
  await expect(noKm).toContainText('Abrechnungsbereit');
  await expect(noKm).toContainText('abgesetzt 09:45 Uhr');
  await expect(aok.getByLabel('Abrechnungsmonat')).toContainText(`${month} (2 von 2 bereit)`);

  // Export: a confirmation first, then the package is listed and the rides leave the open list.
  await aok.getByRole('button', { name: 'Monatspaket erstellen' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Monatspaket erstellen' });
  await expect(dialog).toContainText('2 abrechnungsbereite Fahrten von AOK Hessen');
  await dialog.getByRole('button', { name: 'Paket erstellen' }).click();
  await expect(toast(page, 'Monatspaket erstellt')).toBeVisible();
  await expect(page.getByTestId('billing-leg').filter({ hasText: BILLING.noKm.bookingNumber })).toHaveCount(0);
  const entry = page.getByTestId('billing-export').filter({ hasText: `AOK Hessen · ${month}` });
  await expect(entry).toContainText('2 Fahrten');

  // The stored CSV downloads again and holds both rides.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    entry.getByRole('link', { name: /^CSV von AOK Hessen/ }).click(),
  ]);
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv).toContain(BILLING.ready.bookingNumber);
  expect(csv).toContain(`${PROVIDER_IK};${BILLING.noKm.bookingNumber};Hinfahrt;Ohnekilometer`);
  expect(csv).toContain('14,2');
  expect(csv).toContain(';09:45;');

  // Both bookings are Abgerechnet, with the package in their history.
  await page.goto(`/app/bookings?archive=1&q=${BILLING.noKm.bookingNumber}`, { waitUntil: 'networkidle' });
  const row = page.getByRole('row').filter({ hasText: BILLING.noKm.bookingNumber });
  await expect(row).toContainText('Abgerechnet');
  await page.goto(`/app/bookings?archive=1&q=${BILLING.ready.bookingNumber}`, { waitUntil: 'networkidle' });
  await expect(page.getByRole('row').filter({ hasText: BILLING.ready.bookingNumber })).toContainText('Abgerechnet');
});

test('correct a billed ride: from its details to a correction line in the next package', async ({ page }) => {
  const number = BILLING.ready.bookingNumber;
  await signIn(page, `/app/bookings?archive=1&q=${number}`);
  await (await openBookingMenu(page, number)).getByRole('menuitem', { name: 'Details anzeigen' }).click();
  const details = page.getByRole('dialog');
  await expect(details.locator('[data-leg="hin"] [data-leg-locked]')).toContainText('Abgerechnet');
  // On a phone the details fit the screen: the scan's long download link wraps instead of widening them.
  await page.setViewportSize({ width: 360, height: 780 });
  await expect.poll(() => details.evaluate((dialog) => dialog.scrollWidth - dialog.clientWidth)).toBe(0);
  await page.setViewportSize({ width: 1366, height: 900 });
  await details.getByRole('link', { name: 'Korrektur für das nächste Monatspaket erfassen' }).click();

  await expect(page).toHaveURL(/\/app\/billing\?korrektur=/);
  const form = page.getByRole('form', { name: 'Abgerechnete Fahrt korrigieren' });
  await expect(form.getByLabel('Buchungsnummer')).toHaveValue(number);
  await expect(form.getByLabel('Fahrt', { exact: true })).toHaveValue('hin');
  // Without a reason: a German error at the field, the km kept.
  await form.getByLabel('Richtige km').fill('20');
  await form.getByRole('button', { name: 'Korrektur vormerken' }).click();
  await expect(form.getByText('Bitte geben Sie den Grund der Korrektur an.')).toBeVisible();
  await expect(form.getByLabel('Richtige km')).toHaveValue('20');
  await form.getByLabel('Grund der Korrektur').fill('Umleitung wegen Baustelle');
  await form.getByRole('button', { name: 'Korrektur vormerken' }).click();
  await expect(toast(page, 'Korrektur gespeichert')).toBeVisible();
  const waiting = page.getByTestId('billing-correction').filter({ hasText: number });
  await expect(waiting).toContainText('12,5 → 20 km');
  await expect(waiting).toContainText('Grund: Umleitung wegen Baustelle');
  await expectNoSeriousA11yViolations(page);

  // No new rides are due: the correction goes in a package of its own.
  const insurer = page.getByRole('region', { name: /^AOK Hessen · 1 Korrektur/ });
  await insurer.getByRole('button', { name: 'Korrekturen jetzt übermitteln' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Korrekturen übermitteln' });
  await dialog.getByRole('button', { name: 'Paket erstellen' }).click();
  await expect(toast(page, 'Monatspaket erstellt')).toBeVisible();
  await expect(page.getByTestId('billing-correction')).toHaveCount(0);
  const entry = page.getByTestId('billing-export').filter({ hasText: '1 Korrektur' });
  await expect(entry).toContainText('0 Fahrten');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    entry.getByRole('link', { name: /^Korrekturen \(CSV\) von AOK Hessen/ }).click(),
  ]);
  const csv = await readFile((await download.path())!, 'utf8');
  expect(csv).toContain(`${PROVIDER_IK};${number};Hinfahrt`);
  expect(csv).toContain(';Korrektur;12,5;20,0;');
  expect(csv).toContain('Umleitung wegen Baustelle');
});
