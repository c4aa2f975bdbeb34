import type { CSSProperties } from 'react';
import { Toaster as Sonner } from 'sonner';

export { toast } from 'sonner';

/** Sonner's own stylesheet sets a system font stack; the toasts use ours, a little larger. */
const toasterStyle = { '--width': '356px', fontFamily: 'var(--font-sans)' } as CSSProperties;

/**
 * Notifications as SPEC.md §9: bottom right, light, at most 3 visible, 4000 ms, 356 px wide, 14 px
 * gap, with German labels (region "Benachrichtigungen", close button "Schließen"). Rendered once in
 * the root layout; call `toast('…')`, `toast.success('…')` or `toast.error('…', { description })`.
 */
export function Toaster() {
  return (
    <Sonner
      position="bottom-right"
      theme="light"
      visibleToasts={3}
      duration={4000}
      gap={14}
      closeButton
      containerAriaLabel="Benachrichtigungen"
      style={toasterStyle}
      toastOptions={{
        closeButtonAriaLabel: 'Schließen',
        style: { fontSize: '15px' },
        // Sonner's close button is 20 px; 24 px meets the WCAG 2.2 minimum target size.
        classNames: { closeButton: 'size-6!' },
      }}
    />
  );
}
