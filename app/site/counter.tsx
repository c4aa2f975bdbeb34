// The "satisfied customers" counter (SPEC.md §2/§9): counts up to its target over 2500 ms in 60 steps once
// 30 % visible. The server HTML carries the final figure (no JavaScript, crawlers, reduced motion: the
// figure simply stands). Screen readers get the final figure only.
import { useEffect, useRef, useState } from 'react';
import { usePrefersReducedMotion } from './reduced-motion';

export const COUNTER_DURATION_MS = 2500;
export const COUNTER_STEPS = 60;

/** The value shown at step `step` of `steps` (0 … target, rounded, monotonic). */
export function counterValueAt(target: number, step: number, steps = COUNTER_STEPS): number {
  if (step <= 0) return 0;
  if (step >= steps) return target;
  return Math.round((target * step) / steps);
}

export function Counter({ target, suffix = '', label }: { target: number; suffix?: string; label: string }) {
  const [value, setValue] = useState(target);
  const ref = useRef<HTMLParagraphElement>(null);
  const reducedMotion = usePrefersReducedMotion();

  useEffect(() => {
    const node = ref.current;
    if (!node || reducedMotion) return;
    let timer: ReturnType<typeof setInterval> | undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting && entry.intersectionRatio >= 0.3)) return;
        observer.disconnect();
        let step = 0;
        setValue(0);
        timer = setInterval(() => {
          step += 1;
          setValue(counterValueAt(target, step));
          if (step >= COUNTER_STEPS) clearInterval(timer);
        }, COUNTER_DURATION_MS / COUNTER_STEPS);
      },
      { threshold: 0.3 },
    );
    observer.observe(node);
    return () => {
      observer.disconnect();
      clearInterval(timer);
    };
  }, [target, reducedMotion]);

  return (
    <div className="text-center">
      <p ref={ref} className="text-5xl font-bold text-brand-dark tabular-nums">
        <span aria-hidden="true" data-testid="counter-value" className="inline-block min-w-[4ch]">
          {value}
          {suffix}
        </span>
        <span className="sr-only">
          {target}
          {suffix}
        </span>
      </p>
      <p className="mt-2 text-lg font-medium text-ink">{label}</p>
    </div>
  );
}
