// The public site's layout route: every page inside the site frame (app/site/site-frame.tsx). Its loader
// hands the deployment facts (PUBLIC_URL, production flag) to every page's meta.
import { isRouteErrorResponse, Outlet } from 'react-router';
import { company } from '#app/company';
import { HomeOrCall } from '#app/site/cta-buttons';
import type { SiteContext } from '#app/site/site-context';
import { SiteFrame } from '#app/site/site-frame';
import { FONT_PRELOAD } from '#app/ui/font-preload';
import type { Route } from './+types/layout';
export const links: Route.LinksFunction = () => [FONT_PRELOAD];

export function loader({ context }: Route.LoaderArgs): SiteContext {
  const { env } = context.services;
  return { publicUrl: env.PUBLIC_URL, isProduction: env.NODE_ENV === 'production' };
}

/**
 * Public pages are plain documents with their own small script (decision 004), never rendered by the
 * staff area's client-side router: a client-side navigation into them becomes a full page load.
 */
export function clientLoader({ request }: Route.ClientLoaderArgs): Promise<never> {
  window.location.assign(request.url);
  return new Promise<never>(() => {});
}

/**
 * Public pages are the same for every visitor: browsers and a reverse proxy/CDN may keep them briefly
 * (the page and its CSP header with the nonce are cached together). Pages that answer differently
 * (the contact action, not-found) set their own headers.
 */
export function headers(): HeadersInit {
  return { 'Cache-Control': 'public, max-age=300, s-maxage=600, stale-while-revalidate=86400' };
}

export default function SiteLayout() {
  return (
    <SiteFrame>
      <Outlet />
    </SiteFrame>
  );
}

/** Errors of any public page render inside the site frame, in German. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <SiteFrame>
      <title>{`${notFound ? 'Seite nicht gefunden' : 'Fehler'} | ${company.name}`}</title>
      <meta name="robots" content="noindex, nofollow" />
      <section className="mx-auto flex max-w-3xl flex-col items-start gap-5 px-4 py-16 sm:px-6 sm:py-24">
        <p className="text-lg font-semibold text-brand">{notFound ? 'Fehler 404' : 'Fehler'}</p>
        <h1 className="text-3xl font-bold text-ink sm:text-4xl">
          {notFound ? 'Seite nicht gefunden' : 'Es ist ein Fehler aufgetreten'}
        </h1>
        <p className="text-lg text-muted">
          {notFound
            ? 'Die aufgerufene Seite gibt es nicht (mehr). Vielleicht hilft Ihnen die Startseite weiter.'
            : 'Bitte versuchen Sie es in einem Moment erneut. Sie erreichen uns auch telefonisch.'}
        </p>
        <HomeOrCall className="flex flex-wrap gap-3" />
      </section>
    </SiteFrame>
  );
}
