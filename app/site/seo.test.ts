import { describe, expect, it } from 'vitest';
import { company } from '#app/company';
import { absoluteUrl, documentTitle, noindexMeta, pageMeta } from './seo';
import { SITE_LAYOUT_ROUTE_ID } from './site-context';

const production = { publicUrl: 'https://www.example.de', isProduction: true };

const find = (tags: ReturnType<typeof pageMeta>, key: string, value: string) =>
  tags.find((tag) => (tag as Record<string, unknown>)[key] === value) as Record<string, string> | undefined;

describe('pageMeta', () => {
  it('builds title, description, canonical and Open Graph tags from PUBLIC_URL', () => {
    const tags = pageMeta({ matches: production, title: 'Preise', description: 'Unsere Preise.', path: '/preise/' });
    expect(tags).toContainEqual({ title: `Preise | ${company.name}` });
    expect(tags).toContainEqual({ name: 'description', content: 'Unsere Preise.' });
    expect(tags).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://www.example.de/preise/' });
    expect(find(tags, 'property', 'og:url')?.content).toBe('https://www.example.de/preise/');
    expect(find(tags, 'property', 'og:title')?.content).toBe(`Preise | ${company.name}`);
    expect(find(tags, 'property', 'og:image')?.content).toMatch(/^https:\/\/www\.example\.de\/images\//);
    expect(find(tags, 'name', 'robots')?.content).toBe('index, follow');
  });

  it('reads the site context from the layout match and says noindex outside production', () => {
    const matches = [
      { id: 'root', loaderData: undefined },
      { id: SITE_LAYOUT_ROUTE_ID, loaderData: { publicUrl: 'http://127.0.0.1:3000', isProduction: false } },
    ];
    const tags = pageMeta({ matches, title: 'FAQ', description: 'Fragen.', path: '/faq/' });
    expect(tags).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'http://127.0.0.1:3000/faq/' });
    expect(find(tags, 'name', 'robots')?.content).toBe('noindex, nofollow');
  });

  it('honours noindex in production and keeps absolute image URLs', () => {
    const tags = pageMeta({
      matches: production,
      title: 'X',
      description: 'Y',
      path: '/x/',
      noindex: true,
      image: 'https://cdn.example.de/a.png',
    });
    expect(find(tags, 'name', 'robots')?.content).toBe('noindex, nofollow');
    expect(find(tags, 'property', 'og:image')?.content).toBe('https://cdn.example.de/a.png');
  });

  it('does not repeat the company name in the title', () => {
    expect(documentTitle(`${company.name} – Start`)).toBe(`${company.name} – Start`);
  });

  it('joins paths to the public URL without double slashes', () => {
    expect(absoluteUrl('https://a.de/', '/b/')).toBe('https://a.de/b/');
    expect(absoluteUrl('https://a.de', 'b')).toBe('https://a.de/b');
  });

  it('not-found meta has no canonical and says noindex', () => {
    const tags = noindexMeta('Seite nicht gefunden', 'Nicht da.');
    expect(tags.some((tag) => 'rel' in tag)).toBe(false);
    expect(tags).toContainEqual({ name: 'robots', content: 'noindex, nofollow' });
  });
});
