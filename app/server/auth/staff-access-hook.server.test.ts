import express from 'express';
import { describe, expect, it } from 'vitest';
import { noStoreForStaff } from './staff-access-hook.server';

async function headersOf(app: express.Express, path: string): Promise<Headers> {
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  try {
    const response = await fetch(`http://127.0.0.1:${port}${path}`, { redirect: 'manual' });
    await response.arrayBuffer();
    return response.headers;
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

describe('noStoreForStaff', () => {
  const app = express();
  app.use(noStoreForStaff);
  app.all('*splat', (_req, res) => {
    res.append('Cache-Control', 'public, max-age=600');
    res.append('Cache-Control', 'no-store');
    res.status(200).send('ok');
  });

  it.each([
    '/app',
    '/app/bookings',
    '/app/bookings.data',
    '/login',
    '/login?redirectTo=%2Fapp',
    '/logout',
    '/api/auth/get-session',
  ])('%s gets exactly one no-store', async (path) => {
    expect((await headersOf(app, path)).get('cache-control')).toBe('no-store');
  });

  it('leaves public pages alone', async () => {
    expect((await headersOf(app, '/application')).get('cache-control')).toBe('public, max-age=600, no-store');
    expect((await headersOf(app, '/leistungen')).get('cache-control')).toBe('public, max-age=600, no-store');
  });
});
