// The series journey of issue 19: from a patient's page a dispatcher creates a Mo/Mi/Fr dialysis series
// with return "nach Termin", records its Serienverordnung, pauses it for a week, moves one date, and the
// bookings list (rows marked "Serie", the details showing the series' prescription) and the dashboard
// follow; the paused rides are "Pausiert" and come back as the same bookings when the series resumes
// (issue 37). A second journey (issue 37): the approvals form and Neue Serie fill what the chosen patient
// has, and shortening the approval cancels the series' rides after its new end at once.
// Own server on a prepared data directory, like the legs journeys.
import { addCalendarDays, berlinDate } from '../../app/domain/berlin-time';
import { formatGermanDate } from '../../app/domain/german-date';
import { prepareSeriesDataDir, SERIES_PATIENT } from './series.seed';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { toast, useOwnServer } from './support/own-server';

const { signIn } = useOwnServer({
  name: 'series',
  sidePortOffset: 10,
  ownerPassword: 'E2E-Serien-Passwort-2026',
  prepare: prepareSeriesDataDir,
});

/** Next Monday (at least two days ahead), the series' first day. */
function nextMonday(): string {
  const today = berlinDate();
  const weekday = new Date(`${today}T12:00:00Z`).getUTCDay(); // 0 = Sunday
  const ahead = ((8 - weekday) % 7) + (weekday === 0 ? 7 : 0) || 7;
  return addCalendarDays(today, ahead);
}

const monday = nextMonday();
const wednesday = addCalendarDays(monday, 2);
const thursday = addCalendarDays(monday, 3);
const pauseFrom = addCalendarDays(monday, 7);
const pauseTo = addCalendarDays(monday, 13);
/** The prescription's last day: more than 14 days ahead, before the end of the 8 weeks planned. */
const prescriptionUntil = addCalendarDays(monday, 27);
const name = `${SERIES_PATIENT.nachname}, ${SERIES_PATIENT.vorname}`;

