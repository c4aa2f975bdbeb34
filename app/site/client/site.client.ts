// The public site's only script (decision 004): pages are server-rendered and not hydrated; this entry
// attaches behaviour to their markup. Loaded as a module at the end of <body>, so the DOM is parsed.
// Heavy parts load on demand: the carousel only where one is on the page, the booking wizard (React)
// only where its island is.
import { enhanceConsent } from './consent';
import { enhanceCounters } from './counter';
import { enhanceForms } from './form-pending';
import { enhanceHeaderMenus } from './header-menus';
import { startBookingIslands } from './booking-islands';

enhanceHeaderMenus(document);
enhanceConsent(document);
enhanceCounters(document);
enhanceForms(document);
if (document.querySelector('[data-carousel]')) {
  void import('./carousel').then((module) => module.enhanceCarousels(document));
}
startBookingIslands(document);
