// The head of an inner page: visible breadcrumb, the page's one h1 and an intro.
import { ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Crumb } from './json-ld';

export function PageHeader({ crumbs, title, children }: { crumbs: Crumb[]; title: string; children?: ReactNode }) {
  const all = [{ name: 'Startseite', path: '/' }, ...crumbs];
  return (
    <div className="bg-gradient-to-b from-brand-light to-white">
      <div className="mx-auto max-w-6xl px-4 pt-6 pb-10 sm:px-6 md:pb-14">
        <nav aria-label="Brotkrumen">
          <ol className="flex flex-wrap items-center gap-1 text-base text-muted">
            {all.map((crumb, index) => {
              const last = index === all.length - 1;
              return (
                <li key={crumb.path} className="flex items-center gap-1">
                  {last ? (
                    <span aria-current="page" className="font-medium text-ink">
                      {crumb.name}
                    </span>
                  ) : (
                    <>
                      <Link to={crumb.path} className="inline-flex min-h-11 items-center text-brand underline underline-offset-4">
                        {crumb.name}
                      </Link>
                      <ChevronRight aria-hidden="true" className="size-4" />
                    </>
                  )}
                </li>
              );
            })}
          </ol>
        </nav>
        <h1 className="mt-2 text-4xl leading-tight font-bold tracking-tight text-ink sm:text-5xl">{title}</h1>
        {children ? <div className="mt-4 max-w-3xl text-xl leading-relaxed text-ink/85">{children}</div> : null}
      </div>
    </div>
  );
}
