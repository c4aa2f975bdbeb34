// The building blocks of a list screen with create, edit and delete (drivers, vehicles, price rules and
// every further one, decision 160): a submit button with a busy state, the create card and its form state, the edit
// dialog and the delete confirmation, each posting through its own fetcher to the route's `crudAction`
// and showing its ActionResult through `useActionResult` (progressive enhancement: the create forms work
// without JavaScript; dialogs need it, as Radix dialogs do). The page parts every screen shares are in
// page-parts.tsx, the table card in table-card.tsx: a screen loads only what it uses.
import { Loader2, Pencil, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState, type ReactElement, type ReactNode } from 'react';
import { useActionData, useFetcher, useNavigate, type FetcherWithComponents } from 'react-router';
import { Button, type ButtonProps } from '#app/ui/button';
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
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
  DialogClose,
} from '#app/ui/dialog';
import { actionResultOf, useActionResult } from '#app/staff/actions/use-action-result';
import { TitledCard } from './page-parts';

export function SubmitButton({
  busy,
  busyLabel,
  children,
  ...props
}: ButtonProps & { busy: boolean; busyLabel: string }) {
  return (
    <Button
      type="submit"
      aria-disabled={busy || undefined}
      {...props}
      onClick={busy ? (event) => event.preventDefault() : props.onClick}
    >
      {busy ? (
        <>
          <Loader2 aria-hidden="true" className="animate-spin motion-reduce:animate-none" />
          {busyLabel}
        </>
      ) : (
        children
      )}
    </Button>
  );
}

/**
 * The state of a "create" card: its fetcher, the result to show (from the fetcher, or, without
 * JavaScript, the page's action data), field errors and refill values, and a form key that empties the
 * form after a success.
 */
export function useCreateForm(fetcherKey: string) {
  const fetcher = useFetcher({ key: fetcherKey });
  const actionData = useActionData();
  const page = actionResultOf(actionData);
  const result = actionResultOf(fetcher.data) ?? (page?.intent === 'create' ? page : undefined);
  const formRef = useRef<HTMLFormElement>(null);
  const [formKey, setFormKey] = useState(0);
  useActionResult(actionResultOf(fetcher.data), { formRef, onSuccess: () => setFormKey((k) => k + 1) });
  return {
    fetcher,
    formRef,
    formKey,
    errors: result && !result.ok ? result.fieldErrors : {},
    defaults: result && !result.ok ? result.values : {},
  };
}

type CreateCardProps<D> = {
  /** The fetcher key of useCreateForm, e.g. "driver-create". */
  fetcherKey: string;
  /** Card title and the form's accessible name, e.g. "Neuen Fahrer anlegen". */
  title: string;
  description: string;
  submitLabel: string;
  busyLabel: string;
  /** The form's action when it is not the page's own route. */
  action?: string;
  /** Shows "Abbrechen" beside the submit button. */
  onCancel?: () => void;
  /** Opens the created item's page once the action and its revalidation are done (useOpenCreated). */
  openCreated?: (data: D) => string | null;
  /** The fields, given the refill values and field errors of the last refused attempt. */
  children: (form: Pick<ReturnType<typeof useCreateForm>, 'defaults' | 'errors'>) => ReactNode;
};

/** The "create" card of a list screen: a form posting intent=create, emptied after a success. */
export function CreateCard<D = unknown>({
  fetcherKey,
  title,
  description,
  submitLabel,
  busyLabel,
  action,
  onCancel,
  openCreated,
  children,
}: CreateCardProps<D>) {
  const { fetcher, formRef, formKey, errors, defaults } = useCreateForm(fetcherKey);
  useOpenCreated<D>(fetcher, openCreated ?? noPage);
  const submit = (
    <SubmitButton
      busy={fetcher.state !== 'idle'}
      busyLabel={busyLabel}
      className={onCancel ? undefined : 'justify-self-start'}
    >
      {submitLabel}
    </SubmitButton>
  );
  return (
    <TitledCard title={title} description={description}>
      <fetcher.Form
        method="post"
        action={action}
        ref={formRef}
        noValidate
        key={formKey}
        className="grid gap-4"
        aria-label={title}
      >
        <input type="hidden" name="intent" value="create" />
        {children({ defaults, errors })}
        {onCancel ? (
          <div className="flex flex-wrap gap-2">
            {submit}
            <Button type="button" variant="outline" onClick={onCancel}>
              Abbrechen
            </Button>
          </div>
        ) : (
          submit
        )}
      </fetcher.Form>
    </TitledCard>
  );
}

