// f. The bookings list as dispatchers get it: over HTTP, signed in, on PostgreSQL with many bookings,
// the document (first load) and the `.data` request (a filter change in the browser), brotli as
// Chromium asks for it; one dispatcher, then ten at once. Reference in the same run: the screen's
// SQL (listBookings) on the same database, without HTTP and rendering.
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { berlinDate } from '../app/domain/berlin-time';
import { parseListFilters } from '../app/domain/bookings/list-filters';
import { listBookings } from '../app/server/bookings/list-bookings.server';
import { openPostgres } from '../app/server/db/client.server';
import { generateDemoBookings, settleAfterBulkLoad } from '../app/server/db/demo-bookings.server';
import { migrate } from '../app/server/db/migrate.server';
import { createScratchDatabase } from '../tests/support/scratch-database';
import { measureStaffLighthouse } from './lighthouse';
import { cpuMs, startBenchServer } from './server';
import { percentile, round, type Section } from './table';

const CASES = [
  { name: 'no filter', query: '' },
  { name: 'status pending', query: 'status=pending' },
  { name: 'type liegend', query: 'type=liegend' },
  { name: 'search "müller"', query: 'q=m%C3%BCller' },
  { name: 'search "bad homburg"', query: 'q=bad+homburg' },
  { name: 'archive', query: 'archive=1' },
  { name: 'archive, page 20', query: 'archive=1&page=20' },
];

/** Unmeasured requests per URL before the first cell. */
const WARM_UP = 20;

const PASSWORD = 'Bench-Inhaber-Passwort-2026';
const EMAIL = 'inhaber@musterfirma-krankenfahrten.example';

type Got = {
  status: number;
  bytes: number;
  identityBytes?: number;
  headers: Record<string, string | string[] | undefined>;
};

function get(url: string, headers: Record<string, string>): Promise<Got> {
  return new Promise((resolve, reject) => {
    request(url, { headers }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, bytes, headers: response.headers }));
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

async function signIn(baseUrl: string): Promise<string> {
  const response = await fetch(`${baseUrl}/login`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: baseUrl },
    body: new URLSearchParams({ email: EMAIL, password: PASSWORD }).toString(),
  });
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]);
  if (response.status !== 302 || !cookies.length)
    throw new Error(`f. Anmeldung fehlgeschlagen: HTTP ${response.status}`);
  return cookies.join('; ');
}

/** `clients` loops requesting `url` for `durationMs`; latencies in ms. Any non-200 fails the bench. */
async function hammer(
  url: string,
  headers: Record<string, string>,
  clients: number,
  durationMs: number,
): Promise<number[]> {
  const samples: number[] = [];
  const until = Date.now() + durationMs;
  await Promise.all(
    Array.from({ length: clients }, async () => {
      while (Date.now() < until) {
        const started = performance.now();
        const got = await get(url, headers);
        if (got.status !== 200) throw new Error(`f. ${url}: HTTP ${got.status}`);
        samples.push(performance.now() - started);
      }
    }),
  );
  return samples;
}

async function createFilledDatabase(adminUrl: string, bookings: number) {
  const database = await createScratchDatabase(adminUrl, 'kf_bench_list');
  const handle = await openPostgres(database.url);
  try {
    await migrate(handle.db);
    process.stdout.write(`f. generating ${bookings} bookings on PostgreSQL…\n`);
    await generateDemoBookings(handle.db, bookings, { today: berlinDate() });
    await settleAfterBulkLoad(handle.db);
  } finally {
    await handle.close();
  }
  return database;
}

export type ListOverHttpOptions = {
  /** A database already filled (`npm run db:demo`), or a role that may create one to fill with `bookings`. */
  database: { reuseUrl: string } | { adminUrl: string };
  bookings: number;
  durationS: number;
  port: number;
  /** Measure the list's latencies (f.); off when only a.'s Lighthouse row of /app/bookings is wanted. */
  latencies: boolean;
  /** Lighthouse runs of /app/bookings on this server for a. (0 = none). */
  lighthouseRuns: number;
};

