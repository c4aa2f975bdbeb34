// `npm run bench`: measures what the issues promise and prints one table; raw figures go to
// bench/results/<time>.json (and latest.json). Needs Chromium (CHROME_PATH or /usr/bin/chromium) and,
// for the PostgreSQL legs, BENCH_DATABASE_URL or TEST_DATABASE_URL (a role that may create databases).
//   a. Lighthouse 12, mobile, median of 3 runs per page (/app/bookings: signed in, on f.'s database)
//   b. HTTP throughput and p99 of pages and a script with br and gzip vs nginx serving the same bytes
//   c. booking intake over HTTP vs pgbench running the same transaction (PostgreSQL) and raw INSERTs (booking+leg)
//   d. bookings-list queries on 100 000 bookings, p50/p95, PGlite and PostgreSQL
//   e. the server's resident memory, idle after its first start and first page, and under b.'s load
//   f. the bookings list over HTTP, signed in, on PostgreSQL with N bookings, 1 and 10 dispatchers
// Options: --only a,b,c,d,e,f  --bookings N (default 100000)  --quick (1 Lighthouse run, short loads)
// BENCH_LIST_DATABASE_URL reuses an already filled database for f. (npm run db:demo) instead of
// generating one; f. then needs no other database URL. Any failed run (Lighthouse error, a non-2xx
// answer under load) fails the bench.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { idleRssAfterFirstRequest, measureHttp } from './http';
import { measureIntake } from './intake';
import { measureLighthouse } from './lighthouse';
import { measureListOverHttp } from './list-http';
import { measureListQueries } from './list-queries';
import { judgeGoals } from './goals';
import { benchPort, ensureBuild, startBenchServer } from './server';
import { printTable, type Section } from './table';

const { values } = parseArgs({
  options: {
    only: { type: 'string', default: 'a,b,c,d,e,f' },
    bookings: { type: 'string', default: '100000' },
    quick: { type: 'boolean', default: false },
  },
});
const only = new Set(values.only.split(',').map((s) => s.trim()));
const quick = values.quick;
const pgUrl = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;

const results: Record<string, unknown> = {
  measuredAt: new Date().toISOString(),
  machine: await import('./machine').then((m) => m.describeMachine()),
};
const sections: Section[] = [];

ensureBuild();

let lighthouseSection: Section | undefined;
if (only.has('a') || only.has('b') || only.has('e')) {
  const dataDir = mkdtempSync(join(tmpdir(), 'kf-bench-'));
  const server = await startBenchServer({ port: benchPort(1), dataDir });
  try {
    // e.'s idle figure is taken first: after the first start and the first page, before a.'s page loads.
    const idleRssMiB = await idleRssAfterFirstRequest(server);
    if (only.has('a')) {
      const lighthouse = await measureLighthouse(server.baseUrl, { runs: quick ? 1 : 3 });
      results.lighthouse = lighthouse.raw;
      lighthouseSection = lighthouse.section;
      sections.push(lighthouse.section);
    }
    if (only.has('b') || only.has('e')) {
      const http = await measureHttp(server, { durationS: quick ? 3 : 10, nginxPort: benchPort(21), idleRssMiB });
      results.http = http.raw;
      sections.push(...http.sections);
    }
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (only.has('c')) {
  const intake = await measureIntake({ pgUrl, count: quick ? 300 : 2000, pgbenchSeconds: quick ? 3 : 10 });
  results.intake = intake.raw;
  sections.push(intake.section);
}

if (only.has('d')) {
  const list = await measureListQueries({ pgUrl, bookings: Number(values.bookings), runs: quick ? 10 : 40 });
  results.listQueries = list.raw;
  sections.push(list.section);
}

// f. and a.'s row of /app/bookings share one PostgreSQL database with N bookings and one server.
// A database filled beforehand (BENCH_LIST_DATABASE_URL) needs no role that may create databases.
const listDatabase = process.env.BENCH_LIST_DATABASE_URL
  ? { reuseUrl: process.env.BENCH_LIST_DATABASE_URL }
  : pgUrl
    ? { adminUrl: pgUrl }
    : undefined;
if (only.has('f') || (only.has('a') && listDatabase)) {
  if (!listDatabase)
    throw new Error('f. braucht PostgreSQL: BENCH_LIST_DATABASE_URL, BENCH_DATABASE_URL oder TEST_DATABASE_URL setzen');
  const list = await measureListOverHttp({
    database: listDatabase,
    bookings: Number(values.bookings),
    durationS: quick ? 2 : 5,
    port: benchPort(2),
    latencies: only.has('f'),
    lighthouseRuns: only.has('a') ? (quick ? 1 : 3) : 0,
  });
  if (list.section) {
    results.listOverHttp = list.raw;
    sections.push(list.section);
  }
  if (list.lighthouse) {
    results.lighthouseStaff = list.lighthouse.raw;
    lighthouseSection?.rows.push(list.lighthouse.row);
  }
}

// Every goal of issue 15 whose section ran, against its reference from this run (decision 201).
const goals = judgeGoals(results);
results.goals = goals.rows;
if (goals.rows.length) sections.push(goals);

mkdirSync('bench/results', { recursive: true });
const stamp = new Date().toISOString().replace(/[:.]/g, '-');
writeFileSync(`bench/results/${stamp}.json`, JSON.stringify(results, null, 2));
writeFileSync('bench/results/latest.json', JSON.stringify(results, null, 2));
printTable(sections);
console.log(`\nRaw figures: bench/results/${stamp}.json`);
