// The mobile-only fixed bottom bar (SPEC.md §2): Anrufen, WhatsApp, Buchen. The layout reserves its
// height at the bottom of the page (MOBILE_BAR_SPACE) so it never covers content.
import { CalendarCheck, MessageCircle, Phone } from 'lucide-react';
import { Link } from 'react-router';
import { telHref, whatsappHref } from '#app/company';
import { BOOKING_PATH } from './navigation';

/** Bottom padding for the page on small screens: the bar's height plus the safe area. */
export const MOBILE_BAR_SPACE = 'pb-[calc(4rem+env(safe-area-inset-bottom))] md:pb-0';

const itemClass =
  'flex min-h-14 flex-1 flex-col items-center justify-center gap-0.5 text-[15px] font-semibold leading-tight';

export function MobileBar() {
  return (
    <nav
      aria-label="Schnellkontakt"
      className="fixed inset-x-0 bottom-0 z-30 border-t border-border bg-white pb-[env(safe-area-inset-bottom)] shadow-[0_-2px_8px_rgba(15,23,42,0.08)] md:hidden"
    >
      <ul className="flex h-16 items-stretch">
        <li className="flex flex-1">
          <a href={telHref} className={`${itemClass} bg-call text-white`}>
            <Phone aria-hidden="true" className="size-5" />
            Anrufen
          </a>
        </li>
        <li className="flex flex-1">
          <a href={whatsappHref} target="_blank" rel="noopener noreferrer" className={`${itemClass} text-[#0a6b3c]`}>
            <MessageCircle aria-hidden="true" className="size-5" />
            WhatsApp
            <span className="sr-only"> (öffnet in einem neuen Fenster)</span>
          </a>
        </li>
        <li className="flex flex-1">
          <Link to={BOOKING_PATH} className={`${itemClass} bg-brand text-brand-foreground`}>
            <CalendarCheck aria-hidden="true" className="size-5" />
            Buchen
          </Link>
        </li>
      </ul>
    </nav>
  );
}
