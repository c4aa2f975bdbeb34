// Starts the booking wizard's React island (decision 004) where a page has one. The wizard is the only
// React code public pages run, so React itself loads only here:
// - data-booking-wizard="hydrate": the wizard is server-rendered (/online-buchung) and hydrates at once;
// - data-booking-wizard="lazy": a placeholder (home page) that becomes the wizard when it comes near the
//   viewport or gets focus, so the first paint never waits for it.

/** How far below the viewport the home page's wizard starts loading. */
const LAZY_MARGIN = '800px 0px';

export function startBookingIslands(root: ParentNode): void {
  for (const element of root.querySelectorAll<HTMLElement>('[data-booking-wizard]')) {
    if (element.dataset.bookingWizard === 'hydrate') void start(element, 'hydrate');
    else whenNear(element, () => void start(element, 'mount'));
  }
}

async function start(element: HTMLElement, mode: 'hydrate' | 'mount'): Promise<void> {
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

function whenNear(element: HTMLElement, load: () => void): void {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    observer?.disconnect();
    element.removeEventListener('focusin', once);
    load();
  };
  const observer =
    'IntersectionObserver' in window
      ? new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && once(), { rootMargin: LAZY_MARGIN })
      : null;
  element.addEventListener('focusin', once);
  if (observer) observer.observe(element);
  else once();
}

function showLoadFailure(element: HTMLElement): void {
  const failure = element.querySelector<HTMLElement>('[data-booking-failed]');
  const loading = element.querySelector<HTMLElement>('[data-booking-loading]');
  if (failure) failure.hidden = false;
  if (loading) loading.hidden = true;
}
