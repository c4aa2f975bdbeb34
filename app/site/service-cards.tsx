// The home page's grid of service cards (SPEC.md §2): the whole card opens the service page; the
// "Fahrt buchen" button shows on hover and on keyboard focus and always on touch screens, and leads to
// the online booking.
import { ArrowRight, CalendarCheck } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '#app/ui/cn';
import { BOOKING_PATH } from './navigation';
import { SiteImage } from './site-image';
import type { SiteImageData } from './site-image-data';

export type ServiceCardData = {
  title: string;
  text: string;
  href: string;
  image: SiteImageData;
};

export function ServiceCard({ card }: { card: ServiceCardData }) {
  return (
    <article className="group relative flex w-full flex-col overflow-hidden rounded-xl border border-border bg-white shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md">
      <SiteImage
        image={card.image}
        sizes="(min-width: 64rem) 16rem, (min-width: 40rem) 50vw, 100vw"
        loading="lazy"
        decoding="async"
        className="aspect-[16/10] h-auto w-full bg-brand-light object-cover sm:aspect-[4/3]"
      />
      <div className="flex flex-1 flex-col gap-2 p-5">
        <h3 className="text-xl font-bold text-ink">
          {/* The stretched link makes the whole card clickable. */}
          <Link
            to={card.href}
            prefetch="intent"
            className="after:absolute after:inset-0 after:z-0 after:content-[''] focus-visible:outline-none focus-visible:after:rounded-xl focus-visible:after:outline-3 focus-visible:after:outline-offset-[-3px] focus-visible:after:outline-focus"
          >
            {card.title}
          </Link>
        </h3>
        <p className="text-[17px] leading-relaxed text-muted">{card.text}</p>
        <p className="mt-auto flex items-center gap-1 pt-2 text-base font-semibold text-brand" aria-hidden="true">
          Mehr erfahren <ArrowRight className="size-4" />
        </p>
      </div>
      <div
        className={cn(
          'absolute inset-x-0 top-0 z-10 flex aspect-[16/10] items-end justify-center bg-gradient-to-t from-ink/45 sm:aspect-[4/3] to-transparent p-4',
          'opacity-0 transition-opacity duration-200 group-focus-within:opacity-100 group-hover:opacity-100 [@media(hover:none)]:opacity-100',
          'pointer-events-none',
        )}
      >
        <Link
          to={BOOKING_PATH}
          className="pointer-events-auto inline-flex min-h-11 items-center gap-2 rounded-md bg-white px-5 py-2 text-base font-semibold text-brand-dark shadow-md hover:bg-brand-light"
          aria-label={`Fahrt buchen: ${card.title}`}
        >
          <CalendarCheck aria-hidden="true" className="size-5" />
          Fahrt buchen
        </Link>
      </div>
    </article>
  );
}

export function ServiceCardGrid({ cards }: { cards: ServiceCardData[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
      {cards.map((card) => (
        <li key={card.href} className="flex">
          <ServiceCard card={card} />
        </li>
      ))}
    </ul>
  );
}
