// Journeys of the dispatcher's main screens (issue 6): the Buchungen list (filters in the URL, search,
// paging, selection and bulk confirm), the row menu with its dialogs (edit with a validation error,
// status, transport type, details with the history) and the dashboard; axe on the list and each dialog.
//
// These journeys need more than one page of bookings and known bookings to look for, so they run their
// own server (the same production build) on a data directory prepared before it starts.
import { KNOWN, prepareBookingsDataDir } from './bookings-back-office.seed';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { bookingRow as row, openBookingMenu as openMenu, toast, useOwnServer } from './support/own-server';

const { origin, signIn } = useOwnServer({
  name: 'bookings',
  sidePortOffset: 14,
  ownerPassword: 'E2E-Buchungen-Passwort-2026',
  prepare: prepareBookingsDataDir,
});

test('filter by URL, search and page through the list', async ({ page }) => {
  await signIn(page, '/app/bookings?status=pending');
  await expect(page.getByRole('heading', { name: 'Buchungen', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Status')).toHaveValue('pending');
  const badges = page.getByRole('table').locator('.kf-badge');
  await expect(badges.first()).toBeVisible();
  expect(new Set(await badges.allTextContents())).toEqual(new Set(['Offen']));
  await expectNoSeriousA11yViolations(page);

  // No filter: more than one page; Weiter goes to page 2, the number buttons back to 1.
  await page.getByLabel('Status').selectOption('');
  await expect(page).toHaveURL(/\/app\/bookings$/);
  await expect(page.getByText(/^Seite 1 von \d+$/)).toBeVisible();
  const title = page.getByRole('heading', { name: /^Alle Buchungen \(\d+\)$/ });
  const total = Number(/\((\d+)\)/.exec((await title.textContent()) ?? '')?.[1]);
  expect(total).toBeGreaterThan(50);
  const pages = Math.ceil(total / 50);
  await expect(page.getByText(`Seite 1 von ${pages}`)).toBeVisible();
  await expect(page.getByRole('table').getByRole('row')).toHaveCount(51);
  await page.getByRole('navigation', { name: 'Seiten' }).getByRole('link', { name: 'Weiter' }).click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(page.getByText(`Seite 2 von ${pages}`)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Seite 2' })).toHaveAttribute('aria-current', 'page');
  await page.getByRole('link', { name: 'Seite 1' }).click();
  await expect(page.getByText(`Seite 1 von ${pages}`)).toBeVisible();

  // A filter change resets the page; the back button restores the previous list.
  await page.getByRole('link', { name: 'Weiter' }).click();
  await expect(page).toHaveURL(/page=2/);
  await page.getByLabel('Transportart').selectOption('liegend');
  await expect(page).toHaveURL(/\?type=liegend$/);
  await expect(page.getByLabel('Transportart')).toHaveValue('liegend');
  const arts = await page.getByRole('table').getByRole('row').locator('td:nth-child(6)').allTextContents();
  expect(new Set(arts)).toEqual(new Set(['LI']));
  await page.goBack();
  await expect(page).toHaveURL(/page=2/);
  await expect(page.getByLabel('Transportart')).toHaveValue('');

  // Free-text search over names, case-insensitive, in the URL.
  await page.getByLabel('Suche').fill('suchbar');
  await expect(page).toHaveURL(/q=suchbar/);
  await expect(page.getByRole('heading', { name: 'Alle Buchungen (1)' })).toBeVisible();
  await expect(row(page, KNOWN.pendingA.bookingNumber)).toBeVisible();
  await expect(page.getByRole('link', { name: /Musterstraße 99/ }).first()).toHaveAttribute('target', '_blank');
  await page.reload();
  await expect(page.getByLabel('Suche')).toHaveValue('suchbar');
  await expect(page.getByRole('heading', { name: 'Alle Buchungen (1)' })).toBeVisible();

  // Archived view and back.
  await page.goto('/app/bookings');
  await page.getByRole('link', { name: 'Archivierte Buchungen anzeigen' }).click();
  await expect(page.getByRole('heading', { name: /^Archivierte Buchungen \(\d+\)$/ })).toBeVisible();
  await page.getByRole('link', { name: 'Zurück zu aktiven Buchungen' }).click();
  await expect(page.getByRole('heading', { name: /^Alle Buchungen \(\d+\)$/ })).toBeVisible();
});

test('select bookings and confirm them in bulk; non-pending ones are skipped', async ({ page }) => {
  await signIn(page, '/app/bookings?q=musterstra%C3%9Fe+99');
  await expect(page.getByRole('heading', { name: 'Alle Buchungen (4)' })).toBeVisible();
  // Row click and checkbox both toggle the selection.
  await row(page, KNOWN.pendingA.bookingNumber)
    .getByRole('cell', { name: KNOWN.pendingA.bookingNumber, exact: true })
    .click();
  await row(page, KNOWN.pendingB.bookingNumber).getByRole('checkbox').check();
  await row(page, KNOWN.completed.bookingNumber).getByRole('cell').nth(4).click();
  await expect(page.getByText('3 ausgewählt')).toBeVisible();
  await expect(row(page, KNOWN.pendingA.bookingNumber)).toHaveAttribute('data-state', 'selected');
  const show = page.getByRole('link', { name: /Anzeigen/ });
  await expect(show).toHaveAttribute('href', /fahrtenliste\?id=.+&id=.+&id=.+/);
  await expect(page.getByLabel('Ausgewählte Fahrten an Fahrer senden')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Bestätigen' }).click();
  await expect(toast(page, 'Buchung bestätigt')).toBeVisible();
  await expect(toast(page, '1 Buchung übersprungen')).toBeVisible();
  await expect(row(page, KNOWN.pendingA.bookingNumber).getByText('Angenommen')).toBeVisible();
  await expect(row(page, KNOWN.pendingB.bookingNumber).getByText('Angenommen')).toBeVisible();
  await expect(row(page, KNOWN.completed.bookingNumber).getByText('Durchgeführt')).toBeVisible();
  await expect(page.getByText(/ausgewählt$/)).toHaveCount(0);

  // Send two selected trips to one driver: one toast, one WhatsApp message for both.
  await row(page, KNOWN.pendingA.bookingNumber).getByRole('checkbox').check();
  await row(page, KNOWN.pendingB.bookingNumber).getByRole('checkbox').check();
  await page.getByLabel('Ausgewählte Fahrten an Fahrer senden').selectOption({ label: 'Peter Fahrmann' });
  const sent = toast(page, '2 Fahrten an Peter Fahrmann gesendet');
  await expect(sent).toBeVisible();
  await expect(sent.getByRole('button', { name: 'WhatsApp öffnen' })).toBeVisible();
  await expect(page.getByText(/ausgewählt$/)).toHaveCount(0);

  // The printable trip list of a selection.
  await row(page, KNOWN.pendingA.bookingNumber).getByRole('checkbox').check();
  const href = await page.getByRole('link', { name: /Anzeigen/ }).getAttribute('href');
  await page.goto(href!);
  await expect(page.getByRole('heading', { name: 'Fahrtenliste' })).toBeVisible();
  await expect(page.getByRole('cell', { name: KNOWN.pendingA.bookingNumber })).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Peter Fahrmann' })).toBeVisible();
});

test('edit a booking: validation error first, then save', async ({ page }) => {
  await signIn(page, '/app/bookings?q=bearbeitbar');
  const menu = await openMenu(page, KNOWN.editable.bookingNumber);
  await menu.getByRole('menuitem', { name: 'Buchung bearbeiten' }).click();
  const dialog = page.getByRole('dialog', { name: 'Buchung bearbeiten' });
  await expect(dialog.getByLabel('Nachname')).toHaveValue(KNOWN.editable.nachname);
  await expect(dialog.getByLabel('Datum')).toHaveAttribute('type', 'date');
  await expect(dialog.getByLabel('Uhrzeit')).toHaveAttribute('type', 'time');
  await expect(dialog.getByLabel('E-Mail')).toHaveAttribute('type', 'email');
  await expectNoSeriousA11yViolations(page);

  await dialog.getByLabel('Nachname').fill('');
  await dialog.getByRole('button', { name: 'Änderungen speichern' }).click();
  const alert = dialog.getByRole('alert');
  await expect(alert).toContainText('Validierungsfehler');
  await expect(alert).toContainText('Vor- und Nachname sind Pflichtfelder');

  await dialog.getByLabel('Nachname').fill('Geändert');
  await dialog.getByLabel('Uhrzeit').fill('');
  await dialog.getByRole('button', { name: 'Änderungen speichern' }).click();
  await expect(alert).toContainText('Datum und Uhrzeit sind Pflichtfelder');

  await dialog.getByLabel('Uhrzeit').fill('11:45');
  await dialog.getByLabel('Entfernung (km)').fill('12,5');
  await dialog.getByRole('button', { name: 'Änderungen speichern' }).click();
  await expect(toast(page, 'Buchung aktualisiert')).toBeVisible();
  await expect(dialog).toBeHidden();
  await page.getByLabel('Suche').fill('Geändert');
  await expect(row(page, KNOWN.editable.bookingNumber)).toContainText('Wilma Geändert');
  await expect(row(page, KNOWN.editable.bookingNumber)).toContainText('11:45');
});

test('change status and transport type, then see both in the details history', async ({ page }) => {
  await signIn(page, '/app/bookings?q=erledigt');
  const number = KNOWN.completed.bookingNumber;

  // The transport type first: once the ride is "Abgerechnet", the rides core keeps it as billed (decision 250).
  let menu = await openMenu(page, number);
  await expect(menu.getByRole('menuitem', { name: 'Fahrt bestätigen' })).toHaveCount(0);
  await menu.getByRole('menuitem', { name: 'Transportart ändern' }).click();
  const dialog = page.getByRole('dialog', { name: 'Transportart ändern' });
  await expect(dialog).toContainText(`${KNOWN.completed.vorname} ${KNOWN.completed.nachname}`);
  const confirm = dialog.getByRole('button', { name: 'Transportart ändern' });
  await expect(confirm).toBeDisabled();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByLabel('Neue Transportart').selectOption('rollstuhl');
  await expect(confirm).toBeEnabled();
  await confirm.click();
  await expect(toast(page, 'Transportart geändert')).toBeVisible();
  await expect(row(page, number).locator('td').nth(5)).toHaveText('RS');

  menu = await openMenu(page, number);
  // Keyboard path: ArrowRight opens the submenu, Enter chooses.
  await menu.getByRole('menuitem', { name: 'Status ändern' }).press('ArrowRight');
  const sub = page.getByRole('menu').last();
  await expect(sub.getByRole('menuitem', { name: 'Durchgeführt' })).toHaveAttribute('data-disabled', '');
  await expect(sub.getByRole('menuitem')).toHaveCount(6);
  await sub.getByRole('menuitem', { name: 'Abgerechnet' }).press('Enter');
  await expect(toast(page, 'Status geändert')).toBeVisible();
  await expect(row(page, number).getByText('Abgerechnet')).toBeVisible();

  // Billed: the transport type is refused in German, the row keeps "RS".
  menu = await openMenu(page, number);
  await menu.getByRole('menuitem', { name: 'Transportart ändern' }).click();
  await dialog.getByLabel('Neue Transportart').selectOption('sitzend');
  await confirm.click();
  await expect(toast(page, 'Transportart konnte nicht geändert werden')).toContainText('bereits abgerechnet');
  await dialog.getByRole('button', { name: 'Abbrechen' }).click();
  await expect(dialog).toBeHidden();
  await expect(row(page, number).locator('td').nth(5)).toHaveText('RS');

  menu = await openMenu(page, number);
  await menu.getByRole('menuitem', { name: 'Details anzeigen' }).click();
  const details = page.getByRole('dialog', { name: 'Buchungsdetails' });
  await expect(details).toContainText('Besonderheiten');
  const history = details.getByRole('list').last();
  await expect(details.getByText('Status geändert: Durchgeführt → Abgerechnet')).toBeVisible();
  await expect(details.getByText('Transportart geändert: Liegend → Rollstuhl')).toBeVisible();
  await expect(history).toContainText('Inhaber');
  // The booking's statement is a note beside the one approval state, not a second state (issue 37).
  await expect(details.locator('[data-approval-statement]')).toContainText(
    'Bei der Buchung wurde angegeben, dass eine Genehmigung der Krankenkasse vorliegt.',
  );
  await expect(details).not.toContainText('Genehmigung der Krankenkasse liegt vor');
  await expectNoSeriousA11yViolations(page);

  // The prescription: a download for staff, never cached; nothing without a session.
  const link = details.getByRole('link', { name: 'Verordnung herunterladen' });
  const href = (await link.getAttribute('href'))!;
  const file = await page.request.get(href);
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('application/pdf');
  expect(file.headers()['cache-control']).toMatch(/^no-store(, no-store)?$/);
  expect(file.headers()['content-disposition']).toMatch(/^attachment; filename="Verordnung Xaver.pdf"/);
  expect((await file.body()).toString()).toContain('%PDF-1.4');
  const anonymous = await fetch(`${origin}${href}`);
  expect(anonymous.status).toBe(401);
  await details.getByRole('button', { name: 'Schließen' }).first().click();
  await expect(details).toBeHidden();
});

test('row menu: confirm, e-mails and driver for a pending booking', async ({ page }) => {
  await signIn(page, '/app/bookings?q=men%C3%BCfahrt');
  const number = KNOWN.menu.bookingNumber;
  let menu = await openMenu(page, number);
  await expect(menu.getByRole('menuitem', { name: 'Fahrt ablehnen' })).toBeVisible();
  await menu.getByRole('menuitem', { name: 'Fahrt bestätigen' }).click();
  await expect(toast(page, 'Buchung bestätigt')).toBeVisible();

  menu = await openMenu(page, number);
  await menu.getByRole('menuitem', { name: 'Buchungseingang senden' }).click();
  await expect(toast(page, 'Buchungseingang versendet')).toContainText('an angehoerige@example.org');

  menu = await openMenu(page, number);
  await expect(menu.getByText('An Fahrer senden:')).toBeVisible();
  await menu.getByRole('menuitem', { name: 'Peter Fahrmann' }).click();
  const sent = toast(page, 'Fahrt an Peter Fahrmann gesendet');
  await expect(sent).toBeVisible();
  await expect(sent.getByRole('button', { name: 'WhatsApp öffnen' })).toBeVisible();
  await expect(row(page, number).getByText('Angenommen')).toBeVisible();
});

test('actions and files refuse requests without a session or from another site', async ({ page }) => {
  const form = new FormData();
  form.set('intent', 'bulk-confirm');
  const anonymous = await fetch(`${origin}/app/bookings/aktionen`, { method: 'POST', body: form });
  expect(anonymous.status).toBe(401);
  await signIn(page, '/app/bookings?q=auswahl');
  const crossSite = await page.request.post('/app/bookings/aktionen', {
    multipart: { intent: 'status', id: '00000000-0000-4000-8000-000000000000', status: 'billed' },
    headers: { Origin: 'https://evil.example' },
  });
  expect(crossSite.status()).toBe(403);
  const unknown = await page.request.post('/app/bookings/aktionen', {
    multipart: { intent: 'confirm', id: 'keine-buchung' },
    headers: { Origin: origin },
  });
  // A refusal is an answer (200 with ok: false and its code, decision 160), never a raw database error.
  expect(unknown.status()).toBe(200);
  expect(await unknown.json()).toMatchObject({
    ok: false,
    code: 'not-found',
    toasts: [{ title: 'Buchung konnte nicht bestätigt werden' }],
  });
});

test('dashboard: tiles, rides of the day, calendar, growth @phone', async ({ page }) => {
  await signIn(page, '/app');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  await expect(page.getByText('Buchungen gesamt')).toBeVisible();
  await expect(page.getByText(/gegenüber dem Vormonat|im Vormonat im gleichen Zeitraum keine/)).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Fahrten am \d{2}\.\d{2}\.\d{4}$/ })).toBeVisible();
  await expect(page.getByRole('grid')).toContainText('Mo');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('switch', { name: 'Abgelehnte anzeigen' }).click();
  await expect(page.getByRole('heading', { name: /^Abgelehnte Fahrten am/ })).toBeVisible();
  await page.getByRole('link', { name: /Offene Buchungen/ }).click();
  await expect(page).toHaveURL(/\/app\/bookings\?status=pending$/);
  await expect(page.getByLabel('Status')).toHaveValue('pending');
});
