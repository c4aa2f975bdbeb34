import { useSyncExternalStore } from 'react';

const query = '(prefers-reduced-motion: reduce)';

function subscribe(callback: () => void) {
  const list = window.matchMedia(query);
  list.addEventListener('change', callback);
  return () => list.removeEventListener('change', callback);
}

/** Whether the visitor asked for reduced motion (false on the server and during hydration). */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, () => window.matchMedia(query).matches, () => false);
}
