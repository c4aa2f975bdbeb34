// The public pages' booking and call buttons (large, at least 48 px high). Server-only markup
// (decision 004): plain links, no handlers.
import { CalendarCheck, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { company, telHref } from '#app/company';
import { buttonVariants } from '#app/ui/button';
import { BOOKING_PATH } from './navigation';

/** The online booking as a large button; `secondary` where it stands on the brand colour. */
export function BookButton({ children, variant }: { children: ReactNode; variant?: 'secondary' }) {
  return (
    <Link to={BOOKING_PATH} className={buttonVariants({ variant, size: 'lg' })}>
      <CalendarCheck aria-hidden="true" />
      {children}
    </Link>
  );
}

/** The company's phone number as the red call button; `withIcon={false}` where the text says "anrufen". */
export function CallButton({ children, withIcon = true }: { children: ReactNode; withIcon?: boolean }) {
  return (
    <a href={telHref} className={buttonVariants({ variant: 'call', size: 'lg' })}>
      {withIcon ? <Phone aria-hidden="true" /> : null}
      {children}
    </a>
  );
}

/** The way out of an error or not-found page: the home page, or a call. */
export function HomeOrCall({ className }: { className: string }) {
  return (
    <div className={className}>
      <Link to="/" className={buttonVariants({ size: 'lg' })}>
        Zur Startseite
      </Link>
      <CallButton withIcon={false}>{company.phone.display} anrufen</CallButton>
    </div>
  );
}
