// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { company } from '#app/company';
import { SiteFrame } from '#app/site/site-frame';

const measurementId = company.analytics.ga4MeasurementId!;
const dialog = () => document.querySelector<HTMLDialogElement>('dialog[data-consent]')!;
const button = (name: string) =>
  Array.from(document.querySelectorAll('button')).find((b) => b.textContent?.trim() === name)!;
const gaScripts = () => document.querySelectorAll('script[src*="googletagmanager"]');
const stored = () => window.localStorage.getItem('analytics_consent');
const pageViews = () =>
  (window.dataLayer ?? [])
    .map((entry) => Array.from(entry as ArrayLike<unknown>))
    .filter((args) => args[0] === 'event' && args[1] === 'page_view')
    .map((args) => args[2]);
/** Open as a modal (the browser then makes the page behind inert and keeps focus inside), scrolling blocked. */
const isOpen = () => dialog().open && modal.has(dialog()) && document.documentElement.style.overflow === 'hidden';
const isClosed = () => !dialog().open && !modal.has(dialog()) && document.documentElement.style.overflow === '';

// jsdom has no showModal(): a stand-in that records which dialogs are open as modals.
const modal = new Set<HTMLDialogElement>();
beforeEach(() => {
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.setAttribute('open', '');
    modal.add(this);
  };
  HTMLDialogElement.prototype.close = function (this: HTMLDialogElement) {
    this.removeAttribute('open');
    modal.delete(this);
  };
});
afterEach(() => {
  modal.clear();
});

/** Loads the page: the real site frame's markup, then the enhancer in a fresh module (new page). */
async function loadPage(path = '/') {
  window.history.replaceState(null, '', path);
  document.title = 'Preise | Test';
  document.body.innerHTML = renderToStaticMarkup(
    <MemoryRouter initialEntries={[path]}>
      <SiteFrame>
        <h1>Seite</h1>
      </SiteFrame>
    </MemoryRouter>,
  );
  vi.resetModules();
  const { enhanceConsent } = await import('./consent');
  enhanceConsent(document);
}

beforeEach(() => {
  vi.useFakeTimers();
  // jsdom does not navigate; following a link must not try to.
  document.addEventListener('click', preventNavigation);
});

afterEach(() => {
  vi.useRealTimers();
  document.removeEventListener('click', preventNavigation);
  document.head.querySelectorAll('script').forEach((script) => script.remove());
  document.body.innerHTML = '';
  document.documentElement.removeAttribute('style');
  document.cookie = '_ga=; Max-Age=0; path=/';
  window.localStorage.clear();
  delete window.dataLayer;
  delete window.gtag;
});

function preventNavigation(event: Event) {
  event.preventDefault();
}

