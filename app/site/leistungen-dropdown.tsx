// The desktop "Leistungen" menu: a disclosure button with a list of links (the navigation pattern of the
// WAI-ARIA practices, not an application menu). Server-only markup, rendered closed (decision 004); the
// keyboard and pointer behaviour is attached by app/site/client/header-menus.ts through the data-* hooks.
import { ChevronDown } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '#app/ui/cn';
import { mainNavLinks, serviceNavLinks } from './navigation';
import { SITE_HOOKS } from './site-hooks';

const PANEL_ID = 'leistungen-menu';

export function LeistungenDropdown({ active }: { active: boolean }) {
  return (
    <div className="relative" {...SITE_HOOKS.disclosure.mark()}>
      <button
        type="button"
        aria-expanded="false"
        aria-controls={PANEL_ID}
        {...SITE_HOOKS.disclosureButton.mark()}
        className={cn(
          'group flex min-h-11 cursor-pointer items-center gap-1 rounded-md px-3 text-[17px] font-semibold text-ink hover:bg-brand-light hover:text-brand-dark',
          active && 'text-brand-dark underline decoration-2 underline-offset-8',
        )}
      >
        Leistungen
        <ChevronDown aria-hidden="true" className="size-4 transition-transform group-aria-expanded:rotate-180" />
      </button>
      <div
        id={PANEL_ID}
        hidden
        {...SITE_HOOKS.disclosurePanel.mark()}
        className="absolute top-full left-0 z-40 mt-2 w-80 rounded-lg border border-border bg-white p-2 shadow-lg"
      >
        <ul className="flex flex-col">
          {serviceNavLinks.map((link) => (
            <li key={link.href}>
              <Link
                to={link.href}
                className="flex min-h-11 items-center rounded-md px-3 text-base font-medium text-ink hover:bg-brand-light hover:text-brand-dark"
              >
                {link.label}
              </Link>
            </li>
          ))}
          <li className="mt-1 border-t border-border pt-1">
            <Link
              to={mainNavLinks.services.href}
              className="flex min-h-11 items-center rounded-md px-3 text-base font-semibold text-brand hover:bg-brand-light"
            >
              Alle Leistungen im Überblick
            </Link>
          </li>
        </ul>
      </div>
    </div>
  );
}
