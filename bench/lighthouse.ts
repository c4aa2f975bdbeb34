// a. Lighthouse 12 (mobile preset: emulated phone, simulated slow 4G), median of N runs per page: the
// public pages and /login on the PGlite server of a., and /app/bookings signed in on the PostgreSQL
// server of f. with its 100 000 bookings (measureStaffLighthouse, run from f.).
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { median, round, type Section } from './table';

export const LIGHTHOUSE_PAGES = [
  '/',
  '/leistungen/',
  '/preise/',
  '/krankentransport-frankfurt/',
  '/online-buchung',
  '/login',
];
export const STAFF_LIGHTHOUSE_PAGE = '/app/bookings';

type Run = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  jsKiB: number;
};

const ATTEMPTS = 3;

/**
 * One Lighthouse run. A failed run (page not loaded, trace not recorded) has null scores: it is retried
 * (Lighthouse's own advice for NO_NAVSTART and the like), and after ATTEMPTS failures the bench fails
 * with the reason instead of printing 0.
 */
async function runOnce(url: string, port: number, extraHeaders?: Record<string, string>) {
  let reason = '';
  for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
    const result = await lighthouse(url, {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      extraHeaders,
    });
    if (!result) {
      reason = 'kein Ergebnis';
      continue;
    }
    if (!result.lhr.runtimeError) return result;
    reason = `${result.lhr.runtimeError.code} – ${result.lhr.runtimeError.message}`;
    process.stdout.write(`a. Lighthouse ${url}: Versuch ${attempt} fehlgeschlagen (${result.lhr.runtimeError.code})\n`);
  }
  throw new Error(`a. Lighthouse ${url}: ${ATTEMPTS} Versuche fehlgeschlagen, zuletzt ${reason}`);
}

async function launchChrome() {
  return chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** The median of `runs` Lighthouse runs of one page; a failed run or a missing score fails the bench. */
async function measurePage(
  baseUrl: string,
  path: string,
  chromePort: number,
  runs: number,
  extraHeaders?: Record<string, string>,
) {
  const all: Run[] = [];
  for (let i = 0; i < runs; i++) {
    const result = await runOnce(`${baseUrl}${path}`, chromePort, extraHeaders);
    const { categories, audits } = result.lhr;
    const missing = ['performance', 'accessibility', 'best-practices', 'seo'].filter(
      (id) => typeof categories[id]?.score !== 'number',
    );
    if (missing.length) throw new Error(`a. Lighthouse ${path}: keine Bewertung für ${missing.join(', ')}`);
    if (result.lhr.finalDisplayedUrl !== `${baseUrl}${path}`)
      throw new Error(`a. Lighthouse ${path}: umgeleitet nach ${result.lhr.finalDisplayedUrl}`);
    const scripts = (
      audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] } | undefined
    )?.items?.find((item) => item.resourceType === 'script');
    // A metric Lighthouse could not compute fails the bench too, instead of printing 0 (decision 201).
    const metric = (id: string) => {
      const value = audits[id]?.numericValue;
      if (typeof value !== 'number') throw new Error(`a. Lighthouse ${path}: kein Messwert für ${id}`);
      return value;
    };
    if (typeof scripts?.transferSize !== 'number')
      throw new Error(`a. Lighthouse ${path}: keine Skript-Übertragungsgröße (resource-summary)`);
    const score = (id: string) => Math.round(categories[id]!.score! * 100);
    all.push({
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: Math.round(metric('largest-contentful-paint')),
      tbtMs: Math.round(metric('total-blocking-time')),
      cls: round(metric('cumulative-layout-shift'), 3),
      jsKiB: round(scripts.transferSize / 1024, 1),
    });
  }
  const pick = (key: keyof Run) => median(all.map((run) => run[key]));
  const mid: Run = {
    performance: pick('performance'),
    accessibility: pick('accessibility'),
    bestPractices: pick('bestPractices'),
    seo: pick('seo'),
    lcpMs: pick('lcpMs'),
    tbtMs: pick('tbtMs'),
    cls: pick('cls'),
    jsKiB: pick('jsKiB'),
  };
  const row = [
    path,
    mid.performance,
    mid.accessibility,
    mid.bestPractices,
    mid.seo,
    mid.lcpMs,
    mid.tbtMs,
    mid.cls,
    mid.jsKiB,
  ];
  return { raw: { runs: all, median: mid }, row };
}

export const lighthouseSection = (runs: number, rows: (string | number)[][]): Section => ({
  title: `a. Lighthouse 12, mobile, median of ${runs} (targets: perf. ≥ 97 public pages, ≥ 90 staff pages)`,
  columns: ['page', 'perf', 'a11y', 'best pr.', 'SEO', 'LCP ms', 'TBT ms', 'CLS', 'JS KiB transfer'],
  rows,
});

export async function measureLighthouse(baseUrl: string, options: { runs: number }) {
  const chrome = await launchChrome();
  const raw: Record<string, { runs: Run[]; median: Run }> = {};
  const rows: (string | number)[][] = [];
  try {
    for (const path of LIGHTHOUSE_PAGES) {
      const page = await measurePage(baseUrl, path, chrome.port, options.runs);
      raw[path] = page.raw;
      rows.push(page.row);
    }
  } finally {
    await chrome.kill();
  }
  return { raw, section: lighthouseSection(options.runs, rows) };
}

/** /app/bookings as a signed-in dispatcher sees it (the session cookie on every request). */
export async function measureStaffLighthouse(baseUrl: string, cookie: string, options: { runs: number }) {
  const chrome = await launchChrome();
  try {
    return await measurePage(baseUrl, STAFF_LIGHTHOUSE_PAGE, chrome.port, options.runs, { Cookie: cookie });
  } finally {
    await chrome.kill();
  }
}
