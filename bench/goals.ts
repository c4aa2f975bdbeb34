// The goal lines of issue 15, each judged against its reference from the same run (decision 201): one
// row per goal and measured cell, with the figure, the reference and "ja"/"nein". Only sections that
// ran are judged; a section that did not run gives no row (never a 0). Pure: reads the raw results.
import type { Section } from './table';

type Latency = { p50: number; p95: number };
type LighthouseRun = { performance: number; jsKiB: number };
export type BenchResults = {
  lighthouse?: Record<string, { median: LighthouseRun }>;
  lighthouseStaff?: { median: LighthouseRun };
  http?: Record<string, unknown> & { idleRssMiB?: number; peakRssUnderLoadMiB?: number };
  intake?: Record<string, { httpPerS: number; pgbenchPerS: number | null }>;
  listOverHttp?: Record<
    string,
    { htmlBytes: number; oneDoc: Latency; oneData: Latency; tenDoc: Latency; tenData: Latency; sql: Latency }
  >;
};

/** Issue 15's targets. */
export const GOALS = {
  throughputRatio: 0.5,
  p99Ratio: 2,
  listP95One: 50,
  listP95Ten: 150,
  listHtmlBytes: 80_000,
  staffJsKiB: 150,
  idleRssMiB: 250,
  peakRssMiB: 400,
  intakeRatio: 0.5,
  lighthousePublic: 97,
  lighthouseStaff: 90,
} as const;

type HttpCell = { product: { rps: number; p99: number }; nginx: { rps: number; p99: number } };
const isHttpCell = (value: unknown): value is HttpCell =>
  typeof value === 'object' && value !== null && 'product' in value && 'nginx' in value;

const yes = (met: boolean) => (met ? 'ja' : 'nein');
const round2 = (value: number) => Math.round(value * 100) / 100;

export function judgeGoals(results: BenchResults): Section {
  const rows: string[][] = [];
  const add = (goal: string, measured: string, reference: string, met: boolean) =>
    rows.push([goal, measured, reference, yes(met)]);

  for (const [page, { median }] of Object.entries(results.lighthouse ?? {})) {
    const target = page === '/login' ? GOALS.lighthouseStaff : GOALS.lighthousePublic;
    add(
      `a. Lighthouse ${page} ≥ ${target}`,
      String(median.performance),
      `Ziel ${target}`,
      median.performance >= target,
    );
  }
  if (results.lighthouseStaff) {
    const { performance, jsKiB } = results.lighthouseStaff.median;
    add(
      `a. Lighthouse /app/bookings ≥ ${GOALS.lighthouseStaff}`,
      String(performance),
      `Ziel ${GOALS.lighthouseStaff}`,
      performance >= GOALS.lighthouseStaff,
    );
    add(
      `a. /app/bookings JS ≤ ${GOALS.staffJsKiB} KiB`,
      `${jsKiB} KiB`,
      `Ziel ${GOALS.staffJsKiB} KiB`,
      jsKiB <= GOALS.staffJsKiB,
    );
  }
  for (const [label, cell] of Object.entries(results.http ?? {})) {
    if (!isHttpCell(cell)) continue;
    const ratio = cell.product.rps / cell.nginx.rps;
    add(
      `b. ${label}: ≥ ${GOALS.throughputRatio}× nginx req/s`,
      `${cell.product.rps} req/s (${round2(ratio)}×)`,
      `nginx ${cell.nginx.rps} req/s`,
      ratio >= GOALS.throughputRatio,
    );
    add(
      `b. ${label}: p99 ≤ ${GOALS.p99Ratio}× nginx`,
      `${cell.product.p99} ms`,
      `nginx ${cell.nginx.p99} ms`,
      cell.product.p99 <= GOALS.p99Ratio * Math.max(1, cell.nginx.p99),
    );
  }
  const postgres = results.intake?.PostgreSQL;
  if (postgres?.pgbenchPerS) {
    const ratio = postgres.httpPerS / postgres.pgbenchPerS;
    add(
      `c. Buchungseingang PostgreSQL ≥ ${GOALS.intakeRatio}× pgbench`,
      `${postgres.httpPerS}/s (${round2(ratio)}×)`,
      `pgbench ${postgres.pgbenchPerS} tx/s`,
      ratio >= GOALS.intakeRatio,
    );
  }
  const { idleRssMiB, peakRssUnderLoadMiB } = results.http ?? {};
  if (idleRssMiB)
    add(
      `e. PGlite RSS im Leerlauf ≤ ${GOALS.idleRssMiB} MiB`,
      `${idleRssMiB} MiB`,
      `Ziel ${GOALS.idleRssMiB} MiB`,
      idleRssMiB <= GOALS.idleRssMiB,
    );
  if (peakRssUnderLoadMiB) {
    add(
      `e. PGlite RSS Spitze unter Last ≤ ${GOALS.peakRssMiB} MiB`,
      `${peakRssUnderLoadMiB} MiB`,
      `Ziel ${GOALS.peakRssMiB} MiB`,
      peakRssUnderLoadMiB <= GOALS.peakRssMiB,
    );
  }
  for (const [filter, cell] of Object.entries(results.listOverHttp ?? {})) {
    const sql = `SQL allein p95 ${cell.sql.p95} ms`;
    add(
      `f. ${filter}: HTML ≤ ${GOALS.listHtmlBytes / 1000} KB`,
      `${round2(cell.htmlBytes / 1000)} KB`,
      `Ziel ${GOALS.listHtmlBytes / 1000} KB`,
      cell.htmlBytes <= GOALS.listHtmlBytes,
    );
    for (const [what, one, ten] of [
      ['Dokument', cell.oneDoc, cell.tenDoc] as const,
      ['.data', cell.oneData, cell.tenData] as const,
    ]) {
      add(
        `f. ${filter}: ${what}, 1 Disponent p95 ≤ ${GOALS.listP95One} ms`,
        `${one.p95} ms`,
        sql,
        one.p95 <= GOALS.listP95One,
      );
      add(
        `f. ${filter}: ${what}, 10 Disponenten p95 ≤ ${GOALS.listP95Ten} ms`,
        `${ten.p95} ms`,
        sql,
        ten.p95 <= GOALS.listP95Ten,
      );
    }
  }
  return {
    title: 'Ziele aus Issue 15, je gegen die Referenz desselben Laufs',
    columns: ['Ziel', 'gemessen', 'Referenz', 'erreicht'],
    rows,
  };
}
