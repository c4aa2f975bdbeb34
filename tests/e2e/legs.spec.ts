// Journeys of issue 17's trip legs in the back office: edit the outbound date and see the return follow;
// give the two legs different drivers; print tomorrow's trip list with both legs and the infection flag;
// a past ride is confirmed only after a warning; rejecting asks for a reason and mails the "Absage".
// Own server on a prepared data directory, like the bookings journeys.
import { addCalendarDays, berlinDate } from '../../app/domain/berlin-time';
import { formatGermanDate } from '../../app/domain/german-date';
import { LEGS, prepareLegsDataDir } from './legs.seed';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { bookingRow as row, openBookingMenu as openMenu, toast, useOwnServer } from './support/own-server';

const { signIn } = useOwnServer({
  name: 'legs',
  sidePortOffset: 15,
  ownerPassword: 'E2E-Fahrten-Passwort-2026',
  prepare: prepareLegsDataDir,
});

const today = berlinDate();

test('edit the outbound date: the same-day return follows, and the list shows it', async ({ page }) => {
  await signIn(page, '/app/bookings?q=folgsam');
  const number = LEGS.follows.bookingNumber;
  await expect(row(page, number)).toContainText('Rückfahrt 13:00');
  const menu = await openMenu(page, number);
  await menu.getByRole('menuitem', { name: 'Buchung bearbeiten' }).click();
  const dialog = page.getByRole('dialog', { name: 'Buchung bearbeiten' });
  const inThree = addCalendarDays(today, 3);
  await expect(dialog.getByLabel('Datum der Rückfahrt')).toHaveValue(inThree);
  await expect(dialog.getByLabel('Art der Rückfahrt')).toHaveValue('fest');
  await expectNoSeriousA11yViolations(page);

  const moved = addCalendarDays(today, 6);
  await dialog.getByLabel(/^Datum\s*\*?$/).fill(moved);
  await expect(dialog.getByLabel('Datum der Rückfahrt')).toHaveValue(moved);
  await dialog.getByRole('button', { name: 'Änderungen speichern' }).click();
  await expect(toast(page, 'Buchung aktualisiert')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row(page, number)).toContainText(formatGermanDate(moved));
  await expect(row(page, number)).toContainText('Rückfahrt 13:00');

  // The details show both legs on the new day; the history names the return's date.
  await (await openMenu(page, number)).getByRole('menuitem', { name: 'Details anzeigen' }).click();
  const details = page.getByRole('dialog', { name: 'Buchungsdetails' });
  await expect(details.getByRole('heading', { name: `Hinfahrt: ${formatGermanDate(moved)}, 09:00 Uhr` })).toBeVisible();
  await expect(
    details.getByRole('heading', { name: `Rückfahrt: ${formatGermanDate(moved)}, 13:00 Uhr` }),
  ).toBeVisible();
  await expect(details.getByText(/Buchung bearbeitet: .*Datum der Rückfahrt/)).toBeVisible();
});

test('assign different drivers to the two legs; the driver filter finds either', async ({ page }) => {
  await signIn(page, '/app/bookings?q=zweifahrer');
  const number = LEGS.twoDrivers.bookingNumber;
  await expect(row(page, number)).toContainText('nicht zugewiesen');
  await (await openMenu(page, number)).getByRole('menuitem', { name: 'Details anzeigen' }).click();
  const details = page.getByRole('dialog', { name: 'Buchungsdetails' });
  await details.getByLabel('Fahrer (Hinfahrt)').selectOption({ label: LEGS.drivers.hin });
  await details.getByRole('button', { name: 'Hinfahrt zuweisen' }).click();
  await expect(toast(page, `Hinfahrt: ${LEGS.drivers.hin}`)).toBeVisible();
  await details.getByLabel('Fahrer (Rückfahrt)').selectOption({ label: LEGS.drivers.rueck });
  await details.getByRole('button', { name: 'Rückfahrt zuweisen' }).click();
  await expect(toast(page, `Rückfahrt: ${LEGS.drivers.rueck}`)).toBeVisible();
  await expect(details.getByText(`Rückfahrt an Fahrer gesendet: ${LEGS.drivers.rueck}`)).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await details.getByRole('button', { name: 'Schließen' }).first().click();

  await expect(row(page, number)).toContainText(`Hin: ${LEGS.drivers.hin}`);
  await expect(row(page, number)).toContainText(`Rück: ${LEGS.drivers.rueck}`);
  await page.getByLabel('Suche').fill('');
  await expect(page).toHaveURL(/\/app\/bookings$/);
  await page.getByLabel('Fahrer', { exact: true }).selectOption({ label: LEGS.drivers.rueck });
  await expect(page).toHaveURL(/fahrer=[0-9a-f-]{36}/);
  await expect(page.getByRole('heading', { name: 'Alle Buchungen (1)' })).toBeVisible();
  await expect(row(page, number)).toBeVisible();
});

