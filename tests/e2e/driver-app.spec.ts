// The drivers' app (issue 20) on a phone: the driver signs in and sees only her own legs, loses the
// network, reports "Patient an Bord" and the patient's signature (both wait on the phone), gets the
// network back (both are sent, in order); the dispatcher then sees each report exactly once in the
// booking's history and opens the signature the driver recorded. A ride the office assigns to her then
// appears on her phone without a reload (the live stream /fahrer/ereignisse), and when the dispatch board
// gives that ride the wheelchair van her card names the van (issue 37; the card also shows the phone as
// the board does and the booking's note once). Own server on a prepared data directory, like the legs journeys.
import { devices, type Page } from '@playwright/test';
import { DRIVER_APP, OWNER, prepareDriverAppDataDir } from './driver-app.seed';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { useOwnServer } from './support/own-server';
import { drawSignature } from './support/signature-pad';

const { origin } = useOwnServer({
  name: 'driver-app',
  sidePortOffset: 17,
  ownerPassword: OWNER.password,
  prepare: prepareDriverAppDataDir,
});
const { email: ownerEmail, password: ownerPassword } = OWNER;

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login', { waitUntil: 'networkidle' });
  await page.getByLabel('E-Mail').fill(email);
  await page.getByLabel('Passwort').fill(password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
}

/** Signs in as the Inhaber and opens a booking's details from the bookings list. */
async function openDetailsAsOwner(page: Page, booking: { nachname: string; bookingNumber: string }) {
  await signIn(page, ownerEmail, ownerPassword);
  await page.waitForURL(/\/app/);
  await page.goto(`/app/bookings?q=${booking.nachname.toLowerCase()}`, { waitUntil: 'networkidle' });
  const row = page.getByRole('row').filter({ hasText: booking.bookingNumber });
  await row.getByRole('button', { name: `Aktionen für Buchung ${booking.bookingNumber}` }).click();
  await page.getByRole('menu').getByRole('menuitem', { name: 'Details anzeigen' }).click();
  return page.getByRole('dialog', { name: 'Buchungsdetails' });
}

const legCard = (page: Page, patient: string) => page.getByTestId('fahrt').filter({ hasText: patient });

test('a driver reports "Patient an Bord" and a signature offline; the dispatcher sees each once @phone', async ({
  browser,
}) => {
  test.setTimeout(120_000);
  // A phone held in one hand: 360 px wide, touch.
  const phone = await browser.newContext({
    ...devices['Pixel 7'],
    viewport: { width: 360, height: 780 },
    baseURL: origin,
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
  });
  const page = await phone.newPage();
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));

  await signIn(page, DRIVER_APP.anna.email, DRIVER_APP.anna.password);
  await expect(page).toHaveURL(/\/fahrer$/);
  await expect(page.getByRole('heading', { name: 'Meine Fahrten' })).toBeVisible();
  // Only her own legs: today's and tomorrow's, never Bruno's.
  const mine = legCard(page, `${DRIVER_APP.mine.vorname} ${DRIVER_APP.mine.nachname}`);
  await expect(mine).toContainText('09:00');
  await expect(mine).toContainText('Rollstuhl');
  await expect(mine).toContainText('Klingel defekt');
  // The booking's note once (it is stored as the note and as the free-text answer), the phone as the board
  // shows it (not "+49…"), and the vehicle of the ride: her own car.
  await expect(mine.getByText(DRIVER_APP.note)).toHaveCount(1);
  await expect(mine.getByRole('link', { name: /^069 90009555\s*anrufen$/ })).toHaveAttribute(
    'href',
    'tel:+496990009555',
  );
  await expect(mine).not.toContainText('+49');
  await expect(mine.getByTestId('fahrzeug')).toHaveText(`Fahrzeug: ${DRIVER_APP.car.plate} ${DRIVER_APP.car.model}`);
  await expect(mine.getByRole('link', { name: /Navigation starten/ }).first()).toHaveAttribute(
    'href',
    /google\.com\/maps\/dir/,
  );
  await expect(legCard(page, DRIVER_APP.tomorrow.nachname)).toContainText('07:15');
  await expect(page.getByText(DRIVER_APP.foreign.nachname)).toHaveCount(0);
  // The back office is not hers.
  const refused = await page.request.post('/app/bookings/aktionen', {
    form: { intent: 'confirm', id: '00000000-0000-4000-8000-000000000000' },
  });
  expect(refused.status()).toBe(403);
  await page.goto('/app/bookings');
  await expect(page).toHaveURL(/\/fahrer$/);

  // Big buttons for a thumb.
  const onBoard = mine.getByRole('button', { name: 'Patient an Bord' });
  const box = await onBoard.boundingBox();
  expect(box!.height).toBeGreaterThanOrEqual(44);
  expect(box!.width).toBeGreaterThanOrEqual(44);
  await expectNoSeriousA11yViolations(page);

  // Installable: the manifest and the service worker, with the list kept for offline use.
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/fahrer.webmanifest');
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await expect
    .poll(() =>
      page.evaluate(() =>
        caches
          .open('kf-fahrer-v1')
          .then((cache) => cache.match('/fahrer'))
          .then(Boolean),
      ),
    )
    .toBe(true);

  // No network: the list stays readable, reports wait on the phone.
  await phone.setOffline(true);
  await page.reload();
  await expect(mine).toBeVisible();
  await expect(page.getByTestId('verbindung')).toContainText('Offline');
  await mine.getByRole('button', { name: 'Patient an Bord' }).click();
  await expect(mine.getByTestId('fahrt-status')).toHaveText('Patient an Bord');
  await expect(mine.getByTestId('wartet')).toHaveText('Wartet auf Empfang: 1 Meldung');

  await mine.getByText('Nachweis: Unterschrift, Transportschein, km').click();
  await drawSignature(page, mine);
  await mine.getByRole('button', { name: 'Unterschrift speichern' }).click();
  await expect(mine.getByTestId('wartet')).toHaveText('Wartet auf Empfang: 2 Meldungen');

  // Back online: both are sent, in order, and the list shows what the server has.
  await phone.setOffline(false);
  await expect(mine.getByTestId('wartet')).toHaveCount(0, { timeout: 20_000 });
  await expect(mine).toContainText('Zuletzt gemeldet: Patient an Bord');
  await expect(mine).toContainText('Unterschrift des Patienten – erfasst');
  expect(pageErrors).toEqual([]);
  await phone.close();
});

