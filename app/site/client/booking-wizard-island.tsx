// The booking wizard as a React island (decision 004): hydrated where the server rendered it, mounted
// into the home page's placeholder otherwise. Its props travel as data attributes of the island element.
import { useEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import BookingWizard, { type BookingWizardProps } from '#app/site/booking/booking-wizard';
import { fetchSlotOffer } from '#app/site/booking/slot-offer-client';
import { SITE_HOOKS } from '#app/site/site-hooks';

export function wizardProps(element: HTMLElement): BookingWizardProps {
  return {
    autocompleteKey: SITE_HOOKS.autocompleteKey.read(element) || null,
    headingLevel: SITE_HOOKS.headingLevel.read(element) === '3' ? 3 : 2,
  };
}

type EntryField = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;
type TypedEntry = { field: EntryField; value: string };

/** The value the server rendered (what React expects to find when it hydrates). */
function serverValue(field: EntryField): string {
  if (!(field instanceof HTMLSelectElement)) return field.defaultValue;
  const options = Array.from(field.options);
  return (options.find((option) => option.defaultSelected) ?? options[0])?.value ?? '';
}

/**
 * Entries made before hydration live only in the DOM; React would not know them and overwrite them at
 * its next render. This works for native text fields, textareas and selects only: hence the rule that
 * step 1 (the step shown before hydration) uses native controls (PatientStep in wizard-steps.tsx). They are set back to the server's value for hydration and re-entered afterwards as
 * input/change events, which reach the wizard's onChange like typing.
 */
function takeTypedEntries(element: HTMLElement): TypedEntry[] {
  const fields = element.querySelectorAll<EntryField>(
    'input:not([type=hidden]):not([type=file]):not([type=checkbox]):not([type=radio]), textarea, select',
  );
  const typed: TypedEntry[] = [];
  for (const field of fields) {
    const original = serverValue(field);
    if (field.value === original) continue;
    typed.push({ field, value: field.value });
    field.value = original;
  }
  return typed;
}

function reenter({ field, value }: TypedEntry): void {
  // The prototype's setter, not the element's own: React watches the latter to tell real changes.
  const prototype = Object.getPrototypeOf(field) as EntryField;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, value);
  field.dispatchEvent(new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
}

function OnHydrated({ children, onHydrated }: { children: ReactNode; onHydrated: () => void }) {
  useEffect(onHydrated, [onHydrated]);
  return children;
}

export function hydrateWizard(element: HTMLElement): void {
  const typed = takeTypedEntries(element);
  const onHydrated = () => {
    element.dataset.hydrated = 'true';
    typed.forEach(reenter);
    if (element.dataset.pendingSubmit === 'true') {
      delete element.dataset.pendingSubmit;
      // After the re-entered values are rendered, so "Weiter" validates what the visitor sees.
      requestAnimationFrame(() => element.querySelector('form')?.requestSubmit());
    }
  };
  hydrateRoot(
    element,
    <OnHydrated onHydrated={onHydrated}>
      <BookingWizard {...wizardProps(element)} />
    </OnHydrated>,
  );
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
