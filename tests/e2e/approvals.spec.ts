// Journey of issue 18: a dialysis patient's booking gets its prescription (Muster 4) in the booking
// details, shows "Genehmigung fehlt", asks before it is confirmed without approval, gets an approval on
// /app/approvals and then shows "genehmigt"; an approval ending within 14 days appears on the dashboard.
// Runs its own server on a prepared data directory (like the bookings journeys).
import type { Page } from '@playwright/test';
import { addCalendarDays, berlinDate } from '../../app/domain/berlin-time';
import { formatGermanDate } from '../../app/domain/german-date';
import { DIALYSIS, WHEELCHAIR, prepareApprovalsDataDir } from './approvals.seed';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { bookingRow, openBookingMenu, toast, useOwnServer } from './support/own-server';

const server = useOwnServer({
  name: 'approvals',
  sidePortOffset: 18,
  ownerPassword: 'E2E-Genehmigung-Passwort-2026',
  prepare: prepareApprovalsDataDir,
});
const { signIn } = server;

const listUrl = `/app/bookings?q=${encodeURIComponent(DIALYSIS.nachname)}`;
const row = (page: Page) => bookingRow(page, DIALYSIS.bookingNumber);
const openMenu = (page: Page) => openBookingMenu(page, DIALYSIS.bookingNumber);

