// Issue 15, decision 200: the signed-in Buchungen document for a page of 50 rows, requested over HTTP
// through the product's HTTP layer (security headers, compression, session) and React Router's
// rendering (root layout, staff shell, list route, entry.server), must stay small. It fails when the
// row markup grows back (a utility class list on every cell, a Radix checkbox and an inline icon per
// row made the same page 330 KB).
//
// The route modules are the real ones; only the build's module list is not (no `vite build` before the
// tests): the production document additionally carries React Router's modulepreload links, measured by
// the bench (section f.) and accounted for as MODULE_LIST_ALLOWANCE below.
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as shellModule from '../../app/routes/staff/app-shell';
import * as bookingsModule from '../../app/routes/staff/bookings/bookings';
import { berlinDate } from '../../app/domain/berlin-time';
import { BOOKINGS_PAGE_SIZE } from '../../app/domain/bookings/pagination';
import { generateDemoBookings } from '../../app/server/db/demo-bookings.server';
import { createHttpApp } from '../../app/server/http/create-http-app.server';
import { reactRouterHandler, ROOT_ROUTE, type TestRoute } from '../support/route-build';
import { createStaffSession } from '../support/staff-session';
import { createServicesWithOwnDb, type OwnedTestServices } from '../support/test-services';

// The public site's script list comes from a Vite plugin; staff pages never render it.
vi.mock('virtual:site-client', () => ({ default: null }));

/**
 * The whole document of a 50-row page, uncompressed, as production sends it. Issue 15 asks for 80 KB;
 * compact markup and the rows' data as arrays took it from ~330 KB to ~126 KB, icons as CSS masks and
 * short map links to ~105 KB, the first load in 16 instead of 45 script files to ~101.5 KB (production
 * build; decisions 200 and 203 say where the rest goes: the rows' text, their data again for hydration,
 * React Router's route manifest), rows without a test hook to ~98.8 KB (decision 116), map links by
 * booking number, fewer attributes per row, a compact route manifest and one class per button or page
 * link to 75.8–78.7 KB on 100 000 bookings (decision 204; this test's own build measures ~73.4 KB). The
 * budget, below the goal of 80 000 bytes, holds that gain: it fails when the row markup or the row data
 * grows back. The goal itself is judged by the bench (f.).
 */
const PAGE_BUDGET = 78 * 1024;
/** What the production build adds: its modulepreload links list 18 files, not 5 (~1.1 KB more). */
const MODULE_LIST_ALLOWANCE = 4 * 1024;

const ROUTES: TestRoute[] = [
  ROOT_ROUTE,
  { id: 'routes/staff/app-shell', parentId: 'root', path: 'app', module: shellModule },
  {
    id: 'routes/staff/bookings/bookings',
    parentId: 'routes/staff/app-shell',
    path: 'bookings',
    module: bookingsModule,
  },
];

describe('the bookings list document', () => {
  let services: OwnedTestServices;
  let server: Server;
  let base: string;
  let cookie: string;

  beforeAll(async () => {
    services = await createServicesWithOwnDb({ NODE_ENV: 'production' });
    // The bench's and db:demo's bookings: real-looking names, Frankfurt addresses, return legs, flags.
    await generateDemoBookings(services.db, 120, { today: berlinDate() });
    cookie = (await createStaffSession(services, { role: 'inhaber' })).cookie;
    const app = createHttpApp({ services, handleRequest: reactRouterHandler(services, ROUTES) });
    server = await new Promise<Server>((resolve) => {
      const listening = app.listen(0, '127.0.0.1', () => resolve(listening));
    });
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server?.close(resolve));
    await services?.close();
  });

  /** The table body's rows (a row without colour class or selection is a bare `<tr>`). */
  function rowsOf(html: string): string[] {
    return html
      .slice(html.indexOf('<tbody'), html.indexOf('</tbody>'))
      .split(/<tr[ >]/)
      .slice(1);
  }

  async function documentOf(path: string): Promise<{ status: number; html: string; bytes: number }> {
    const response = await fetch(`${base}${path}`, {
      headers: { cookie, 'accept-encoding': 'gzip' },
      redirect: 'manual',
    });
    // fetch decodes; the byte count is the uncompressed document as the browser parses it.
    const html = await response.text();
    return { status: response.status, html, bytes: Buffer.byteLength(html) };
  }

  it.each([
    ['no filter', '/app/bookings'],
    ['the archive', '/app/bookings?archive=1'],
  ])('%s: 50 rows within the budget', async (_name, path) => {
    const { status, html, bytes } = await documentOf(path);
    expect(status).toBe(200);
    expect(rowsOf(html)).toHaveLength(BOOKINGS_PAGE_SIZE);
    expect(bytes + MODULE_LIST_ALLOWANCE).toBeLessThanOrEqual(PAGE_BUDGET);
  });

  it('links the route manifest as one cached build file instead of inlining it (decision 208)', async () => {
    const { html } = await documentOf('/app/bookings');
    expect(html).toContain('<link rel="modulepreload" href="/assets/manifest-test.js"');
    expect(html).not.toContain('__reactRouterManifest');
  });

  it('renders each row with compact markup: no utility class lists, a native checkbox, no menu markup', async () => {
    const { html } = await documentOf('/app/bookings');
    const rows = rowsOf(html);
    expect(rows).toHaveLength(BOOKINGS_PAGE_SIZE);
    for (const row of rows) {
      expect(row.match(/class="/g)?.length ?? 0).toBeLessThanOrEqual(12);
      expect(row).toContain('<td><input type="checkbox" aria-label="Buchung ');
      expect(row).not.toContain('role="menu');
      expect(row).not.toContain('data-radix');
      // Icons are CSS masks, map links short paths of this site (decision 200).
      expect(row).not.toContain('<svg');
      expect(row).not.toContain('google.com');
      // Map links by booking number, without rel (decision 204: the redirect sends no-referrer).
      const number = /KF-\d{4}-\d{5}/.exec(row)![0];
      expect(row).toContain(`<a href="/app/karte/${number}/von" target="_blank" aria-describedby="kf-von">`);
      expect(row).toContain(`<a href="/app/karte/${number}/nach" target="_blank" aria-describedby="kf-nach">`);
      expect(row).not.toContain(' rel=');
      // The menu button says nothing about a menu that does not exist yet.
      expect(row).not.toContain('aria-expanded');
    }
  });

  it('sends the document compressed as one stream', async () => {
    const response = await new Promise<{ encoding: string | undefined; body: Buffer }>((resolve, reject) => {
      import('node:http').then(({ request }) =>
        request(`${base}/app/bookings`, { headers: { cookie, 'accept-encoding': 'gzip' } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }));
          res.on('error', reject);
        })
          .on('error', reject)
          .end(),
      );
    });
    expect(response.encoding).toBe('gzip');
    const html = gunzipSync(response.body).toString('utf8');
    // One compressed stream of the whole document: far smaller than the 2 KB-flush blocks were.
    expect(response.body.length).toBeLessThan(Buffer.byteLength(html) / 4);
  });
});