test('a Mo/Mi/Fr dialysis series: create, record its prescription, pause a week, move one date; bookings and dashboard follow', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, `/app/patients/${SERIES_PATIENT.id}`);
  const section = page.getByRole('region', { name: 'Serien (0)' });
  await expect(section).toContainText('Noch keine Serie für diesen Patienten.');
  await section.getByRole('link', { name: 'Neue Serie anlegen' }).click();

  const create = page.getByRole('form', { name: 'Neue Serie anlegen' });
  await expect(create.getByLabel('Patient')).toHaveValue(SERIES_PATIENT.id);
  for (const day of ['Montag', 'Mittwoch', 'Freitag']) await create.getByRole('checkbox', { name: day }).check();
  await create.getByLabel('Beginn').fill(monday);
  await create.getByLabel('Abholzeit').fill('06:30');
  await create.getByLabel('Rückfahrt').selectOption('nach-termin');
  await create.getByLabel('Abholadresse').fill(SERIES_PATIENT.home);
  await create.getByLabel('Zieladresse').fill(SERIES_PATIENT.clinic);
  await expectNoSeriousA11yViolations(page);
  await create.getByRole('button', { name: 'Serie anlegen' }).click();
  await expect(toast(page, 'Serie angelegt')).toContainText('Fahrten angelegt');
  await expect(page).toHaveURL(/\/app\/series\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mo, Mi, Fr um 06:30, Rückfahrt nach Termin');
  const rides = page.getByRole('region', { name: /Geplante Fahrten/ });
  await expect(rides.locator(`[data-ride="${monday}"]`)).toContainText('06:30 Uhr');
  await expect(rides.locator(`[data-ride="${monday}"]`)).toContainText('Rückfahrt nach Termin');
  await expectNoSeriousA11yViolations(page);

  // The Serienverordnung: missing at first, then recorded with its period (ending before the horizon).
  await expect(page.locator('[data-prescription="fehlt"]')).toHaveText('Verordnung fehlt');
  const rx = page.getByRole('region', { name: 'Serienverordnung' });
  await rx.getByRole('button', { name: 'Serienverordnung erfassen' }).click();
  const rxForm = rx.getByRole('form', { name: 'Verordnung erfassen' });
  await rxForm.getByLabel('Ausgestellt am').fill(berlinDate());
  await rxForm.getByLabel('Verordnender Arzt').fill('Dr. Nora Niere');
  await rxForm.getByLabel('Rückfahrt').check();
  await rxForm.getByLabel('Grund der Beförderung').selectOption('dialyse');
  await rxForm.getByLabel('Am / vom').fill(monday);
  await rxForm.getByLabel('Bis voraussichtlich').fill(prescriptionUntil);
  await rxForm.getByLabel('Mal pro Woche').fill('3');
  await expectNoSeriousA11yViolations(page);
  await rxForm.getByRole('button', { name: 'Verordnung speichern' }).click();
  await expect(toast(page, 'Verordnung gespeichert')).toBeVisible();
  await expect(rx).toContainText(
    `${formatGermanDate(monday)} bis voraussichtlich ${formatGermanDate(prescriptionUntil)}, 3× pro Woche`,
  );
  await expect(page.locator('[data-prescription="endet-vor-horizont"]')).toContainText(
    `Verordnung endet am ${formatGermanDate(prescriptionUntil)}, vor dem Ende der Vorausplanung`,
  );
  await expect(page.getByRole('region', { name: 'Verlauf' })).toContainText(
    `Serienverordnung erfasst (ab ${formatGermanDate(monday)} bis ${formatGermanDate(prescriptionUntil)})`,
  );
  const seriesUrl = page.url();

  // Pause the second week (a hospital stay): its rides keep their bookings, "Pausiert".
  const pausedNumber = (await rides.locator(`[data-ride="${pauseFrom}"]`).textContent())?.match(/KF-\d{4}-\d+/)?.[0];
  expect(pausedNumber).toBeTruthy();
  await page.getByRole('button', { name: 'Serie pausieren' }).click();
  const pause = page.getByRole('dialog', { name: 'Serie pausieren' });
  await pause.getByLabel('Von').fill(pauseFrom);
  await pause.getByLabel('Bis einschließlich').fill(pauseTo);
  await pause.getByRole('button', { name: 'Pausieren' }).click();
  await expect(toast(page, 'Serie pausiert')).toContainText('3 Fahrten pausiert');
  await expect(rides.locator(`[data-ride="${pauseFrom}"]`)).toHaveCount(0);
  await expect(page.getByRole('region', { name: /Entfallende Termine/ })).toContainText(
    `Pause ${formatGermanDate(pauseFrom)} bis ${formatGermanDate(pauseTo)}`,
  );

  // Move Wednesday's ride to Thursday at 08:00 ("nur dieser Termin").
  await rides
    .locator(`[data-ride="${wednesday}"]`)
    .getByRole('button', { name: `Termin ${formatGermanDate(wednesday)} ändern` })
    .click();
  const move = page.getByRole('dialog', { name: `Termin ${formatGermanDate(wednesday)} ändern` });
  await move.getByLabel('Neues Datum').fill(thursday);
  await move.getByLabel('Abholzeit').fill('08:00');
  await expectNoSeriousA11yViolations(page);
  await move.getByRole('button', { name: 'Termin ändern' }).click();
  await expect(toast(page, 'Termin geändert')).toContainText('1 Fahrt geändert');
  await expect(rides.locator(`[data-ride="${thursday}"]`)).toContainText('08:00 Uhr');
  await expect(rides.locator(`[data-ride="${wednesday}"]`)).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Verlauf' })).toContainText(
    `Termin ${formatGermanDate(wednesday)} verschoben auf ${formatGermanDate(thursday)} um 08:00`,
  );

  // The bookings list follows: Thursday at 08:00 is there, the paused Monday is paused, not rejected.
  await page.goto(`/app/bookings?q=${encodeURIComponent(SERIES_PATIENT.nachname)}`, { waitUntil: 'networkidle' });
  const rows = page.getByRole('row').filter({ hasText: SERIES_PATIENT.nachname });
  await expect(rows.filter({ hasText: formatGermanDate(thursday) })).toContainText('08:00');
  await expect(rows.filter({ hasText: formatGermanDate(wednesday) })).toHaveCount(0);
  await expect(rows.filter({ hasText: formatGermanDate(pauseFrom) })).toContainText('Pausiert');
  await expect(rows.filter({ hasText: formatGermanDate(pauseFrom) })).toContainText(pausedNumber!);
  await expect(rows.filter({ hasText: 'Abgelehnt' })).toHaveCount(0);
  // Each row of the series carries the marker; the details show the series' prescription and link back.
  const thursdayRow = rows.filter({ hasText: formatGermanDate(thursday) });
  await expect(thursdayRow.locator('.kf-serie')).toHaveText('Serie');
  await thursdayRow.getByRole('button', { name: /^Aktionen für Buchung/ }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Details anzeigen' }).click();
  const details = page.getByRole('dialog', { name: 'Buchungsdetails' });
  const fromSeries = details.getByRole('group', { name: 'Verordnung der Serie' });
  await expect(fromSeries).toContainText('Dr. Nora Niere');
  await expect(details.getByRole('list', { name: 'Genehmigung je Fahrt' })).toContainText('Dialyse');
  await expectNoSeriousA11yViolations(page);
  await fromSeries.getByRole('link', { name: 'Zur Serie' }).click();
  await expect(page).toHaveURL(seriesUrl);

  // The dashboard follows: Thursday lists the ride and its return "nach Termin"; the paused Monday none.
  await page.goto(`/app?tag=${thursday}`, { waitUntil: 'networkidle' });
  const day = page.locator('li[data-leg]').filter({ hasText: SERIES_PATIENT.nachname });
  await expect(day.filter({ hasText: '08:00' })).toHaveCount(1);
  await expect(day.filter({ hasText: 'nach Termin' })).toHaveCount(1);
  await page.goto(`/app?tag=${pauseFrom}`, { waitUntil: 'networkidle' });
  await expect(page.locator('li[data-leg]').filter({ hasText: SERIES_PATIENT.nachname })).toHaveCount(0);

  // The overview and the patient page show the series with its rule in words.
  await page.goto('/app/series', { waitUntil: 'networkidle' });
  await expect(page.locator('li[data-series-id]')).toContainText(`${name}: Mo, Mi, Fr um 06:30, Rückfahrt nach Termin`);
  await expectNoSeriousA11yViolations(page);

  // Resumed: the paused rides come back as the same bookings (same numbers), "Angenommen".
  await page.goto(seriesUrl, { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Serie fortsetzen' }).click();
  await page.getByRole('dialog', { name: 'Serie fortsetzen' }).getByRole('button', { name: 'Fortsetzen' }).click();
  await expect(toast(page, 'Serie fortgesetzt')).toContainText('3 Fahrten fortgesetzt');
  await expect(rides.locator(`[data-ride="${pauseFrom}"]`)).toContainText(pausedNumber!);
  await page.goto(`/app/bookings?q=${encodeURIComponent(SERIES_PATIENT.nachname)}`, { waitUntil: 'networkidle' });
  await expect(rows.filter({ hasText: formatGermanDate(pauseFrom) })).toContainText('Angenommen');
  await expect(rows.filter({ hasText: pausedNumber! })).toHaveCount(1);
});

test("the chosen patient fills the approval and the series; a shortened approval cancels the series' rides after its end at once", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const tuesday = addCalendarDays(monday, 1);
  const approvalEnd = addCalendarDays(monday, 27);
  const shortEnd = addCalendarDays(monday, 9); // a Wednesday: the Thursday after it is the first ride to go
  const cancelledThursday = addCalendarDays(monday, 10);

  // The approval: choosing the patient fills the Krankenkasse.
  await signIn(page, '/app/approvals');
  const create = page.getByRole('form', { name: 'Genehmigung erfassen' });
  await create.getByLabel('Patient').selectOption(SERIES_PATIENT.id);
  await expect(create.getByLabel('Krankenkasse')).toHaveValue('AOK Hessen');
  await create.getByLabel('Genehmigungsnummer').fill('AOK-S-37');
  await create.getByLabel('Gültig ab').fill(berlinDate());
  await create.getByLabel('Gültig bis').fill(approvalEnd);
  await create.getByLabel('Status').selectOption('genehmigt');
  await create.getByRole('button', { name: 'Speichern' }).click();
  await expect(toast(page, 'Genehmigung gespeichert')).toBeVisible();

  // Neue Serie from the list: choosing the patient fills the addresses and the Transportart.
  await page.goto('/app/series', { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: 'Neue Serie' }).click();
  const form = page.getByRole('form', { name: 'Neue Serie anlegen' });
  await expect(form.getByLabel('Abholadresse')).toHaveValue('');
  await form.getByLabel('Patient').selectOption(SERIES_PATIENT.id);
  await expect(form.getByLabel('Abholadresse')).toHaveValue(SERIES_PATIENT.home);
  await expect(form.getByLabel('Zieladresse')).toHaveValue(SERIES_PATIENT.clinic);
  await expect(form.getByLabel('Transportart')).toHaveValue('sitzend');
  for (const day of ['Dienstag', 'Donnerstag']) await form.getByRole('checkbox', { name: day }).check();
  await form.getByLabel('Beginn').fill(tuesday);
  await form.getByLabel('Abholzeit').fill('14:00');
  await form
    .getByLabel('Genehmigung')
    .selectOption({ label: `Nr. AOK-S-37, genehmigt, gültig bis ${formatGermanDate(approvalEnd)}` });
  await form.getByRole('button', { name: 'Serie anlegen' }).click();
  await expect(toast(page, 'Serie angelegt')).toContainText('Fahrten angelegt');
  await expect(page).toHaveURL(/\/app\/series\/[0-9a-f-]{36}$/);

  // The approval ends earlier: the rides after its new end are cancelled when it is saved, and named.
  await page.goto('/app/approvals', { waitUntil: 'networkidle' });
  const card = page.getByRole('listitem').filter({ hasText: 'AOK-S-37' });
  await card.getByRole('button', { name: /bearbeiten$/ }).click();
  const edit = page.getByRole('dialog', { name: 'Genehmigung bearbeiten' });
  await edit.getByLabel('Gültig bis').fill(shortEnd);
  await edit.getByRole('button', { name: 'Änderungen speichern' }).click();
  await expect(toast(page, 'Serienfahrten abgesagt')).toContainText(
    new RegExp(
      `\\d+ Fahrten nach dem ${formatGermanDate(shortEnd)} abgesagt: ${formatGermanDate(cancelledThursday)} 14:00 \\(KF-`,
    ),
  );

  // The bookings list and the dashboard no longer have them as accepted rides.
  await page.goto(`/app/bookings?q=${encodeURIComponent(SERIES_PATIENT.nachname)}`, { waitUntil: 'networkidle' });
  const thursdayRow = page
    .getByRole('row')
    .filter({ hasText: formatGermanDate(cancelledThursday) })
    .filter({ hasText: '14:00' });
  await expect(thursdayRow).toContainText('Abgelehnt');
  await expect(thursdayRow).not.toContainText('Angenommen');
  await page.goto(`/app?tag=${cancelledThursday}`, { waitUntil: 'networkidle' });
  await expect(
    page.locator('li[data-leg]').filter({ hasText: SERIES_PATIENT.nachname }).filter({ hasText: '14:00' }),
  ).toHaveCount(0);
});

test('on a phone the series form fits the screen and is reachable from the patient page @phone', async ({ page }) => {
  await signIn(page, `/app/patients/${SERIES_PATIENT.id}`);
  await page
    .getByRole('region', { name: /^Serien \(\d+\)$/ })
    .getByRole('link', { name: 'Neue Serie anlegen' })
    .click();
  const create = page.getByRole('form', { name: 'Neue Serie anlegen' });
  await expect(create.getByLabel('Patient')).toHaveValue(SERIES_PATIENT.id);
  await create.getByRole('button', { name: 'Serie anlegen' }).click();
  await expect(create.getByText('Bitte wählen Sie mindestens einen Wochentag.')).toBeVisible();
  await expect(create.getByLabel('Patient')).toHaveValue(SERIES_PATIENT.id);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await expectNoSeriousA11yViolations(page);
});
