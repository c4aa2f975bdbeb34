// @vitest-environment jsdom
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { SiteHeader } from '#app/site/header';
import { serviceNavLinks } from '#app/site/navigation';
import { enhanceHeaderMenus } from './header-menus';

/** A key press as the browser does it: keydown, and for Enter/Space on a button its click (detail 0). */
function press(key: string, target = document.activeElement as HTMLElement, shiftKey = false) {
  const event = new KeyboardEvent('keydown', { key, shiftKey, bubbles: true, cancelable: true });
  target.dispatchEvent(event);
  if (!event.defaultPrevented && (key === 'Enter' || key === ' ') && target instanceof HTMLButtonElement) {
    target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, detail: 0 }));
  }
}

const mouseClick = (target: Element) =>
  target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, detail: 1 }));

beforeEach(() => {
  document.body.innerHTML = `${renderToStaticMarkup(
    <MemoryRouter initialEntries={['/preise/']}>
      <SiteHeader />
    </MemoryRouter>,
  )}<a href="/elsewhere" id="outside">Anderswo</a>`;
  enhanceHeaderMenus(document);
});

afterEach(() => {
  document.body.innerHTML = '';
});

describe('Leistungen dropdown', () => {
  const button = () => document.querySelector<HTMLButtonElement>('nav[aria-label="Hauptnavigation"] button')!;
  const panel = () => document.getElementById(button().getAttribute('aria-controls')!)!;
  const links = () => Array.from(panel().querySelectorAll('a'));
  const expanded = () => button().getAttribute('aria-expanded');

  it('is rendered closed, with the nine service pages and the overview', () => {
    expect(button().textContent).toBe('Leistungen');
    expect(expanded()).toBe('false');
    expect(panel().hidden).toBe(true);
    expect(links().map((link) => link.getAttribute('href'))).toEqual([
      ...serviceNavLinks.map((link) => link.href),
      '/leistungen/',
    ]);
  });

  it('opens with Enter on the first link; arrow keys, Home and End move; Escape closes and returns focus', () => {
    button().focus();
    press('Enter');
    expect(expanded()).toBe('true');
    expect(panel().hidden).toBe(false);
    expect(document.activeElement).toBe(links()[0]);
    press('ArrowDown');
    expect(document.activeElement).toBe(links()[1]);
    press('End');
    expect(document.activeElement).toBe(links()[9]);
    press('ArrowDown');
    expect(document.activeElement).toBe(links()[0]);
    press('End');
    press('ArrowUp');
    expect(document.activeElement).toBe(links()[8]);
    press('Home');
    expect(document.activeElement).toBe(links()[0]);
    press('ArrowUp');
    expect(document.activeElement).toBe(button());
    press('ArrowDown');
    press('Escape');
    expect(expanded()).toBe('false');
    expect(panel().hidden).toBe(true);
    expect(document.activeElement).toBe(button());
  });

  it('opens with Space and with ArrowDown; Escape on the button closes it', () => {
    button().focus();
    press(' ');
    expect(expanded()).toBe('true');
    expect(document.activeElement).toBe(links()[0]);
    press('Escape');
    press('ArrowDown');
    expect(expanded()).toBe('true');
    expect(document.activeElement).toBe(links()[0]);
    button().focus();
    press('Escape');
    expect(expanded()).toBe('false');
  });

  it('a mouse click toggles it without moving focus; a click elsewhere closes it', () => {
    button().focus();
    mouseClick(button());
    expect(expanded()).toBe('true');
    expect(document.activeElement).toBe(button());
    links()[3]!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(expanded()).toBe('true');
    document.getElementById('outside')!.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(expanded()).toBe('false');
    mouseClick(button());
    mouseClick(button());
    expect(expanded()).toBe('false');
  });

  it('closes when focus leaves it, not when focus moves inside it', () => {
    button().focus();
    press('Enter');
    const focusOut = (from: Element, to: Element) =>
      from.dispatchEvent(new FocusEvent('focusout', { bubbles: true, relatedTarget: to }));
    focusOut(links()[0]!, links()[1]!);
    expect(expanded()).toBe('true');
    focusOut(links()[1]!, document.getElementById('outside')!);
    expect(expanded()).toBe('false');
  });
});

describe('mobile menu', () => {
  const toggle = () => document.querySelector<HTMLButtonElement>('[aria-controls="mobile-menu"]')!;
  const menu = () => document.getElementById('mobile-menu')!;

  it('the toggle opens and closes the menu with every page including the nine service pages', () => {
    expect(menu().hidden).toBe(true);
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(toggle().getAttribute('aria-label')).toBe('Menü öffnen');
    mouseClick(toggle());
    expect(menu().hidden).toBe(false);
    expect(toggle().getAttribute('aria-expanded')).toBe('true');
    expect(toggle().getAttribute('aria-label')).toBe('Menü schließen');
    expect(menu().getAttribute('aria-label')).toBe('Mobiles Menü');
    const services = menu().querySelector(`[aria-labelledby="${menu().querySelector('p')!.id}"]`)!;
    expect(Array.from(services.querySelectorAll('a'), (link) => link.getAttribute('href'))).toEqual(
      serviceNavLinks.map((link) => link.href),
    );
    for (const label of [
      'Startseite',
      'Über uns',
      'Preise',
      'Kontakt',
      'Häufige Fragen',
      'Online-Buchung',
      'JETZT ANRUFEN',
    ]) {
      expect(Array.from(menu().querySelectorAll('a'), (link) => link.textContent)).toContain(label);
    }
    mouseClick(toggle());
    expect(menu().hidden).toBe(true);
    expect(toggle().getAttribute('aria-label')).toBe('Menü öffnen');
  });

  it('Escape inside the menu closes it and returns focus to the toggle', () => {
    toggle().focus();
    press('Enter');
    expect(menu().hidden).toBe(false);
    menu().querySelector('a')!.focus();
    press('Escape');
    expect(menu().hidden).toBe(true);
    expect(toggle().getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle());
  });
});

it('does nothing on a page without the header', () => {
  document.body.innerHTML = '<main><p>Ohne Kopfzeile</p></main>';
  expect(() => enhanceHeaderMenus(document)).not.toThrow();
});