test("the dispatcher sees both reports exactly once in the booking's history, and the status on the dispatch board", async ({
  page,
}) => {
  const details = await openDetailsAsOwner(page, DRIVER_APP.mine);
  await expect(details.getByText(/^Fahrer-Meldung der Hinfahrt: Patient an Bord, \d\d:\d\d Uhr$/)).toHaveCount(1);
  await expect(details.getByText('Unterschrift des Patienten der Hinfahrt erfasst')).toHaveCount(1);

  // The proof of service: the signature as a thumbnail, with time and driver, opened in a new tab.
  const proof = details.getByRole('list', { name: 'Nachweis der Hinfahrt' });
  const thumbnail = proof.getByRole('img', { name: 'Unterschrift des Patienten (Hinfahrt)' });
  await expect(thumbnail).toBeVisible();
  await expect.poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(proof).toContainText(DRIVER_APP.anna.name);
  const [view] = await Promise.all([
    page.waitForEvent('popup'),
    proof.getByRole('link', { name: /^Unterschrift ansehen/ }).click(),
  ]);
  await view.waitForLoadState();
  expect(view.url()).toMatch(/\/app\/bookings\/[0-9a-f-]{36}\/nachweis\/hin\/unterschrift$/);
  const image = await page.request.get(view.url());
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/png');
  expect(image.headers()['cache-control']).toBe('no-store');
  expect(image.headers()['x-content-type-options']).toContain('nosniff');
  await view.close();
  const download = await page.request.get(`${view.url()}?download=1`);
  expect(download.headers()['content-disposition']).toMatch(
    /^attachment; filename="KF-2097-00001-hinfahrt-unterschrift\.png"/,
  );
  await page.keyboard.press('Escape');

  // The dispatch board shows today's leg once, with the status the driver reported.
  await page.goto('/app/dispatch', { waitUntil: 'networkidle' });
  const onBoard = page.locator(`li[data-leg-kind="hin"][data-booking-number="${DRIVER_APP.mine.bookingNumber}"]`);
  await expect(onBoard).toHaveCount(1);
  await expect(onBoard.locator('[data-leg-status]')).toHaveAttribute('data-leg-status', 'an-bord');
  await expect(onBoard.locator('[data-leg-status]')).toHaveText('Patient an Bord');
});

