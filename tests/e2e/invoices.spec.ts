// Journey of issue 21 (second half): a private customer's completed ride is invoiced on
// /app/billing/rechnungen (a refused attempt keeps what was typed), the PDF is downloaded and read back,
// the invoice is cancelled by a Storno with its own number after a confirmation, the Storno's PDF is
// downloaded too, the legs are open again, and the reports show no open invoice. Issue 38: the Inhaber
// marks a payer as Krankenhaus; its ride leaves the co-payments and is invoiced to the hospital's address.
// Runs its own server on a prepared data directory (useOwnServer).
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { berlinDate } from '../../app/domain/berlin-time';
import { pdfText } from '../support/pdf-text';
import { CUSTOMER, HOSPITAL, prepareInvoicesDataDir } from './invoices.seed';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { openBookingMenu, toast, useOwnServer } from './support/own-server';

const { signIn } = useOwnServer({
  name: 'invoices',
  sidePortOffset: 19,
  ownerPassword: 'E2E-Rechnung-Passwort-2026',
  prepare: prepareInvoicesDataDir,
});

const year = berlinDate().slice(0, 4);
const first = `RE-${year}-00001`;
const storno = `RE-${year}-00002`;
const customerName = `${CUSTOMER.vorname} ${CUSTOMER.nachname}`;

