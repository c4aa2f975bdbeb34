// The public footer (SPEC.md §2): opening hours, phone, WhatsApp link with a prefilled German ride
// request, e-mail and address, the legal links, cookie settings and the staff login.
import { SITE_HOOKS } from './site-hooks';
import { Clock, type LucideIcon, Mail, MapPin, MessageCircle, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { company, telHref, whatsappHref } from '#app/company';
import { inServiceAreas } from './copy';
import { LogoMark } from './logo';
import { LinkList } from './link-list';
import { legalNavLinks, mainNavLinks, type NavLink, serviceNavLinks } from './navigation';

const moreLinks: NavLink[] = [
  mainNavLinks.about,
  mainNavLinks.services,
  mainNavLinks.prices,
  mainNavLinks.booking,
  { label: 'Kontakt', href: '/kontakt/' },
  { label: 'Häufige Fragen', href: '/faq/' },
];

const linkClass =
  'inline-flex min-h-11 items-center py-1 text-white/90 underline-offset-4 hover:text-white hover:underline';

/** An icon beside two lines (address, opening hours). */
function IconLines({ icon: Icon, className, lines }: { icon: LucideIcon; className: string; lines: [string, string] }) {
  return (
    <p className={`${className} flex gap-2 text-base text-white/85`}>
      <Icon aria-hidden="true" className="mt-1 size-5 shrink-0" />
      <span>
        {lines[0]}
        <br />
        {lines[1]}
      </span>
    </p>
  );
}

/** A titled column of links. */
function FooterNav({ id, title, links }: { id: string; title: string; links: NavLink[] }) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="text-lg font-bold">
        {title}
      </h2>
      <LinkList links={links} className="mt-3 text-base" linkClass={linkClass} />
    </nav>
  );
}

export function SiteFooter() {
  return (
    <footer className="bg-ink text-white">
      <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:px-6 md:grid-cols-2 lg:grid-cols-4">
        <section aria-labelledby="footer-company">
          <div className="flex items-center gap-3">
            <LogoMark className="size-10" />
            <h2 id="footer-company" className="text-lg font-bold">
              {company.name}
            </h2>
          </div>
          <p className="mt-4 text-base text-white/85">Krankenfahrten und Patientenbeförderung {inServiceAreas}.</p>
          <IconLines
            icon={MapPin}
            className="mt-4"
            lines={[company.address.street, `${company.address.postalCode} ${company.address.city}`]}
          />
        </section>

        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className="text-lg font-bold">
            Kontakt
          </h2>
          <ul className="mt-3 space-y-1 text-base">
            <li>
              <a href={telHref} className={`${linkClass} gap-2`}>
                <Phone aria-hidden="true" className="size-5" />
                {company.phone.display}
              </a>
            </li>
            <li>
              <a href={whatsappHref} className={`${linkClass} gap-2`} rel="noopener noreferrer" target="_blank">
                <MessageCircle aria-hidden="true" className="size-5" />
                WhatsApp-Nachricht senden
                <span className="sr-only"> (öffnet WhatsApp in einem neuen Fenster)</span>
              </a>
            </li>
            <li>
              <a href={`mailto:${company.email}`} className={`${linkClass} gap-2 break-all`}>
                <Mail aria-hidden="true" className="size-5 shrink-0" />
                {company.email}
              </a>
            </li>
          </ul>
          <h2 className="mt-6 text-lg font-bold">Erreichbarkeit</h2>
          <IconLines
            icon={Clock}
            className="mt-2"
            lines={[
              company.openingHours.daysLabel,
              `${company.openingHours.opens} – ${company.openingHours.closes} Uhr`,
            ]}
          />
        </section>

        <FooterNav id="footer-services" title="Leistungen" links={serviceNavLinks} />
        <FooterNav id="footer-more" title="Informationen" links={moreLinks} />
      </div>
      <div className="border-t border-white/15">
        <div className="mx-auto flex max-w-6xl flex-col gap-2 px-4 py-4 text-base sm:px-6 md:flex-row md:items-center md:justify-between">
          <p className="text-white/80">
            © {company.name}, Inhaber {company.owner}
          </p>
          <LinkList links={legalNavLinks} className="flex flex-wrap gap-x-6" linkClass={linkClass}>
            <li>
              {/* Reopens the consent dialog (app/site/client/consent.ts). */}
              <button type="button" {...SITE_HOOKS.consentOpen.mark()} className={`${linkClass} cursor-pointer`}>
                Cookie-Einstellungen
              </button>
            </li>
            <li>
              <Link to="/login" className={linkClass}>
                Mitarbeiter-Login
              </Link>
            </li>
          </LinkList>
        </div>
      </div>
    </footer>
  );
}
