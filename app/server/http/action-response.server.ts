// The one way a staff action answers (decision 160): read the form, parse it with a Zod schema into
// German field errors, run the use case, and turn its typed result into one ActionResult. The HTTP
// status comes from ACTION_STATUS, the German texts from the area's catalogue. Expected refusals
// answer 200 with `ok: false` (decision 071: a 4xx to a fetcher is logged by the browser as a failed
// resource and stops React Router's revalidation); only requests our pages never send get a 4xx, and
// a failure of ours a 500 whose toast never quotes the error (database messages carry SQL and values).
import { randomUUID } from 'node:crypto';
import { data } from 'react-router';
import type { Logger } from 'pino';
import type { z } from 'zod';
import {
  COMMON_CODE_TEXTS,
  type ActionCatalogue,
  type ActionErrorCode,
  type ActionResult,
  type ActionToast,
} from '#app/domain/action-result';

export type { ActionCatalogue };
export { COMMON_CODE_TEXTS };
import { safeError } from '#app/server/logging/safe-error.server';
import { currentChangeOrigin } from '#app/server/realtime/change-origin.server';
import type { Failure, Result } from '#app/server/use-case-result.server';
import { BODY_LIMITS, readBoundedForm, type BoundedForm } from './bounded-body.server';

export const ACTION_STATUS: Record<ActionErrorCode, number> = {
  invalid: 200,
  'not-found': 200,
  conflict: 200,
  'bad-request': 400,
  internal: 500,
};

/** Form fields never echoed back to refill a form. */
const SECRET_FIELDS = /pass|token|secret|code/i;

/** The submitted text fields (files, secrets and the intent dropped), to refill a form rendered without JavaScript. */
export function submittedValues(form: FormData | null): Record<string, string> {
  const values: Record<string, string> = {};
  if (!form) return values;
  for (const [key, value] of form.entries()) {
    if (typeof value === 'string' && key !== 'intent' && !SECRET_FIELDS.test(key)) values[key] = value;
  }
  return values;
}

/** The posted form, read with the route's limit, or why it was refused (413 over it, 400 if not a form). */
export function readForm(request: Request, max: number = BODY_LIMITS.staffForm): Promise<BoundedForm> {
  return readBoundedForm(request, max);
}

/** A body over the limit (413) or not a form (400): its status and German message, nothing changed. */
export function unreadable(title: string, read: Extract<BoundedForm, { ok: false }>) {
  return reply(
    body({
      intent: 'unknown',
      ok: false,
      code: 'bad-request',
      toasts: [{ kind: 'error', title, description: read.message }],
    }),
    read.status,
  );
}

/** The form's value of `key` when it is text, else ''. */
export function field(form: FormData, key: string): string {
  const value = form.get(key);
  return typeof value === 'string' ? value : '';
}

/**
 * Parses the form's text fields with `schema`; a refusal carries the first German message per field
 * (the schema's own messages). Use it in the route or the use case, never both.
 */
export function parseForm<S extends z.ZodType>(
  schema: S,
  input: FormData | Record<string, unknown>,
): Result<z.output<S>> {
  const values =
    input instanceof FormData
      ? Object.fromEntries([...input.entries()].filter(([, v]) => typeof v === 'string'))
      : input;
  const parsed = schema.safeParse(values);
  if (parsed.success) return { ok: true, value: parsed.data };
  const fieldErrors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0] ?? 'form');
    fieldErrors[key] ??= issue.message;
  }
  return { ok: false, code: 'invalid', message: COMMON_CODE_TEXTS.invalid, fieldErrors };
}

type Extras<T, D> = {
  /** The success toast's description. */
  describe?: (value: T) => string | null | undefined;
  /** Further toasts after the first (e.g. a capacity warning). */
  more?: (value: T) => ActionToast[];
  /** All toasts, instead of the success toast and `more` (an outcome with several parts). */
  toasts?: (value: T) => ActionToast[];
  /** A value that is only partly a success (a bulk action with failures) answers `ok: false`. */
  okWhen?: (value: T) => boolean;
  /** What the screen needs beyond the toasts. */
  data?: (value: T) => D;
  /** Set-Cookie lines the answer carries (a renewed session). */
  cookies?: (value: T) => string[];
};

function body<D>(
  partial: Partial<ActionResult<D>> & Pick<ActionResult<D>, 'intent' | 'ok' | 'toasts'>,
): ActionResult<D> {
  // The token is the request's change origin, so the tab can tell its own change events (decision 176).
  return {
    token: currentChangeOrigin() ?? randomUUID(),
    code: null,
    fieldErrors: {},
    values: {},
    targetId: null,
    data: null,
    ...partial,
  };
}

