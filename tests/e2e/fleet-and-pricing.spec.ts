// Journeys of the back-office screens Fahrer, Fahrzeuge and Preise (issue 7): create, edit and delete on
// each, German messages for bad input, and axe on each screen. The server starts with the demo data
// and the owner account whose password the e2e server sets (OWNER_INITIAL_PASSWORD).
import type { Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/fixtures';

const ownerEmail = process.env.OWNER_EMAIL ?? 'inhaber@musterfirma-krankenfahrten.example';
const ownerPassword = process.env.OWNER_INITIAL_PASSWORD ?? 'E2E-Inhaber-Passwort-2026';

async function signIn(page: Page, target: string) {
  await page.goto(`/login?redirectTo=${encodeURIComponent(target)}`);
  await page.getByLabel('E-Mail').fill(ownerEmail);
  await page.getByLabel('Passwort').fill(ownerPassword);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL(new RegExp(`${target.replace(/\//g, '\\/')}$`));
}

/** The number in a heading such as "Fahrerübersicht (3)". */
async function countIn(page: Page, prefix: string): Promise<number> {
  const heading = page.getByRole('heading', { name: new RegExp(`^${prefix} \\(\\d+\\)$`) });
  await expect(heading).toBeVisible();
  const text = (await heading.textContent()) ?? '';
  return Number(/\((\d+)\)/.exec(text)?.[1]);
}

function toast(page: Page, title: string) {
  return page.locator('[data-sonner-toast]').filter({ hasText: title });
}

test.describe('Fahrer', () => {
  test('create, edit and delete a driver; required fields and long notes refused @phone', async ({ page }) => {
    await signIn(page, '/app/drivers');
    await expect(page.getByRole('heading', { name: 'Fahrer', level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    const before = await countIn(page, 'Fahrerübersicht');
    const create = page.getByRole('form', { name: 'Neuen Fahrer anlegen' });

    // Nothing filled in: a visible German reason, nothing stored.
    await create.getByRole('button', { name: 'Anlegen' }).click();
    await expect(toast(page, 'Fehler beim Hinzufügen des Fahrers')).toBeVisible();
    await expect(create.getByText('Bitte geben Sie den Namen des Fahrers ein.')).toBeVisible();
    await expect(create.getByText('Bitte geben Sie eine Telefonnummer (WhatsApp) ein.')).toBeVisible();
    await expect(create.getByLabel('Name')).toBeFocused();
    await expect(create.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
    await expectNoSeriousA11yViolations(page);

    // 10 000 characters of notes: refused.
    await create.getByLabel('Name').fill('Erik Probefahrer');
    await create.getByLabel('Telefon (WhatsApp)').fill('+49 171 5550101');
    await create.getByLabel('Notizen (optional)').fill('x'.repeat(10_000));
    await create.getByRole('button', { name: 'Anlegen' }).click();
    await expect(create.getByText('Die Notizen dürfen höchstens 2.000 Zeichen lang sein.')).toBeVisible();
    expect(await countIn(page, 'Fahrerübersicht')).toBe(before);

    await create.getByLabel('Notizen (optional)').fill('Spätschicht');
    await create.getByRole('button', { name: 'Anlegen' }).click();
    await expect(toast(page, 'Fahrer erfolgreich hinzugefügt')).toBeVisible();
    await expect(page.getByRole('heading', { name: `Fahrerübersicht (${before + 1})` })).toBeVisible();
    const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Erik Probefahrer' }) });
    await expect(card).toContainText('0171 5550101');
    await expect(card).toContainText('Spätschicht');
    // The form is empty again for the next driver.
    await expect(create.getByLabel('Name')).toHaveValue('');

    // Edit.
    await card.getByRole('button', { name: 'Erik Probefahrer bearbeiten' }).click();
    const dialog = page.getByRole('dialog', { name: 'Fahrer bearbeiten' });
    await expect(dialog).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByLabel('Telefon (WhatsApp)').fill('');
    await dialog.getByRole('button', { name: 'Änderungen speichern' }).click();
    await expect(toast(page, 'Fehler beim Aktualisieren des Fahrers')).toBeVisible();
    await expect(dialog.getByText('Bitte geben Sie eine Telefonnummer (WhatsApp) ein.')).toBeVisible();
    await dialog.getByLabel('Telefon (WhatsApp)').fill('0171 5550202');
    await dialog.getByLabel('E-Mail (optional)').fill('erik.probe@example.org');
    await dialog.getByRole('button', { name: 'Änderungen speichern' }).click();
    await expect(toast(page, 'Fahrer erfolgreich aktualisiert')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(card).toContainText('0171 5550202');
    await expect(card).toContainText('erik.probe@example.org');

    // Delete: the confirmation asks, says it can't be undone; Abbrechen keeps the driver.
    await card.getByRole('button', { name: 'Erik Probefahrer löschen' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Fahrer löschen' });
    await expect(confirm).toContainText('Möchten Sie den Fahrer Erik Probefahrer wirklich löschen?');
    await expect(confirm).toContainText('Dies kann nicht rückgängig gemacht werden.');
    await expectNoSeriousA11yViolations(page);
    await confirm.getByRole('button', { name: 'Abbrechen' }).click();
    await expect(card).toBeVisible();
    await card.getByRole('button', { name: 'Erik Probefahrer löschen' }).click();
    await page.getByRole('alertdialog', { name: 'Fahrer löschen' }).getByRole('button', { name: 'Löschen' }).click();
    await expect(toast(page, 'Fahrer erfolgreich gelöscht')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Erik Probefahrer' })).toHaveCount(0);
    expect(await countIn(page, 'Fahrerübersicht')).toBe(before);
  });
});

test.describe('Fahrzeuge', () => {
  test('create, edit and delete a vehicle; bad plate, seats and duplicates refused', async ({ page }) => {
    await signIn(page, '/app/vehicles');
    await expect(page.getByRole('heading', { name: 'Fahrzeuge', level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    const before = await countIn(page, 'Fahrzeugübersicht');
    const create = page.getByRole('form', { name: 'Neues Fahrzeug anlegen' });

    await create.getByLabel('Kennzeichen').fill('XYZ');
    await create.getByLabel('Sitzplätze').fill('vier');
    await create.getByRole('button', { name: 'Anlegen' }).click();
    await expect(toast(page, 'Fehler beim Anlegen des Fahrzeugs')).toBeVisible();
    await expect(
      create.getByText('Bitte geben Sie ein gültiges deutsches Kennzeichen ein, z. B. F-AB 123.'),
    ).toBeVisible();
    await expect(create.getByText('Bitte geben Sie die Sitzplätze als ganze Zahl von 1 bis 99 ein.')).toBeVisible();

    // The demo fleet has F-KF 101: a duplicate in another spelling is refused.
    await create.getByLabel('Kennzeichen').fill('f kf 101');
    await create.getByLabel('Sitzplätze').fill('4');
    await create.getByRole('button', { name: 'Anlegen' }).click();
    await expect(
      create.getByText('Das Kennzeichen F-KF 101 ist bereits für ein anderes Fahrzeug eingetragen.'),
    ).toBeVisible();
    expect(await countIn(page, 'Fahrzeugübersicht')).toBe(before);

    await create.getByLabel('Kennzeichen').fill('of-ee 2026e');
    await create.getByLabel('Modell').fill('Renault Kangoo');
    await create.getByLabel('Rollstuhlgerecht').check();
    await create.getByLabel('Sitzplätze').fill('5');
    await expect(create.getByLabel('Fahrer')).toHaveValue('');
    await expect(create.getByLabel('Fahrer').locator('option').first()).toHaveText('– keiner –');
    await create.getByRole('button', { name: 'Anlegen' }).click();
    await expect(toast(page, 'Fahrzeug angelegt')).toBeVisible();
    await expect(page.getByRole('heading', { name: `Fahrzeugübersicht (${before + 1})` })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: 'OF-EE 2026E' });
    await expect(row).toContainText('Renault Kangoo');
    await expect(row).toContainText('Rollstuhlgerecht');
    await expect(row).toContainText('5');
    await expect(row).toContainText('Nicht zugewiesen');

    // Edit: not wheelchair-accessible any more, a driver assigned.
    await row.getByRole('button', { name: 'Fahrzeug OF-EE 2026E bearbeiten' }).click();
    const dialog = page.getByRole('dialog', { name: 'Fahrzeug bearbeiten' });
    await expectNoSeriousA11yViolations(page);
    await dialog.getByLabel('Kennzeichen').fill('F-KF 102');
    await dialog.getByRole('button', { name: 'Änderungen speichern' }).click();
    await expect(
      dialog.getByText('Das Kennzeichen F-KF 102 ist bereits für ein anderes Fahrzeug eingetragen.'),
    ).toBeVisible();
    await dialog.getByLabel('Kennzeichen').fill('OF-EE 2026E');
    await dialog.getByLabel('Rollstuhlgerecht').uncheck();
    await dialog.getByLabel('Fahrer').selectOption({ label: 'Ali Beispiel' });
    // Issue 38 (VAT): the Inhaber may run this vehicle as a taxi; by default it follows the company.
    await expect(dialog.getByLabel('Konzession')).toHaveValue('');
    await expect(dialog.getByLabel('Konzession').locator('option').first()).toHaveText(
      'wie das Unternehmen (Mietwagen)',
    );
    await dialog.getByLabel('Konzession').selectOption({ label: 'Taxi' });
    await dialog.getByRole('button', { name: 'Änderungen speichern' }).click();
    await expect(toast(page, 'Fahrzeug gespeichert')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(row).toContainText('Standard');
    await expect(row).toContainText('Taxi');
    await expect(row).toContainText('Ali Beispiel');

    // Delete with confirmation.
    await row.getByRole('button', { name: 'Fahrzeug OF-EE 2026E löschen' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Fahrzeug löschen' });
    await expect(confirm).toContainText('Dies kann nicht rückgängig gemacht werden.');
    await confirm.getByRole('button', { name: 'Löschen' }).click();
    await expect(toast(page, 'Fahrzeug gelöscht')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'OF-EE 2026E' })).toHaveCount(0);
    expect(await countIn(page, 'Fahrzeugübersicht')).toBe(before);

    // The company's licence and its municipality (Einstellungen → Rechnungsdaten): each PLZ is checked.
    await page.goto('/app/settings/rechnungsdaten');
    const settings = page.getByRole('form', { name: 'Rechnungsdaten' });
    await expect(settings.getByLabel('Konzession des Unternehmens')).toHaveValue('mietwagen');
    await settings.getByLabel('Gemeinde der Konzession').fill('Frankfurt am Main');
    await settings.getByLabel('Postleitzahlen der Gemeinde').fill('60311, 6031');
    await settings.getByRole('button', { name: 'Speichern' }).click();
    await expect(
      settings.getByText('„6031“ ist keine gültige Postleitzahl: Eine PLZ hat 5 Ziffern, z. B. 60311.'),
    ).toBeVisible();
    await expect(settings.getByLabel('Postleitzahlen der Gemeinde')).toHaveValue('60311, 6031');
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('Preise', () => {
  test('create, edit and delete a price rule; negative numbers and duplicates refused', async ({ page }) => {
    await signIn(page, '/app/pricing');
    await expect(page.getByRole('heading', { name: 'Preise', level: 1 })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    const before = await countIn(page, 'Preisregeln');
    const create = page.getByRole('form', { name: 'Preisregel hinzufügen' });

    await create.getByRole('button', { name: 'Speichern' }).click();
    await expect(toast(page, 'Fehler beim Speichern der Preisregel')).toBeVisible();
    await expect(create.getByText('Bitte geben Sie eine Krankenkasse ein.')).toBeVisible();
    await expect(create.getByText('Bitte wählen Sie eine Transportart aus.')).toBeVisible();

    await create.getByLabel('Krankenkasse').fill('Probekasse Rhein-Main');
    await create.getByLabel(/^Art\s*\*?$/).selectOption({ label: 'Liegend' });
    await create.getByLabel('Grundpauschale €').fill('-10');
    await create.getByLabel('Inklusive km').fill('999999');
    await create.getByRole('button', { name: 'Speichern' }).click();
    await expect(create.getByText('Die Grundpauschale darf nicht negativ sein.')).toBeVisible();
    await expect(create.getByText('Die inklusiven Kilometer dürfen höchstens 10.000 km betragen.')).toBeVisible();
    expect(await countIn(page, 'Preisregeln')).toBe(before);

    await create.getByLabel('Grundpauschale €').fill('1234,5');
    await create.getByLabel('Inklusive km').fill('12');
    await create.getByLabel('ab km Preis €').fill('2,10');
    await create.getByRole('button', { name: 'Speichern' }).click();
    await expect(toast(page, 'Preisregel gespeichert')).toBeVisible();
    await expect(page.getByRole('heading', { name: `Preisregeln (${before + 1})` })).toBeVisible();
    const row = page.getByRole('row').filter({ hasText: 'Probekasse Rhein-Main' });
    const cells = row.getByRole('cell');
    await expect(cells.nth(1)).toHaveText('Liegend');
    await expect(cells.nth(2)).toHaveText('1.234,50\u00a0€');
    await expect(cells.nth(3)).toHaveText('12');
    await expect(cells.nth(4)).toHaveText('2,10\u00a0€');

    // One rule per insurer and type.
    await create.getByLabel('Krankenkasse').fill('probekasse rhein-main');
    await create.getByLabel(/^Art\s*\*?$/).selectOption({ label: 'Liegend' });
    await create.getByRole('button', { name: 'Speichern' }).click();
    await expect(
      create.getByText(
        'Für probekasse rhein-main (Liegend) gibt es bereits eine Preisregel. Bitte bearbeiten Sie die bestehende Regel.',
      ),
    ).toBeVisible();

    // Edit.
    await row.getByRole('button', { name: 'Preisregel Probekasse Rhein-Main (Liegend) bearbeiten' }).click();
    const dialog = page.getByRole('dialog', { name: 'Preisregel bearbeiten' });
    await expect(dialog.getByLabel('Grundpauschale €')).toHaveValue('1234,50');
    await expectNoSeriousA11yViolations(page);
    await dialog.getByLabel('Grundpauschale €').fill('95');
    await dialog.getByRole('button', { name: 'Änderungen speichern' }).click();
    await expect(toast(page, 'Preisregel aktualisiert')).toBeVisible();
    await expect(row).toContainText('95,00\u00a0€');

    // Delete.
    await row.getByRole('button', { name: 'Preisregel Probekasse Rhein-Main (Liegend) löschen' }).click();
    await page
      .getByRole('alertdialog', { name: 'Preisregel löschen' })
      .getByRole('button', { name: 'Löschen' })
      .click();
    await expect(toast(page, 'Preisregel gelöscht')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: 'Probekasse Rhein-Main' })).toHaveCount(0);
    expect(await countIn(page, 'Preisregeln')).toBe(before);
  });
});

test.describe('on a phone', () => {
  test('vehicles and price rules show their details under the name, actions stay reachable @phone', async ({
    page,
    isMobile,
  }) => {
    test.skip(!isMobile, 'phone layout only');
    await signIn(page, '/app/vehicles');
    const vehicle = page.getByRole('row').filter({ hasText: 'F-KF 101' });
    await expect(vehicle).toContainText('VW Caddy Maxi');
    await expect(vehicle).toContainText('Rollstuhlgerecht, Tragestuhl · 4 Sitzplätze');
    const edit = vehicle.getByRole('button', { name: 'Fahrzeug F-KF 101 bearbeiten' });
    await edit.scrollIntoViewIfNeeded();
    // Fully visible without scrolling the table sideways.
    await expect(edit).toBeInViewport({ ratio: 1 });
    await expectNoSeriousA11yViolations(page);

    await page.goto('/app/pricing');
    const rule = page.getByRole('row').filter({ hasText: 'BARMER' });
    await expect(rule).toContainText('Grundpauschale 89,00\u00a0€');
    await expect(rule).toContainText('inkl. 10 km, danach 2,10\u00a0€ je km');
    await rule.getByRole('button', { name: 'Preisregel BARMER (Tragestuhl) bearbeiten' }).click();
    await expect(page.getByRole('dialog', { name: 'Preisregel bearbeiten' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the create cards still work and show German reasons', async ({ page }) => {
    await signIn(page, '/app/drivers');
    const create = page.getByRole('form', { name: 'Neuen Fahrer anlegen' });
    await create.getByLabel('Name').fill('Nora Ohnescript');
    await create.getByRole('button', { name: 'Anlegen' }).click();
    await expect(page.getByText('Bitte geben Sie eine Telefonnummer (WhatsApp) ein.')).toBeVisible();
    // What was typed is kept.
    await expect(page.getByRole('form', { name: 'Neuen Fahrer anlegen' }).getByLabel('Name')).toHaveValue(
      'Nora Ohnescript',
    );
    await page
      .getByRole('form', { name: 'Neuen Fahrer anlegen' })
      .getByLabel('Telefon (WhatsApp)')
      .fill('0171 5550303');
    await page.getByRole('form', { name: 'Neuen Fahrer anlegen' }).getByRole('button', { name: 'Anlegen' }).click();
    await expect(page.getByRole('heading', { name: 'Nora Ohnescript' })).toBeVisible();

    await page.goto('/app/pricing');
    const rule = page.getByRole('form', { name: 'Preisregel hinzufügen' });
    await rule.getByLabel('Krankenkasse').fill('Ohnescript BKK');
    await rule.getByLabel(/^Art\s*\*?$/).selectOption({ label: 'Sitzend' });
    await rule.getByLabel('Grundpauschale €').fill('39,90');
    await rule.getByRole('button', { name: 'Speichern' }).click();
    await expect(page.getByRole('row').filter({ hasText: 'Ohnescript BKK' })).toContainText('39,90');
  });
});
