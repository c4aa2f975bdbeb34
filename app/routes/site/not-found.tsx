// Any path no route matches: a German not-found page inside the site frame, with HTTP status 404.
import { Search } from 'lucide-react';
import { data } from 'react-router';
import { HomeOrCall } from '#app/site/cta-buttons';
import { LinkList } from '#app/site/link-list';
import { serviceNavLinks } from '#app/site/navigation';
import { noindexMeta } from '#app/site/seo';
import type { Route } from './+types/not-found';

export function loader() {
  return data({ notFound: true }, { status: 404 });
}

// Non-GET requests to unknown paths get the same answer instead of React Router's 405.
export function action() {
  return data({ notFound: true }, { status: 404 });
}

export function headers(): HeadersInit {
  return { 'Cache-Control': 'no-store' };
}

export const meta: Route.MetaFunction = () =>
  noindexMeta(
    'Seite nicht gefunden',
    'Die aufgerufene Seite gibt es nicht. Hier finden Sie zurück zu unseren Leistungen.',
  );

export default function NotFound() {
  return (
    <section className="mx-auto max-w-3xl px-4 py-16 sm:px-6 sm:py-24">
      <p className="flex items-center gap-2 text-lg font-semibold text-brand">
        <Search aria-hidden="true" className="size-5" />
        Fehler 404
      </p>
      <h1 className="mt-3 text-3xl font-bold text-ink sm:text-4xl">Diese Seite gibt es leider nicht</h1>
      <p className="mt-4 text-lg text-muted">
        Die Adresse ist vielleicht veraltet oder enthält einen Tippfehler. Auf der Startseite finden Sie alle unsere
        Leistungen – oder Sie rufen uns einfach an.
      </p>
      <HomeOrCall className="mt-8 flex flex-wrap gap-3" />
      <h2 className="mt-12 text-xl font-bold text-ink">Häufig gesucht</h2>
      <LinkList
        links={serviceNavLinks.slice(0, 6)}
        className="mt-3 grid gap-x-6 sm:grid-cols-2"
        linkClass="inline-flex min-h-11 items-center text-brand underline underline-offset-4"
      />
    </section>
  );
}
