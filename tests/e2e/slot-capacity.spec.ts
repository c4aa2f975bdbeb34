// "Fahrten pro Zeitfenster" end to end: the owner sets the capacity on the Einstellungen screen (a bad
// value is refused in German), a booking fills a slot over the intake, and the wizard's slot offer no
// longer lists that slot; back at 0 (unbegrenzt) it is offered again.
import type { APIRequestContext, Page } from '@playwright/test';
import { bookingFields } from '../support/booking-form';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { signInAsOwner } from './support/staff-sign-in';

function toast(page: Page, text: string) {
  return page.locator('[data-sonner-toast]').filter({ hasText: text });
}

async function offeredSlots(request: APIRequestContext, datum: string): Promise<string[]> {
  const response = await request.get(`/online-buchung/termine?datum=${datum}`);
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { datum: string; slots: string[] };
  expect(body.datum).toBe(datum);
  return body.slots;
}

async function saveCapacity(page: Page, value: string) {
  const form = page.getByRole('form', { name: 'Buchungseinstellungen' });
  await form.getByLabel('Fahrten pro Zeitfenster').fill(value);
  await form.getByRole('button', { name: 'Speichern' }).click();
}

test('a full slot disappears from the online offer and comes back at 0 (unbegrenzt)', async ({ page, request }) => {
  await signInAsOwner(page, '/app/settings');
  const card = page.getByRole('form', { name: 'Buchungseinstellungen' });
  await expect(page.getByRole('heading', { name: 'Buchungen' })).toBeVisible();
  await expect(card.getByLabel('Fahrten pro Zeitfenster')).toHaveValue('0');
  await expect(
    card.getByText(
      '0 = unbegrenzt. Ist ein 15-Minuten-Zeitfenster mit so vielen Fahrten belegt, wird es in der Online-Buchung nicht mehr angeboten.',
    ),
  ).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // A bad value is refused and nothing changes.
  await saveCapacity(page, '1000');
  await expect(toast(page, 'Fehler beim Speichern')).toBeVisible();
  await expect(card.getByText('Bitte geben Sie eine ganze Zahl von 0 bis 999 ein.')).toBeVisible();
  await expect(card.getByLabel('Fahrten pro Zeitfenster')).toHaveAttribute('aria-invalid', 'true');

  await saveCapacity(page, '1');
  await expect(toast(page, 'Einstellung gespeichert')).toBeVisible();
  await page.reload();
  await expect(card.getByLabel('Fahrten pro Zeitfenster')).toHaveValue('1');

  // A slot a few days ahead (fresh data directory: free), taken by one online booking.
  const fields = bookingFields(`e2e-${Date.now()}-kapazitaet`, 7);
  expect(await offeredSlots(request, fields.datum!)).toContain(fields.uhrzeit);
  const booked = await request.post('/online-buchung/absenden', { multipart: fields });
  expect(booked.status()).toBe(200);
  expect((await booked.json()) as { bookingNumber: string }).toMatchObject({
    bookingNumber: expect.stringMatching(/^KF-\d{4}-\d{5}$/),
  });
  const whileFull = await offeredSlots(request, fields.datum!);
  expect(whileFull).not.toContain(fields.uhrzeit);
  expect(whileFull.length).toBeGreaterThan(0);

  await saveCapacity(page, '0');
  await expect(toast(page, 'Fahrten pro Zeitfenster: unbegrenzt')).toBeVisible();
  expect(await offeredSlots(request, fields.datum!)).toContain(fields.uhrzeit);
});
