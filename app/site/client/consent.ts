// Cookie consent and analytics in the browser (SPEC.md §2/§4/§9, decision 004). Attaches to the closed
// native <dialog> app/site/consent/consent-dialog.tsx renders on every public page:
// - no stored choice: the dialog opens as a modal after 1 s, except on pages a visitor must be able to
//   read first; the browser makes the page behind inert and keeps focus in the dialog; scrolling is blocked;
// - Akzeptieren / Ablehnen store the choice and fade the dialog out; the privacy link and Escape close it
//   unstored;
// - "Cookie-Einstellungen" buttons reopen it; declining later stops GA;
// - with consent, GA4 loads and one page_view (path + title) is sent for this page load.
import { disableAnalytics, loadAnalytics, trackPageView } from '#app/site/consent/analytics';
import { browserStorage, readConsent, writeConsent, type ConsentChoice } from '#app/site/consent/consent-storage';
import { SITE_HOOKS } from '#app/site/site-hooks';

export const CONSENT_DIALOG_DELAY_MS = 1000;
/** Matches the dialog's `duration-300`. */
export const CONSENT_FADE_MS = 300;

const readFirstPaths = ['/datenschutz', '/datenschutz/', '/impressum', '/impressum/'];

/** Opens the dialog as a modal; a browser without <dialog> support shows it without the modal behaviour. */
function openModal(dialog: HTMLDialogElement): void {
  if (typeof dialog.showModal === 'function') dialog.showModal();
  else dialog.setAttribute('open', '');
}

function closeModal(dialog: HTMLDialogElement): void {
  if (typeof dialog.close === 'function') dialog.close();
  else dialog.removeAttribute('open');
}

export function enhanceConsent(root: ParentNode): void {
  const dialog = root.querySelector<HTMLDialogElement>(`dialog${SITE_HOOKS.consent.selector}`);
  if (!dialog) return;
  const doc = dialog.ownerDocument;
  const location = doc.defaultView!.location;
  const measurementId = SITE_HOOKS.consentGaId.read(dialog) || null;
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
      openModal(dialog);
      unblockScroll = blockScroll(doc);
      void dialog.offsetWidth; // style the dialog at opacity 0 first, so that the fade runs
    }
    dialog.classList.remove('opacity-0');
    // Focus the dialog itself: screen readers read its title and text first.
    dialog.focus();
  };

  const hide = () => {
    dialog.classList.add('opacity-0');
    clearTimeout(fadeTimer);
    fadeTimer = setTimeout(() => {
      open = false;
      closeModal(dialog);
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

  // Escape: close with the fade, nothing stored (the browser would close it at once).
  dialog.addEventListener('cancel', (event) => {
    event.preventDefault();
    hide();
  });
  dialog.querySelectorAll<HTMLElement>(SITE_HOOKS.consentChoice.selector).forEach((button) => {
    button.addEventListener('click', () =>
      decide(SITE_HOOKS.consentChoice.read(button) === 'accepted' ? 'accepted' : 'declined'),
    );
  });
  dialog.querySelector(SITE_HOOKS.consentPolicy.selector)?.addEventListener('click', hide);
  root.querySelectorAll(SITE_HOOKS.consentOpen.selector).forEach((button) => button.addEventListener('click', show));

  if (choice === 'accepted') startAnalytics();
  else if (choice === null && !readFirstPaths.includes(location.pathname)) {
    setTimeout(() => choice === null && !open && show(), CONSENT_DIALOG_DELAY_MS);
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
