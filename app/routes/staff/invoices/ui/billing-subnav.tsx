// The small sub-navigation of the billing area (issue 21): the overview (/app/billing, first half of
// the issue), Rechnungen and Berichte. The sidebar entry "Abrechnung" comes with the overview.
import { NavLink } from 'react-router';
import { cn } from '#app/ui/cn';

const LINKS = [
  { to: '/app/billing', label: 'Übersicht', end: true },
  { to: '/app/billing/rechnungen', label: 'Rechnungen', end: false },
  { to: '/app/billing/berichte', label: 'Berichte', end: false },
] as const;

export function BillingSubnav() {
  return (
    <nav aria-label="Abrechnung" className="-mx-1 overflow-x-auto">
      <ul className="flex gap-1 px-1">
        {LINKS.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              end={link.end}
              className={({ isActive }) =>
                cn(
                  'inline-flex min-h-11 items-center rounded-md px-3 text-sm font-medium underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand',
                  isActive ? 'bg-brand-light text-brand-dark' : 'text-ink',
                )
              }
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