const noPage = () => null;

/** The list beside the create card: a heading with the count, the empty text or the table. */
export function ListSection({
  id,
  title,
  count,
  empty,
  children,
}: {
  id: string;
  title: string;
  count: number;
  empty: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="flex min-w-0 flex-col gap-3">
      <h2 id={id} className="text-lg font-semibold">
        {title} ({count})
      </h2>
      {count === 0 ? <p className="rounded-lg border border-dashed border-border p-6 text-muted">{empty}</p> : children}
    </section>
  );
}

/**
 * Opens the page an action's answer points to (`pathOf` its data; null: stay) once the fetcher and its
 * revalidation are done: navigating while the page revalidates can lose the navigation in React Router.
 */
export function useOpenCreated<D>(fetcher: { state: string; data: unknown }, pathOf: (data: D) => string | null) {
  const navigate = useNavigate();
  const created = actionResultOf<D>(fetcher.data);
  const opened = useRef<string | null>(null);
  useEffect(() => {
    if (fetcher.state !== 'idle' || !created?.ok || created.data == null || opened.current === created.token) return;
    opened.current = created.token;
    const path = pathOf(created.data);
    if (path) void navigate(path);
  }, [fetcher.state, created, navigate, pathOf]);
}

type EditDialogProps = {
  /** e.g. "Fahrer bearbeiten" */
  title: string;
  description: string;
  /** Accessible name of the trigger, e.g. "Peter Fahrmann bearbeiten". */
  triggerLabel: string;
  intent: string;
  id: string;
  /** The form fields, given the field errors of the last failed attempt. */
  children: (fieldErrors: Record<string, string>) => ReactNode;
  /** An icon-only trigger (44 px), for table rows. */
  iconOnly?: boolean;
  /** Extra classes of the dialog (e.g. a wider one for a long form). */
  contentClassName?: string;
  /** The trigger's visible text and icon, and the submit button's text (default: "Bearbeiten", "Änderungen speichern"). */
  triggerText?: string;
  triggerIcon?: ReactNode;
  submitLabel?: string;
};

export function EditDialog({
  title,
  description,
  triggerLabel,
  intent,
  id,
  children,
  iconOnly = false,
  contentClassName,
  triggerText = 'Bearbeiten',
  triggerIcon = <Pencil aria-hidden="true" />,
  submitLabel = 'Änderungen speichern',
}: EditDialogProps) {
  return (
    <ActionDialog
      title={title}
      description={description}
      trigger={
        <Button variant="outline" size={iconOnly ? 'icon' : 'sm'} aria-label={triggerLabel} title={triggerLabel}>
          {triggerIcon}
          <span className={iconOnly ? 'sr-only' : 'max-sm:sr-only'}>{triggerText}</span>
        </Button>
      }
      contentClassName={contentClassName}
      intent={intent}
      hidden={{ id }}
      submitLabel={submitLabel}
      busyLabel="Wird gespeichert …"
    >
      {children}
    </ActionDialog>
  );
}

export type ActionDialogProps = {
  title: string;
  description: ReactNode;
  /** The button that opens the dialog. */
  trigger: ReactElement;
  contentClassName?: string;
  intent: string;
  /** Hidden fields beside the intent (e.g. the item's id). */
  hidden?: Record<string, string>;
  submitLabel: string;
  busyLabel: string;
  submitVariant?: ButtonProps['variant'];
  /** The form fields, given the field errors of the last failed attempt. */
  children: (fieldErrors: Record<string, string>) => ReactNode;
};

/**
 * A dialog holding one action form (the edit dialogs, the invoices' forms): its own fetcher, the
 * ActionResult's toasts, field errors shown in place, what was typed kept after a refusal (the form is
 * not reset), closed after a success; it stays open while the action runs.
 */
