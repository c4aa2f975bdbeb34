// The XML sitemap and robots.txt as pure text builders (the resource routes only add headers).
import { escapeHtml as escapeXml } from './html-escape';
import { decimalText } from './numbers';

export type SitemapEntry = { path: string; priority: number; changefreq: string };

export function buildSitemapXml(publicUrl: string, entries: SitemapEntry[]): string {
  const base = publicUrl.replace(/\/+$/, '');
  const seen = new Set<string>();
  const urls = entries
    .filter((entry) => (seen.has(entry.path) ? false : (seen.add(entry.path), true)))
    .map(
      (entry) =>
        `  <url>\n    <loc>${escapeXml(base + entry.path)}</loc>\n    <changefreq>${entry.changefreq}</changefreq>\n    <priority>${decimalText(entry.priority, 1)}</priority>\n  </url>`,
    );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/**
 * The paths crawlers must not fetch: the back office and its login, as exact paths (`$`, understood by
 * Google and Bing as RFC 9309 permits) or with a trailing slash or query, never bare prefixes: `/app`
 * alone would also hide `/app.webmanifest` and `/apple-touch-icon.png`, `/login` alone `/loginhilfe`.
 */
export const ROBOTS_DISALLOW = ['/app$', '/app/', '/app?', '/login$', '/login?', '/logout$', '/kalender/'] as const;

/** Crawlers may read every public page, never the back office, its login or the calendar feed. */
export function buildRobotsTxt(publicUrl: string): string {
  const base = publicUrl.replace(/\/+$/, '');
  return [
    'User-agent: *',
    ...ROBOTS_DISALLOW.map((rule) => `Disallow: ${rule}`),
    '',
    `Sitemap: ${base}/sitemap.xml`,
    '',
  ].join('\n');
}
