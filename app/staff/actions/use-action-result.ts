// The one way a staff screen shows an ActionResult (decision 160): its toasts, once per answer (the
// token), then onSuccess/onFailure; after a refusal with field errors, focus moves to the first invalid
// control so keyboard and screen-reader users land on the German reason.
//
// "Once per answer" is decided by the token after every commit, not by an effect that depends on the
// answer: a fetcher's answer is read from React Router's own store during render (useFetcher's data),
// before the router's state reaches React. A render in that gap that React bails out of (nothing in the
// component's state, props or context changed) keeps the hook's new dependencies without running its
// effect, so an effect keyed on `[result]` never saw the answer: no toast, no focus on the refused field
// (the office-completion journey's flake, issue 39; a slow connection or a busy machine widens the gap).
import { useEffect, useRef, type RefObject } from 'react';
import { isActionResult, type ActionResult, type ActionToast } from '#app/domain/action-result';
import { toast } from '#app/ui/toaster';
import { rememberOwnChange } from '#app/staff/realtime/own-changes';

type ToastId = string | number;

function show(item: ActionToast): ToastId {
  const options = {
    ...(item.description ? { description: item.description } : {}),
    ...(item.link
      ? {
          action: {
            label: item.link.label,
            onClick: () => window.open(item.link!.href, '_blank', 'noopener,noreferrer'),
          },
          duration: 15_000,
        }
      : {}),
  };
  if (item.kind === 'success') return toast.success(item.title, options);
  if (item.kind === 'error') return toast.error(item.title, options);
  if (item.kind === 'warning') return toast.warning(item.title, options);
  return toast.info(item.title, options);
}

/** Shows every toast of an answer, in order; their ids, so that a later answer can take them back. */
export function showActionToasts(result: Pick<ActionResult<unknown>, 'toasts'>): ToastId[] {
  return result.toasts.map(show);
}

/** A fetcher's or the page's data, if it is an ActionResult. */
export function actionResultOf<D = unknown>(value: unknown): ActionResult<D> | undefined {
  return isActionResult(value) ? (value as ActionResult<D>) : undefined;
}

type Options<D> = {
  formRef?: RefObject<HTMLFormElement | null>;
  onSuccess?: (result: ActionResult<D>) => void;
  onFailure?: (result: ActionResult<D>) => void;
  /** Handle the toasts yourself (e.g. an answer shown inline instead). */
  silent?: boolean;
};

export function useActionResult<D = unknown>(result: ActionResult<D> | undefined, options: Options<D> = {}) {
  const handled = useRef<string | null>(null);
  /** The toasts of this form's refusals still on screen: a success of the same form takes them back. */
  const refusals = useRef<ToastId[]>([]);
  const focusInvalid = useRef(false);
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  // Deliberately without dependencies (see above): the token keeps it to once per answer.
  useEffect(() => {
    if (!result || handled.current === result.token) return;
    handled.current = result.token;
    rememberOwnChange(result.token);
    const { onSuccess, onFailure, silent } = latest.current;
    // "Buchung angelegt" must not stand beside the earlier "Buchung konnte nicht angelegt werden".
    if (result.ok) refusals.current.splice(0).forEach((id) => toast.dismiss(id));
    const shown = silent ? [] : showActionToasts(result);
    if (!result.ok) refusals.current.push(...shown);
    if (result.ok) {
      onSuccess?.(result);
      return;
    }
    onFailure?.(result);
    focusInvalid.current = Object.keys(result.fieldErrors).length > 0;
  });
  // After the commit that marks the fields (this one, or the next when onFailure set state for it): a
  // timer could fire before that render and find nothing to focus.
  useEffect(() => {
    if (!focusInvalid.current) return;
    const field = latest.current.formRef?.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!field) return;
    focusInvalid.current = false;
    field.focus();
  });
}
