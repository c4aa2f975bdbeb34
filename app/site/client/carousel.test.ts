// @vitest-environment jsdom
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scrollIntoSight, stubIntersectionObserver, stubReducedMotion } from '../../../tests/support/enhancer-stubs';
import { areaSlides } from '#app/site/home-content';
import { ServiceAreasCarousel } from '#app/site/service-areas-carousel';
import { CAROUSEL_INTERVAL_MS, enhanceCarousels } from './carousel';

// jsdom has no layout, so embla cannot measure; this stand-in moves one slide per step and loops,
// which is what embla does with one card visible (the real one runs in tests/e2e/public-site.spec.ts).
const embla = vi.hoisted(() => ({ options: undefined as unknown }));
vi.mock('embla-carousel', () => ({
  default: (viewport: HTMLElement, options: { startIndex?: number }) => {
    embla.options = options;
    const count = viewport.firstElementChild!.children.length;
    let index = options.startIndex ?? 0;
    const listeners: Array<() => void> = [];
    const go = (step: number) => {
      index = (index + step + count) % count;
      for (const listener of listeners) listener();
    };
    const api = {
      on: (_event: string, listener: () => void) => (listeners.push(listener), api),
      selectedScrollSnap: () => index,
      scrollNext: () => go(1),
      scrollPrev: () => go(-1),
    };
    return api;
  },
}));

const carousel = () => document.querySelector<HTMLElement>('[data-carousel]')!;
const active = () =>
  document.querySelector('[aria-roledescription="Folie"][data-active="true"]')?.getAttribute('aria-label');
const button = (name: string) => document.querySelector<HTMLButtonElement>(`button[aria-label="${name}"]`)!;
const pause = 'Automatisches Weiterblättern anhalten';
const resume = 'Automatisches Weiterblättern starten';

function waitIntervals(count: number) {
  vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS * count);
}

