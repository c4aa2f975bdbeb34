// The service-areas carousel (SPEC.md §2/§9): three cards, loops, 1/2/3 visible by width, advances every
// 4 s once it has first been 30 % visible; paused on hover, on keyboard focus, while the tab is hidden
// and for visitors who prefer reduced motion. Labelled previous/next controls.
import useEmblaCarousel from 'embla-carousel-react';
import { CalendarCheck, ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { buttonVariants } from '../ui/button';
import { cn } from '../ui/cn';
import { BOOKING_PATH } from './navigation';
import { usePrefersReducedMotion } from './reduced-motion';

export const CAROUSEL_INTERVAL_MS = 4000;
export const CAROUSEL_VISIBILITY_THRESHOLD = 0.3;

export type AreaSlide = {
  name: string;
  description: string;
  image: { src: string; alt: string; width: number; height: number };
};

export function ServiceAreasCarousel({ slides }: { slides: AreaSlide[] }) {
  const [viewportRef, embla] = useEmblaCarousel({ loop: true, align: 'start' });
  const rootRef = useRef<HTMLDivElement>(null);
  const [selected, setSelected] = useState(0);
  const [seen, setSeen] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const autoplay = seen && !hovered && !focused && !stopped && !reducedMotion;

  useEffect(() => {
    if (!embla) return;
    const onSelect = () => setSelected(embla.selectedScrollSnap());
    embla.on('select', onSelect).on('reInit', onSelect);
    return () => {
      embla.off('select', onSelect).off('reInit', onSelect);
    };
  }, [embla]);

  // Start only once the carousel has been 30 % visible.
  useEffect(() => {
    const node = rootRef.current;
    if (!node || seen) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= CAROUSEL_VISIBILITY_THRESHOLD)) {
          setSeen(true);
          observer.disconnect();
        }
      },
      { threshold: CAROUSEL_VISIBILITY_THRESHOLD },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [seen]);

  useEffect(() => {
    if (!embla || !autoplay) return;
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') embla.scrollNext();
    }, CAROUSEL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [embla, autoplay]);

  const scrollPrev = useCallback(() => embla?.scrollPrev(), [embla]);
  const scrollNext = useCallback(() => embla?.scrollNext(), [embla]);

  return (
    <div
      ref={rootRef}
      role="region"
      aria-roledescription="Karussell"
      aria-label="Einsatzgebiete"
      data-autoplay={autoplay ? 'on' : 'off'}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div className="overflow-hidden" ref={viewportRef}>
        <div className="-ml-6 flex touch-pan-y" aria-live={autoplay ? 'off' : 'polite'}>
          {slides.map((slide, index) => (
            <div
              key={slide.name}
              role="group"
              aria-roledescription="Folie"
              aria-label={`${index + 1} von ${slides.length}: ${slide.name}`}
              data-active={index === selected ? 'true' : 'false'}
              className="min-w-0 shrink-0 grow-0 basis-full pl-6 sm:basis-1/2 lg:basis-1/3"
            >
              <article className="flex h-full flex-col overflow-hidden rounded-xl border border-border bg-white shadow-sm">
                <img
                  src={slide.image.src}
                  alt={slide.image.alt}
                  width={slide.image.width}
                  height={slide.image.height}
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
      <div className="mt-6 flex items-center justify-center gap-3">
        <button type="button" onClick={scrollPrev} className={buttonVariants({ variant: 'outline', size: 'icon' })} aria-label="Vorheriges Einsatzgebiet">
          <ChevronLeft aria-hidden="true" />
        </button>
        <p className="min-w-16 text-center text-base text-muted" aria-hidden="true">
          {selected + 1} / {slides.length}
        </p>
        <button type="button" onClick={scrollNext} className={buttonVariants({ variant: 'outline', size: 'icon' })} aria-label="Nächstes Einsatzgebiet">
          <ChevronRight aria-hidden="true" />
        </button>
        {reducedMotion ? null : (
          <button
            type="button"
            onClick={() => setStopped((value) => !value)}
            className={buttonVariants({ variant: 'ghost', size: 'icon' })}
            aria-label={stopped ? 'Automatisches Weiterblättern starten' : 'Automatisches Weiterblättern anhalten'}
          >
            {stopped ? <Play aria-hidden="true" /> : <Pause aria-hidden="true" />}
          </button>
        )}
      </div>
    </div>
  );
}
