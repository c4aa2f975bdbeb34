// Runs a staff action by fetch (the booking actions, the mail retry), shows its toasts through the one
// toast path and refreshes the page's data. Imperative (fetch), so that a toast still appears when the row that started
// it leaves the list, and several actions may run at once. The answer is the one ActionResult (decision
// 110); a network failure or an unexpected answer becomes one too.
import { useCallback, useState } from 'react';
import { useRevalidator } from 'react-router';
import { isActionResult, type ActionResult } from '#app/domain/action-result';
import { NETWORK_ERROR } from '#app/domain/bookings/action-messages';
import { rememberOwnChange } from '#app/staff/realtime/own-changes';
import { showActionToasts } from './use-action-result';

export const BOOKINGS_ACTION_URL = '/app/bookings/aktionen';

/** The mail retry endpoint (booking details and mail log alike). */
export const mailRetryUrl = (jobId: number) => `/app/mails/${jobId}/retry`;

export type ActionFields = Record<string, string | string[] | number | null | undefined>;

function toFormData(fields: ActionFields): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value === null || value === undefined) continue;
    if (Array.isArray(value)) value.forEach((v) => form.append(key, v));
    else form.append(key, String(value));
  }
  return form;
}

function localFailure(intent: string, description: string): ActionResult<unknown> {
  return {
    intent,
    token: crypto.randomUUID(),
    ok: false,
    code: 'internal',
    toasts: [{ kind: 'error', title: 'Aktion fehlgeschlagen', description }],
    fieldErrors: {},
    values: {},
    targetId: null,
    data: null,
  };
}

/** Posts the action; never throws: a network failure or an unexpected answer becomes a failure result. */
export async function postAction(fields: ActionFields, url = BOOKINGS_ACTION_URL): Promise<ActionResult<unknown>> {
  const intent = typeof fields.intent === 'string' ? fields.intent : 'unknown';
  let response: Response;
  try {
    response = await fetch(url, { method: 'POST', body: toFormData(fields), headers: { Accept: 'application/json' } });
  } catch {
    return localFailure(intent, NETWORK_ERROR);
  }
  if ((response.headers.get('content-type') ?? '').includes('application/json')) {
    const body: unknown = await response.json().catch(() => null);
    if (isActionResult(body)) return body;
  }
  const text = response.status === 401 || response.status === 403 ? await response.text() : '';
  return localFailure(intent, text || 'Die Aktion konnte nicht ausgeführt werden. Bitte laden Sie die Seite neu.');
}

export function usePostAction() {
  const { revalidate } = useRevalidator();
  const [pending, setPending] = useState(0);
  const run = useCallback(
    async (fields: ActionFields, options: { silent?: boolean; url?: string } = {}) => {
      setPending((n) => n + 1);
      try {
        const result = await postAction(fields, options.url);
        rememberOwnChange(result.token);
        if (!options.silent) showActionToasts(result);
        if (result.ok || result.toasts.length) void revalidate();
        return result;
      } finally {
        setPending((n) => n - 1);
      }
    },
    [revalidate],
  );
  return { run, busy: pending > 0 };
}