beforeEach(() => {
  vi.useFakeTimers();
  stubIntersectionObserver();
  document.body.innerHTML = `${renderToStaticMarkup(createElement(MemoryRouter, null, createElement(ServiceAreasCarousel, { slides: areaSlides })))}<a href="/" id="outside">Außen</a>`;
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('service-areas carousel markup (before and without JavaScript)', () => {
  it('is a labelled region of three labelled slides, the first active, in a natively scrolling row', () => {
    expect(areaSlides).toHaveLength(3);
    expect(carousel().getAttribute('role')).toBe('region');
    expect(carousel().getAttribute('aria-label')).toBe('Einsatzgebiete');
    const slides = [...document.querySelectorAll('[aria-roledescription="Folie"]')];
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual(
      areaSlides.map((slide, i) => `${i + 1} von 3: ${slide.name}`),
    );
    expect(active()).toMatch(/^1 von 3/);
    // Without JavaScript every card is reachable: the row scrolls sideways and snaps to the cards.
    const row = document.querySelector('[data-carousel-viewport]')!.classList;
    expect(row.contains('overflow-x-auto') && row.contains('snap-x')).toBe(true);
    for (const slide of slides) expect(slide.querySelector('a')!.getAttribute('href')).toBe('/online-buchung');
    expect(button('Vorheriges Einsatzgebiet')).toBeTruthy();
    expect(button('Nächstes Einsatzgebiet')).toBeTruthy();
    expect(button(pause).className).toContain('motion-reduce:hidden');
    // Three cards side by side from lg on: the controls would do nothing there.
    expect(document.querySelector('[data-carousel-controls]')!.className).toContain('lg:hidden');
  });
});

describe('enhanceCarousels', () => {
  it('takes over the row (embla, looping) without moving it and wires previous/next with looping', () => {
    stubReducedMotion(false);
    enhanceCarousels(document);
    expect(embla.options).toMatchObject({ loop: true, startIndex: 0 });
    expect(document.querySelector<HTMLElement>('[data-carousel-viewport]')!.style.overflow).toBe('hidden');
    expect(carousel().dataset.carousel).toBe('ready');

    button('Nächstes Einsatzgebiet').click();
    expect(active()).toMatch(/^2 von 3/);
    expect(document.querySelector('[data-carousel-position]')!.textContent).toBe('2 / 3');
    button('Nächstes Einsatzgebiet').click();
    button('Nächstes Einsatzgebiet').click();
    expect(active()).toMatch(/^1 von 3/);
    button('Vorheriges Einsatzgebiet').click();
    expect(active()).toMatch(/^3 von 3/);
    expect(document.querySelector('[data-carousel-position]')!.textContent).toBe('3 / 3');
  });

  it('advances every 4 s only once it has been 30 % visible, announcing nothing while it does', () => {
    stubReducedMotion(false);
    enhanceCarousels(document);
    scrollIntoSight(carousel(), 0.2);
    waitIntervals(3);
    expect(active()).toMatch(/^1 von 3/);
    expect(carousel().dataset.autoplay).toBe('off');

    scrollIntoSight(carousel(), 0.3);
    expect(carousel().dataset.autoplay).toBe('on');
    expect(document.querySelector('[aria-live]')!.getAttribute('aria-live')).toBe('off');
    vi.advanceTimersByTime(CAROUSEL_INTERVAL_MS - 1);
    expect(active()).toMatch(/^1 von 3/);
    vi.advanceTimersByTime(1);
    expect(active()).toMatch(/^2 von 3/);
    waitIntervals(2);
    expect(active()).toMatch(/^1 von 3/);
  });

  it('does not advance while every card is visible (controls hidden), and does once they show again', () => {
    stubReducedMotion(false);
    const controls = document.querySelector<HTMLElement>('[data-carousel-controls]')!;
    controls.style.display = 'none';
    enhanceCarousels(document);
    scrollIntoSight(carousel(), 1);
    waitIntervals(3);
    expect(active()).toMatch(/^1 von 3/);
    expect(carousel().dataset.autoplay).toBe('off');
    controls.style.display = '';
    window.dispatchEvent(new Event('resize'));
    expect(carousel().dataset.autoplay).toBe('on');
    waitIntervals(1);
    expect(active()).toMatch(/^2 von 3/);
  });

  it('pauses while hovered and while focus is inside', () => {
    stubReducedMotion(false);
    enhanceCarousels(document);
    scrollIntoSight(carousel(), 1);

    carousel().dispatchEvent(new MouseEvent('mouseenter'));
    waitIntervals(3);
    expect(active()).toMatch(/^1 von 3/);
    expect(document.querySelector('[aria-live]')!.getAttribute('aria-live')).toBe('polite');
    carousel().dispatchEvent(new MouseEvent('mouseleave'));
    waitIntervals(1);
    expect(active()).toMatch(/^2 von 3/);

    const link = carousel().querySelector('a')!;
    link.focus();
    waitIntervals(3);
    expect(active()).toMatch(/^2 von 3/);
    button('Nächstes Einsatzgebiet').focus(); // focus moves within: still paused
    waitIntervals(2);
    expect(active()).toMatch(/^2 von 3/);
    document.querySelector<HTMLElement>('#outside')!.focus();
    waitIntervals(1);
    expect(active()).toMatch(/^3 von 3/);
  });

  it('stops and restarts with the pause button, whose label says what it does', () => {
    stubReducedMotion(false);
    enhanceCarousels(document);
    scrollIntoSight(carousel(), 1);
    button(pause).click();
    expect(button(resume)).toBeTruthy();
    expect(document.querySelector('[data-carousel-icon="play"]')!.hasAttribute('hidden')).toBe(false);
    expect(document.querySelector('[data-carousel-icon="pause"]')!.hasAttribute('hidden')).toBe(true);
    waitIntervals(3);
    expect(active()).toMatch(/^1 von 3/);
    button(resume).click();
    expect(button(pause)).toBeTruthy();
    waitIntervals(1);
    expect(active()).toMatch(/^2 von 3/);
  });

  it('does not advance while the visitor prefers reduced motion, nor while the tab is hidden', () => {
    const motion = stubReducedMotion(true);
    enhanceCarousels(document);
    scrollIntoSight(carousel(), 1);
    waitIntervals(3);
    expect(active()).toMatch(/^1 von 3/);
    expect(carousel().dataset.autoplay).toBe('off');

    motion.setReducedMotion(false);
    waitIntervals(1);
    expect(active()).toMatch(/^2 von 3/);

    vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    waitIntervals(3);
    expect(active()).toMatch(/^2 von 3/);
  });

  it('does nothing on a page without a carousel', () => {
    document.body.innerHTML = '<main>Keine Folien</main>';
    expect(() => enhanceCarousels(document)).not.toThrow();
  });
});
