// Starts the booking wizard's React island (decision 004). The wizard is the only React code public
// pages run, so React itself loads only here, and only when it is about to be used:
// - data-booking-wizard="hydrate": the wizard is server-rendered (/online-buchung) and hydrates at the
//   visitor's first interaction with it (a tap, a key, focus inside it), or at once when this tab holds
//   entries from an earlier visit (they must show without waiting). Until then the page runs no React.
//   What is typed before hydration is kept and a "Weiter" pressed meanwhile is carried out afterwards
//   (booking-wizard-island.tsx);
// - data-booking-wizard="lazy": a placeholder (home page) that becomes the wizard when it comes near the
//   viewport or gets focus, so the first paint never waits for it.
import { hasStoredWizard } from '#app/site/booking/wizard-storage-key';
import { SITE_HOOKS } from '#app/site/site-hooks';

/** How far below the viewport the home page's wizard starts loading. */
const LAZY_MARGIN = '800px 0px';
const FIRST_INTERACTION = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;

export function startBookingIslands(root: ParentNode): void {
  for (const element of root.querySelectorAll<HTMLElement>(SITE_HOOKS.bookingWizard.selector)) {
    const mode = SITE_HOOKS.bookingWizard.read(element);
    if (mode === 'hydrate' && hasStoredWizard()) void start(element, 'hydrate');
    else if (mode === 'hydrate') onFirstInteraction(element, () => void start(element, 'hydrate'));
    else whenNear(element, () => void start(element, 'mount'));
  }
}

/** Islands already started: every trigger below may fire more than once, an island starts once. */
const started = new WeakSet<HTMLElement>();

async function start(element: HTMLElement, mode: 'hydrate' | 'mount'): Promise<void> {
  if (started.has(element)) return;
  started.add(element);
  try {
    const island = await import('./booking-wizard-island');
    if (mode === 'hydrate') island.hydrateWizard(element);
    else await island.mountWizard(element);
  } catch (error) {
    // A chunk that fails to load (e.g. after a deployment): the placeholder shows a way to book instead.
    showLoadFailure(element);
    console.warn('Buchungsformular konnte nicht geladen werden', error);
  }
}

function onFirstInteraction(element: HTMLElement, load: () => void): void {
  const once = () => {
    for (const type of FIRST_INTERACTION) element.removeEventListener(type, once, true);
    load();
  };
  // Inside the wizard only: the cookie dialog taking focus, say, is no reason to load it.
  for (const type of FIRST_INTERACTION) element.addEventListener(type, once, { capture: true, passive: true });
  // A submission before hydration would be a plain GET with the entries in the address: hold it back
  // and let the wizard carry it out once it runs.
  element.addEventListener('submit', (event) => {
    if (element.dataset.hydrated === 'true') return;
    event.preventDefault();
    element.dataset.pendingSubmit = 'true';
    once();
  });
}

function whenNear(element: HTMLElement, load: () => void): void {
  const once = () => {
    observer?.disconnect();
    element.removeEventListener('focusin', once);
    load();
  };
  const observer =
    'IntersectionObserver' in window
      ? new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && once(), {
          rootMargin: LAZY_MARGIN,
        })
      : null;
  element.addEventListener('focusin', once);
  if (observer) observer.observe(element);
  else once();
}

function showLoadFailure(element: HTMLElement): void {
  const failure = element.querySelector<HTMLElement>(SITE_HOOKS.bookingFailed.selector);
  const loading = element.querySelector<HTMLElement>(SITE_HOOKS.bookingLoading.selector);
  if (failure) failure.hidden = false;
  if (loading) loading.hidden = true;
}
