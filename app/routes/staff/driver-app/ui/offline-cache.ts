// Keeps the drivers' app readable offline: registers the service worker (public/fahrer-sw.js, which
// answers /fahrer and its data from the cache when the network fails) and puts this page and the build
// files it loaded into that cache now, since the first load happens before the worker controls the page.
export const DRIVER_CACHE = 'kf-fahrer-v1';

export async function prepareOfflineUse(): Promise<void> {
  if (!('serviceWorker' in navigator) || !('caches' in window)) return;
  try {
    await navigator.serviceWorker.register('/fahrer-sw.js', { scope: '/fahrer' });
    const assets = performance
      .getEntriesByType('resource')
      .map((entry) => new URL(entry.name))
      .filter((url) => url.origin === window.location.origin && url.pathname.startsWith('/assets/'))
      .map((url) => url.pathname);
    const cache = await caches.open(DRIVER_CACHE);
    await cache.addAll([...new Set(assets)]);
    await cache.add('/fahrer');
  } catch {
    // Offline use is a convenience: without it the app works online as before.
  }
}

/** Signing out removes the cached list (names, addresses) from the phone. */
export async function forgetOfflineCopy(): Promise<void> {
  if (!('caches' in window)) return;
  await caches.delete(DRIVER_CACHE).catch(() => false);
}
