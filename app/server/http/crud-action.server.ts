// The action of a list screen with create, edit and delete (drivers, vehicles, price rules; the model
// for every further one, decision 160): read the form, pick the handler of its intent, run the use case
// and answer with `respond`. A body over the limit gets 413, one that is not a form or an unknown intent
// 400; a thrown error a 500 that names nothing of the data.
import type { Logger } from 'pino';
import type { ActionToast } from '#app/domain/action-result';
import type { Result } from '#app/server/use-case-result.server';
import { badRequest, guarded, readForm, respond, unreadable, type ActionCatalogue } from './action-response.server';

export type CrudHandler<T> = {
  /** The use case, given the form's fields as an object and the form (for `id`). */
  run: (values: Record<string, unknown>, form: FormData) => Promise<Result<T>>;
  /** The success toast's description (e.g. the saved name). */
  describe?: (value: T) => string | null;
  /** Further toasts after the success toast (e.g. "E-Mail in Warteschlange"). */
  more?: (value: T) => ActionToast[];
  /** What the screen needs beyond the toast (e.g. the new row's id to open it). */
  data?: (value: T) => unknown;
};

/** One handler per intent; `crudHandler` keeps each handler's value type. */
export function crudHandler<T>(handler: CrudHandler<T>): CrudHandler<unknown> {
  return handler as CrudHandler<unknown>;
}

export async function crudAction<I extends string>(
  request: Request,
  logger: Pick<Logger, 'error'>,
  catalogue: ActionCatalogue<I>,
  handlers: Record<I, CrudHandler<unknown>>,
  /** `maxBytes`: a screen whose form carries a file (the default fits text fields only). */
  options: { maxBytes?: number } = {},
) {
  const fallbackTitle = catalogue.titles[Object.keys(handlers)[0] as I].failure;
  const read = await readForm(request, options.maxBytes);
  if (!read.ok) return unreadable(fallbackTitle, read);
  const form = read.form;
  const intent = form.get('intent');
  if (typeof intent !== 'string' || !Object.hasOwn(handlers, intent))
    return badRequest(fallbackTitle, typeof intent === 'string' ? intent.slice(0, 40) : 'unknown');
  const name = intent as I;
  const handler = handlers[name];
  return guarded(catalogue, name, logger, async () =>
    respond(catalogue, name, form, await handler.run(Object.fromEntries(form), form), {
      describe: handler.describe,
      more: handler.more,
      data: handler.data,
    }),
  );
}