describe('consent dialog', () => {
  it('is in the server markup but hidden; opens after 1 s when no choice is stored, without loading GA', async () => {
    await loadPage('/preise/');
    expect(dialog().getAttribute('aria-labelledby')).toBe('consent-title');
    expect(dialog().open).toBe(false);
    vi.advanceTimersByTime(999);
    expect(dialog().open).toBe(false);
    vi.advanceTimersByTime(1);
    expect(isOpen()).toBe(true);
    expect(dialog().classList.contains('opacity-0')).toBe(false);
    expect(document.activeElement).toBe(dialog());
    expect(gaScripts()).toHaveLength(0);
    expect(window.dataLayer).toBeUndefined();
  });

  it('does not open by itself on the privacy policy and the legal notice', async () => {
    for (const path of ['/datenschutz', '/impressum/']) {
      await loadPage(path);
      vi.advanceTimersByTime(5000);
      expect(dialog().open, path).toBe(false);
    }
  });

  it('Escape closes it with the fade and stores nothing', async () => {
    await loadPage();
    vi.advanceTimersByTime(1000);
    const cancel = new Event('cancel', { cancelable: true });
    dialog().dispatchEvent(cancel);
    // The browser would close it at once; the enhancer fades it out first.
    expect(cancel.defaultPrevented).toBe(true);
    expect(dialog().classList.contains('opacity-0')).toBe(true);
    vi.advanceTimersByTime(300);
    expect(isClosed()).toBe(true);
    expect(stored()).toBeNull();
  });

  it('Ablehnen stores "false", fades out over 300 ms and never loads GA', async () => {
    await loadPage();
    vi.advanceTimersByTime(1000);
    button('Ablehnen').click();
    expect(stored()).toBe('false');
    expect(dialog().classList.contains('opacity-0')).toBe(true);
    vi.advanceTimersByTime(299);
    expect(dialog().open).toBe(true);
    vi.advanceTimersByTime(1);
    expect(isClosed()).toBe(true);
    expect(gaScripts()).toHaveLength(0);
    // The next page load remembers the choice.
    await loadPage('/faq/');
    vi.advanceTimersByTime(5000);
    expect(dialog().open).toBe(false);
    expect(gaScripts()).toHaveLength(0);
  });

  it('Akzeptieren stores "true", loads GA with IP anonymisation and sends one page view', async () => {
    await loadPage('/preise/?q=1');
    vi.advanceTimersByTime(1000);
    button('Akzeptieren').click();
    expect(stored()).toBe('true');
    expect(gaScripts()).toHaveLength(1);
    expect(gaScripts()[0]!.getAttribute('src')).toContain(`id=${measurementId}`);
    const config = window
      .dataLayer!.map((entry) => Array.from(entry as ArrayLike<unknown>))
      .find((args) => args[0] === 'config');
    expect(config?.[2]).toMatchObject({ anonymize_ip: true, send_page_view: false });
    expect(pageViews()).toEqual([expect.objectContaining({ page_path: '/preise/?q=1', page_title: 'Preise | Test' })]);
    vi.advanceTimersByTime(300);
    expect(isClosed()).toBe(true);
  });

  it('with a stored acceptance: no dialog, GA loads at once with one page view for this page', async () => {
    window.localStorage.setItem('analytics_consent', 'true');
    await loadPage('/faq/');
    expect(gaScripts()).toHaveLength(1);
    expect(pageViews()).toEqual([expect.objectContaining({ page_path: '/faq/' })]);
    vi.advanceTimersByTime(5000);
    expect(dialog().open).toBe(false);
  });

  it('"Cookie-Einstellungen" reopens it; declining then stops GA and removes its cookies', async () => {
    window.localStorage.setItem('analytics_consent', 'true');
    await loadPage('/faq/');
    document.cookie = '_ga=GA1.1.123; path=/';
    const settings = button('Cookie-Einstellungen');
    settings.focus();
    settings.click();
    expect(isOpen()).toBe(true);
    button('Ablehnen').click();
    expect(stored()).toBe('false');
    expect((window as unknown as Record<string, unknown>)[`ga-disable-${measurementId}`]).toBe(true);
    expect(document.cookie).not.toContain('_ga=');
    vi.advanceTimersByTime(300);
    expect(isClosed()).toBe(true);
    expect(document.activeElement).toBe(settings);
    // Accepting again on the same page does not count the page twice.
    settings.click();
    button('Akzeptieren').click();
    expect(pageViews()).toHaveLength(1);
  });

  it('following the privacy link closes it without storing a choice', async () => {
    await loadPage();
    vi.advanceTimersByTime(1000);
    dialog().querySelector<HTMLAnchorElement>('a[href="/datenschutz"]')!.click();
    vi.advanceTimersByTime(300);
    expect(isClosed()).toBe(true);
    expect(stored()).toBeNull();
  });
});

it('does nothing on a page without the dialog', async () => {
  document.body.innerHTML = '<main><p>Ohne Dialog</p></main>';
  const { enhanceConsent } = await import('./consent');
  expect(() => enhanceConsent(document)).not.toThrow();
  vi.advanceTimersByTime(5000);
  expect(gaScripts()).toHaveLength(0);
});
