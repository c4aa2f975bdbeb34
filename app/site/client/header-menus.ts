// The public header's menus in the browser (decision 004: public pages are not hydrated). Attaches to the
// server-rendered markup of app/site/leistungen-dropdown.tsx and app/site/header.tsx:
// - Leistungen ([data-disclosure]): a disclosure button with a list of links. Enter/Space (keyboard) and
//   ArrowDown open it on the first link, ArrowUp/ArrowDown/Home/End move, Escape closes it and returns
//   focus to the button; a click elsewhere or focus leaving it closes it. A mouse click only toggles.
// - The mobile menu ([data-mobile-menu-toggle]): the toggle opens and closes the element its
//   aria-controls names; Escape closes it and returns focus to the toggle.
import { SITE_HOOKS } from '#app/site/site-hooks';

export function enhanceHeaderMenus(root: ParentNode): void {
  root.querySelectorAll<HTMLElement>(SITE_HOOKS.disclosure.selector).forEach(enhanceDisclosure);
  root.querySelectorAll<HTMLButtonElement>(SITE_HOOKS.mobileMenuToggle.selector).forEach(enhanceMobileMenu);
}

function controlledBy(button: HTMLElement): HTMLElement | null {
  const id = button.getAttribute('aria-controls');
  return id ? button.ownerDocument.getElementById(id) : null;
}

const isExpanded = (button: HTMLElement) => button.getAttribute('aria-expanded') === 'true';

function setExpanded(button: HTMLElement, panel: HTMLElement, open: boolean): void {
  button.setAttribute('aria-expanded', String(open));
  panel.hidden = !open;
}

function enhanceDisclosure(wrapper: HTMLElement): void {
  const button = wrapper.querySelector<HTMLButtonElement>(SITE_HOOKS.disclosureButton.selector);
  const panel = button && controlledBy(button);
  if (!button || !panel) return;
  const links = () => Array.from(panel.querySelectorAll<HTMLAnchorElement>('a[href]'));
  const setOpen = (open: boolean) => setExpanded(button, panel, open);
  const focusLink = (index: number) => {
    const all = links();
    all[(index + all.length) % all.length]?.focus();
  };

  button.addEventListener('click', (event) => {
    const open = !isExpanded(button);
    setOpen(open);
    // detail 0: activated by Enter/Space, not by a pointer. Keyboard users land on the first link.
    if (open && event.detail === 0) focusLink(0);
  });
  button.addEventListener('keydown', (event) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setOpen(true);
      focusLink(0);
    } else if (event.key === 'Escape') {
      setOpen(false);
    }
  });
  panel.addEventListener('keydown', (event) => {
    const all = links();
    const index = all.indexOf(event.target as HTMLAnchorElement);
    const moves: Record<string, number> = { ArrowDown: index + 1, ArrowUp: index - 1, Home: 0, End: all.length - 1 };
    const next = moves[event.key];
    if (event.key === 'Escape') {
      setOpen(false);
      button.focus();
    } else if (next === undefined) {
      return;
    } else if (next < 0) {
      button.focus();
    } else {
      focusLink(next);
    }
    event.preventDefault();
  });
  wrapper.addEventListener('focusout', (event) => {
    const next = event.relatedTarget as Node | null;
    if (next && !wrapper.contains(next)) setOpen(false);
  });
  wrapper.ownerDocument.addEventListener('pointerdown', (event) => {
    if (isExpanded(button) && !wrapper.contains(event.target as Node)) setOpen(false);
  });
}

function enhanceMobileMenu(toggle: HTMLButtonElement): void {
  const menu = controlledBy(toggle);
  if (!menu) return;
  const setOpen = (open: boolean) => {
    setExpanded(toggle, menu, open);
    const label = (open ? SITE_HOOKS.labelOpen : SITE_HOOKS.labelClosed).read(toggle);
    if (label) toggle.setAttribute('aria-label', label);
  };
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !isExpanded(toggle)) return;
    setOpen(false);
    toggle.focus();
  };
  toggle.addEventListener('click', () => setOpen(!isExpanded(toggle)));
  toggle.addEventListener('keydown', closeOnEscape);
  menu.addEventListener('keydown', closeOnEscape);
}
