// Turns a use case's result into the action's response: the success toast, or the failure toast with
// German field errors. Refusals are answered with status 200 and `ok: false` in the body: a 4xx answer
// to a fetcher makes the browser log "Failed to load resource" for an expected outcome, and a 200 lets
// React Router revalidate the lists (a conflict or a vanished row shows the current state at once).
// Nothing else is interpreted here.
import { randomUUID } from 'node:crypto';
import { data } from 'react-router';
import type { Result } from '../../../server/fleet/use-case-result.server';
import { BODY_LIMITS, readBoundedForm, type BoundedForm } from '../../../server/http/bounded-body.server';
import type { FormResult } from '../../../staff/fleet/form-result';

type Texts<T> = {
  success: string;
  failure: string;
  /** An extra line for the success toast. */
  describe?: (value: T) => string | null;
};

/** The submitted text fields (files and other values dropped), to refill a form rendered without JavaScript. */
export function submittedValues(form: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  for (const [key, value] of form.entries()) if (typeof value === 'string' && key !== 'intent') values[key] = value;
  return values;
}

export function respond<T, F extends string>(intent: string, form: FormData, result: Result<T, F>, texts: Texts<T>) {
  const id = form.get('id');
  const base = { intent, token: randomUUID(), targetId: typeof id === 'string' ? id : null };
  if (result.ok) {
    const body: FormResult = { ...base, ok: true, title: texts.success, description: texts.describe?.(result.value) ?? null, fieldErrors: {}, values: {} };
    return data(body, { status: 200 });
  }
  const fieldErrors = (result.code === 'not-found' ? {} : { ...result.fieldErrors }) as Record<string, string>;
  const body: FormResult = {
    ...base,
    ok: false,
    title: texts.failure,
    description: result.message,
    fieldErrors,
    values: submittedValues(form),
  };
  return data(body, { status: 200 });
}

/** A request our pages never send (not a form, unknown intent): 400 with a German message, nothing changed. */
export function badRequest(intent: string, title: string) {
  const body: FormResult = {
    intent,
    token: randomUUID(),
    ok: false,
    title,
    description: 'Die Anfrage konnte nicht verarbeitet werden. Bitte laden Sie die Seite neu und versuchen Sie es erneut.',
    fieldErrors: {},
    values: {},
    targetId: null,
  };
  return data(body, { status: 400 });
}

/** The posted form (at most BODY_LIMITS.staffForm bytes), or why it was refused (400/413, German). */
export function readForm(request: Request): Promise<BoundedForm> {
  return readBoundedForm(request, BODY_LIMITS.staffForm);
}

/** A body over the limit or not a form: its status with a German message, nothing changed. */
export function refused(intent: string, title: string, read: Extract<BoundedForm, { ok: false }>) {
  const body: FormResult = { intent, token: randomUUID(), ok: false, title, description: read.message, fieldErrors: {}, values: {}, targetId: null };
  return data(body, { status: read.status });
}
