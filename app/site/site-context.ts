// What the public pages need to know about the deployment (not about the company): the public base URL
// for canonical and Open Graph addresses, and whether search engines may index the site. The site
// layout's loader provides it (app/routes/site/layout.tsx); components and meta functions read it here.
import { useRouteLoaderData } from 'react-router';
import { company } from '#app/company';

export type SiteContext = {
  /** PUBLIC_URL without a trailing slash, e.g. "https://www.example.de". */
  publicUrl: string;
  /** Only production deployments are indexable; every other environment says noindex. */
  isProduction: boolean;
};

/** The route id of the site layout (its file path relative to app/, without extension). */
export const SITE_LAYOUT_ROUTE_ID = 'routes/site/layout';

/** Used only when the layout's data is missing (e.g. on an error page): the configured website. */
export const fallbackSiteContext: SiteContext = { publicUrl: company.website.replace(/\/+$/, ''), isProduction: false };

/** A meta function's `matches`, loosely typed so that every route's generated types fit. */
export type MetaMatchesLike = ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>;

function isSiteContext(value: unknown): value is SiteContext {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as SiteContext).publicUrl === 'string' &&
    typeof (value as SiteContext).isProduction === 'boolean'
  );
}

/** The site context from a meta function's matches (the layout's loader data). */
export function siteContextFromMatches(matches: MetaMatchesLike): SiteContext {
  const layout = matches.find((match) => match?.id === SITE_LAYOUT_ROUTE_ID);
  return isSiteContext(layout?.loaderData) ? layout.loaderData : fallbackSiteContext;
}

/** The site context inside a component rendered below the site layout. */
export function useSiteContext(): SiteContext {
  const data = useRouteLoaderData(SITE_LAYOUT_ROUTE_ID);
  return isSiteContext(data) ? data : fallbackSiteContext;
}
