// The one answer of every staff mutation (decision 160): what the browser shows (toasts in order, German
// field errors), what a form needs to refill itself without JavaScript, and a token so one answer is
// announced once. Built on the server by `app/server/http/action-response.server.ts`, shown by
// `app/staff/actions/use-action-result.ts`.

export type ToastKind = 'success' | 'error' | 'warning' | 'info';
export type ActionToast = {
  kind: ToastKind;
  title: string;
  description?: string;
  /** A button in the toast that opens a link in a new tab (e.g. "WhatsApp öffnen"). */
  link?: { label: string; href: string };
};

/**
 * Why a use case changed nothing. The HTTP status of each comes from one map (ACTION_STATUS on the
 * server): refusals a screen can provoke (invalid, not-found, conflict) are answers, not failures.
 */
export const ACTION_ERROR_CODES = ['invalid', 'not-found', 'conflict', 'bad-request', 'internal'] as const;
export type ActionErrorCode = (typeof ACTION_ERROR_CODES)[number];

/** The German texts of one area: titles per intent (with optional per-intent code texts), a text per code. */
export type ActionCatalogue<I extends string> = {
  titles: Record<I, { success: string; failure: string; codes?: Partial<Record<ActionErrorCode, string>> }>;
  /** Shown when a failure brings no detail of its own. */
  codes: Record<ActionErrorCode, string>;
};

/** Descriptions every area may use as they are. */
export const COMMON_CODE_TEXTS: Record<ActionErrorCode, string> = {
  invalid: 'Bitte prüfen Sie die markierten Felder.',
  'not-found': 'Der Eintrag wurde nicht gefunden. Vielleicht wurde er inzwischen gelöscht.',
  conflict: 'Der Eintrag wurde inzwischen geändert. Bitte laden Sie die Seite neu.',
  'bad-request':
    'Die Anfrage konnte nicht verarbeitet werden. Bitte laden Sie die Seite neu und versuchen Sie es erneut.',
  internal: 'Ein unerwarteter Fehler ist aufgetreten. Bitte versuchen Sie es erneut.',
};

/** An area's code texts: the common ones, with what the area says in its own words (at least "not found"). */
export function codeTexts(
  own: { 'not-found': string } & Partial<Record<ActionErrorCode, string>>,
): Record<ActionErrorCode, string> {
  return { ...COMMON_CODE_TEXTS, ...own };
}

export type ActionResult<D = null> = {
  /** The submitted intent ("create", "confirm", "save-smtp" …), or "unknown". */
  intent: string;
  /** Unique per response, so that one answer is announced once. */
  token: string;
  ok: boolean;
  /** Set on failures: why nothing changed. */
  code: ActionErrorCode | null;
  toasts: ActionToast[];
  /** German message per form field name. */
  fieldErrors: Record<string, string>;
  /** What was submitted (strings only, secrets dropped) to refill a form posted without JavaScript. */
  values: Record<string, string>;
  /** The row the action was about (edit/delete), if any. */
  targetId: string | null;
  /** What the screen needs beyond the toasts (a WhatsApp link, a one-time password …). */
  data: D | null;
};

export function isActionResult(value: unknown): value is ActionResult<unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    'token' in value &&
    'toasts' in value &&
    'ok' in value &&
    'intent' in value
  );
}

/** The first toast's title: what a screen shows inline (e.g. in a dialog) besides the toast. */
export function headline(result: ActionResult<unknown>): string {
  return result.toasts[0]?.title ?? '';
}
