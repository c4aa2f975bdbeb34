// Cookie consent and analytics in the browser (SPEC.md §2/§4/§9, decision 004). Attaches to the hidden
// dialog app/site/consent/consent-dialog.tsx renders on every public page:
// - no stored choice: the dialog opens after 1 s, except on pages a visitor must be able to read first;
// - while open the page behind ([data-consent-page]) is inert, scrolling is blocked, Tab stays inside;
// - Akzeptieren / Ablehnen store the choice and fade the dialog out; the privacy link closes it unstored;
// - [data-consent-open] buttons ("Cookie-Einstellungen") reopen it; declining later stops GA;
// - with consent, GA4 loads and one page_view (path + title) is sent for this page load.
import { disableAnalytics, loadAnalytics, trackPageView } from '../consent/analytics';
import { browserStorage, readConsent, writeConsent, type ConsentChoice } from '../consent/consent-storage';

export const CONSENT_DIALOG_DELAY_MS = 1000;
/** Matches the dialog's `duration-300`. */
export const CONSENT_FADE_MS = 300;

const readFirstPaths = ['/datenschutz', '/datenschutz/', '/impressum', '/impressum/'];
const focusableSelector = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

export function enhanceConsent(root: ParentNode): void {
  const overlay = root.querySelector<HTMLElement>('[data-consent]');
  const dialog = overlay?.querySelector<HTMLElement>('[role="dialog"]');
  if (!overlay || !dialog) return;
  const doc = overlay.ownerDocument;
  const location = doc.defaultView!.location;
  const page = root.querySelector<HTMLElement>('[data-consent-page]');
  const measurementId = overlay.dataset.gaId || null;
  // Also the choice's only memory when the browser refuses to store it.
  let choice = readConsent(browserStorage());
  let pageViewSent = false;
  let open = false;
  let fadeTimer: ReturnType<typeof setTimeout> | undefined;
  let returnFocus: HTMLElement | null = null;
  let unblockScroll = () => {};

  const startAnalytics = () => {
    if (!measurementId) return;
    loadAnalytics(measurementId);
    if (!pageViewSent) trackPageView(location.pathname + location.search, doc.title);
    pageViewSent = true;
  };

  const show = () => {
    clearTimeout(fadeTimer);
    if (!open) {
      open = true;
      returnFocus = doc.activeElement as HTMLElement | null;
      overlay.hidden = false;
      page?.setAttribute('inert', '');
      unblockScroll = blockScroll(doc);
      void overlay.offsetWidth; // style the overlay at opacity 0 first, so that the fade runs
    }
    overlay.classList.remove('opacity-0');
    // Focus the dialog itself: screen readers read its title and text first.
    dialog.focus();
  };

  const hide = () => {
    overlay.classList.add('opacity-0');
    clearTimeout(fadeTimer);
    fadeTimer = setTimeout(() => {
      open = false;
      overlay.hidden = true;
      page?.removeAttribute('inert');
      unblockScroll();
      returnFocus?.focus?.();
    }, CONSENT_FADE_MS);
  };

  const decide = (next: ConsentChoice) => {
    if (next === 'declined' && choice === 'accepted' && measurementId) disableAnalytics(measurementId);
    choice = next;
    writeConsent(browserStorage(), next);
    if (next === 'accepted') startAnalytics();
    hide();
  };

  dialog.addEventListener('keydown', (event) => trapTab(event, dialog));
  dialog.querySelectorAll<HTMLElement>('[data-consent-choice]').forEach((button) => {
    button.addEventListener('click', () => decide(button.dataset.consentChoice === 'accepted' ? 'accepted' : 'declined'));
  });
  dialog.querySelector('[data-consent-policy]')?.addEventListener('click', hide);
  root.querySelectorAll('[data-consent-open]').forEach((button) => button.addEventListener('click', show));

  if (choice === 'accepted') startAnalytics();
  else if (choice === null && !readFirstPaths.includes(location.pathname)) {
    setTimeout(() => choice === null && !open && show(), CONSENT_DIALOG_DELAY_MS);
  }
}

/** Keeps Tab and Shift+Tab inside the dialog. */
function trapTab(event: KeyboardEvent, dialog: HTMLElement): void {
  if (event.key !== 'Tab') return;
  const focusable = Array.from(dialog.querySelectorAll<HTMLElement>(focusableSelector));
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  const active = dialog.ownerDocument.activeElement;
  const outside = !focusable.includes(active as HTMLElement);
  if (event.shiftKey ? active === first || outside : active === last || outside) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  }
}

/** Blocks page scrolling without the page jumping sideways; returns the undo. */
function blockScroll(doc: Document): () => void {
  const { documentElement: html, body } = doc;
  const scrollbar = doc.defaultView!.innerWidth - html.clientWidth;
  const previous = [html.style.overflow, body.style.paddingRight] as const;
  html.style.overflow = 'hidden';
  if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`;
  return () => {
    [html.style.overflow, body.style.paddingRight] = previous;
  };
}
