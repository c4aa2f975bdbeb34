// The data-* hooks between the public pages' server-rendered markup and their enhancers (decision 004):
// the markup spreads `mark()`, the enhancer finds elements by `selector` and reads values with `read()`.
// One name per hook here, so markup and enhancer cannot drift apart.

export type SiteHook<N extends string> = {
  /** The attribute, e.g. "data-consent". */
  attribute: `data-${N}`;
  /** `[data-consent]`. */
  selector: string;
  /** The attribute for JSX (`{...SITE_HOOKS.consent.mark()}`), with an optional value. */
  mark(value?: string): Record<`data-${N}`, string>;
  /** The attribute's value on an element, or null. */
  read(element: Element): string | null;
};

function hook<N extends string>(name: N): SiteHook<N> {
  const attribute = `data-${name}` as const;
  return {
    attribute,
    selector: `[${attribute}]`,
    mark: (value = '') => ({ [attribute]: value }) as Record<`data-${N}`, string>,
    read: (element) => element.getAttribute(attribute),
  };
}

export const SITE_HOOKS = {
  // Cookie consent (consent-dialog.tsx, footer.tsx ↔ client/consent.ts).
  consent: hook('consent'),
  consentGaId: hook('ga-id'),
  consentChoice: hook('consent-choice'),
  consentPolicy: hook('consent-policy'),
  consentOpen: hook('consent-open'),
  // Counter (counter.tsx ↔ client/counter.ts).
  counter: hook('counter'),
  counterSuffix: hook('counter-suffix'),
  counterFigure: hook('counter-figure'),
  // Pending state of a posted form (contact-form.tsx ↔ client/form-pending.ts).
  pendingText: hook('pending-text'),
  pendingLabel: hook('pending-label'),
  // Header menus (header.tsx, leistungen-dropdown.tsx ↔ client/header-menus.ts).
  disclosure: hook('disclosure'),
  disclosureButton: hook('disclosure-button'),
  disclosurePanel: hook('disclosure-panel'),
  mobileMenuToggle: hook('mobile-menu-toggle'),
  labelOpen: hook('label-open'),
  labelClosed: hook('label-closed'),
  // The booking wizard island (home-booking-section.tsx ↔ client/booking-islands.ts).
  bookingWizard: hook('booking-wizard'),
  bookingLoading: hook('booking-loading'),
  bookingFailed: hook('booking-failed'),
  headingLevel: hook('heading-level'),
  autocompleteKey: hook('autocomplete-key'),
} as const;
