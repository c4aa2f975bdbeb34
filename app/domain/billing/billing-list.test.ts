import { describe, expect, it } from 'vitest';
import { billingFilterQuery, billingPage, parseBillingFilter } from './billing-list';

describe('filters of /app/billing', () => {
  it.each([
    ['', { monat: null, kasse: null, seite: 1 }],
    [
      'monat=2026-10&kasse=krankenkasse%3Aaok%20hessen&seite=3',
      { monat: '2026-10', kasse: 'krankenkasse:aok hessen', seite: 3 },
    ],
    ['monat=2026-13&seite=0', { monat: null, kasse: null, seite: 1 }],
    ['monat=Oktober&seite=-2&kasse=%20', { monat: null, kasse: null, seite: 1 }],
    ['seite=1.5', { monat: null, kasse: null, seite: 1 }],
    [`kasse=${'x'.repeat(221)}`, { monat: null, kasse: null, seite: 1 }],
  ])('%j', (query, filter) => {
    expect(parseBillingFilter(new URLSearchParams(query))).toEqual(filter);
  });

  it('writes the query back, defaults left out', () => {
    expect(billingFilterQuery({ monat: '2026-10', kasse: 'privat:privat', seite: 2 })).toBe(
      '?monat=2026-10&kasse=privat%3Aprivat&seite=2',
    );
    expect(billingFilterQuery({ monat: null, kasse: null, seite: 1 })).toBe('');
  });
});

describe('a page of a payer legs', () => {
  const legs = Array.from({ length: 120 }, (_, i) => i);
  it.each([
    // page asked -> page shown, first item, shown, before, after, pages
    [1, 1, 0, 50, 0, 70, 3],
    [2, 2, 50, 50, 50, 20, 3],
    [3, 3, 100, 20, 100, 0, 3],
    [9, 3, 100, 20, 100, 0, 3],
  ])('page %d', (asked, page, first, shown, before, after, pages) => {
    const result = billingPage(legs, asked);
    expect(result).toMatchObject({ page, before, after, pages });
    expect(result.items[0]).toBe(first);
    expect(result.items).toHaveLength(shown);
  });

  it('an empty list is one empty page', () => {
    expect(billingPage([], 2)).toEqual({ items: [], page: 1, pages: 1, before: 0, after: 0 });
  });
});
