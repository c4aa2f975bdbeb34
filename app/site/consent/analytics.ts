// Google Analytics 4, loaded only after consent (SPEC.md §4, DESIGN.md): IP anonymisation, cookies
// flagged SameSite=None; Secure, no automatic page view (we send one per navigation with path and title).

type Gtag = (...args: unknown[]) => void;

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: Gtag;
  }
}

export const ANALYTICS_SCRIPT_HOST = 'https://www.googletagmanager.com';

let loadedId: string | null = null;

/** Inserts the gtag.js script once and configures it. Safe to call repeatedly. */
export function loadAnalytics(measurementId: string): void {
  if (typeof window === 'undefined') return;
  (window as unknown as Record<string, unknown>)[`ga-disable-${measurementId}`] = false;
  if (loadedId === measurementId) return;
  loadedId = measurementId;
  window.dataLayer = window.dataLayer ?? [];
  window.gtag = function gtag() {
    // gtag.js expects the `arguments` object itself, not an array.
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer!.push(arguments);
  };
  window.gtag('js', new Date());
  window.gtag('config', measurementId, {
    anonymize_ip: true,
    send_page_view: false,
    cookie_flags: 'SameSite=None;Secure',
  });
  const script = document.createElement('script');
  script.async = true;
  script.src = `${ANALYTICS_SCRIPT_HOST}/gtag/js?id=${encodeURIComponent(measurementId)}`;
  document.head.appendChild(script);
}

/** Sends a page view; does nothing unless analytics was loaded (i.e. consent was given). */
export function trackPageView(path: string, title: string): void {
  if (!loadedId || typeof window.gtag !== 'function') return;
  window.gtag('event', 'page_view', { page_path: path, page_title: title, page_location: window.location.href });
}

/** Stops sending (after a withdrawn consent) and removes the Google Analytics cookies of this site. */
export function disableAnalytics(measurementId: string): void {
  if (typeof window === 'undefined') return;
  (window as unknown as Record<string, unknown>)[`ga-disable-${measurementId}`] = true;
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name && (name === '_ga' || name.startsWith('_ga_'))) {
      document.cookie = `${name}=; Max-Age=0; path=/`;
      document.cookie = `${name}=; Max-Age=0; path=/; domain=${window.location.hostname.replace(/^www\./, '.')}`;
    }
  }
}

/** Whether the analytics script was loaded in this page's lifetime (for tests). */
export function analyticsLoaded(): boolean {
  return loadedId !== null;
}