function reply<D>(
  result: ActionResult<D>,
  status = result.ok || !result.code ? 200 : ACTION_STATUS[result.code],
  setCookies: string[] = [],
) {
  // Cache-Control: no-store comes from the staff middleware (auth/staff-context.server.ts).
  if (!setCookies.length) return data(result, { status });
  const headers = new Headers();
  for (const cookie of setCookies) headers.append('Set-Cookie', cookie);
  return data(result, { status, headers });
}

/** The one converter: a use case's result (or a refusal) into the ActionResult response. */
export function respond<I extends string, T, D = null>(
  catalogue: ActionCatalogue<I>,
  intent: I,
  form: FormData | null,
  result: Result<T>,
  extras: Extras<T, D> = {},
) {
  const id = form?.get('id');
  const targetId = typeof id === 'string' && id ? id : null;
  const titles = catalogue.titles[intent];
  if (result.ok) {
    const description = extras.describe?.(result.value) ?? undefined;
    const toasts = extras.toasts?.(result.value) ?? [
      { kind: 'success', title: titles.success, ...(description ? { description } : {}) },
      ...(extras.more?.(result.value) ?? []),
    ];
    return reply(
      body<D>({
        intent,
        ok: extras.okWhen?.(result.value) ?? true,
        targetId,
        toasts,
        data: extras.data ? extras.data(result.value) : null,
      }),
      undefined,
      extras.cookies?.(result.value),
    );
  }
  return refuse(catalogue, intent, form, result);
}

function codeText<I extends string>(catalogue: ActionCatalogue<I>, intent: I, code: ActionErrorCode): string {
  return catalogue.titles[intent].codes?.[code] ?? catalogue.codes[code];
}

/** For resource routes answered with fetch(): the same ActionResult as a JSON Response. */
export function asJson(answer: { data: unknown; init: ResponseInit | null }): Response {
  return Response.json(answer.data, answer.init ?? undefined);
}

/** A refusal: the failure title of the intent, the failure's own detail or the catalogue's text. */
export function refuse<I extends string, D = null>(
  catalogue: ActionCatalogue<I>,
  intent: I,
  form: FormData | null,
  failure:
    | Pick<Failure, 'code' | 'message' | 'fieldErrors'>
    | { code: ActionErrorCode; message?: string; fieldErrors?: Record<string, string> },
  /** What the screen still needs to show after the refusal (e.g. the two-factor setup to confirm again). */
  keep: D | null = null,
) {
  const id = form?.get('id');
  return reply(
    body<D>({
      intent,
      ok: false,
      code: failure.code,
      targetId: typeof id === 'string' && id ? id : null,
      toasts: [
        {
          kind: 'error',
          title: catalogue.titles[intent].failure,
          description: failure.message ?? codeText(catalogue, intent, failure.code),
        },
      ],
      fieldErrors: failure.code === 'not-found' ? {} : ({ ...failure.fieldErrors } as Record<string, string>),
      values: submittedValues(form),
      data: keep,
    }),
  );
}

/** A request our pages never send (not a form, unknown intent, malformed id): 400, nothing changed. */
export function badRequest(title: string, intent = 'unknown', description = COMMON_CODE_TEXTS['bad-request']) {
  return reply(body({ intent, ok: false, code: 'bad-request', toasts: [{ kind: 'error', title, description }] }));
}

/**
 * A failure of ours (a database error …): logged as its class and SQLSTATE only, never its message
 * (database errors quote the SQL and the submitted values), answered 500 with the catalogue's text.
 */
export function failed<I extends string>(
  catalogue: ActionCatalogue<I>,
  intent: I,
  error: unknown,
  logger: Pick<Logger, 'error'>,
) {
  logger.error({ intent, failure: safeError(error, { frames: false }) }, 'staff action failed');
  return reply(
    body({
      intent,
      ok: false,
      code: 'internal',
      toasts: [
        {
          kind: 'error',
          title: catalogue.titles[intent].failure,
          description: codeText(catalogue, intent, 'internal'),
        },
      ],
    }),
  );
}

/** Runs `run` and answers a thrown error with `failed`: the safety net of every staff action. */
export async function guarded<I extends string, R>(
  catalogue: ActionCatalogue<I>,
  intent: I,
  logger: Pick<Logger, 'error'>,
  run: () => Promise<R>,
) {
  try {
    return await run();
  } catch (error) {
    if (error instanceof Response) throw error;
    return failed(catalogue, intent, error, logger);
  }
}
