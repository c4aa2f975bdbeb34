// The confirmation before archiving (or restoring) a patient: never a hard delete, so the question
// says what stays (bookings and legs keep their link) and the answer is the crud action's ActionResult.
import type { ReactNode } from 'react';
import { Button } from '#app/ui/button';
import { ConfirmForm, useConfirmAction } from '#app/staff/crud/crud-parts';

type Props = {
  title: string;
  question: string;
  triggerLabel: string;
  confirmLabel: string;
  icon: ReactNode;
  intent: 'archive' | 'unarchive';
  id: string;
};

export function ArchiveConfirm({ title, question, triggerLabel, confirmLabel, icon, intent, id }: Props) {
  const confirm = useConfirmAction();
  return (
    <ConfirmForm
      {...confirm}
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
