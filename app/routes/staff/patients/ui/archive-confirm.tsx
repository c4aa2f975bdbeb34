// The confirmation before archiving (or restoring) a patient: never a hard delete, so the question
// says what stays (bookings and legs keep their link) and the answer is the crud action's ActionResult.
import { useState, type ReactNode } from 'react';
import { useFetcher } from 'react-router';
import { Button } from '#app/ui/button';
import { actionResultOf, useActionResult } from '#app/staff/actions/use-action-result';
import { ConfirmForm } from '#app/staff/crud/crud-parts';

type Props = { title: string; question: string; triggerLabel: string; confirmLabel: string; icon: ReactNode; intent: 'archive' | 'unarchive'; id: string };

export function ArchiveConfirm({ title, question, triggerLabel, confirmLabel, icon, intent, id }: Props) {
  const [open, setOpen] = useState(false);
  const fetcher = useFetcher();
  useActionResult(actionResultOf(fetcher.data), { onSuccess: () => setOpen(false), onFailure: () => setOpen(false) });
  return (
    <ConfirmForm
      fetcher={fetcher}
      open={open}
      setOpen={setOpen}
      trigger={
        <Button variant="outline" size="sm">
          {icon}
          {triggerLabel}
        </Button>
      }
      title={title}
      description={question}
      hidden={{ intent, id }}
      confirmLabel={confirmLabel}
      busyLabel="Wird gespeichert …"
    />
  );
}
