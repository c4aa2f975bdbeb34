// Runs a dispatcher action (POST /app/bookings/aktionen), shows its toasts and refreshes the page's data.
// Imperative (fetch), so that a toast still appears when the row that started it leaves the list, and
// several actions may run at once.
import { useCallback, useState } from 'react';
import { useRevalidator } from 'react-router';
import { failureToast, isBookingIntent, type BookingActionResult } from '../../domain/bookings/action-messages';
import { toast } from '../../ui/toaster';

export const BOOKINGS_ACTION_URL = '/app/bookings/aktionen';

export function showActionToasts(result: BookingActionResult): void {
  for (const item of result.toasts) {
    const whatsapp =
      result.whatsappUrl && item.kind === 'success'
        ? {
            action: { label: 'WhatsApp öffnen', onClick: () => window.open(result.whatsappUrl!, '_blank', 'noopener,noreferrer') },
            duration: 15_000,
          }
        : {};
    const options = { description: item.description, ...whatsapp };
    if (item.kind === 'success') toast.success(item.title, options);
    else if (item.kind === 'error') toast.error(item.title, options);
    else if (item.kind === 'warning') toast.warning(item.title, options);
    else toast.info(item.title, options);
  }
}

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

/** Posts the action; never throws: a network failure or an unexpected answer becomes a failure result. */
export async function postBookingAction(fields: ActionFields): Promise<BookingActionResult> {
  const intent = isBookingIntent(fields.intent) ? fields.intent : 'edit';
  let response: Response;
  try {
    response = await fetch(BOOKINGS_ACTION_URL, { method: 'POST', body: toFormData(fields), headers: { Accept: 'application/json' } });
  } catch {
    return { intent, ok: false, toasts: [failureToast(intent, 'network')] };
  }
  if ((response.headers.get('content-type') ?? '').includes('application/json')) {
    return (await response.json()) as BookingActionResult;
  }
  const text = response.status === 401 || response.status === 403 ? await response.text() : undefined;
  return { intent, ok: false, toasts: [{ ...failureToast(intent, 'unknown'), ...(text ? { description: text } : {}) }] };
}

export function useBookingAction() {
  const { revalidate } = useRevalidator();
  const [pending, setPending] = useState(0);
  const run = useCallback(
    async (fields: ActionFields, options: { silent?: boolean } = {}) => {
      setPending((n) => n + 1);
      try {
        const result = await postBookingAction(fields);
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
