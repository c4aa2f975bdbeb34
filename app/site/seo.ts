// Per-page <head> tags (SPEC.md §2: title, description, canonical, Open Graph; DESIGN.md: noindex
// outside production). Use in a route module:
//
//   export const meta: Route.MetaFunction = ({ matches }) =>
//     pageMeta({ matches, title: 'Rollstuhltransport', description: '…', path: '/rollstuhltransport/' });
//
// `matches` carries the site layout's loader data (PUBLIC_URL, production flag), see site-context.ts.
import type { MetaDescriptor } from 'react-router';
import { company } from '#app/company';
import { siteContextFromMatches, type MetaMatchesLike, type SiteContext } from './site-context';

/** The picture shown when a page is shared (1200 × 630). */
export const DEFAULT_OG_IMAGE = '/images/og/musterfirma-og.png';

export type PageMetaInput = {
  /** The meta function's `matches` (or a SiteContext directly, e.g. in tests). */
  matches: MetaMatchesLike | SiteContext;
  /** The page's own title; the company name is appended unless it is already part of it. */
  title: string;
  description: string;
  /** The page's path as linked (with its trailing slash where SPEC.md has one), e.g. "/preise/". */
  path: string;
  /** Absolute URL or a path below PUBLIC_URL. */
  image?: string;
  /** Keep this page out of search engines even in production (e.g. the not-found page). */
  noindex?: boolean;
  /** Open Graph type; "website" by default. */
  type?: 'website' | 'article';
};

/** The full document title: "<title> | <company name>". */
export function documentTitle(title: string): string {
  return title.includes(company.name) ? title : `${title} | ${company.name}`;
}

/** An absolute URL below PUBLIC_URL (absolute inputs are returned unchanged). */
export function absoluteUrl(publicUrl: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  const base = publicUrl.replace(/\/+$/, '');
  return `${base}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

export function pageMeta(input: PageMetaInput): MetaDescriptor[] {
  const site = Array.isArray(input.matches) ? siteContextFromMatches(input.matches) : (input.matches as SiteContext);
  const title = documentTitle(input.title);
  const url = absoluteUrl(site.publicUrl, input.path);
  const image = absoluteUrl(site.publicUrl, input.image ?? DEFAULT_OG_IMAGE);
  const indexable = site.isProduction && !input.noindex;
  return [
    { title },
    { name: 'description', content: input.description },
    { tagName: 'link', rel: 'canonical', href: url },
    { name: 'robots', content: indexable ? 'index, follow' : 'noindex, nofollow' },
    { property: 'og:type', content: input.type ?? 'website' },
    { property: 'og:locale', content: 'de_DE' },
    { property: 'og:site_name', content: company.name },
    { property: 'og:title', content: title },
    { property: 'og:description', content: input.description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: image },
    { property: 'og:image:width', content: '1200' },
    { property: 'og:image:height', content: '630' },
    { property: 'og:image:alt', content: `${company.name} – Krankenfahrten im Rhein-Main-Gebiet` },
    { name: 'twitter:card', content: 'summary_large_image' },
  ];
}

/** Head tags for pages that must never be indexed and have no canonical address (not-found). */
export function noindexMeta(title: string, description: string): MetaDescriptor[] {
  return [
    { title: documentTitle(title) },
    { name: 'description', content: description },
    { name: 'robots', content: 'noindex, nofollow' },
  ];
}
