// The rides core's journey (issue 36, "Done when"), with the office in one browser and the driver's phone
// in another: a ride booked by phone and assigned on the dispatch board reaches the driver's phone; a ride
// called off on the board leaves the phone live; the phone loses the network with reports waiting for the
// phone-booked ride, the office rejects that booking, and back online the waiting reports are answered
// "storniert" (the queue empties) and the ride is on no billing screen. The driver completes another ride
// (km and signature), which both billing screens list alike; its monthly package is exported, and a
// private ride is invoiced: the driver's waiting km reports for both are answered "abgerechnet", both cards
// are closed, and a billing screen that missed the live update can't change their km either. Runs on its
// own server with PGlite, and once more on PostgreSQL when TEST_DATABASE_URL is set.
import { devices, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { addCalendarDays, berlinDate } from '../../app/domain/berlin-time';
import { RIDES, prepareRidesData } from './rides.seed';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { openBookingMenu, toast, useOwnServer, type OwnServer } from './support/own-server';
import { drawSignature } from './support/signature-pad';

const today = berlinDate();
const tomorrow = addCalendarDays(today, 1);

/** dd.MM.yyyy of a Berlin date (yyyy-MM-dd), as staff type it. */
const typed = (date: string) => `${date.slice(8, 10)}.${date.slice(5, 7)}.${date.slice(0, 4)}`;

const name = (person: { vorname: string; nachname: string }) => `${person.vorname} ${person.nachname}`;

const CANCELLED = 'Diese Fahrt wurde storniert. Ihre Meldung wurde nicht übernommen';
const BILLED = 'Diese Fahrt ist bereits abgerechnet: Meldungen und Nachweise können nicht mehr geändert werden.';
const CLOSED_BILLED = 'Diese Fahrt ist abgerechnet: Meldungen und Nachweise sind abgeschlossen.';

/** The board's card of one leg. */
const boardLeg = (page: Page, bookingNumber: string) =>
  page.locator(`li[data-booking-number="${bookingNumber}"][data-leg-kind="hin"]`);
/** A ride on the driver's phone, by patient. */
const phoneRide = (phone: Page, patient: string) => phone.getByTestId('fahrt').filter({ hasText: patient });
/** A ride taken away from the driver, by booking number. */
const takenAway = (phone: Page, bookingNumber: string) =>
  phone.getByTestId('abgegeben').filter({ hasText: bookingNumber });
/** A leg on /app/billing. */
const billingLeg = (page: Page, bookingNumber: string) =>
  page.getByTestId('billing-leg').filter({ hasText: bookingNumber });

async function openPhone(
  browser: Browser,
  origin: string,
): Promise<{ context: BrowserContext; phone: Page; errors: string[] }> {
  // A phone held in one hand, like the drivers' app journey.
  const context = await browser.newContext({
    ...devices['Pixel 7'],
    viewport: { width: 360, height: 780 },
    baseURL: origin,
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
  });
  const phone = await context.newPage();
  const errors: string[] = [];
  phone.on('pageerror', (error) => errors.push(error.message));
  await phone.goto('/login', { waitUntil: 'networkidle' });
  await phone.getByLabel('E-Mail').fill(RIDES.driver.email);
  await phone.getByLabel('Passwort').fill(RIDES.driver.password);
  await phone.getByRole('button', { name: 'Anmelden' }).click();
  await expect(phone).toHaveURL(/\/fahrer$/);
  await expect(phone.getByRole('heading', { name: 'Meine Fahrten' })).toBeVisible();
  return { context, phone, errors };
}

/** Opens a ride's proof of service (signature, km) unless it is open already. */
async function openProof(ride: Locator): Promise<void> {
  const km = ride.getByLabel('oder gefahrene km');
  if (!(await km.isVisible())) await ride.getByText('Nachweis: Unterschrift, Transportschein, km').click();
  await expect(km).toBeVisible();
}

async function queueKm(ride: Locator, km: string): Promise<void> {
  await openProof(ride);
  await ride.getByLabel('oder gefahrene km').fill(km);
  await ride.getByRole('button', { name: 'Kilometer und Wartezeit speichern' }).click();
}

/** The phone's queue of reports as stored on the phone (what "not retried" means: nothing is left). */
async function storedQueue(phone: Page): Promise<number> {
  return phone.evaluate(() =>
    Object.keys(localStorage)
      .filter((key) => key.startsWith('kf-fahrer-meldungen:'))
      .reduce((sum, key) => sum + (JSON.parse(localStorage.getItem(key) ?? '[]') as unknown[]).length, 0),
  );
}

/**
 * A billing screen that missed the live update offers the km of a billed ride: the server refuses them in
 * German, and its answer reloads the screen without the ride.
 */
async function refusedAsBilled(billing: Page, bookingNumber: string, km: string): Promise<void> {
  const leg = billingLeg(billing, bookingNumber);
  await leg.getByLabel('Gefahrene km').fill(km);
  await leg
    .getByRole('button', { name: `Kilometer, Wartezeit und Absetzzeit für ${bookingNumber} Hinfahrt speichern` })
    .click();
  await expect(toast(billing, 'Fahrt konnte nicht ergänzt werden')).toContainText('bereits abgerechnet');
  await expect(leg).toHaveCount(0);
}

/** A price "12,34 €" in a text. */
function euro(text: string | null): string {
  const match = /\d{1,3}(?:\.\d{3})*,\d{2}\s€/.exec(text ?? '');
  if (!match) throw new Error(`no amount in "${text}"`);
  return match[0];
}

async function journey(page: Page, browser: Browser, server: OwnServer<void>) {
  test.setTimeout(360_000);
  const { origin } = server;

  // --- The office books a ride by phone for tomorrow and assigns it on the dispatch board. -----------
  await server.signIn(page, '/app/bookings/neu');
  const form = page.getByRole('form', { name: 'Neue Buchung' });
  await form.getByRole('textbox', { name: 'Datum', exact: true }).fill(typed(tomorrow));
  await form.getByRole('textbox', { name: 'Uhrzeit (Abholung)' }).fill(RIDES.rejected.uhrzeit);
  await form.getByRole('combobox', { name: 'Abholadresse' }).fill('Bergstraße 12, 60318 Frankfurt am Main');
  await form.getByRole('combobox', { name: 'Zieladresse' }).fill('Praxis am Markt, Markt 1, 60311 Frankfurt am Main');
  await form.getByRole('textbox', { name: 'Vorname' }).fill(RIDES.rejected.vorname);
  await form.getByRole('textbox', { name: 'Nachname' }).fill(RIDES.rejected.nachname);
  await form.getByRole('textbox', { name: 'Telefon' }).fill(RIDES.rejected.telefon);
  await form.getByRole('textbox', { name: 'Krankenkasse' }).fill('AOK Hessen');
  await form.getByLabel('Transportart').selectOption({ label: 'Sitzend' });
  await form.getByRole('button', { name: 'Buchung anlegen' }).click();
  await expect(toast(page, 'Buchung angelegt')).toBeVisible();
  await expect(page).toHaveURL(/\/app\/bookings\?q=KF-\d{4}-\d{5}$/);
  const rejectedNumber = decodeURIComponent(new URL(page.url()).searchParams.get('q')!);

  await page.goto(`/app/dispatch?tag=${tomorrow}`, { waitUntil: 'networkidle' });
  const what = `Hinfahrt ${rejectedNumber}`;
  const card = boardLeg(page, rejectedNumber);
  await expect(card).toContainText(name(RIDES.rejected));
  // The board fills a ride's choices when the dispatcher reaches it (focus), as a keyboard user does.
  const driverSelect = card.getByRole('combobox', { name: `Fahrer für ${what}` });
  await driverSelect.focus();
  await driverSelect.selectOption({ label: RIDES.driver.name });
  await card.getByRole('button', { name: `Zuweisung ${what} speichern` }).click();
  await expect(toast(page, `Hinfahrt: ${RIDES.driver.name}`)).toBeVisible();
  const driverGroup = page.getByRole('region', { name: new RegExp(`^${RIDES.driver.name} \\(`) });
  await expect(driverGroup.locator(`li[data-booking-number="${rejectedNumber}"]`)).toBeVisible();

  // --- The driver's phone shows the ride; a ride called off on the board leaves it live. -------------
  const { context: phoneContext, phone, errors: phoneErrors } = await openPhone(browser, origin);
  const rejectedRide = phoneRide(phone, name(RIDES.rejected));
  await expect(rejectedRide).toContainText(RIDES.rejected.uhrzeit);
  await expect(rejectedRide).toContainText(rejectedNumber);
  await expect(phoneRide(phone, name(RIDES.calledOff))).toBeVisible();
  await expect(phoneRide(phone, name(RIDES.insured))).toBeVisible();
  await phone.evaluate(() => Object.assign(window, { sameDocument: true }));

  const calledOff = `Hinfahrt ${RIDES.calledOff.bookingNumber}`;
  await boardLeg(page, RIDES.calledOff.bookingNumber)
    .getByRole('button', { name: `${calledOff} absagen` })
    .click();
  const question = page.getByRole('alertdialog', { name: `${calledOff} absagen?` });
  await expect(question).toContainText('Der Fahrer wird entfernt');
  await question.getByRole('button', { name: 'Fahrt absagen' }).click();
  await expect(toast(page, 'Fahrt abgesagt')).toBeVisible();
  await expect(boardLeg(page, RIDES.calledOff.bookingNumber)).toHaveCount(0);
  await expect(takenAway(phone, RIDES.calledOff.bookingNumber)).toContainText('Fahrt storniert', { timeout: 20_000 });
  await expect(phone.getByText(RIDES.calledOff.nachname)).toHaveCount(0);
  expect(await phone.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);

  // --- The driver sets off; offline, "Abgesetzt" and the km wait on the phone. ------------------------
  await rejectedRide.getByRole('button', { name: 'Unterwegs' }).click();
  await expect(rejectedRide).toContainText('Zuletzt gemeldet: Unterwegs', { timeout: 20_000 });
  await phoneContext.setOffline(true);
  await expect(phone.getByTestId('verbindung')).toContainText('Offline');
  await rejectedRide.getByRole('button', { name: 'Abgesetzt' }).click();
  await queueKm(rejectedRide, '12,5');
  await expect(rejectedRide.getByTestId('wartet')).toHaveText('Wartet auf Empfang: 2 Meldungen');

  // --- The office rejects the booking: it leaves the board. -----------------------------------------
  await page.goto(`/app/bookings?q=${rejectedNumber}`, { waitUntil: 'networkidle' });
  const menu = await openBookingMenu(page, rejectedNumber);
  await menu.getByRole('menuitem', { name: 'Status ändern' }).press('ArrowRight');
  await page.getByRole('menu').last().getByRole('menuitem', { name: 'Abgelehnt' }).press('Enter');
  await expect(toast(page, 'Status geändert')).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: rejectedNumber })).toContainText('Abgelehnt');
  await page.goto(`/app/dispatch?tag=${tomorrow}`, { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { name: 'Disposition', level: 1 })).toBeVisible();
  await expect(boardLeg(page, rejectedNumber)).toHaveCount(0);

  // --- Back online: the waiting reports are answered "storniert", not retried; the ride is taken away. -
  await phoneContext.setOffline(false);
  await expect(phone.getByTestId('meldung')).toContainText(CANCELLED, { timeout: 20_000 });
  await expect(takenAway(phone, rejectedNumber)).toContainText('Fahrt storniert');
  await expect(phone.getByText(RIDES.rejected.nachname)).toHaveCount(0);
  await expect(phone.getByTestId('wartet')).toHaveCount(0);
  await expect(phone.getByTestId('verbindung')).toHaveText('Online');
  expect(await storedQueue(phone)).toBe(0);
  expect(await phone.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  await expectNoSeriousA11yViolations(phone);

  // --- The driver completes the AOK ride: set down, km and the patient's signature. -----------------
  const insuredRide = phoneRide(phone, name(RIDES.insured));
  await insuredRide.getByRole('button', { name: 'Abgesetzt' }).click();
  await expect(insuredRide).toContainText('Zuletzt gemeldet: Abgesetzt', { timeout: 20_000 });
  await queueKm(insuredRide, '12,5');
  await expect(insuredRide.getByTestId('wartet')).toHaveCount(0, { timeout: 20_000 });
  await drawSignature(phone, insuredRide);
  await insuredRide.getByRole('button', { name: 'Unterschrift speichern' }).click();
  await expect(insuredRide).toContainText('Unterschrift des Patienten – erfasst', { timeout: 20_000 });
  await expect(insuredRide.getByTestId('wartet')).toHaveCount(0, { timeout: 20_000 });

  // --- Both billing screens list the completed rides alike, and neither the rejected one. ------------
  await page.goto('/app/billing', { waitUntil: 'networkidle' });
  const insuredLeg = billingLeg(page, RIDES.insured.bookingNumber);
  await expect(insuredLeg).toContainText('Abrechnungsbereit');
  await expect(insuredLeg).toContainText('12,5 km');
  const privateLeg = billingLeg(page, RIDES.private.bookingNumber);
  await expect(privateLeg).toContainText('12,5 km');
  // The amounts /app/billing shows: the AOK ride's co-payment, the private ride's price.
  const insuredCoPayment = euro(/Zuzahlung ([^)]*)\)/.exec((await insuredLeg.textContent()) ?? '')?.[1] ?? null);
  const privatePrice = euro(await privateLeg.textContent());
  await expect(page.getByText(rejectedNumber)).toHaveCount(0);
  await expect(page.getByText(RIDES.rejected.nachname)).toHaveCount(0);

  await page.goto('/app/billing/rechnungen', { waitUntil: 'networkidle' });
  const receipts = page.getByRole('region', { name: /^Zuzahlungen ohne Beleg/ });
  const receipt = receipts.getByRole('listitem').filter({ hasText: name(RIDES.insured) });
  await expect(receipt).toContainText(`Zuzahlung: ${insuredCoPayment}`);
  const privateRides = page.getByRole('region', { name: /^Privatfahrten ohne Rechnung/ });
  await expect(privateRides).toContainText(name(RIDES.private));
  await expect(privateRides).toContainText(privatePrice);
  await expect(page.getByText(RIDES.rejected.nachname)).toHaveCount(0);

  // --- A second billing screen that will miss the live updates (its event stream fails). ------------
  const staleContext = await browser.newContext({ baseURL: origin, locale: 'de-DE', timezoneId: 'Europe/Berlin' });
  const stale = await staleContext.newPage();
  const staleErrors: string[] = [];
  stale.on('pageerror', (error) => staleErrors.push(error.message));
  await stale.route('**/app/events', (route) => route.abort());
  await server.signIn(stale, '/app/billing');
  await expect(billingLeg(stale, RIDES.insured.bookingNumber)).toBeVisible();
  await expect(billingLeg(stale, RIDES.private.bookingNumber)).toBeVisible();

  // --- Offline again, the driver corrects the km of both rides: the reports wait. --------------------
  const privateRide = phoneRide(phone, name(RIDES.private));
  await phoneContext.setOffline(true);
  await expect(phone.getByTestId('verbindung')).toContainText('Offline');
  await queueKm(insuredRide, '99');
  await expect(insuredRide.getByTestId('wartet')).toHaveText('Wartet auf Empfang: 1 Meldung');
  await queueKm(privateRide, '777');
  await expect(privateRide.getByTestId('wartet')).toHaveText('Wartet auf Empfang: 1 Meldung');

  // --- Export: the AOK's monthly package takes the completed ride. ----------------------------------
  await page.goto('/app/billing', { waitUntil: 'networkidle' });
  const aok = page.getByRole('region', { name: /^AOK Hessen/ });
  await aok.getByRole('button', { name: 'Monatspaket erstellen' }).click();
  const exportDialog = page.getByRole('alertdialog', { name: 'Monatspaket erstellen' });
  await expect(exportDialog).toContainText('1 abrechnungsbereite Fahrt von AOK Hessen');
  await exportDialog.getByRole('button', { name: 'Paket erstellen' }).click();
  await expect(toast(page, 'Monatspaket erstellt')).toBeVisible();
  await expect(billingLeg(page, RIDES.insured.bookingNumber)).toHaveCount(0);
  await expect(page.getByTestId('billing-export').filter({ hasText: 'AOK Hessen' })).toContainText('1 Fahrt');

  // The stale screen still offers the km of the exported ride: the server refuses them in German.
  await refusedAsBilled(stale, RIDES.insured.bookingNumber, '99');
  // Its answer reloaded the screen: the exported ride has gone, the private one is still open.
  await expect(billingLeg(stale, RIDES.private.bookingNumber)).toBeVisible();
  // (the toast goes by itself after a few seconds; the next refusal brings its own)
  await expect(toast(stale, 'Fahrt konnte nicht ergänzt werden')).toHaveCount(0, { timeout: 20_000 });

  // --- The private ride is invoiced. ----------------------------------------------------------------
  await page.goto('/app/billing/rechnungen', { waitUntil: 'networkidle' });
  await page.getByRole('button', { name: `Rechnung für ${name(RIDES.private)} erstellen` }).click();
  const invoiceDialog = page.getByRole('dialog', { name: 'Rechnung erstellen' });
  await expect(invoiceDialog.getByRole('checkbox')).toHaveCount(1);
  await expect(invoiceDialog).toContainText(privatePrice);
  await invoiceDialog.getByRole('button', { name: 'Rechnung erstellen' }).click();
  const invoiceNumber = `RE-${today.slice(0, 4)}-00001`;
  await expect(toast(page, 'Rechnung erstellt').filter({ hasText: invoiceNumber })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Privatfahrten ohne Rechnung (0)' })).toBeVisible();
  const written = page
    .getByRole('region', { name: /^Geschriebene Rechnungen und Belege/ })
    .getByRole('listitem')
    .filter({ hasText: invoiceNumber });
  await expect(written).toContainText(privatePrice);

  // The stale screen's km of the invoiced ride are refused too.
  await refusedAsBilled(stale, RIDES.private.bookingNumber, '777');

  // --- Back online: the driver's km are answered "abgerechnet"; both rides are closed on the phone. --
  await phoneContext.setOffline(false);
  await expect(phone.getByTestId('meldung')).toContainText(BILLED, { timeout: 20_000 });
  await expect(phone.getByTestId('wartet')).toHaveCount(0);
  await expect(phone.getByTestId('verbindung')).toHaveText('Online');
  expect(await storedQueue(phone)).toBe(0);
  for (const ride of [insuredRide, privateRide]) {
    await expect(ride.getByTestId('fahrt-abgeschlossen')).toHaveText(CLOSED_BILLED);
    await expect(ride.getByRole('group', { name: /^Status melden/ })).toHaveCount(0);
    await expect(ride.getByText('Nachweis: Unterschrift, Transportschein, km')).toHaveCount(0);
  }

  // --- The invoice and the package kept what they billed; the office sees the lock. ------------------
  await page.reload({ waitUntil: 'networkidle' });
  await expect(written).toContainText(privatePrice);
  await page.goto('/app/billing', { waitUntil: 'networkidle' });
  await expect(page.getByRole('heading', { name: 'Abrechnung', level: 1 })).toBeVisible();
  await expect(billingLeg(page, RIDES.private.bookingNumber)).toHaveCount(0);
  await page.goto(`/app/bookings?q=${RIDES.insured.bookingNumber}`, { waitUntil: 'networkidle' });
  await expect(page.getByRole('row').filter({ hasText: RIDES.insured.bookingNumber })).toContainText('Abgerechnet');
  const details = await openBookingMenu(page, RIDES.insured.bookingNumber);
  await details.getByRole('menuitem', { name: 'Details anzeigen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Buchungsdetails' });
  await expect(
    dialog.getByText(/^Abgerechnet: Fahrer, Fahrzeug und Angaben dieser Fahrt ändern sich nicht mehr/),
  ).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Hinfahrt absagen' })).toHaveCount(0);
  await page.keyboard.press('Escape');

  expect(phoneErrors, 'errors on the phone').toEqual([]);
  expect(staleErrors, 'errors on the second billing screen').toEqual([]);
  await staleContext.close();
  await phoneContext.close();
}

// The journey once per backend, each on its own server and port.
for (const backend of [
  { name: 'PGlite', server: 'rides', sidePortOffset: 6, backend: 'pglite' },
  { name: 'PostgreSQL', server: 'rides-pg', sidePortOffset: 0, backend: 'postgres' },
] as const) {
  test.describe(backend.name, () => {
    const server = useOwnServer({
      name: backend.server,
      sidePortOffset: backend.sidePortOffset,
      ownerPassword: RIDES.owner.password,
      backend: backend.backend,
      prepare: prepareRidesData,
    });

    test('reject, complete, export and invoice: one ride on the board, the driver’s phone and billing', async ({
      page,
      browser,
    }) => {
      await journey(page, browser, server);
    });
  });
}
