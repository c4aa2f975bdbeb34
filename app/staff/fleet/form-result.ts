// The answer of a fleet/pricing action, as the browser gets it: toast texts and German field errors.
// Shared by the drivers, vehicles and pricing screens (the server side builds it in the route modules).
import { useEffect, useRef, type RefObject } from 'react';
import { toast } from '../../ui/toaster';

export type FormResult = {
  intent: string;
  /** Unique per response, so that one answer is announced once. */
  token: string;
  ok: boolean;
  /** The toast title, e.g. "Fahrer erfolgreich hinzugefügt" or "Fehler beim Hinzufügen des Fahrers". */
  title: string;
  description: string | null;
  fieldErrors: Record<string, string>;
  /** What was submitted (strings only), to refill the form when the page was posted without JavaScript. */
  values: Record<string, string>;
  /** The row the action was about (edit/delete). */
  targetId: string | null;
};

export function isFormResult(value: unknown): value is FormResult {
  return typeof value === 'object' && value !== null && 'token' in value && 'intent' in value && 'ok' in value;
}

/**
 * Shows the toast of a new result once and calls `onSuccess`/`onFailure`. On a failure with field errors
 * it moves focus to the first invalid control in `formRef`, so keyboard and screen-reader users land on
 * the German reason (linked to the control by aria-describedby).
 */
export function useFormResultEffects(
  result: FormResult | undefined,
  options: { formRef?: RefObject<HTMLFormElement | null>; onSuccess?: (result: FormResult) => void; onFailure?: (result: FormResult) => void },
) {
  const handled = useRef<string | null>(null);
  const focusInvalid = useRef(false);
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });
  useEffect(() => {
    if (!result || handled.current === result.token) return;
    handled.current = result.token;
    const { onSuccess, onFailure } = latest.current;
    const description = result.description ?? undefined;
    if (result.ok) {
      toast.success(result.title, { description });
      onSuccess?.(result);
      return;
    }
    toast.error(result.title, { description });
    onFailure?.(result);
    focusInvalid.current = Object.keys(result.fieldErrors).length > 0;
  }, [result]);
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
