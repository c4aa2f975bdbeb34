import type { CSSProperties, ReactNode } from 'react';
import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, ScrollRestoration, useMatches } from 'react-router';
import type { Route } from './+types/root';
import { company } from './company';
import { useNonce } from './nonce';
import { databaseUnavailableAs503 } from './server/http/database-unavailable.server';
import { SiteScripts } from './site/site-scripts';
import './app.css';

/** Every request: a failure while the database is away answers 503, not 500 (issue 39). */
export const middleware: Route.MiddlewareFunction[] = [databaseUnavailableAs503];

export const links: Route.LinksFunction = () => [
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
];

const brandStyle = {
  '--color-brand': company.brand.primary,
  '--color-brand-foreground': company.brand.primaryForeground,
} as CSSProperties;

/**
 * Public pages (the site layout and everything in it) are not hydrated: they load only the site's own
 * small script (decision 004). Everything else (staff area, sign-in) is React Router's SPA.
 */
const SITE_LAYOUT_ROUTE_ID = 'routes/site/layout';

export function Layout({ children }: { children: ReactNode }) {
  const nonce = useNonce();
  const isPublicPage = useMatches().some((match) => match.id === SITE_LAYOUT_ROUTE_ID);
  return (
    <html lang="de" style={brandStyle}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={company.brand.primary} />
        <Meta />
        {/* Stylesheets need no nonce (style-src allows 'self'); an explicit '' matches on both sides. */}
        <Links nonce="" />
      </head>
      <body>
        {children}
        {isPublicPage ? (
          <SiteScripts nonce={nonce} />
        ) : (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        )}
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  // A refused request (too large, not a readable form, …) carries its German reason as text.
  const refusal =
    isRouteErrorResponse(error) &&
    error.status >= 400 &&
    error.status < 500 &&
    !notFound &&
    typeof error.data === 'string'
      ? error.data
      : null;
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-2xl flex-col items-start justify-center gap-4 px-6 py-16">
      <p className="text-lg font-semibold text-brand">{notFound ? 'Fehler 404' : 'Fehler'}</p>
      <h1 className="text-3xl font-bold">{notFound ? 'Seite nicht gefunden' : 'Es ist ein Fehler aufgetreten'}</h1>
      <p className="text-lg text-muted">
        {notFound
          ? 'Die aufgerufene Seite gibt es nicht (mehr). Vielleicht hilft Ihnen die Startseite weiter.'
          : (refusal ?? 'Bitte versuchen Sie es in einem Moment erneut. Sie erreichen uns auch telefonisch.')}
      </p>
      <a className="rounded-md bg-brand px-5 py-3 text-lg font-semibold text-brand-foreground" href="/">
        Zur Startseite
      </a>
    </main>
  );
}
