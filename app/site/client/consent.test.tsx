// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { company } from '../../company';
import { SiteFrame } from '../site-frame';

const measurementId = company.analytics.ga4MeasurementId!;
const dialog = () => document.querySelector<HTMLElement>('[role="dialog"]')!;
const overlay = () => document.querySelector<HTMLElement>('[data-consent]')!;
const page = () => document.querySelector<HTMLElement>('[data-consent-page]')!;
const button = (name: string) => Array.from(document.querySelectorAll('button')).find((b) => b.textContent?.trim() === name)!;
const gaScripts = () => document.querySelectorAll('script[src*="googletagmanager"]');
const stored = () => window.localStorage.getItem('analytics_consent');
const pageViews = () =>
  (window.dataLayer ?? [])
    .map((entry) => Array.from(entry as ArrayLike<unknown>))
    .filter((args) => args[0] === 'event' && args[1] === 'page_view')
    .map((args) => args[2]);
/** Open: shown, page behind inert, scrolling blocked. */
const isOpen = () => !overlay().hidden && page().hasAttribute('inert') && document.documentElement.style.overflow === 'hidden';
const isClosed = () => overlay().hidden && !page().hasAttribute('inert') && document.documentElement.style.overflow === '';

function tab(shiftKey = false) {
  const event = new KeyboardEvent('keydown', { key: 'Tab', shiftKey, bubbles: true, cancelable: true });
  (document.activeElement ?? document.body).dispatchEvent(event);
  return event;
}

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
    expect(overlay().hidden).toBe(true);
    vi.advanceTimersByTime(999);
    expect(overlay().hidden).toBe(true);
    vi.advanceTimersByTime(1);
    expect(isOpen()).toBe(true);
    expect(overlay().classList.contains('opacity-0')).toBe(false);
    expect(document.activeElement).toBe(dialog());
    expect(gaScripts()).toHaveLength(0);
    expect(window.dataLayer).toBeUndefined();
  });

  it('does not open by itself on the privacy policy and the legal notice', async () => {
    for (const path of ['/datenschutz', '/impressum/']) {
      await loadPage(path);
      vi.advanceTimersByTime(5000);
      expect(overlay().hidden, path).toBe(true);
    }
  });

  it('keeps Tab and Shift+Tab inside', async () => {
    await loadPage();
    vi.advanceTimersByTime(1000);
    const policy = dialog().querySelector('a')!;
    expect(tab().defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(policy);
    button('Akzeptieren').focus();
    tab();
    expect(document.activeElement).toBe(policy);
    tab(true);
    expect(document.activeElement).toBe(button('Akzeptieren'));
    button('Ablehnen').focus();
    expect(tab().defaultPrevented).toBe(false); // the browser moves on to Akzeptieren by itself
  });

  it('Ablehnen stores "false", fades out over 300 ms and never loads GA', async () => {
    await loadPage();
    vi.advanceTimersByTime(1000);
    button('Ablehnen').click();
    expect(stored()).toBe('false');
    expect(overlay().classList.contains('opacity-0')).toBe(true);
    vi.advanceTimersByTime(299);
    expect(overlay().hidden).toBe(false);
    vi.advanceTimersByTime(1);
    expect(isClosed()).toBe(true);
    expect(gaScripts()).toHaveLength(0);
    // The next page load remembers the choice.
    await loadPage('/faq/');
    vi.advanceTimersByTime(5000);
    expect(overlay().hidden).toBe(true);
    expect(gaScripts()).toHaveLength(0);
  });

  it('Akzeptieren stores "true", loads GA with IP anonymisation and sends one page view', async () => {
    await loadPage('/preise/?q=1');
    vi.advanceTimersByTime(1000);
    button('Akzeptieren').click();
    expect(stored()).toBe('true');
    expect(gaScripts()).toHaveLength(1);
    expect(gaScripts()[0]!.getAttribute('src')).toContain(`id=${measurementId}`);
    const config = window.dataLayer!.map((entry) => Array.from(entry as ArrayLike<unknown>)).find((args) => args[0] === 'config');
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
    expect(overlay().hidden).toBe(true);
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