test("print tomorrow's trip list: both legs and the infection flag", async ({ page }) => {
  await signIn(page, '/app/bookings');
  await page.getByLabel('Fahrtdatum').selectOption('morgen');
  await expect(page).toHaveURL(/tag=morgen/);
  const number = LEGS.infectious.bookingNumber;
  await expect(row(page, number)).toBeVisible();
  await expect(row(page, number).getByRole('list', { name: 'Hinweise zur Fahrt' })).toContainText('Infektiös');
  await page.getByRole('checkbox', { name: 'Alle Buchungen dieser Seite auswählen' }).check();
  const href = await page.getByRole('link', { name: /Anzeigen/ }).getAttribute('href');
  expect(href).toContain('tag=morgen');
  await page.goto(href!);
  const tomorrow = formatGermanDate(addCalendarDays(today, 1));
  await expect(page.getByRole('heading', { name: `Fahrtenliste für den ${tomorrow}` })).toBeVisible();
  const legs = page.getByRole('row').filter({ hasText: number });
  await expect(legs).toHaveCount(2);
  await expect(legs.nth(0)).toContainText('Hinfahrt');
  await expect(legs.nth(0)).toContainText('08:30');
  await expect(legs.nth(1)).toContainText('Rückfahrt');
  await expect(legs.nth(1)).toContainText('12:15');
  for (const leg of [legs.nth(0), legs.nth(1)]) await expect(leg).toContainText('Infektiös');
  await expectNoSeriousA11yViolations(page);
});

test('a past ride is confirmed after a warning; rejecting asks for a reason and queues the Absage', async ({
  page,
}) => {
  await signIn(page, '/app/bookings?q=versp%C3%A4tet');
  const late = LEGS.overdue.bookingNumber;
  await expect(row(page, late)).toContainText('überfällig');
  let menu = await openMenu(page, late);
  await expect(menu.getByRole('menuitem', { name: 'Bestätigung senden' })).toHaveCount(0);
  await menu.getByRole('menuitem', { name: 'Fahrt bestätigen' }).click();
  const warning = page.getByRole('alertdialog', { name: 'Fahrt liegt in der Vergangenheit' });
  await expect(warning).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await warning.getByRole('button', { name: 'Trotzdem bestätigen' }).click();
  await expect(toast(page, 'Buchung bestätigt')).toContainText('in Warteschlange');
  await expect(row(page, late).getByText('Angenommen')).toBeVisible();
  menu = await openMenu(page, late);
  await menu.getByRole('menuitem', { name: 'Bestätigung senden' }).click();
  await expect(toast(page, 'Buchungsbestätigung versendet')).toContainText('in Warteschlange');

  await page.getByLabel('Suche').fill('absagefall');
  const reject = LEGS.reject.bookingNumber;
  menu = await openMenu(page, reject);
  await menu.getByRole('menuitem', { name: 'Fahrt ablehnen' }).click();
  const ask = page.getByRole('alertdialog', { name: 'Fahrt ablehnen?' });
  await ask.getByLabel('Begründung (optional)').fill('Kein Fahrzeug frei');
  await expect(ask.getByRole('checkbox', { name: /Fahrgast per E-Mail informieren/ })).toBeChecked();
  await expectNoSeriousA11yViolations(page);
  await ask.getByRole('button', { name: 'Fahrt ablehnen' }).click();
  await expect(toast(page, 'Buchung abgelehnt')).toContainText('Absage an patient-legs@example.org in Warteschlange');
  await expect(row(page, reject).getByText('Abgelehnt')).toBeVisible();
});
