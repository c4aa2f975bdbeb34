import { describe, expect, it } from 'vitest';
import { escapeHtml } from './html-escape';
import { buildSitemapXml } from './sitemap';

describe('escapeHtml', () => {
  it('escapes every character that can leave text or an attribute value, and empties null', () => {
    expect(escapeHtml(`<a href="x" onclick='y'>&\`=`)).toBe(
      '&lt;a href&#61;&quot;x&quot; onclick&#61;&#39;y&#39;&gt;&amp;&#96;&#61;',
    );
    expect(escapeHtml(null)).toBe('');
    expect(escapeHtml(undefined)).toBe('');
  });

  it('is the sitemap escaping too (valid XML)', () => {
    expect(
      buildSitemapXml('https://a.example', [{ path: "/x?a=1&b='2'", priority: 1, changefreq: 'daily' }]),
    ).toContain('/x?a&#61;1&amp;b&#61;&#39;2&#39;');
  });
});
