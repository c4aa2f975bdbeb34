// The "satisfied customers" counter (SPEC.md §2/§9). Server-only markup: the HTML carries the final
// figure (no JavaScript, crawlers, reduced motion: the figure simply stands); the browser-side count-up
// lives in `client/counter.ts` and finds the counter by its data attributes. Screen readers get the
// final figure only: the animated one is aria-hidden.
import { SITE_HOOKS } from './site-hooks';
export function Counter({ target, suffix = '', label }: { target: number; suffix?: string; label: string }) {
  const figure = `${target}${suffix}`;
  return (
    <div className="text-center">
      <p
        {...SITE_HOOKS.counter.mark(String(target))}
        {...SITE_HOOKS.counterSuffix.mark(suffix)}
        className="text-5xl font-bold text-brand-dark tabular-nums"
      >
        <span
          aria-hidden="true"
          data-testid="counter-value"
          {...SITE_HOOKS.counterFigure.mark()}
          className="inline-block min-w-[4ch]"
        >
          {figure}
        </span>
        <span className="sr-only">{figure}</span>
      </p>
      <p className="mt-2 text-lg font-medium text-ink">{label}</p>
    </div>
  );
}
