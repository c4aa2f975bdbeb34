// The visible breadcrumb trail from the home page to the current one (its JSON-LD twin is emitted by
// the page). Inner pages and service pages show it in their own look.
import { ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { Crumb } from './json-ld';

type TrailLook = {
  label: string;
  navClass?: string;
  listClass: string;
  itemClass: string;
  linkClass: string;
  separator: ReactNode;
};

const looks: Record<'page' | 'service', TrailLook> = {
  page: {
    label: 'Brotkrumen',
    listClass: 'flex flex-wrap items-center gap-1 text-base text-muted',
    itemClass: 'flex items-center gap-1',
    linkClass: 'inline-flex min-h-11 items-center text-brand underline underline-offset-4',
    separator: <ChevronRight aria-hidden="true" className="size-4" />,
  },
  service: {
    label: 'Brotkrümelnavigation',
    navClass: 'text-base text-muted',
    listClass: 'flex flex-wrap items-center gap-x-2 gap-y-1',
    itemClass: 'flex items-center gap-2',
    linkClass: 'inline-flex min-h-11 items-center underline-offset-4 hover:text-brand-dark hover:underline',
    separator: <span aria-hidden="true">›</span>,
  },
};

export function BreadcrumbTrail({ crumbs, look }: { crumbs: Crumb[]; look: keyof typeof looks }) {
  const { label, navClass, listClass, itemClass, linkClass, separator } = looks[look];
  const all = [{ name: 'Startseite', path: '/' }, ...crumbs];
  return (
    <nav aria-label={label} className={navClass}>
      <ol className={listClass}>
        {all.map((crumb, index) => (
          <li key={crumb.path} className={itemClass}>
            {index === all.length - 1 ? (
              <span aria-current="page" className="font-medium text-ink">
                {crumb.name}
              </span>
            ) : (
              <>
                <Link to={crumb.path} className={linkClass}>
                  {crumb.name}
                </Link>
                {separator}
              </>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
