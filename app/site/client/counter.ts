// Counts the server-rendered counter figures ([data-counter], see app/site/counter.tsx) up from 0 to
// their target over 2500 ms in 60 steps once 30 % of the counter is visible (SPEC.md §9). Under
// reduced motion, or without IntersectionObserver, the final figure from the server simply stands.
import { prefersReducedMotion } from './reduced-motion';
import { SITE_HOOKS } from '#app/site/site-hooks';

export const COUNTER_DURATION_MS = 2500;
export const COUNTER_STEPS = 60;
export const COUNTER_VISIBILITY_THRESHOLD = 0.3;

/** The value shown at step `step` of `steps` (0 … target, rounded, monotonic). */
export function counterValueAt(target: number, step: number, steps = COUNTER_STEPS): number {
  if (step <= 0) return 0;
  if (step >= steps) return target;
  return Math.round((target * step) / steps);
}

export function enhanceCounters(root: ParentNode): void {
  if (typeof IntersectionObserver !== 'function' || prefersReducedMotion()) return;
  for (const counter of root.querySelectorAll<HTMLElement>(SITE_HOOKS.counter.selector)) countUpWhenSeen(counter);
}

function countUpWhenSeen(counter: HTMLElement) {
  const figure = counter.querySelector(SITE_HOOKS.counterFigure.selector);
  const target = Number(SITE_HOOKS.counter.read(counter));
  if (!figure || !Number.isFinite(target)) return;
  const suffix = SITE_HOOKS.counterSuffix.read(counter) ?? '';
  const show = (step: number) => (figure.textContent = `${counterValueAt(target, step)}${suffix}`);

  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= COUNTER_VISIBILITY_THRESHOLD))
        return;
      observer.disconnect();
      let step = 0;
      show(step);
      const timer = setInterval(() => {
        step += 1;
        show(step);
        if (step >= COUNTER_STEPS) clearInterval(timer);
      }, COUNTER_DURATION_MS / COUNTER_STEPS);
    },
    { threshold: COUNTER_VISIBILITY_THRESHOLD },
  );
  observer.observe(counter);
}
