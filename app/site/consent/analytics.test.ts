// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { analyticsLoaded, disableAnalytics, loadAnalytics, trackPageView } from './analytics';

const calls = () => (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));

describe('analytics loader', () => {
  it('does nothing before it is loaded (no consent, no script, no page view)', () => {
    trackPageView('/preise/', 'Preise');
    expect(analyticsLoaded()).toBe(false);
    expect(window.dataLayer).toBeUndefined();
    expect(document.querySelectorAll('script[src*="googletagmanager"]')).toHaveLength(0);
  });

  it('loads gtag.js once, with IP anonymisation and without automatic page views', () => {
    loadAnalytics('G-TEST123');
    loadAnalytics('G-TEST123');
    const scripts = document.querySelectorAll<HTMLScriptElement>('script[src*="googletagmanager"]');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.src).toBe('https://www.googletagmanager.com/gtag/js?id=G-TEST123');
    const config = calls().find((args) => args[0] === 'config');
    expect(config).toEqual([
      'config',
      'G-TEST123',
      { anonymize_ip: true, send_page_view: false, cookie_flags: 'SameSite=None;Secure' },
    ]);
  });

  it('sends a page view with path and title', () => {
    trackPageView('/faq/', 'Häufige Fragen');
    expect(calls().filter((args) => args[0] === 'event')).toEqual([
      ['event', 'page_view', expect.objectContaining({ page_path: '/faq/', page_title: 'Häufige Fragen' })],
    ]);
  });

  it('can be switched off again after a withdrawn consent', () => {
    document.cookie = '_ga=GA1.1.123; path=/';
    disableAnalytics('G-TEST123');
    expect((window as unknown as Record<string, unknown>)['ga-disable-G-TEST123']).toBe(true);
    expect(document.cookie).not.toContain('_ga=');
  });
});
