import { describe, expect, it } from 'vitest';
import { judgeGoals, type BenchResults } from './goals';

const verdicts = (results: BenchResults) => Object.fromEntries(judgeGoals(results).rows.map((row) => [row[0], row[3]]));

describe('judgeGoals', () => {
  it('gives no row for a section that did not run', () => {
    expect(judgeGoals({}).rows).toEqual([]);
  });

  it.each([
    // product req/s, nginx req/s, product p99, nginx p99 → throughput met, p99 met
    [600, 1000, 20, 10, 'ja', 'ja'],
    [499, 1000, 21, 10, 'nein', 'nein'],
    [500, 1000, 2, 0, 'ja', 'ja'], // nginx p99 of 0 ms counts as 1 ms
    [500, 1000, 3, 0, 'ja', 'nein'],
  ])('b.: %d vs %d req/s, p99 %d vs %d ms', (rps, nginxRps, p99, nginxP99, throughput, tail) => {
    const got = verdicts({
      http: {
        'home (br)': { product: { rps, p99 }, nginx: { rps: nginxRps, p99: nginxP99 } },
        idleRssMiB: 240,
        peakRssUnderLoadMiB: 401,
      },
    });
    expect(got['b. home (br): ≥ 0.5× nginx req/s']).toBe(throughput);
    expect(got['b. home (br): p99 ≤ 2× nginx']).toBe(tail);
    expect(got['e. PGlite RSS im Leerlauf ≤ 250 MiB']).toBe('ja');
    expect(got['e. PGlite RSS Spitze unter Last ≤ 400 MiB']).toBe('nein');
  });

  it.each([
    // HTML bytes, p95 one document, p95 ten .data → html, one document, ten .data
    [79_999, 50, 150, 'ja', 'ja', 'ja'],
    [80_001, 51, 151, 'nein', 'nein', 'nein'],
  ])('f.: HTML %d bytes, p95 %d ms (1) and %d ms (10)', (htmlBytes, oneP95, tenP95, html, one, ten) => {
    const latency = (p95: number) => ({ p50: p95 / 2, p95 });
    const got = verdicts({
      listOverHttp: {
        'no filter': {
          htmlBytes,
          oneDoc: latency(oneP95),
          oneData: latency(1),
          tenDoc: latency(1),
          tenData: latency(tenP95),
          sql: latency(4),
        },
      },
    });
    expect(got['f. no filter: HTML ≤ 80 KB']).toBe(html);
    expect(got['f. no filter: Dokument, 1 Disponent p95 ≤ 50 ms']).toBe(one);
    expect(got['f. no filter: .data, 10 Disponenten p95 ≤ 150 ms']).toBe(ten);
    expect(
      judgeGoals({
        listOverHttp: {
          x: {
            htmlBytes,
            oneDoc: latency(1),
            oneData: latency(1),
            tenDoc: latency(1),
            tenData: latency(1),
            sql: latency(4),
          },
        },
      }).rows[1]?.[2],
    ).toBe('SQL allein p95 4 ms');
  });

  it.each([
    // http/s, pgbench tx/s → met
    [50, 100, 'ja'],
    [49, 100, 'nein'],
  ])('c.: %d bookings/s vs pgbench %d tx/s', (httpPerS, pgbenchPerS, met) => {
    const got = verdicts({
      intake: { PGlite: { httpPerS: 5, pgbenchPerS: null }, PostgreSQL: { httpPerS, pgbenchPerS } },
    });
    expect(got['c. Buchungseingang PostgreSQL ≥ 0.5× pgbench']).toBe(met);
    expect(Object.keys(got)).toHaveLength(1);
  });

  it.each([
    // page, performance → met (97 for public pages, 90 for /login)
    ['/', 97, 'ja'],
    ['/', 96, 'nein'],
    ['/login', 90, 'ja'],
    ['/login', 89, 'nein'],
  ])('a.: %s scored %d', (page, performance, met) => {
    expect(Object.values(verdicts({ lighthouse: { [page]: { median: { performance, jsKiB: 4 } } } }))).toEqual([met]);
  });

  it('a.: /app/bookings signed in, score and JS transfer', () => {
    const got = verdicts({ lighthouseStaff: { median: { performance: 91, jsKiB: 150.1 } } });
    expect(got['a. Lighthouse /app/bookings ≥ 90']).toBe('ja');
    expect(got['a. /app/bookings JS ≤ 150 KiB']).toBe('nein');
  });
});
