import { describe, expect, it } from 'vitest';
import { buildRobotsTxt, buildSitemapXml } from './sitemap';

describe('buildSitemapXml', () => {
  it('lists each page once with absolute, escaped addresses', () => {
    const xml = buildSitemapXml('https://www.example.de/', [
      { path: '/', priority: 1, changefreq: 'weekly' },
      { path: '/preise/', priority: 0.8, changefreq: 'monthly' },
      { path: '/preise/', priority: 0.8, changefreq: 'monthly' },
      { path: '/a&b/', priority: 0.5, changefreq: 'yearly' },
    ]);
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml.match(/<loc>/g)).toHaveLength(3);
    expect(xml).toContain('<loc>https://www.example.de/</loc>');
    expect(xml).toContain('<loc>https://www.example.de/preise/</loc>');
    expect(xml).toContain('<loc>https://www.example.de/a&amp;b/</loc>');
    expect(xml).toContain('<priority>1.0</priority>');
  });
});

/** Whether robots.txt lets a crawler fetch `path` (RFC 9309 prefix rules with the `$` end anchor and `*`). */
function allows(robots: string, path: string): boolean {
  const rules = robots
    .split('\n')
    .map((line) => /^(Allow|Disallow):\s*(\S*)/i.exec(line))
    .filter((match): match is RegExpExecArray => Boolean(match?.[2]))
    .map((match) => ({ allow: match[1]!.toLowerCase() === 'allow', pattern: match[2]! }));
  const matching = rules.filter(({ pattern }) => {
    const anchored = pattern.endsWith('$');
    const body = (anchored ? pattern.slice(0, -1) : pattern)
      .split('*')
      .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'));
    return new RegExp(`^${body.join('.*')}${anchored ? '$' : ''}`).test(path);
  });
  if (matching.length === 0) return true;
  const longest = Math.max(...matching.map((rule) => rule.pattern.length));
  return (
    matching.some((rule) => rule.pattern.length === longest && rule.allow) ||
    !matching.some((rule) => rule.pattern.length === longest)
  );
}

describe('buildRobotsTxt', () => {
  const text = buildRobotsTxt('https://www.example.de');

  it('keeps crawlers out of the back office, its login and the calendar feed, and points to the sitemap', () => {
    for (const path of [
      '/app',
      '/app/',
      '/app/bookings',
      '/app?x=1',
      '/login',
      '/login?redirectTo=%2Fapp',
      '/logout',
      '/kalender/fahrten.ics?key=x',
    ]) {
      expect(allows(text, path), path).toBe(false);
    }
    expect(text).toContain('Sitemap: https://www.example.de/sitemap.xml');
    expect(text).not.toMatch(/Disallow: \/\n/);
  });

  it('hides nothing else that merely starts with the same letters', () => {
    for (const path of [
      '/',
      '/app.webmanifest',
      '/apple-touch-icon.png',
      '/application',
      '/loginhilfe',
      '/login-hilfe/',
      '/favicon.ico',
      '/preise/',
    ]) {
      expect(allows(text, path), path).toBe(true);
    }
  });

  it('the matcher of this test reads prefix rules as crawlers do (so it would catch a bare prefix)', () => {
    expect(allows('User-agent: *\nDisallow: /app\n', '/app.webmanifest')).toBe(false);
    expect(allows('User-agent: *\nDisallow: /login\n', '/loginhilfe')).toBe(false);
  });
});
