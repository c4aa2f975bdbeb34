// The public header (SPEC.md §2): top strip (mail, opening hours, social links where configured), logo,
// main navigation with the Leistungen dropdown, the JETZT ANRUFEN call button, and on small screens a
// menu toggle that lists every page including the nine service pages. Server-only markup (decision 004):
// the menus' behaviour is attached in the browser by app/site/client/header-menus.ts (data-* hooks).
import { Clock, Mail, Menu, Phone, X } from 'lucide-react';
import { Link, NavLink, useLocation } from 'react-router';
import { company, telHref } from '#app/company';
import { buttonVariants } from '#app/ui/button';
import { cn } from '#app/ui/cn';
import { CallButton } from './cta-buttons';
import { LeistungenDropdown } from './leistungen-dropdown';
import { LinkList } from './link-list';
import { Logo } from './logo';
import { mainNavLinks, serviceNavLinks } from './navigation';
import { SITE_HOOKS } from './site-hooks';

const navLinkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'flex min-h-11 items-center rounded-md px-3 text-[17px] font-semibold text-ink hover:bg-brand-light hover:text-brand-dark',
    isActive && 'text-brand-dark underline decoration-2 underline-offset-8',
  );

const socialLinks = [
  { label: 'Facebook', href: company.social.facebook },
  { label: 'Instagram', href: company.social.instagram },
].filter((link): link is { label: string; href: string } => Boolean(link.href));

function TopStrip() {
  return (
    <div className="bg-brand-dark text-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-1 px-4 py-1.5 text-[15px] sm:px-6">
        <a
          href={`mailto:${company.email}`}
          className="flex min-h-8 items-center gap-2 text-white underline-offset-4 hover:underline"
        >
          <Mail aria-hidden="true" className="size-4" />
          <span className="break-all">{company.email}</span>
        </a>
        <div className="flex items-center gap-4">
          <p className="flex items-center gap-2">
            <Clock aria-hidden="true" className="size-4" />
            {company.openingHours.label}
          </p>
          {socialLinks.map((link) => (
            <a
              key={link.label}
              href={link.href}
              className="text-white underline-offset-4 hover:underline"
              rel="noopener noreferrer"
            >
              {link.label}
            </a>
          ))}
        </div>
      </div>
    </div>
  );
}

const MOBILE_MENU_ID = 'mobile-menu';

/** Rendered closed (`hidden`); header-menus.ts opens it from the toggle. */
function MobileMenu({ id }: { id: string }) {
  const linkClass =
    'flex min-h-12 items-center rounded-md px-3 text-lg font-medium text-ink hover:bg-brand-light hover:text-brand-dark';
  return (
    <nav id={id} hidden aria-label="Mobiles Menü" className="border-t border-border bg-white lg:hidden">
      <div className="mx-auto max-w-6xl px-4 py-3 sm:px-6">
        <ul className="flex flex-col">
          <li>
            <Link className={linkClass} to={mainNavLinks.home.href}>
              Startseite
            </Link>
          </li>
          <li>
            <Link className={linkClass} to={mainNavLinks.about.href}>
              {mainNavLinks.about.label}
            </Link>
          </li>
          <li>
            <Link className={linkClass} to={mainNavLinks.services.href}>
              Leistungen im Überblick
            </Link>
          </li>
        </ul>
        <p className="mt-3 px-3 text-sm font-semibold tracking-wide text-muted uppercase" id={`${id}-services`}>
          Unsere Leistungen
        </p>
        <LinkList
          links={serviceNavLinks}
          className="flex flex-col border-l-2 border-brand-light pl-2"
          linkClass={linkClass}
          labelledBy={`${id}-services`}
        />
        <ul className="mt-3 flex flex-col border-t border-border pt-3">
          <li>
            <Link className={linkClass} to={mainNavLinks.prices.href}>
              {mainNavLinks.prices.label}
            </Link>
          </li>
          <li>
            <Link className={linkClass} to="/kontakt/">
              Kontakt
            </Link>
          </li>
          <li>
            <Link className={linkClass} to="/faq/">
              Häufige Fragen
            </Link>
          </li>
        </ul>
        <div className="mt-4 grid gap-3 pb-2 sm:grid-cols-2">
          <Link to={mainNavLinks.booking.href} className={buttonVariants({ size: 'lg' })}>
            {mainNavLinks.booking.label}
          </Link>
          <CallButton>JETZT ANRUFEN</CallButton>
        </div>
      </div>
    </nav>
  );
}

export function SiteHeader() {
  const location = useLocation();
  const servicesActive =
    location.pathname.startsWith('/leistungen') || serviceNavLinks.some((link) => link.href === location.pathname);

  return (
    <header className="relative z-30 bg-white shadow-[0_1px_0_var(--color-border)]">
      <TopStrip />
      <div className="mx-auto flex max-w-6xl items-center justify-between gap-4 px-4 py-3 sm:px-6">
        <Logo />
        <nav aria-label="Hauptnavigation" className="hidden items-center gap-1 lg:flex">
          <NavLink to={mainNavLinks.home.href} end className={navLinkClass}>
            {mainNavLinks.home.label}
          </NavLink>
          <NavLink to={mainNavLinks.about.href} className={navLinkClass}>
            {mainNavLinks.about.label}
          </NavLink>
          <LeistungenDropdown active={servicesActive} />
          <NavLink to={mainNavLinks.prices.href} className={navLinkClass}>
            {mainNavLinks.prices.label}
          </NavLink>
          <NavLink to={mainNavLinks.booking.href} className={navLinkClass}>
            {mainNavLinks.booking.label}
          </NavLink>
        </nav>
        <div className="flex items-center gap-2">
          <a href={telHref} className={cn(buttonVariants({ variant: 'call' }), 'hidden sm:inline-flex')}>
            <Phone aria-hidden="true" />
            JETZT ANRUFEN
          </a>
          {/* The icon follows aria-expanded by CSS; the script swaps the label (data-label-*). */}
          <button
            type="button"
            className={cn(buttonVariants({ variant: 'outline', size: 'icon' }), 'group lg:hidden')}
            {...SITE_HOOKS.mobileMenuToggle.mark()}
            aria-expanded="false"
            aria-controls={MOBILE_MENU_ID}
            aria-label="Menü öffnen"
            {...SITE_HOOKS.labelOpen.mark('Menü schließen')}
            {...SITE_HOOKS.labelClosed.mark('Menü öffnen')}
          >
            <Menu aria-hidden="true" className="group-aria-expanded:hidden" />
            <X aria-hidden="true" className="hidden group-aria-expanded:block" />
          </button>
        </div>
      </div>
      <MobileMenu id={MOBILE_MENU_ID} />
    </header>
  );
}
