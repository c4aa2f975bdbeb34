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
  /**
   * The id of a notice saying why the action cannot be taken now (issue 37: company data missing): the
   * trigger is disabled and described by it, so a screen reader says why. The server refuses as well.
   */
  blockedBy?: string;
};

export function FormDialog({ trigger, triggerLabel, triggerVariant = 'outline', blockedBy, ...form }: FormDialogProps) {
  return (
    <ActionDialog
      {...form}
      trigger={
        <Button
          variant={triggerVariant}
          size="sm"
          aria-label={triggerLabel}
          disabled={Boolean(blockedBy)}
          aria-describedby={blockedBy}
        >
          {trigger}
        </Button>
      }
      contentClassName="max-h-[90dvh] overflow-y-auto sm:max-w-xl"
    />
  );
}
