// The drivers' app's service worker (issue 20, docs/features/driver-app.md). Scope /fahrer.
// - The page /fahrer and its data (/fahrer.data): network first; the last good answer is kept and shown
//   when the phone has no network, so today's list stays readable offline.
// - Build files (/assets/…, hashed) and the app's icons: from the cache, else the network.
// Reports are not sent from here: the page keeps them in order in its own queue (localStorage) and sends
// them when the phone is back online (decision 226).
const CACHE = 'kf-fahrer-v1';

self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) =>
        Promise.all(
          keys.filter((key) => key.startsWith('kf-fahrer-') && key !== CACHE).map((key) => caches.delete(key)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});

async function networkFirst(request) {
  const cache = await caches.open(CACHE);
  try {
    const response = await fetch(request);
    // Only a real answer of the app is kept: not a redirect to the sign-in page, not an error.
    if (response.ok && response.type === 'basic' && !response.redirected)
      await cache.put(new URL(request.url).pathname, response.clone());
    return response;
  } catch (error) {
    const cached = await cache.match(new URL(request.url).pathname);
    if (cached) return cached;
    throw error;
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(CACHE);
  const cached = await cache.match(request, { ignoreSearch: true });
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.pathname === '/fahrer' || url.pathname === '/fahrer.data') event.respondWith(networkFirst(request));
  else if (url.pathname.startsWith('/assets/') || url.pathname.startsWith('/fahrer-icon'))
    event.respondWith(cacheFirst(request));
});