test("the driver's list follows the office live: a ride assigned to her appears without reloading @phone", async ({
  browser,
  page,
}) => {
  test.setTimeout(90_000);
  const phone = await browser.newContext({
    ...devices['Pixel 7'],
    viewport: { width: 360, height: 780 },
    baseURL: origin,
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
  });
  const driverPage = await phone.newPage();
  await signIn(driverPage, DRIVER_APP.anna.email, DRIVER_APP.anna.password);
  await expect(driverPage.getByRole('heading', { name: 'Meine Fahrten' })).toBeVisible();
  await expect(driverPage.getByText(DRIVER_APP.foreign.nachname)).toHaveCount(0);
  await driverPage.evaluate(() => Object.assign(window, { sameDocument: true }));

  // The office gives Bruno's ride to Anna in the booking details.
  const details = await openDetailsAsOwner(page, DRIVER_APP.foreign);
  await details.getByLabel('Fahrer (Hinfahrt)').selectOption({ label: DRIVER_APP.anna.name });
  await details.getByRole('button', { name: 'Hinfahrt zuweisen' }).click();

  // Her phone shows it without a reload of the page, driven with her car.
  const given = legCard(driverPage, `${DRIVER_APP.foreign.vorname} ${DRIVER_APP.foreign.nachname}`);
  await expect(given).toBeVisible({ timeout: 15_000 });
  await expect(given.getByTestId('fahrzeug')).toHaveText(`Fahrzeug: ${DRIVER_APP.car.plate} ${DRIVER_APP.car.model}`);

  // On the dispatch board the office gives this one ride the wheelchair van: her card names the van.
  await page.keyboard.press('Escape');
  await page.goto('/app/dispatch', { waitUntil: 'networkidle' });
  const what = `Hinfahrt ${DRIVER_APP.foreign.bookingNumber}`;
  const onBoard = page.locator(`li[data-leg-kind="hin"][data-booking-number="${DRIVER_APP.foreign.bookingNumber}"]`);
  const vehicle = onBoard.getByRole('combobox', { name: `Fahrzeug für ${what}` });
  await vehicle.focus();
  await vehicle.selectOption({ label: `${DRIVER_APP.van.plate} ${DRIVER_APP.van.model} (Rollstuhl)` });
  await onBoard.getByRole('button', { name: `Zuweisung ${what} speichern` }).click();
  await expect(given.getByTestId('fahrzeug')).toHaveText(
    `Fahrzeug: ${DRIVER_APP.van.plate} ${DRIVER_APP.van.model} (Rollstuhl)`,
    {
      timeout: 15_000,
    },
  );
  // Her other ride keeps her car.
  await expect(
    legCard(driverPage, `${DRIVER_APP.mine.vorname} ${DRIVER_APP.mine.nachname}`).getByTestId('fahrzeug'),
  ).toHaveText(`Fahrzeug: ${DRIVER_APP.car.plate} ${DRIVER_APP.car.model}`);
  expect(await driverPage.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  await phone.close();
});

test('on a slow connection a report tapped while the one before is on its way arrives too, once and in order', async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const phone = await browser.newContext({
    ...devices['Pixel 7'],
    viewport: { width: 360, height: 780 },
    baseURL: origin,
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
  });
  const page = await phone.newPage();
  await signIn(page, DRIVER_APP.anna.email, DRIVER_APP.anna.password);
  const ride = legCard(page, `${DRIVER_APP.tomorrow.vorname} ${DRIVER_APP.tomorrow.nachname}`);
  await expect(ride.getByTestId('fahrt-status')).toHaveText('geplant');

  // The first report's answer is held until the driver has tapped the next one (a slow network).
  const posted: string[] = [];
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/fahrer/meldungen', async (route) => {
    const which = /name="report"\r\n\r\n([\w-]+)/.exec(route.request().postData() ?? '')?.[1] ?? 'other';
    posted.push(which);
    if (posted.length === 1) await held;
    await route.continue();
  });
  await ride.getByRole('button', { name: 'Unterwegs' }).click();
  await expect.poll(() => posted).toEqual(['unterwegs']);
  await ride.getByRole('button', { name: 'Angekommen' }).click();
  await expect(ride.getByTestId('wartet')).toHaveText('Wartet auf Empfang: 2 Meldungen');
  release();

  await expect(ride.getByTestId('wartet')).toHaveCount(0, { timeout: 20_000 });
  await expect(ride.getByTestId('fahrt-status')).toHaveText('angekommen');
  expect(posted).toEqual(['unterwegs', 'angekommen']);
  // What the server kept: after a reload the ride is "Angekommen", its last report the second tap.
  await page.reload({ waitUntil: 'networkidle' });
  await expect(ride.getByTestId('fahrt-status')).toHaveText('angekommen');
  await expect(ride).toContainText('Zuletzt gemeldet: Angekommen');
  await phone.close();
});
