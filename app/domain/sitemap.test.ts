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

describe('buildRobotsTxt', () => {
  it('keeps crawlers out of the back office and points to the sitemap', () => {
    const text = buildRobotsTxt('https://www.example.de');
    expect(text).toContain('Disallow: /app\n');
    expect(text).toContain('Disallow: /login\n');
    expect(text).toContain('Sitemap: https://www.example.de/sitemap.xml');
    expect(text).not.toMatch(/Disallow: \/\n/);
  });
});
