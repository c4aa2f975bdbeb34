// b. What visitors get over HTTP: public pages and a script, as browsers request them (brotli, or gzip
// only), from the product and from nginx serving the very same pre-compressed bytes from files, in the
// same run. e. The server's memory idle and under that load.
import { readdirSync, statSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { startNginx } from './nginx';
import { buildDir, rssMiB, type BenchServer } from './server';
import { round, type Section } from './table';

/** What Chromium sends, and what a gzip-only client sends. */
const ENCODINGS = [
  { name: 'br', header: 'gzip, deflate, br, zstd' },
  { name: 'gzip', header: 'gzip, deflate' },
] as const;

function largestScript(): string {
  const dir = join(buildDir, 'client', 'assets');
  const scripts = readdirSync(dir).filter((file) => file.endsWith('.js'));
  return `/assets/${scripts.sort((a, b) => statSync(join(dir, b)).size - statSync(join(dir, a)).size)[0]}`;
}

/** The raw (still compressed) bytes and the encoding the product answers with. */
function rawGet(url: string, acceptEncoding: string): Promise<{ status: number; encoding: string; body: Buffer }> {
  return new Promise((resolve, reject) => {
    request(url, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          encoding: String(response.headers['content-encoding'] ?? 'identity'),
          body: Buffer.concat(chunks),
        }),
      );
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

async function load(label: string, url: string, acceptEncoding: string, durationS: number) {
  const result = await autocannon({
    url,
    connections: 10,
    duration: durationS,
    headers: { 'accept-encoding': acceptEncoding },
  });
  const failed = result.non2xx + result.errors + result.timeouts;
  if (failed > 0 || result.requests.total === 0) {
    throw new Error(
      `b. ${label}: ${failed} fehlgeschlagene Anfragen (non-2xx ${result.non2xx}, Fehler ${result.errors}, Timeouts ${result.timeouts}) von ${result.requests.total}`,
    );
  }
  return { rps: round(result.requests.average, 0), p50: result.latency.p50, p99: result.latency.p99 };
}

/**
 * e.'s idle figure: the server's RSS after its first start and its first page (home, as a visitor's
 * first request), once the page cache has compressed it and the process has settled.
 */
export async function idleRssAfterFirstRequest(server: BenchServer): Promise<number> {
  const first = await rawGet(`${server.baseUrl}/`, ENCODINGS[0].header);
  if (first.status !== 200) throw new Error(`e. erste Anfrage: Antwort ${first.status}`);
  await new Promise((resolve) => setTimeout(resolve, 2000));
  return rssMiB(server.pid);
}

export async function measureHttp(
  server: BenchServer,
  options: { durationS: number; nginxPort: number; idleRssMiB: number },
) {
  const targets = [
    { name: 'home', path: '/' },
    { name: 'service page', path: '/krankentransport-frankfurt/' },
    { name: 'largest script', path: largestScript() },
  ];
  const nginx = await startNginx(options.nginxPort);
  // Shown, not judged: nginx as Debian ships it (one worker per core), to read the one-worker reference by.
  const nginxAuto = await startNginx(options.nginxPort + 1, { workers: 'auto' }).catch(async (error: unknown) => {
    await nginx.stop();
    throw error;
  });
  const raw: Record<string, unknown> = { idleRssMiB: options.idleRssMiB };
  const rows: (string | number)[][] = [];
  let peakRss = 0;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, rssMiB(server.pid))), 250);
  try {
    for (const target of targets) {
      for (const encoding of ENCODINGS) {
        const label = `${target.name} (${encoding.name})`;
        // Fill the page cache, then copy the exact bytes the product sends into nginx's root.
        await rawGet(`${server.baseUrl}${target.path}`, encoding.header);
        const sent = await rawGet(`${server.baseUrl}${target.path}`, encoding.header);
        if (sent.status !== 200 || sent.encoding !== encoding.name) {
          throw new Error(
            `b. ${label}: Antwort ${sent.status} mit Content-Encoding ${sent.encoding}, erwartet 200 mit ${encoding.name}`,
          );
        }
        const file = `${target.name.replace(/\s+/g, '-')}.${target.path.endsWith('.js') ? 'js' : 'html'}`;
        writeFileSync(join(nginx.root, encoding.name, file), sent.body);
        writeFileSync(join(nginxAuto.root, encoding.name, file), sent.body);
        // Warm-up (JIT, connection pools), not counted.
        await autocannon({
          url: `${server.baseUrl}${target.path}`,
          connections: 10,
          duration: 1,
          headers: { 'accept-encoding': encoding.header },
        });
        const product = await load(
          `${label}, Produkt`,
          `${server.baseUrl}${target.path}`,
          encoding.header,
          options.durationS,
        );
        const reference = await load(
          `${label}, nginx`,
          `${nginx.baseUrl}/${encoding.name}/${file}`,
          encoding.header,
          options.durationS,
        );
        const auto = await load(
          `${label}, nginx (auto)`,
          `${nginxAuto.baseUrl}/${encoding.name}/${file}`,
          encoding.header,
          options.durationS,
        );
        raw[label] = { product, nginx: reference, nginxAuto: auto, bytes: sent.body.length };
        rows.push([
          label,
          sent.body.length,
          product.rps,
          reference.rps,
          round(product.rps / reference.rps, 2),
          product.p99,
          reference.p99,
          round(product.p99 / Math.max(1, reference.p99), 1),
          auto.rps,
          round(product.rps / auto.rps, 2),
        ]);
      }
    }
  } finally {
    clearInterval(sampler);
    await Promise.all([nginx.stop(), nginxAuto.stop()]);
  }
  raw.peakRssUnderLoadMiB = peakRss;
  const sections: Section[] = [
    {
      title: `b. HTTP, 10 connections, ${options.durationS} s each, loopback: product vs nginx (1 worker; "auto": one per core, shown, not judged) serving the same pre-compressed bytes`,
      columns: [
        'what (encoding)',
        'bytes',
        'req/s product',
        'req/s nginx',
        'ratio',
        'p99 ms product',
        'p99 ms nginx',
        'p99 ratio',
        'req/s nginx auto',
        'ratio auto',
      ],
      rows,
    },
    {
      title: 'e. Server resident memory (PGlite backend)',
      columns: ['state', 'RSS MiB', 'target'],
      rows: [
        ['idle after the first start and first page', options.idleRssMiB, '≤ 250'],
        ['peak under the load of b.', peakRss, '≤ 400'],
      ],
    },
  ];
  return { raw, sections };
}
