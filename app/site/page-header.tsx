// The head of an inner page: visible breadcrumb, the page's one h1 and an intro.
import type { ReactNode } from 'react';
import { BreadcrumbTrail } from './breadcrumb-trail';
import type { Crumb } from './json-ld';

export function PageHeader({ crumbs, title, children }: { crumbs: Crumb[]; title: string; children?: ReactNode }) {
  return (
    <div className="bg-gradient-to-b from-brand-light to-white">
      <div className="mx-auto max-w-6xl px-4 pt-6 pb-10 sm:px-6 md:pb-14">
        <BreadcrumbTrail crumbs={crumbs} look="page" />
        <h1 className="mt-2 text-4xl leading-tight font-bold tracking-tight text-ink sm:text-5xl">{title}</h1>
        {children ? <div className="mt-4 max-w-3xl text-xl leading-relaxed text-ink/85">{children}</div> : null}
      </div>
    </div>
  );
}
