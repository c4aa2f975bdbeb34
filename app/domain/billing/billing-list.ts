// The filters and paging of /app/billing (issue 21): a month with thousands of completed legs must stay
// fast, so the list is narrowed by month (in the query) and payer, and each payer shows one page of its
// legs ("weitere N Fahrten" links to the next page). The counts per payer and month (what the monthly
// package takes) are always over all legs of the filter, never just the page.
import { clampPage, pageCount } from '#app/domain/bookings/pagination';
import { parseMonth } from './leg-values-form';

export const BILLING_LEGS_PER_PAGE = 50;

export type BillingFilter = {
  /** "2026-10", or null for every month. */
  monat: string | null;
  /** A payer group's key (billing.server.ts groupKey), or null for every payer. */
  kasse: string | null;
  /** 1-based page of each payer's legs. */
  seite: number;
};

/** The filter from the URL (?monat=&kasse=&seite=); anything unreadable is left out, never an error. */
export function parseBillingFilter(params: URLSearchParams): BillingFilter {
  const kasse = (params.get('kasse') ?? '').trim();
  const seite = Number(params.get('seite') ?? '1');
  return {
    monat: parseMonth(params.get('monat')),
    kasse: kasse && kasse.length <= 220 ? kasse : null,
    seite: Number.isSafeInteger(seite) && seite >= 1 ? seite : 1,
  };
}

/** The URL query of a filter (defaults left out), for links and the filter form. */
export function billingFilterQuery(filter: Partial<BillingFilter>): string {
  const params = new URLSearchParams();
  if (filter.monat) params.set('monat', filter.monat);
  if (filter.kasse) params.set('kasse', filter.kasse);
  if (filter.seite && filter.seite > 1) params.set('seite', String(filter.seite));
  const query = params.toString();
  return query ? `?${query}` : '';
}

export type LegPage<T> = { items: T[]; page: number; pages: number; before: number; after: number };

/** One page of a payer's legs, the page clamped to those that exist, with how many come before and after. */
export function billingPage<T>(items: readonly T[], page: number, size = BILLING_LEGS_PER_PAGE): LegPage<T> {
  const pages = pageCount(items.length, size);
  const current = clampPage(page, pages);
  const start = (current - 1) * size;
  const shown = items.slice(start, start + size);
  return { items: shown, page: current, pages, before: start, after: Math.max(0, items.length - start - shown.length) };
}