export async function measureListOverHttp(options: ListOverHttpOptions) {
  const database =
    'reuseUrl' in options.database
      ? { url: options.database.reuseUrl, drop: async () => {} }
      : await createFilledDatabase(options.database.adminUrl, options.bookings);
  const dataDir = mkdtempSync(join(tmpdir(), 'kf-bench-list-'));
  const raw: Record<string, unknown> = {};
  const rows: (string | number)[][] = [];
  let lighthouse: Awaited<ReturnType<typeof measureStaffLighthouse>> | undefined;
  const server = await startBenchServer({
    port: options.port,
    dataDir,
    env: {
      DATABASE_URL: database.url,
      OWNER_INITIAL_PASSWORD: PASSWORD,
      OWNER_EMAIL: EMAIL,
      DEMO_DATA: 'false',
      SIGN_IN_IP_LIMIT: '1000',
    },
  });
  const direct = await openPostgres(database.url);
  try {
    const cookie = await signIn(server.baseUrl);
    const headers = { cookie, 'accept-encoding': 'gzip, deflate, br, zstd' };
    const today = berlinDate();
    const urlOf = (path: string, c: (typeof CASES)[number]) =>
      `${server.baseUrl}${path}${c.query ? `?${c.query}` : ''}`;
    // The server's CPU per request under ten dispatchers: what bounds the ten-dispatcher latencies on
    // a machine whose cores the server shares with PostgreSQL and this load generator.
    const tenDispatchers = async (url: string) => {
      const before = cpuMs(server.pid);
      const samples = await hammer(url, headers, 10, options.durationS * 1000);
      return { samples, cpuMs: round((cpuMs(server.pid) - before) / samples.length, 1) };
    };
    // A server that has just started runs its code unoptimised: as c., measure the running server, not
    // its first requests.
    for (const c of options.latencies ? CASES : []) {
      for (const url of [urlOf('/app/bookings', c), urlOf('/app/bookings.data', c)]) {
        for (let i = 0; i < WARM_UP; i++) {
          const warm = await get(url, headers);
          if (warm.status !== 200) throw new Error(`f. ${c.name}: Aufwärmen HTTP ${warm.status}`);
        }
      }
    }
    for (const c of options.latencies ? CASES : []) {
      const documentUrl = urlOf('/app/bookings', c);
      const dataUrl = urlOf('/app/bookings.data', c);
      const html = await get(documentUrl, { cookie });
      if (html.status !== 200) throw new Error(`f. ${c.name}: Dokument HTTP ${html.status} (angemeldet?)`);
      const compressed = await get(documentUrl, headers);
      const ms = (samples: number[]) => ({
        p50: round(percentile(samples, 50), 1),
        p95: round(percentile(samples, 95), 1),
      });
      const oneDoc = ms(await hammer(documentUrl, headers, 1, options.durationS * 1000));
      const oneData = ms(await hammer(dataUrl, headers, 1, options.durationS * 1000));
      const tenDocRun = await tenDispatchers(documentUrl);
      const tenDataRun = await tenDispatchers(dataUrl);
      const tenDoc = ms(tenDocRun.samples);
      const tenData = ms(tenDataRun.samples);
      const sqlSamples: number[] = [];
      const filters = parseListFilters(new URLSearchParams(c.query));
      for (let i = 0; i < 30; i++) {
        const started = performance.now();
        await listBookings(direct.db, filters, today);
        sqlSamples.push(performance.now() - started);
      }
      const sqlMs = ms(sqlSamples);
      raw[c.name] = {
        htmlBytes: html.bytes,
        brBytes: compressed.bytes,
        oneDoc,
        oneData,
        tenDoc,
        tenData,
        sql: sqlMs,
        serverCpuMs: { tenDoc: tenDocRun.cpuMs, tenData: tenDataRun.cpuMs },
      };
      rows.push([
        c.name,
        round(html.bytes / 1000, 1),
        round(compressed.bytes / 1000, 1),
        `${oneDoc.p50} / ${oneDoc.p95}`,
        `${oneData.p50} / ${oneData.p95}`,
        `${tenDoc.p50} / ${tenDoc.p95}`,
        `${tenData.p50} / ${tenData.p95}`,
        `${sqlMs.p50} / ${sqlMs.p95}`,
        `${tenDocRun.cpuMs} / ${tenDataRun.cpuMs}`,
      ]);
    }
    if (options.lighthouseRuns)
      lighthouse = await measureStaffLighthouse(server.baseUrl, cookie, { runs: options.lighthouseRuns });
  } finally {
    await direct.close();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
    await database.drop();
  }
  const section: Section = {
    title: `f. Bookings list over HTTP, signed in, PostgreSQL, ${options.bookings} bookings, brotli, ${options.durationS} s per cell after ${WARM_UP} warm-up requests per URL, ms p50 / p95 (targets: p95 ≤ 50 one dispatcher, ≤ 150 ten; HTML ≤ 80 KB)`,
    columns: [
      'filter',
      'HTML KB',
      'br KB',
      '1 × document',
      '1 × .data',
      '10 × document',
      '10 × .data',
      'SQL only',
      'server CPU ms per request, 10 × document / .data',
    ],
    rows,
  };
  return { raw, section: options.latencies ? section : undefined, lighthouse };
}
