import { bookingForm } from '../support/booking-form';
import { test, expect } from './support/fixtures';

test('health check answers with the database state', async ({ request }) => {
  const response = await request.get('/healthz');
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ status: 'ok', database: 'ok' });
  expect(response.headers()['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(response.headers()['x-content-type-options']).toBe('nosniff');
});

test('an unknown path is a German 404 page', async ({ page }) => {
  const response = await page.goto('/gibt-es-nicht');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Diese Seite gibt es leider nicht');
  await expect(page.getByRole('main').getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/');
});

test('the booking page is cacheable, the answer to a submission never is', async ({ request }) => {
  const page = await request.get('/online-buchung');
  expect(page.headers()['cache-control']).toContain('public');
  // n = 44: a slot no other journey books (the capacity journey counts on its own slot being free).
  const form = bookingForm(`cache-${Date.now()}-check-key`, 44);
  const answer = await request.post('/online-buchung', { multipart: Object.fromEntries(form.entries()) as Record<string, string> });
  expect(answer.status()).toBe(200);
  expect(answer.headers()['cache-control']).toBe('no-store');
});