async function downloadText(page: Page, nummer: string): Promise<string> {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: `PDF ${nummer} herunterladen` }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${nummer}.pdf`);
  return (await pdfText(await readFile((await download.path())!))).replace(/\s+/g, ' ');
}

test('writes a private invoice and a Storno and downloads both', async ({ page }) => {
  await signIn(page, '/app/billing/rechnungen');
  await expect(page.getByRole('heading', { name: 'Rechnungen', level: 1 })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Abrechnung' }).getByRole('link', { name: 'Berichte' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Privatfahrten ohne Rechnung (2)' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // A refusal keeps what was typed: the address is missing.
  await page.getByRole('button', { name: `Rechnung für ${customerName} erstellen` }).click();
  const dialog = page.getByRole('dialog', { name: 'Rechnung erstellen' });
  await expect(dialog.getByRole('checkbox')).toHaveCount(2);
  await dialog.getByLabel('Rechnungsempfänger').fill('Paula Privatkundin-Meier');
  await dialog.getByLabel('Anschrift').fill('');
  await dialog.getByRole('button', { name: 'Rechnung erstellen' }).click();
  await expect(toast(page, 'Rechnung konnte nicht erstellt werden')).toBeVisible();
  await expect(dialog.getByText('Bitte geben Sie die Anschrift des Rechnungsempfängers ein')).toBeVisible();
  await expect(dialog.getByLabel('Anschrift')).toBeFocused();
  await expect(dialog.getByLabel('Rechnungsempfänger')).toHaveValue('Paula Privatkundin-Meier');
  await dialog.getByLabel('Anschrift').fill(CUSTOMER.adresse);
  await dialog.getByRole('button', { name: 'Rechnung erstellen' }).click();
  await expect(toast(page, 'Rechnung erstellt').filter({ hasText: first })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Privatfahrten ohne Rechnung (0)' })).toBeVisible();

  const invoiceText = await downloadText(page, first);
  for (const expected of [
    `Rechnungsnummer: ${first}`,
    'Paula Privatkundin-Meier',
    'Lindenweg 4',
    'Steuernummer: 045 123 45678',
    'Hinfahrt',
    'Rückfahrt',
    'Gesamtbetrag (brutto) 108,00 €',
    'Umsatzsteuer 19 %',
  ]) {
    expect(invoiceText).toContain(expected);
  }

  // Storno after a confirmation; the invoice stays, a new number cancels it.
  await page.getByRole('button', { name: `${first} stornieren` }).click();
  const confirm = page.getByRole('dialog', { name: `${first} stornieren?` });
  await expect(confirm.getByText('Die Rechnung wird nicht gelöscht')).toBeVisible();
  await confirm.getByLabel('Grund (steht auf der Stornorechnung)').fill('Falscher Empfänger');
  await confirm.getByRole('button', { name: 'Stornorechnung erstellen' }).click();
  await expect(toast(page, 'Rechnung storniert').filter({ hasText: storno })).toBeVisible();
  const written = page.getByRole('region', { name: /Geschriebene Rechnungen und Belege/ });
  await expect(written.getByText(`storniert durch ${storno}`)).toBeVisible();
  await expect(written.getByText(`Storno zu ${first}`)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Privatfahrten ohne Rechnung (2)' })).toBeVisible();

  const stornoText = await downloadText(page, storno);
  for (const expected of [
    `Stornorechnung zu ${first}`,
    `Stornorechnungsnummer: ${storno}`,
    'Grund: Falscher Empfänger',
    'Gesamtbetrag (brutto) -108,00 €',
  ]) {
    expect(stornoText).toContain(expected);
  }
  // The first PDF is still there, unchanged.
  expect(await downloadText(page, first)).toBe(invoiceText);

  // The booking's history names the invoice and its Storno.
  await page.goto(`/app/bookings?archive=1&q=${CUSTOMER.bookingNumber}`, { waitUntil: 'networkidle' });
  const menu = await openBookingMenu(page, CUSTOMER.bookingNumber);
  await menu.getByRole('menuitem', { name: 'Details anzeigen' }).click();
  const details = page.getByRole('dialog', { name: 'Buchungsdetails' });
  await expect(details.getByText(`Rechnung ${first} erstellt (Hinfahrt, Rückfahrt)`)).toBeVisible();
  await expect(details.getByText(`Rechnung ${first} storniert durch ${storno} (Hinfahrt, Rückfahrt)`)).toBeVisible();
  await page.keyboard.press('Escape');
  await page.goto('/app/billing/rechnungen', { waitUntil: 'networkidle' });

  await page.getByRole('navigation', { name: 'Abrechnung' }).getByRole('link', { name: 'Berichte' }).click();
  await expect(page.getByRole('heading', { name: 'Berichte', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: /Offene Privatrechnungen \(0,/ })).toBeVisible();
  // The customer's two legs under Privat (the demo data's driven insurer rides count under their insurers).
  const perPayer = page.getByRole('region', { name: 'Umsatz pro Kostenträger' });
  await expect(perPayer.getByRole('row').filter({ hasText: /^Privat/ })).toContainText('108,00');
  await expectNoSeriousA11yViolations(page);
});

test('a leg without a price links to its booking to fix it', async ({ page }) => {
  await signIn(page, '/app/billing/rechnungen');
  const receipts = page.getByRole('region', { name: /Zuzahlungen ohne Beleg/ });
  const link = receipts.getByRole('link', { name: /^Buchung KF-\d{4}-\d{5} öffnen$/ }).first();
  const bookingNumber = /KF-\d{4}-\d{5}/.exec((await link.textContent()) ?? '')![0];
  await link.click();
  await expect(page).toHaveURL(/\/app\/bookings\?q=/);
  await expect(page.getByRole('row').filter({ hasText: bookingNumber })).toBeVisible();
});

test('the invoices screen fits a phone @phone', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await signIn(page, '/app/billing/rechnungen');
  await expect(page.getByRole('heading', { name: 'Rechnungen', level: 1 })).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});

test('incomplete company data: Rechnungen names what is missing and links to it, its create buttons are disabled and described by it, a wrong VAT id is refused where typed', async ({
  page,
}) => {
  // Issue 37: the demo USt-IdNr. "DE000000000" was accepted and printed; the check digit refuses it now.
  await signIn(page, '/app/settings/rechnungsdaten');
  const form = page.getByRole('form', { name: 'Rechnungsdaten' });
  await form.getByLabel('USt-IdNr.').fill('DE000000000');
  await form.getByRole('button', { name: 'Speichern' }).click();
  await expect(form.getByText('Die USt-IdNr. ist nicht gültig (Prüfziffer stimmt nicht).')).toBeVisible();
  // Without the IBAN the data are saved but not complete for an invoice.
  await form.getByLabel('USt-IdNr.').fill('');
  await form.getByLabel('IBAN').fill('');
  await form.getByRole('button', { name: 'Speichern' }).click();
  await expect(toast(page, 'Rechnungsdaten gespeichert')).toBeVisible();

  await page.goto('/app/billing/rechnungen', { waitUntil: 'networkidle' });
  const notice = page.getByRole('status').filter({ hasText: 'fehlen in den Rechnungsdaten' });
  await expect(notice).toContainText('IBAN für die Zahlungsaufforderung');
  // The actions the server refuses are disabled, and a screen reader hears why (the notice describes them).
  const create = page.getByRole('button', { name: `Rechnung für ${customerName} erstellen` });
  await expect(create).toBeDisabled();
  await expect(create).toHaveAccessibleDescription(/fehlen in den Rechnungsdaten: IBAN für die Zahlungsaufforderung/);

  await notice.getByRole('link', { name: 'Rechnungsdaten öffnen' }).click();
  await expect(page).toHaveURL(/\/app\/settings\/rechnungsdaten$/);
  await form.getByLabel('USt-IdNr.').fill('DE 136 695 976');
  await form.getByLabel('IBAN').fill('DE89 3704 0044 0532 0130 00');
  await form.getByRole('button', { name: 'Speichern' }).click();
  await expect(toast(page, 'Rechnungsdaten gespeichert')).toBeVisible();
  await page.goto('/app/billing/rechnungen', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { name: 'Rechnungen', level: 1 })).toBeVisible();
  await expect(page.getByText('fehlen in den Rechnungsdaten')).toHaveCount(0);
  await expect(create).toBeEnabled();
  await create.click();
  await expect(page.getByRole('dialog', { name: 'Rechnung erstellen' })).toBeVisible();
});

test('the Inhaber marks a payer as Krankenhaus: its ride has no co-payment and its invoice goes to the hospital', async ({
  page,
}) => {
  // Issue 38: until marked, the hospital's name is read as an insurer and its ride owes a co-payment.
  const patientName = `${HOSPITAL.patient.vorname} ${HOSPITAL.patient.nachname}`;
  await signIn(page, '/app/billing/rechnungen');
  const receipts = page.getByRole('region', { name: /Zuzahlungen ohne Beleg/ });
  await expect(receipts.getByText(`${patientName} · ${HOSPITAL.name}`)).toBeVisible();

  await page.goto('/app/approvals/kassen', { waitUntil: 'networkidle' });
  const form = page.getByRole('form', { name: 'Krankenkasse hinzufügen' });
  await form.getByLabel('Krankenkasse').fill(HOSPITAL.name);
  await form.getByLabel('Art des Kostenträgers').selectOption({ label: 'Krankenhaus' });
  await form.getByRole('button', { name: 'Speichern' }).click();
  await expect(form.getByText('Bitte geben Sie die Rechnungsanschrift des Krankenhauses ein')).toBeVisible();
  await form.getByLabel('Rechnungsanschrift').fill(HOSPITAL.adresse);
  await form.getByRole('button', { name: 'Speichern' }).click();
  await expect(toast(page, 'Einstellungen der Krankenkasse gespeichert')).toBeVisible();
  await expect(page.getByText('Art: Krankenhaus')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.goto('/app/billing/rechnungen', { waitUntil: 'networkidle' });
  await expect(receipts.getByText(`${patientName} · ${HOSPITAL.name}`)).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Krankenhausfahrten ohne Rechnung (1)' })).toBeVisible();
  await page.getByRole('button', { name: `Rechnung für ${HOSPITAL.name} erstellen` }).click();
  const dialog = page.getByRole('dialog', { name: 'Rechnung erstellen' });
  // The recipient is the hospital's name and Rechnungsanschrift from the settings, shown, not typed.
  await expect(dialog.getByText(`${HOSPITAL.name} ${HOSPITAL.adresse.replace('\n', ' ')}`)).toBeVisible();
  await expect(dialog.getByLabel('Anschrift')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Rechnung erstellen' }).click();
  const created = toast(page, 'Rechnung erstellt');
  await expect(created).toBeVisible();
  const nummer = /RE-\d{4}-\d{5}/.exec((await created.textContent()) ?? '')![0];
  await expect(page.getByRole('heading', { name: 'Krankenhausfahrten ohne Rechnung (0)' })).toBeVisible();

  const text = await downloadText(page, nummer);
  for (const expected of [HOSPITAL.name, 'Gotenstraße 6-8', '65929 Frankfurt am Main', `Patient: ${patientName}`]) {
    expect(text).toContain(expected);
  }
});
