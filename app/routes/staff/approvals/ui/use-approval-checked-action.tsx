// Runs a booking action (confirm, assign) and, when the server refuses it because an approval is missing
// (issue 18: the warning arrives as the field error of the override field), asks staff in a dialog
// whether to go ahead; "Trotzdem fortfahren" posts the same action again with the override set.
import { useState } from 'react';
import { APPROVAL_OVERRIDE_FIELD } from '#app/domain/approvals/leg-approvals';
import { showActionToasts } from '#app/staff/actions/use-action-result';
import { usePostAction, type ActionFields } from '#app/staff/actions/use-post-action';
import { QuestionDialog } from '#app/staff/crud/question-dialog';

export function useApprovalCheckedAction() {
  const { run, busy } = usePostAction();
  const [pending, setPending] = useState<{ fields: ActionFields; message: string } | null>(null);

  const runChecked = async (fields: ActionFields) => {
    const result = await run(fields, { silent: true });
    const warning = result.ok ? undefined : result.fieldErrors[APPROVAL_OVERRIDE_FIELD];
    if (warning) setPending({ fields, message: warning });
    else showActionToasts(result);
    return result;
  };

  const confirmAnyway = async () => {
    if (!pending) return;
    const { fields } = pending;
    setPending(null);
    await run({ ...fields, [APPROVAL_OVERRIDE_FIELD]: '1' });
  };

  const dialog = (
    <QuestionDialog
      open={pending !== null}
      onOpenChange={(open) => (open ? undefined : setPending(null))}
      title="Genehmigung fehlt"
      description={<>{pending?.message} Möchten Sie trotzdem fortfahren?</>}
      confirmLabel="Trotzdem fortfahren"
      destructive
      onConfirm={() => void confirmAnyway()}
    />
  );

  return { run: runChecked, busy, dialog };
}
