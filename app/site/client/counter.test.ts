// @vitest-environment jsdom
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { scrollIntoSight, stubIntersectionObserver, stubReducedMotion } from '../../../tests/support/enhancer-stubs';
import { Counter } from '#app/site/counter';
import { COUNTER_DURATION_MS, COUNTER_STEPS, counterValueAt, enhanceCounters } from './counter';

describe('counterValueAt', () => {
  it('counts from 0 to the target in 60 steps over 2500 ms, never going down', () => {
    expect(COUNTER_STEPS).toBe(60);
    expect(COUNTER_DURATION_MS).toBe(2500);
    const values = Array.from({ length: COUNTER_STEPS + 1 }, (_, step) => counterValueAt(500, step));
    expect(values[0]).toBe(0);
    expect(values.at(-1)).toBe(500);
    for (let i = 1; i < values.length; i += 1) expect(values[i]).toBeGreaterThanOrEqual(values[i - 1]!);
    expect(counterValueAt(500, 30)).toBe(250);
    expect(counterValueAt(500, 99)).toBe(500);
  });
});

describe('enhanceCounters', () => {
  const stepMs = COUNTER_DURATION_MS / COUNTER_STEPS;
  let counter: HTMLElement;
  const shown = () => document.querySelector('[data-testid="counter-value"]')!.textContent;
  const spoken = () => document.querySelector('.sr-only')!.textContent;

  beforeEach(() => {
    vi.useFakeTimers();
    stubIntersectionObserver();
    document.body.innerHTML = renderToStaticMarkup(
      createElement(Counter, { target: 500, suffix: '+', label: 'zufriedene Kundinnen und Kunden' }),
    );
    counter = document.querySelector<HTMLElement>('[data-counter]')!;
  });

  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
  });

  it('shows the final figure in the server markup; screen readers only ever get the final figure', () => {
    expect(shown()).toBe('500+');
    expect(document.querySelector('[data-testid="counter-value"]')!.getAttribute('aria-hidden')).toBe('true');
    expect(spoken()).toBe('500+');
  });

  it('counts up from 0 in 60 steps over 2500 ms once 30 % of it is visible', () => {
    stubReducedMotion(false);
    enhanceCounters(document);
    scrollIntoSight(counter, 0.1);
    vi.advanceTimersByTime(COUNTER_DURATION_MS);
    expect(shown()).toBe('500+');

    scrollIntoSight(counter, 0.3);
    expect(shown()).toBe('0+');
    vi.advanceTimersByTime(stepMs * 30);
    expect(shown()).toBe('250+');
    expect(spoken()).toBe('500+');
    vi.advanceTimersByTime(stepMs * 29);
    expect(shown()).not.toBe('500+');
    vi.advanceTimersByTime(stepMs);
    expect(shown()).toBe('500+');

    // Only once: seeing it again does not restart the count.
    scrollIntoSight(counter, 1);
    expect(shown()).toBe('500+');
    expect(vi.getTimerCount()).toBe(0);
  });

  it('does not animate when the visitor prefers reduced motion', () => {
    stubReducedMotion(true);
    enhanceCounters(document);
    scrollIntoSight(counter, 1);
    vi.advanceTimersByTime(stepMs * 10);
    expect(shown()).toBe('500+');
  });

  it('does nothing on a page without a counter', () => {
    stubReducedMotion(false);
    document.body.innerHTML = '<p>Kein Zähler</p>';
    expect(() => enhanceCounters(document)).not.toThrow();
  });
});
