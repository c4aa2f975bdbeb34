import { bookingForm } from '../support/booking-form';
import { test, expect } from './support/fixtures';

test('health check answers with the database state', async ({ request }) => {
  const response = await request.get('/healthz');
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ status: 'ok', database: 'ok', notifications: 'ok' });
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
  const answer = await request.post('/online-buchung', {
    multipart: Object.fromEntries(form.entries()) as Record<string, string>,
  });
  expect(answer.status()).toBe(200);
  expect(answer.headers()['cache-control']).toBe('no-store');
});

test('protocol: TRACE and other methods get 405 with Allow, every 405 has Allow, every 401 a challenge, the icons are there', async ({
  request,
  baseURL,
}) => {
  const { request: httpRequest } = await import('node:http');
  const url = new URL(baseURL!);
  const raw = (method: string, path: string) =>
    new Promise<{ status: number; allow?: string; cache?: string }>((resolve, reject) => {
      const req = httpRequest({ host: url.hostname, port: url.port, method, path }, (res) => {
        res.resume();
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, allow: res.headers.allow, cache: res.headers['cache-control'] }),
        );
      });
      req.on('error', reject);
      req.end();
    });
  for (const method of ['TRACE', 'PUT', 'DELETE']) {
    for (const path of ['/', '/app/bookings', '/kontakt/']) {
      expect(await raw(method, path), `${method} ${path}`).toEqual({
        status: 405,
        allow: 'GET, HEAD, POST',
        cache: 'no-store',
      });
    }
  }
  // React Router's own 405 (a page without an action).
  const post = await request.post('/preise/', { form: { a: 'b' }, headers: { origin: url.origin } });
  expect(post.status()).toBe(405);
  expect(post.headers()['allow']).toBe('GET, HEAD');
  expect(post.headers()['cache-control']).toBe('no-store');
  const stream = await request.get('/app/events');
  expect(stream.status()).toBe(401);
  expect(stream.headers()['www-authenticate']).toMatch(/^Cookie realm=/);
  // Over http the product sends no HSTS.
  expect((await request.get('/')).headers()['strict-transport-security']).toBeUndefined();
  for (const icon of ['/favicon.ico', '/apple-touch-icon.png']) {
    const answer = await request.get(icon);
    expect(answer.status(), icon).toBe(200);
    expect(answer.headers()['content-type']).toMatch(/^image\//);
  }
});
