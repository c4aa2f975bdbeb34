// The invoices screen's action dialogs (create an invoice, a receipt, a Storno, a payment): the shared
// ActionDialog with a small trigger button of the given look.
import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '#app/ui/button';
import { ActionDialog, type ActionDialogProps } from '#app/staff/crud/crud-parts';

type FormDialogProps = Omit<ActionDialogProps, 'trigger' | 'contentClassName'> & {
  /** The trigger button's content (icon and text). */
  trigger: ReactNode;
  triggerLabel?: string;
  triggerVariant?: ButtonProps['variant'];
};

export function FormDialog({ trigger, triggerLabel, triggerVariant = 'outline', ...form }: FormDialogProps) {
  return (
    <ActionDialog
      {...form}
      trigger={
        <Button variant={triggerVariant} size="sm" aria-label={triggerLabel}>
          {trigger}
        </Button>
      }
      contentClassName="max-h-[90dvh] overflow-y-auto sm:max-w-xl"
    />
  );
}
