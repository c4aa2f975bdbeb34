// b. Pages vs the same bytes served as a static file by the same server; e. memory idle and under load.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { buildDir, rssMiB, type BenchServer } from './server';
import { round, type Section } from './table';

const PAGES = [
  { name: 'home', path: '/' },
  { name: 'service page', path: '/krankentransport-frankfurt/' },
];

async function load(url: string, durationS: number) {
  const result = await autocannon({ url, connections: 10, duration: durationS, headers: { 'accept-encoding': 'gzip' } });
  return { rps: round(result.requests.average, 0), p99: result.latency.p99, non2xx: result.non2xx, errors: result.errors };
}

export async function measureHttp(server: BenchServer, options: { durationS: number }) {
  const staticDir = join(buildDir, 'client', '__bench');
  mkdirSync(staticDir, { recursive: true });
  const raw: Record<string, unknown> = { idleRssMiB: rssMiB(server.pid) };
  const rows: (string | number)[][] = [];
  let peakRss = 0;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, rssMiB(server.pid))), 250);
  try {
    for (const page of PAGES) {
      const html = await (await fetch(`${server.baseUrl}${page.path}`)).text();
      const file = `${page.name.replace(/\s+/g, '-')}.html`;
      writeFileSync(join(staticDir, file), html);
      const dynamic = await load(`${server.baseUrl}${page.path}`, options.durationS);
      const stat = await load(`${server.baseUrl}/__bench/${file}`, options.durationS);
      raw[page.name] = { page: dynamic, staticFile: stat, bytes: Buffer.byteLength(html) };
      rows.push([page.name, dynamic.rps, stat.rps, round(dynamic.rps / stat.rps, 2), dynamic.p99, stat.p99, dynamic.non2xx + dynamic.errors]);
    }
  } finally {
    clearInterval(sampler);
    rmSync(staticDir, { recursive: true, force: true });
  }
  raw.peakRssUnderLoadMiB = peakRss;
  const sections: Section[] = [
    {
      title: `b. HTTP, 10 connections, ${options.durationS} s each (loopback, gzip)`,
      columns: ['page', 'req/s page', 'req/s static', 'ratio', 'p99 ms page', 'p99 ms static', 'errors'],
      rows,
    },
    {
      title: 'e. Server resident memory',
      columns: ['state', 'RSS MiB'],
      rows: [
        ['idle after start', raw.idleRssMiB as number],
        ['peak under load', peakRss],
      ],
    },
  ];
  return { raw, sections };
}