test('prescription and approval for a dialysis patient: from "Genehmigung fehlt" to "genehmigt", expiry on the dashboard', async ({
  page,
}) => {
  const today = berlinDate();
  await signIn(page, listUrl);
  await expect(row(page)).toBeVisible();
  await expect(row(page).locator('[data-approval-badge]')).toHaveCount(0);

  // Record the prescription in the booking details.
  await (await openMenu(page)).getByRole('menuitem', { name: 'Details anzeigen' }).click();
  const details = page.getByRole('dialog', { name: 'Buchungsdetails' });
  await expect(details.getByText('Noch keine Verordnung erfasst')).toBeVisible();
  await details.getByRole('button', { name: 'Verordnung erfassen' }).click();
  const form = details.getByRole('form', { name: 'Verordnung erfassen' });
  // Nothing filled in: German reasons, nothing stored.
  await form.getByRole('button', { name: 'Verordnung speichern' }).click();
  await expect(form.getByText('Bitte geben Sie das Ausstellungsdatum der Verordnung ein.')).toBeVisible();
  await expect(form.getByText('Bitte wählen Sie den Grund der Beförderung.')).toBeVisible();
  await form.getByLabel('Ausgestellt am').fill(today);
  await form.getByLabel('Verordnender Arzt').fill('Dr. Nora Niere');
  await form.getByLabel('Arztnummer (LANR)').fill('123456601');
  await form.getByLabel('Rückfahrt').check();
  await form.getByLabel('Grund der Beförderung').selectOption('dialyse');
  await form.getByLabel('Behandlungsstätte').fill('Dialysezentrum Nord');
  await form.getByRole('button', { name: 'Verordnung speichern' }).click();
  await expect(toast(page, 'Verordnung gespeichert')).toBeVisible();
  const legs = details.getByRole('list', { name: 'Genehmigung je Fahrt' });
  await expect(legs.locator('[data-approval-badge="fehlt"]')).toHaveCount(2);
  await expect(legs).toContainText('Hochfrequente Behandlung (Dialyse): Genehmigung nötig');
  await expect(details.getByRole('group', { name: 'Zuzahlung je Fahrt' })).toContainText('Preis fehlt');
  await expect(details).toContainText('Verordnung erfasst');
  await expectNoSeriousA11yViolations(page);
  await details.getByRole('button', { name: 'Schließen' }).first().click();
  await expect(row(page).getByText('Genehmigung fehlt')).toBeVisible();

  // Confirming without the approval asks first; cancelling changes nothing.
  await (await openMenu(page)).getByRole('menuitem', { name: 'Fahrt bestätigen' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Genehmigung fehlt' });
  await expect(ask).toContainText('Diese Fahrt braucht eine Genehmigung der Krankenkasse');
  await ask.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(ask).toBeHidden();
  await expect(row(page)).toContainText('Offen');

  // Record the approval for the patient.
  await page.goto(`/app/approvals?patient=${server.prepared().patientId}`);
  await expect(page.getByRole('heading', { name: 'Genehmigungen', level: 1 })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  const create = page.getByRole('form', { name: 'Genehmigung erfassen' });
  await expect(create.getByLabel('Krankenkasse')).toHaveValue('AOK Hessen');
  await create.getByLabel('Genehmigungsnummer').fill('AOK-G-4711');
  await create.getByLabel('Gültig ab').fill(today);
  await create.getByLabel('Gültig bis').fill(addCalendarDays(today, 90));
  await create.getByLabel('Status').selectOption('genehmigt');
  await create.getByRole('button', { name: 'Speichern' }).click();
  await expect(toast(page, 'Genehmigung gespeichert')).toContainText('1 Buchung verknüpft');
  const card = page.getByRole('listitem').filter({ hasText: 'AOK-G-4711' });
  await expect(card).toContainText('Dialysepatient, Dieter');

  await page.goto(listUrl);
  await expect(row(page).getByText('genehmigt', { exact: true })).toBeVisible();

  // Now confirming needs no question.
  await (await openMenu(page)).getByRole('menuitem', { name: 'Fahrt bestätigen' }).click();
  await expect(toast(page, 'Buchung bestätigt')).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);

  // The validity is shortened to 10 days: the dashboard warns and the badge says "läuft ab".
  const end = addCalendarDays(today, 10);
  await page.goto('/app/approvals');
  await card.getByRole('button', { name: /bearbeiten$/ }).click();
  const edit = page.getByRole('dialog', { name: 'Genehmigung bearbeiten' });
  await edit.getByLabel('Gültig bis').fill(end);
  await edit.getByRole('button', { name: 'Änderungen speichern' }).click();
  await expect(toast(page, 'Genehmigung aktualisiert')).toBeVisible();
  await expect(card).toContainText('Genehmigung läuft in 10 Tagen ab');

  await page.goto('/app');
  const notice = page
    .locator('[data-slot="card"]')
    .filter({ has: page.getByRole('heading', { name: 'Genehmigungen laufen ab (1)' }) });
  await expect(notice).toContainText(`Genehmigung läuft in 10 Tagen ab (gültig bis ${formatGermanDate(end)}).`);
  await expect(notice).toContainText('Dialysepatient, Dieter');
  await expectNoSeriousA11yViolations(page);

  await page.goto(listUrl);
  await expect(row(page).getByText('läuft ab')).toBeVisible();
});

test('a wheelchair ride: the prescription starts at Rollstuhl, another Beförderungsart is named, one approval state', async ({
  page,
}) => {
  await signIn(page, `/app/bookings?q=${encodeURIComponent(WHEELCHAIR.nachname)}`);
  await (
    await openBookingMenu(page, WHEELCHAIR.bookingNumber)
  )
    .getByRole('menuitem', { name: 'Details anzeigen' })
    .click();
  const details = page.getByRole('dialog', { name: 'Buchungsdetails' });
  // The booking says an approval exists; until a prescription is recorded that is a note, not a state.
  await expect(details.locator('[data-approval-statement]')).toContainText('Bei der Buchung wurde angegeben');
  await expect(details).not.toContainText('Genehmigung der Krankenkasse liegt vor');
  await details.getByRole('button', { name: 'Verordnung erfassen' }).click();
  const form = details.getByRole('form', { name: 'Verordnung erfassen' });
  await expect(form.getByLabel('Beförderungsart')).toHaveValue('rollstuhl');
  await form.getByLabel('Ausgestellt am').fill(berlinDate());
  await form.getByLabel('Verordnender Arzt').fill('Dr. Rudi Rad');
  // The LANR's check digit (7th digit) is checked.
  await form.getByLabel('Arztnummer (LANR)').fill('123456101');
  await form.getByLabel('Grund der Beförderung').selectOption('dialyse');
  // Saved as "Sitzend" against the paper's box: the approval for Rollstuhl is named.
  await form.getByLabel('Beförderungsart').selectOption('sitzend');
  await form.getByRole('button', { name: 'Verordnung speichern' }).click();
  await expect(form.getByText('Die Prüfziffer (7. Ziffer) stimmt nicht')).toBeVisible();
  await form.getByLabel('Arztnummer (LANR)').fill('123456601');
  await form.getByRole('button', { name: 'Verordnung speichern' }).click();
  await expect(toast(page, 'Verordnung gespeichert')).toBeVisible();
  const legs = details.getByRole('list', { name: 'Genehmigung je Fahrt' });
  await expect(legs.locator('[data-approval-badge="fehlt"]')).toHaveCount(1);
  await expect(legs).toContainText('Genehmigung liegt für Rollstuhl vor, die Verordnung nennt Sitzend.');
  await expect(details.locator('[data-approval-statement]')).toContainText('Erfasst ist keine, die diese Fahrt deckt');
  await expectNoSeriousA11yViolations(page);

  await details.getByRole('button', { name: 'Verordnung bearbeiten' }).click();
  await form.getByLabel('Beförderungsart').selectOption('rollstuhl');
  await form.getByRole('button', { name: 'Verordnung speichern' }).click();
  await expect(legs.locator('[data-approval-badge="genehmigt"]')).toHaveCount(1);
  await expect(details.locator('[data-approval-statement]')).toHaveCount(0);
});
