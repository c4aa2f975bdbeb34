// A plain list of page links (footer columns, menus, "Häufig gesucht"). Server-only markup.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { NavLink } from './navigation';

export function LinkList({
  links,
  className,
  linkClass,
  labelledBy,
  children,
}: {
  links: NavLink[];
  className: string;
  linkClass: string;
  /** The id of a visible heading that names the list. */
  labelledBy?: string;
  /** Further items after the links (a button, a link with other rules). */
  children?: ReactNode;
}) {
  return (
    <ul className={className} aria-labelledby={labelledBy}>
      {links.map((link) => (
        <li key={link.href}>
          <Link to={link.href} className={linkClass}>
            {link.label}
          </Link>
        </li>
      ))}
      {children}
    </ul>
  );
}