export function ActionDialog({
  title,
  description,
  trigger,
  contentClassName,
  intent,
  hidden = {},
  submitLabel,
  busyLabel,
  submitVariant,
  children,
}: ActionDialogProps) {
  const [open, setOpen] = useState(false);
  const fetcher = useFetcher();
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  useActionResult(actionResultOf(fetcher.data), {
    formRef,
    onSuccess: () => setOpen(false),
    onFailure: (failed) => setErrors(failed.fieldErrors),
  });
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
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent className={contentClassName}>
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

/**
 * An item's "Bearbeiten" and "Löschen" (intents update and delete): the edit dialog with the given
 * fields, and the delete confirmation.
 */
export function EditDeleteActions({
  id,
  subject,
  editTitle,
  editDescription,
  deleteTitle,
  question,
  inTable = false,
  children,
}: {
  id: string;
  /** Named in the triggers' accessible names: "<subject> bearbeiten", "<subject> löschen". */
  subject: string;
  editTitle: string;
  editDescription: string;
  deleteTitle: string;
  question: ReactNode;
  /** In a table's last cell: icon-only triggers (44 px), aligned right. */
  inTable?: boolean;
  children: EditDialogProps['children'];
}) {
  return (
    <div className={inTable ? 'flex justify-end gap-2' : 'flex shrink-0 gap-2'}>
      <EditDialog
        title={editTitle}
        description={editDescription}
        triggerLabel={`${subject} bearbeiten`}
        intent="update"
        id={id}
        iconOnly={inTable}
      >
        {children}
      </EditDialog>
      <DeleteConfirm
        title={deleteTitle}
        question={question}
        triggerLabel={`${subject} löschen`}
        intent="delete"
        id={id}
        iconOnly={inTable}
      />
    </div>
  );
}

type DeleteConfirmProps = {
  /** e.g. "Fahrer löschen" */
  title: string;
  /** The question, e.g. "Möchten Sie den Fahrer Peter Fahrmann wirklich löschen?" */
  question: ReactNode;
  triggerLabel: string;
  intent: string;
  id: string;
  /** An icon-only trigger (44 px), for table rows. */
  iconOnly?: boolean;
};

/**
 * The state of a ConfirmForm with a fetcher of its own: open until the action answers, then closed
 * whatever the answer (its toast says what happened).
 */
export function useConfirmAction() {
  const [open, setOpen] = useState(false);
  const fetcher = useFetcher();
  useActionResult(actionResultOf(fetcher.data), { onSuccess: () => setOpen(false), onFailure: () => setOpen(false) });
  return { fetcher, open, setOpen };
}

export function DeleteConfirm({ title, question, triggerLabel, intent, id, iconOnly = false }: DeleteConfirmProps) {
  const confirm = useConfirmAction();
  return (
    <ConfirmForm
      {...confirm}
      trigger={
        <Button
          variant="outline"
          size={iconOnly ? 'icon' : 'sm'}
          aria-label={triggerLabel}
          title={triggerLabel}
          className="text-destructive"
        >
          <Trash2 aria-hidden="true" />
          <span className={iconOnly ? 'sr-only' : 'max-sm:sr-only'}>Löschen</span>
        </Button>
      }
      title={title}
      description={<>{question} Dies kann nicht rückgängig gemacht werden.</>}
      hidden={{ intent, id }}
      confirmLabel="Löschen"
      busyLabel="Wird gelöscht …"
      destructive
    />
  );
}

/**
 * A confirmation that posts: the question, then a form with the given hidden fields, "Abbrechen" and
 * the confirming submit button; it stays open while the answer is pending.
 */
export function ConfirmForm({
  fetcher,
  open,
  setOpen,
  trigger,
  title,
  description,
  hidden,
  confirmLabel,
  busyLabel,
  destructive = false,
}: {
  fetcher: Pick<FetcherWithComponents<unknown>, 'Form' | 'state'>;
  open: boolean;
  setOpen: (open: boolean) => void;
  /** The button that opens it. */
  trigger: ReactNode;
  title: string;
  description: ReactNode;
  /** The form's fields besides the button, e.g. intent and id. */
  hidden: Record<string, string>;
  confirmLabel: string;
  busyLabel: string;
  destructive?: boolean;
}) {
  const busy = fetcher.state !== 'idle';
  return (
    <AlertDialog open={open} onOpenChange={(next) => (busy ? undefined : setOpen(next))}>
      <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        <fetcher.Form method="post">
          {Object.entries(hidden).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          <AlertDialogFooter>
            <AlertDialogCancel disabled={busy}>Abbrechen</AlertDialogCancel>
            <SubmitButton variant={destructive ? 'destructive' : undefined} busy={busy} busyLabel={busyLabel}>
              {confirmLabel}
            </SubmitButton>
          </AlertDialogFooter>
        </fetcher.Form>
      </AlertDialogContent>
    </AlertDialog>
  );
}
