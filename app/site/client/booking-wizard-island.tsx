// The booking wizard as a React island (decision 004): hydrated where the server rendered it, mounted
// into the home page's placeholder otherwise. Its props travel as data attributes of the island element.
import { hydrateRoot, createRoot } from 'react-dom/client';
import BookingWizard, { type BookingWizardProps } from '../booking/booking-wizard';
import { fetchSlotOffer } from '../booking/slot-offer-client';

export function wizardProps(element: HTMLElement): BookingWizardProps {
  return {
    autocompleteKey: element.dataset.autocompleteKey || null,
    headingLevel: element.dataset.headingLevel === '3' ? 3 : 2,
  };
}

export function hydrateWizard(element: HTMLElement): void {
  hydrateRoot(element, <BookingWizard {...wizardProps(element)} />);
}

/** The home page's placeholder does not know the autocomplete key (the page is cached for everyone). */
export async function mountWizard(element: HTMLElement): Promise<void> {
  let autocompleteKey: string | null = null;
  try {
    autocompleteKey = (await fetchSlotOffer(null)).autocompleteKey;
  } catch {
    // Without the key the wizard still works with plain address inputs.
  }
  createRoot(element).render(<BookingWizard {...wizardProps(element)} autocompleteKey={autocompleteKey} />);
}
