// Browser APIs the public site's enhancers (app/site/client) use and jsdom lacks or cannot drive:
// IntersectionObserver (tests decide when an element becomes visible) and matchMedia (tests decide
// whether the visitor prefers reduced motion). Install them per test; `vi.unstubAllGlobals()` removes them.
import { vi } from 'vitest';

export class FakeIntersectionObserver {
  static instances: FakeIntersectionObserver[] = [];
  readonly targets = new Set<Element>();

  constructor(
    readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeIntersectionObserver.instances.push(this);
  }

  observe(target: Element) {
    this.targets.add(target);
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {
    this.targets.clear();
  }
  takeRecords(): IntersectionObserverEntry[] {
    return [];
  }
}

export function stubIntersectionObserver() {
  FakeIntersectionObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
}

/** Reports `ratio` (0 … 1) of `element` as visible to every observer that watches it. */
export function scrollIntoSight(element: Element, ratio: number) {
  for (const observer of FakeIntersectionObserver.instances) {
    if (!observer.targets.has(element)) continue;
    const entry = { target: element, isIntersecting: ratio > 0, intersectionRatio: ratio } as IntersectionObserverEntry;
    observer.callback([entry], observer as unknown as IntersectionObserver);
  }
}

/** matchMedia where `(prefers-reduced-motion: reduce)` matches as set; `setReducedMotion` fires change. */
export function stubReducedMotion(initially: boolean) {
  let reduced = initially;
  const listeners = new Set<() => void>();
  const list = (query: string) =>
    ({
      get matches() {
        return query.includes('prefers-reduced-motion') && reduced;
      },
      media: query,
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    }) as unknown as MediaQueryList;
  vi.stubGlobal('matchMedia', list);
  return {
    setReducedMotion(value: boolean) {
      reduced = value;
      for (const listener of listeners) listener();
    },
  };
}
