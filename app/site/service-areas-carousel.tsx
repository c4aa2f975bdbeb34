// The service-areas carousel (SPEC.md §2/§9): three cards, loops, 1/2/3 visible by width, advances every
// 4 s once it has first been 30 % visible; paused on hover, on keyboard focus, with the pause button,
// while the tab is hidden and for visitors who prefer reduced motion. Labelled previous/next controls.
//
// Server-only markup. Without JavaScript (and until the enhancer has loaded) the cards sit in a
// horizontally scrolling, snapping row, so every card can be read and reached by swipe or Tab. The
// behaviour lives in `client/carousel.ts` (embla), which finds the parts by their data attributes and
// takes over the same row without moving it. The pause button is hidden by CSS under reduced motion, and
// all controls where every card is visible at once.
import { CalendarCheck, ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { Link } from 'react-router';
import { buttonVariants } from '#app/ui/button';
import { cn } from '#app/ui/cn';
import { BOOKING_PATH } from './navigation';
import { SiteImage } from './site-image';
import type { SiteImageData } from './site-image-data';

export type AreaSlide = {
  name: string;
  description: string;
  image: SiteImageData;
};

export function ServiceAreasCarousel({ slides }: { slides: AreaSlide[] }) {
  return (
    <div
      role="region"
      aria-roledescription="Karussell"
      aria-label="Einsatzgebiete"
      data-carousel=""
      data-autoplay="off"
    >
      <div
        data-carousel-viewport=""
        className="snap-x snap-mandatory overflow-x-auto overscroll-x-contain [scrollbar-width:none] [&::-webkit-scrollbar]:hidden"
      >
        <div className="-ml-6 flex" aria-live="polite">
          {slides.map((slide, index) => (
            <div
              key={slide.name}
              role="group"
              aria-roledescription="Folie"
              aria-label={`${index + 1} von ${slides.length}: ${slide.name}`}
              data-active={index === 0 ? 'true' : 'false'}
              className="min-w-0 shrink-0 grow-0 basis-full pl-6 sm:basis-1/2 lg:basis-1/3"
            >
              <article className="flex h-full snap-start flex-col overflow-hidden rounded-xl border border-border bg-white shadow-sm">
                <SiteImage
                  image={slide.image}
                  sizes="(min-width: 64rem) 22rem, (min-width: 40rem) 50vw, 100vw"
                  loading="lazy"
                  decoding="async"
                  className="aspect-[3/2] h-auto w-full bg-brand-light object-cover"
                />
                <div className="flex flex-1 flex-col gap-3 p-5">
                  <h3 className="text-xl font-bold text-ink">{slide.name}</h3>
                  <p className="text-[17px] leading-relaxed text-muted">{slide.description}</p>
                  <Link to={BOOKING_PATH} className={cn(buttonVariants(), 'mt-auto self-start')}>
                    <CalendarCheck aria-hidden="true" />
                    Fahrt buchen<span className="sr-only"> ({slide.name})</span>
                  </Link>
                </div>
              </article>
            </div>
          ))}
        </div>
      </div>
      {/* Where every card is visible (three cards side by side from lg on, two from sm on) the counter,
          arrows and pause button would do nothing: hidden there, and the enhancer does not auto-advance. */}
      <div
        data-carousel-controls=""
        className={cn(
          'mt-6 flex items-center justify-center gap-3',
          slides.length <= 1
            ? 'hidden'
            : slides.length === 2
              ? 'sm:hidden'
              : slides.length === 3
                ? 'lg:hidden'
                : undefined,
        )}
      >
        <button
          type="button"
          data-carousel-prev=""
          className={buttonVariants({ variant: 'outline', size: 'icon' })}
          aria-label="Vorheriges Einsatzgebiet"
        >
          <ChevronLeft aria-hidden="true" />
        </button>
        <p data-carousel-position="" className="min-w-16 text-center text-base text-muted" aria-hidden="true">
          1 / {slides.length}
        </p>
        <button
          type="button"
          data-carousel-next=""
          className={buttonVariants({ variant: 'outline', size: 'icon' })}
          aria-label="Nächstes Einsatzgebiet"
        >
          <ChevronRight aria-hidden="true" />
        </button>
        <button
          type="button"
          data-carousel-toggle=""
          className={cn(buttonVariants({ variant: 'ghost', size: 'icon' }), 'motion-reduce:hidden')}
          aria-label="Automatisches Weiterblättern anhalten"
        >
          <span data-carousel-icon="pause" className="contents">
            <Pause aria-hidden="true" />
          </span>
          <span data-carousel-icon="play" className="contents" hidden>
            <Play aria-hidden="true" />
          </span>
        </button>
      </div>
    </div>
  );
}
