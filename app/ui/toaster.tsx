import { Toaster as Sonner } from 'sonner';

export { toast } from 'sonner';

/** Notifications as SPEC.md §9: bottom right, light, 3 visible, 4000 ms, 356 px wide, 14 px gap. */
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
      toastOptions={{ closeButtonAriaLabel: 'Schließen', style: { width: 356 } }}
    />
  );
}
