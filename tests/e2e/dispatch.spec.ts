// Journey of issue 20's dispatch board: a dispatcher opens tomorrow's board, assigns the legs by keyboard-
// operable selects, sees the wheelchair conflict before saving and on the board, resolves it with the
// wheelchair van; a second dispatcher's board shows the changes without reload; the driver's day plan
// prints both legs, each with the vehicle it is driven with (issue 37). A carrying-chair ride with four
// companions warns about the van without a chair and its seats, and is resolved with the seven-seater
// that has one. Own server on a prepared data directory (useOwnServer), like the legs journeys; the
// seed's dispatchers sign in, no owner is needed.
import type { Locator, Page } from '@playwright/test';
import { addCalendarDays, berlinDate } from '../../app/domain/berlin-time';
import { formatGermanDate } from '../../app/domain/german-date';
import { DISPATCH, prepareDispatchDataDir } from './dispatch.seed';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { useOwnServer } from './support/own-server';
import { signInAsOwner } from './support/staff-sign-in';

useOwnServer({
  name: 'dispatch',
  sidePortOffset: 16,
  // Unused: the seed's staff accounts mean the server creates no owner.
  ownerPassword: 'E2E-Disposition-Inhaber-2026',
  prepare: prepareDispatchDataDir,
});

/** Signs in one of the seed's dispatchers (the seed's accounts need no password change). */
async function signIn(page: Page, account: { email: string; password: string }, target: string) {
  await signInAsOwner(page, target, account);
  await page.waitForLoadState('networkidle');
}

const tomorrow = addCalendarDays(berlinDate(), 1);

/**
 * Chooses an option as a dispatcher does: the select gets the focus first, which is when a ride's choices
 * are rendered (issue 37: they are not in the page for every ride); selectOption alone sends no focus.
 */
async function choose(select: Locator, label: string) {
  await select.focus();
  await select.selectOption({ label });
}
const group = (page: Page, name: string) => page.getByRole('region', { name: new RegExp(`^${name} \\(`) });
const legCard = (scope: Page | Locator, bookingNumber: string, kind: 'hin' | 'rueck') =>
  scope.locator(`li[data-booking-number="${bookingNumber}"][data-leg-kind="${kind}"]`);

