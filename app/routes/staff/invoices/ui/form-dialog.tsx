// The invoices screen's action dialogs (create an invoice, a receipt, a Storno, a payment): the shared
// ActionDialog with a small trigger button of the given look.
import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '#app/ui/button';
import { ActionDialog } from '#app/staff/crud/crud-parts';

type FormDialogProps = {
  title: string;
  description: ReactNode;
  trigger: ReactNode;
  triggerLabel?: string;
  triggerVariant?: ButtonProps['variant'];
  intent: string;
  hidden?: Record<string, string>;
  submitLabel: string;
  busyLabel: string;
  submitVariant?: ButtonProps['variant'];
  children: (fieldErrors: Record<string, string>) => ReactNode;
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
