import { describe, expect, it } from 'vitest';
import { company } from '#app/company';
import { serviceSlugs } from './slugs';
import { publicPages } from '#app/site/public-pages';
import { servicePages } from './pages';
import { serviceJsonLd } from './structured-data';
import type { ServicePageContent } from './types';
import { formatEuroCompact } from '#app/domain/pricing/money';

/** Every string anywhere in a page's content. */
function allStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(allStrings);
  if (value && typeof value === 'object') return Object.values(value).flatMap(allStrings);
  return [];
}

const byTemplate = <T extends ServicePageContent['template']>(template: T) =>
  servicePages.filter((page): page is Extract<ServicePageContent, { template: T }> => page.template === template);

describe('service page content', () => {
  it('has one page per route, each listed for the sitemap', () => {
    expect(servicePages.map((page) => page.path).sort()).toEqual(serviceSlugs.map((slug) => `/${slug}/`).sort());
    const sitemapPaths = publicPages.map((page) => page.path);
    for (const page of servicePages) expect(sitemapPaths).toContain(page.path);
  });

  it('uses the templates SPEC.md assigns', () => {
    const templates = Object.fromEntries(servicePages.map((page) => [page.path, page.template]));
    expect(templates).toEqual({
      '/krankentransport-frankfurt/': 'full',
      '/krankentransport/': 'full',
      '/rollstuhltransport/': 'full',
      '/tragestuhl-transport/': 'full',
      '/dialysefahrten/': 'full',
      '/reha-therapiefahrten/': 'simple',
      '/privatfahrten/': 'simple',
      '/chemo-strahlentherapiefahrten/': 'simple',
      '/einweisungs-entlassungsfahrten/': 'simple',
      '/schuelerfahrten/': 'school',
      '/bgu-frankfurt-krankentransport/': 'accident-hospital',
    });
  });

  it('gives every page a unique title, description, heading and a usable description length', () => {
    for (const key of ['title', 'description', 'breadcrumb'] as const) {
      const values = servicePages.map((page) => page[key]);
      expect(new Set(values).size, key).toBe(values.length);
    }
    const headings = servicePages.map((page) => page.hero.heading);
    expect(new Set(headings).size).toBe(headings.length);
    for (const page of servicePages) {
      expect(page.description.length, page.path).toBeGreaterThanOrEqual(70);
      expect(page.description.length, page.path).toBeLessThanOrEqual(160);
      expect(page.hero.image.alt.length, page.path).toBeGreaterThan(20);
      expect(page.hero.image.src).toMatch(/^\/images\/services\/[a-z-]+\.svg$/);
    }
  });

  it('fills the full template completely', () => {
    const pages = byTemplate('full');
    expect(pages).toHaveLength(5);
    for (const page of pages) {
      expect(page.whatIs.features, page.path).toHaveLength(3);
      expect(page.whatIs.paragraphs.length, page.path).toBeGreaterThanOrEqual(1);
      expect(page.useCases.items.length, page.path).toBeGreaterThanOrEqual(4);
      expect(page.ourService.qualifications.length, page.path).toBeGreaterThanOrEqual(4);
      expect(page.costs.requirements.length, page.path).toBeGreaterThanOrEqual(3);
      expect(page.costs.requirements.join(' '), page.path).toContain('Verordnung einer Krankenbeförderung');
      expect(page.costs.requirements.join(' '), page.path).toContain(`${company.longTripApprovalKm} km`);
      expect(page.faqs.length, page.path).toBeGreaterThanOrEqual(4);
      expect(page.contact.heading.length, page.path).toBeGreaterThan(0);
    }
  });

  it('fills the simpler template: a few sections and a call to action', () => {
    const pages = byTemplate('simple');
    expect(pages).toHaveLength(4);
    for (const page of pages) {
      expect(page.sections.length, page.path).toBeGreaterThanOrEqual(2);
      for (const section of page.sections) expect(section.paragraphs.length, page.path).toBeGreaterThanOrEqual(1);
      expect(page.cta.heading.length, page.path).toBeGreaterThan(0);
    }
  });

  it('gives the school-rides page five FAQs, the sections and an e-mail contact', () => {
    const [page] = byTemplate('school');
    expect(page).toBeDefined();
    expect(page!.faqs).toHaveLength(5);
    expect(page!.whatIs.features).toHaveLength(3);
    expect(page!.useCases.items.length).toBeGreaterThanOrEqual(3);
    expect(page!.ourService.qualifications.length).toBeGreaterThanOrEqual(3);
    expect(page!.costs.requirements.length).toBeGreaterThanOrEqual(3);
    expect(page!.emailContact.subject.length).toBeGreaterThan(0);
  });

  it('gives the accident-hospital page its benefits, four use cases and four FAQs', () => {
    const [page] = byTemplate('accident-hospital');
    expect(page).toBeDefined();
    expect(page!.benefits.items.length).toBeGreaterThanOrEqual(3);
    expect(page!.useCases.items.map((item) => item.title)).toEqual([
      'Nach Arbeitsunfällen',
      'Nachbehandlung',
      'Berufskrankheiten',
      'Rehabilitation',
    ]);
    expect(page!.faqs).toHaveLength(4);
    expect(page!.hero.heading).toContain(company.accidentHospital.name);
  });

  it('states only the facts of the company configuration', () => {
    for (const page of servicePages) {
      const text = allStrings(page).join('\n');
      // E-mail addresses and phone numbers: only the configured ones (and the emergency number 112).
      for (const email of text.match(/[\w.+-]+@[\w-]+(\.[\w-]+)+/g) ?? []) expect(email, page.path).toBe(company.email);
      for (const phone of text.match(/(\+49|\b0)[\d /-]{6,}\d/g) ?? [])
        expect(phone, page.path).toBe(company.phone.display);
      // Prices, distances and experience only as configured.
      const prices = [company.prices.baseFromCents, company.prices.waitingPer15MinCents].map((cents) =>
        formatEuroCompact(cents).replace(/\s€$/, ''),
      );
      for (const [, amount] of text.matchAll(/(\d+(?:,\d+)?)\s*€/g)) expect(prices, page.path).toContain(amount);
      for (const [, km] of text.matchAll(/(\d+)\s*km\b/g))
        expect(Number(km), page.path).toBe(company.longTripApprovalKm);
      for (const [, years] of text.matchAll(/(\d+)\s*Jahre/g))
        expect(Number(years), page.path).toBe(company.experience.years);
      // No statistics, ratings or claims the configuration doesn't hold.
      expect(text, page.path).not.toMatch(/\d+\s*%|24\/7|zertifiziert|Sterne|Bewertung|garantiert/i);
      const rangePattern = /\d{1,2}:\d{2}\s*[–-]\s*\d{1,2}:\d{2}/g;
      const configured = [
        company.openingHours.label,
        company.openingHours.short,
        company.schoolRideContactHours.weekdays,
        company.schoolRideContactHours.weekend,
      ]
        .join(' ')
        .match(rangePattern);
      for (const range of text.match(rangePattern) ?? []) expect(configured, page.path).toContain(range);
    }
  });

  it('emits MedicalBusiness, BreadcrumbList and, with FAQs, FAQPage structured data', () => {
    for (const page of servicePages) {
      const data = serviceJsonLd(page, 'https://www.beispiel.example');
      const types = data.map((item) => item['@type']);
      expect(types[0], page.path).toEqual(['LocalBusiness', 'MedicalBusiness']);
      expect(types[1], page.path).toBe('BreadcrumbList');
      const crumbs = data[1]!.itemListElement as Array<{ item: string; name: string }>;
      expect(crumbs.at(-1)).toEqual(
        expect.objectContaining({ item: `https://www.beispiel.example${page.path}`, name: page.breadcrumb }),
      );
      if ('faqs' in page) {
        expect(types[2], page.path).toBe('FAQPage');
        expect((data[2]!.mainEntity as unknown[]).length).toBe(page.faqs.length);
      } else {
        expect(types, page.path).toHaveLength(2);
      }
      expect(() => JSON.parse(JSON.stringify(data))).not.toThrow();
    }
  });
});
