// A dialog holding one action form (create an invoice, a receipt, a Storno, a payment): its own
// fetcher, the ActionResult's toasts, field errors shown in place, what was typed kept after a refusal
// (the form is not reset), closed after a success.
import { useRef, useState, type ReactNode } from 'react';
import { useFetcher } from 'react-router';
import { Button, type ButtonProps } from '#app/ui/button';
import { Dialog, DialogClose, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '#app/ui/dialog';
import { actionResultOf, useActionResult } from '#app/staff/actions/use-action-result';
import { SubmitButton } from '#app/staff/crud/crud-parts';

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

export function FormDialog({ title, description, trigger, triggerLabel, triggerVariant = 'outline', intent, hidden = {}, submitLabel, busyLabel, submitVariant, children }: FormDialogProps) {
  const [open, setOpen] = useState(false);
  const fetcher = useFetcher();
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  useActionResult(actionResultOf(fetcher.data), { formRef, onSuccess: () => setOpen(false), onFailure: (failed) => setErrors(failed.fieldErrors) });
  const busy = fetcher.state !== 'idle';
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (busy) return;
        setOpen(next);
        if (next) setErrors({});
      }}
    >
      <DialogTrigger asChild>
        <Button variant={triggerVariant} size="sm" aria-label={triggerLabel}>
          {trigger}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <fetcher.Form method="post" ref={formRef} noValidate className="grid gap-4">
          <input type="hidden" name="intent" value={intent} />
          {Object.entries(hidden).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          {children(errors)}
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline" disabled={busy}>
                Abbrechen
              </Button>
            </DialogClose>
            <SubmitButton busy={busy} busyLabel={busyLabel} variant={submitVariant}>
              {submitLabel}
            </SubmitButton>
          </DialogFooter>
        </fetcher.Form>
      </DialogContent>
    </Dialog>
  );
}
