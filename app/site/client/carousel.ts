// The service-areas carousel's behaviour (markup: app/site/service-areas-carousel.tsx). Loaded on demand
// by the site entry, only on pages with a [data-carousel]. embla moves the cards (loop, 1/2/3 visible by
// the slides' CSS widths); this module adds the controls and the auto-advance of SPEC.md §9: every 4 s,
// starting once the carousel has been 30 % visible, paused on hover, on focus, with the pause button,
// while the tab is hidden and while the visitor prefers reduced motion.
import EmblaCarousel from 'embla-carousel';
import { prefersReducedMotion, REDUCED_MOTION_QUERY } from './reduced-motion';

export const CAROUSEL_INTERVAL_MS = 4000;
export const CAROUSEL_VISIBILITY_THRESHOLD = 0.3;
const PAUSE_LABEL = 'Automatisches Weiterblättern anhalten';
const RESUME_LABEL = 'Automatisches Weiterblättern starten';

export function enhanceCarousels(root: ParentNode): void {
  for (const carousel of root.querySelectorAll<HTMLElement>('[data-carousel]')) {
    if (carousel.dataset.carousel !== 'ready') enhanceCarousel(carousel);
  }
}

function enhanceCarousel(carousel: HTMLElement) {
  const viewport = carousel.querySelector<HTMLElement>('[data-carousel-viewport]');
  const track = viewport?.firstElementChild;
  if (!viewport || !(track instanceof HTMLElement)) return;
  const slides = [...track.children] as HTMLElement[];
  const find = <T extends Element>(hook: string) => carousel.querySelector<T>(`[data-carousel-${hook}]`);

  // Take over the natively scrolling row (the no-JavaScript fallback) at the card it shows.
  const viewportLeft = viewport.getBoundingClientRect().left;
  const startIndex = Math.max(
    0,
    slides.findIndex((slide) => slide.getBoundingClientRect().right > viewportLeft + 1),
  );
  viewport.scrollLeft = 0;
  viewport.style.overflow = 'hidden';
  track.style.touchAction = 'pan-y pinch-zoom';
  const embla = EmblaCarousel(viewport, { loop: true, align: 'start', startIndex });
  carousel.dataset.carousel = 'ready';

  const showSelected = () => {
    const selected = embla.selectedScrollSnap();
    slides.forEach((slide, index) => (slide.dataset.active = String(index === selected)));
    const position = find('position');
    if (position) position.textContent = `${selected + 1} / ${slides.length}`;
  };
  embla.on('select', showSelected).on('reInit', showSelected);
  showSelected();

  let seen = false;
  let hovered = false;
  let focused = false;
  let stopped = false;
  let timer: ReturnType<typeof setInterval> | undefined;

  // Hidden by CSS where every card is visible at once: then there is nothing to advance to.
  const controls = find<HTMLElement>('controls');
  const allVisible = () => Boolean(controls && getComputedStyle(controls).display === 'none');

  const update = () => {
    const autoplay = seen && !hovered && !focused && !stopped && !prefersReducedMotion() && !allVisible();
    carousel.dataset.autoplay = autoplay ? 'on' : 'off';
    // Announce slide changes only when the visitor caused them.
    track.setAttribute('aria-live', autoplay ? 'off' : 'polite');
    const toggle = find('toggle');
    toggle?.setAttribute('aria-label', stopped ? RESUME_LABEL : PAUSE_LABEL);
    find('icon="pause"')?.toggleAttribute('hidden', stopped);
    find('icon="play"')?.toggleAttribute('hidden', !stopped);
    if (autoplay === (timer !== undefined)) return;
    clearInterval(timer);
    timer = autoplay
      ? setInterval(() => {
          if (document.visibilityState === 'visible') embla.scrollNext();
        }, CAROUSEL_INTERVAL_MS)
      : undefined;
  };

  find('prev')?.addEventListener('click', () => embla.scrollPrev());
  find('next')?.addEventListener('click', () => embla.scrollNext());
  find('toggle')?.addEventListener('click', () => {
    stopped = !stopped;
    update();
  });
  carousel.addEventListener('mouseenter', () => {
    hovered = true;
    update();
  });
  carousel.addEventListener('mouseleave', () => {
    hovered = false;
    update();
  });
  carousel.addEventListener('focusin', () => {
    focused = true;
    update();
  });
  carousel.addEventListener('focusout', (event) => {
    focused = carousel.contains(event.relatedTarget as Node | null);
    update();
  });
  if (typeof matchMedia === 'function') matchMedia(REDUCED_MOTION_QUERY).addEventListener('change', update);
  // A turned phone or a resized window may show every card, or no longer.
  window.addEventListener('resize', update, { passive: true });

  if (typeof IntersectionObserver !== 'function') return; // never "seen": no auto-advance
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= CAROUSEL_VISIBILITY_THRESHOLD))
        return;
      observer.disconnect();
      seen = true;
      update();
    },
    { threshold: CAROUSEL_VISIBILITY_THRESHOLD },
  );
  observer.observe(carousel);
}