test('a dispatcher assigns tomorrow’s legs and resolves a wheelchair conflict', async ({ page, browser }) => {
  await signIn(page, DISPATCH.dispatcher, '/app/dispatch');
  await expect(page.getByRole('heading', { name: 'Disposition', level: 1 })).toBeVisible();
  await page.getByRole('navigation', { name: 'Zeitraum wählen' }).getByRole('link', { name: 'Morgen' }).click();
  await expect(page).toHaveURL(`/app/dispatch?tag=${tomorrow}`);
  await expect(page.getByText(`Morgen, `)).toContainText(formatGermanDate(tomorrow));

  // A colleague watches the same board in another browser.
  const other = await browser.newContext();
  const watcher = await other.newPage();
  await signIn(watcher, DISPATCH.colleague, `/app/dispatch?tag=${tomorrow}`);
  await expect(legCard(group(watcher, 'Nicht zugewiesen'), DISPATCH.wheelchair.bookingNumber, 'hin')).toBeVisible();

  // Tomorrow's legs wait in "Nicht zugewiesen", in time order, with their flags.
  const open = group(page, 'Nicht zugewiesen');
  const hin = legCard(open, DISPATCH.wheelchair.bookingNumber, 'hin');
  await expect(hin).toContainText('08:00 Uhr');
  await expect(hin).toContainText(`${DISPATCH.wheelchair.vorname} ${DISPATCH.wheelchair.nachname}`);
  await expect(hin.locator('[data-flag="rollstuhl"]')).toBeVisible();
  await expect(hin.locator('[data-leg-status="geplant"]')).toBeVisible();

  // The wheelchair ride to the driver with the car: the conflict shows before saving …
  const what = `Hinfahrt ${DISPATCH.wheelchair.bookingNumber}`;
  await choose(hin.getByRole('combobox', { name: `Fahrer für ${what}` }), DISPATCH.drivers.car);
  const preview = hin.getByRole('list', { name: `Konflikte der geplanten Zuweisung ${what}` });
  await expect(preview).toContainText(
    `ist eine Rollstuhlfahrt, aber ${DISPATCH.car.plate} ist nicht rollstuhlgerecht.`,
  );
  // … the dispatcher saves anyway from the keyboard …
  await hin.getByRole('button', { name: `Zuweisung ${what} speichern` }).focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Konflikt in der Planung' })).toBeVisible();
  // … and the board shows it in the driver's section.
  const anna = group(page, DISPATCH.drivers.car);
  const assigned = legCard(anna, DISPATCH.wheelchair.bookingNumber, 'hin');
  await expect(assigned.getByRole('list', { name: `Konflikte ${what}` })).toContainText('nicht rollstuhlgerecht');
  await expect(anna).toContainText('1 Fahrt mit Konflikt');
  // The other dispatcher sees the assignment and the conflict without reloading.
  await expect(
    legCard(group(watcher, DISPATCH.drivers.car), DISPATCH.wheelchair.bookingNumber, 'hin').getByRole('list', {
      name: `Konflikte ${what}`,
    }),
  ).toBeVisible();

  // Resolved: the wheelchair van for this leg; no conflict before and after saving.
  await choose(
    assigned.getByRole('combobox', { name: `Fahrzeug für ${what}` }),
    `${DISPATCH.van.plate} ${DISPATCH.van.model} (Rollstuhl)`,
  );
  await expect(assigned.getByText('Keine Konflikte mit dieser Zuweisung.')).toBeVisible();
  await assigned.getByRole('button', { name: `Zuweisung ${what} speichern` }).click();
  await expect(
    page.locator('[data-sonner-toast]').filter({ hasText: `Hinfahrt: ${DISPATCH.drivers.car}, ${DISPATCH.van.plate}` }),
  ).toBeVisible();
  await expect(assigned.getByRole('list', { name: `Konflikte ${what}` })).toHaveCount(0);
  await expect(anna).not.toContainText('mit Konflikt');

  // The return goes to the van driver, the seated ride to the car driver.
  const back = `Rückfahrt ${DISPATCH.wheelchair.bookingNumber}`;
  const backCard = legCard(group(page, 'Nicht zugewiesen'), DISPATCH.wheelchair.bookingNumber, 'rueck');
  await choose(backCard.getByRole('combobox', { name: `Fahrer für ${back}` }), DISPATCH.drivers.van);
  await expect(backCard.getByText('Keine Konflikte mit dieser Zuweisung.')).toBeVisible();
  await backCard.getByRole('button', { name: `Zuweisung ${back} speichern` }).click();
  await expect(legCard(group(page, DISPATCH.drivers.van), DISPATCH.wheelchair.bookingNumber, 'rueck')).toBeVisible();
  const seated = `Hinfahrt ${DISPATCH.seated.bookingNumber}`;
  const seatedCard = legCard(group(page, 'Nicht zugewiesen'), DISPATCH.seated.bookingNumber, 'hin');
  await choose(seatedCard.getByRole('combobox', { name: `Fahrer für ${seated}` }), DISPATCH.drivers.car);
  await seatedCard.getByRole('button', { name: `Zuweisung ${seated} speichern` }).click();
  await expect(legCard(anna, DISPATCH.seated.bookingNumber, 'hin')).toBeVisible();
  await expect(group(page, 'Nicht zugewiesen').locator(`li[data-booking-number^="KF-2097-"]`)).toHaveCount(0);
  await expect(legCard(group(watcher, DISPATCH.drivers.van), DISPATCH.wheelchair.bookingNumber, 'rueck')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The driver's day plan to print: both of her legs, time order, phone numbers, and the vehicle of each
  // ride: the van the board chose for the wheelchair ride, her car for the other; the header lists both.
  const [plan] = await Promise.all([
    page.waitForEvent('popup'),
    anna.getByRole('link', { name: /Tagesplan .* drucken/ }).click(),
  ]);
  await plan.waitForLoadState();
  await expect(
    plan.getByRole('heading', { name: `Tagesplan ${DISPATCH.drivers.car}, ${formatGermanDate(tomorrow)}` }),
  ).toBeVisible();
  const rows = plan.locator('tbody tr');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText('08:00 Uhr');
  await expect(rows.nth(0)).toContainText('069 90009777');
  await expect(rows.nth(0).locator('[data-vehicle]')).toHaveText(
    `${DISPATCH.van.plate} ${DISPATCH.van.model} (Rollstuhl)`,
  );
  await expect(rows.nth(1)).toContainText(DISPATCH.seated.nachname);
  await expect(rows.nth(1).locator('[data-vehicle]')).toHaveText(`${DISPATCH.car.plate} ${DISPATCH.car.model}`);
  await expect(
    plan.getByText(
      `Fahrzeuge: ${DISPATCH.van.plate} ${DISPATCH.van.model} (Rollstuhl), ${DISPATCH.car.plate} ${DISPATCH.car.model}`,
    ),
  ).toBeVisible();
  await plan.close();
  await other.close();
});

test('a carrying-chair ride with four companions: the seats and the missing chair warn, the seven-seater with a chair resolves it', async ({
  page,
}) => {
  await signIn(page, DISPATCH.dispatcher, `/app/dispatch?tag=${tomorrow}`);
  const what = `Hinfahrt ${DISPATCH.carried.bookingNumber}`;
  const card = legCard(group(page, 'Nicht zugewiesen'), DISPATCH.carried.bookingNumber, 'hin');
  await expect(card).toContainText(`${DISPATCH.carried.vorname} ${DISPATCH.carried.nachname}`);
  await expect(card.getByTestId('begleitpersonen')).toHaveText('+4 Begleitpersonen');

  // To the van driver: his ramp van has no carrying chair and only 4 seats for the patient and 4 companions.
  await choose(card.getByRole('combobox', { name: `Fahrer für ${what}` }), DISPATCH.drivers.van);
  const preview = card.getByRole('list', { name: `Konflikte der geplanten Zuweisung ${what}` });
  await expect(preview).toContainText(`ist eine Tragestuhlfahrt, aber ${DISPATCH.van.plate} hat keinen Tragestuhl.`);
  await expect(preview).toContainText(`5 Sitzplätze nötig, ${DISPATCH.van.plate} hat 4 für Fahrgäste.`);

  // The seven-seater with a carrying chair: nothing to warn about.
  await choose(
    card.getByRole('combobox', { name: `Fahrzeug für ${what}` }),
    `${DISPATCH.chairCar.plate} ${DISPATCH.chairCar.model} (Tragestuhl)`,
  );
  await expect(card.getByText('Keine Konflikte mit dieser Zuweisung.')).toBeVisible();
  await card.getByRole('button', { name: `Zuweisung ${what} speichern` }).click();
  await expect(
    page
      .locator('[data-sonner-toast]')
      .filter({ hasText: `Hinfahrt: ${DISPATCH.drivers.van}, ${DISPATCH.chairCar.plate}` }),
  ).toBeVisible();
  const assigned = legCard(group(page, DISPATCH.drivers.van), DISPATCH.carried.bookingNumber, 'hin');
  await expect(assigned).toBeVisible();
  await expect(assigned.getByRole('list', { name: `Konflikte ${what}` })).toHaveCount(0);
});

test('at 1366 × 768 every driver and vehicle select shows its whole choice (issue 37)', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 1366, height: 768 });
  await signIn(page, DISPATCH.dispatcher, `/app/dispatch?tag=${tomorrow}`);
  const selects = page.locator('li[data-leg-id] select');
  await expect(selects.first()).toBeVisible();
  // The selected option's text against the room inside the select (its width without the padding that
  // holds the chevron), measured with the select's own font: "Nicht zugewies…" was cut at this width.
  const fits = await selects.evaluateAll((elements) => {
    const context = document.createElement('canvas').getContext('2d')!;
    return elements.map((element) => {
      const select = element as HTMLSelectElement;
      const style = getComputedStyle(select);
      context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
      const text = select.selectedOptions[0]?.text ?? '';
      const room = select.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return { name: select.getAttribute('aria-label'), text, width: Math.ceil(context.measureText(text).width), room };
    });
  });
  expect(fits.length).toBeGreaterThanOrEqual(6);
  for (const fit of fits) expect(fit.width, `${fit.name}: „${fit.text}“`).toBeLessThanOrEqual(fit.room);
  // The choices of a ride are in the page once the pointer is over it (not before: issue 37).
  const card = page.locator('li[data-leg-id]').last();
  const driverSelect = card.getByRole('combobox', { name: /^Fahrer für / });
  await expect(driverSelect.locator('option')).toHaveCount(1);
  await card.hover();
  for (const name of ['Nicht zugewiesen', DISPATCH.drivers.car, DISPATCH.drivers.van])
    await expect(driverSelect.locator('option', { hasText: name })).toHaveCount(1);
  const shot = testInfo.outputPath('disposition-1366x768.png');
  await page.screenshot({ path: shot, fullPage: true });
  await testInfo.attach('Disposition bei 1366 × 768', { path: shot, contentType: 'image/png' });
});
