// The confirmation before archiving (or restoring) a patient: never a hard delete, so the question
// says what stays (bookings and legs keep their link) and the answer is the crud action's ActionResult.
import { useState, type ReactNode } from 'react';
import { useFetcher } from 'react-router';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '#app/ui/alert-dialog';
import { Button } from '#app/ui/button';
import { actionResultOf, useActionResult } from '#app/staff/actions/use-action-result';
import { SubmitButton } from '#app/staff/crud/crud-parts';

type Props = { title: string; question: string; triggerLabel: string; confirmLabel: string; icon: ReactNode; intent: 'archive' | 'unarchive'; id: string };

export function ArchiveConfirm({ title, question, triggerLabel, confirmLabel, icon, intent, id }: Props) {
  const [open, setOpen] = useState(false);
  const fetcher = useFetcher();
  useActionResult(actionResultOf(fetcher.data), { onSuccess: () => setOpen(false), onFailure: () => setOpen(false) });
  const busy = fetcher.state !== 'idle';
  return (
    <AlertDialog open={open} onOpenChange={(next) => (busy ? undefined : setOpen(next))}>
      <AlertDialogTrigger asChild>
        <Button variant="outline" size="sm">
          {icon}
          {triggerLabel}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{question}</AlertDialogDescription>
        </AlertDialogHeader>
        <fetcher.Form method="post">
          <input type="hidden" name="intent" value={intent} />
          <input type="hidden" name="id" value={id} />
          <AlertDialogFooter>
            <AlertDialogCancel disabled={busy}>Abbrechen</AlertDialogCancel>
            <SubmitButton busy={busy} busyLabel="Wird gespeichert …">
              {confirmLabel}
            </SubmitButton>
          </AlertDialogFooter>
        </fetcher.Form>
      </AlertDialogContent>
    </AlertDialog>
  );
}
