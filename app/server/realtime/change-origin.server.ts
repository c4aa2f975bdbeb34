// Which request caused a change event (decision 176): the staff middleware runs every staff mutation
// inside `withChangeOrigin` with a fresh random id; `notifyChange` stamps its events with it and the
// action's ActionResult carries the same id as its token. The tab that made the change recognises
// its own echo on the event stream and does not revalidate a second time (React Router already
// revalidates after its own action). The id is random per request: no user or personal data.
import { AsyncLocalStorage } from 'node:async_hooks';

const origins = new AsyncLocalStorage<string>();

export function withChangeOrigin<T>(origin: string, run: () => T): T {
  return origins.run(origin, run);
}

/** The id of the staff mutation this code runs for, if any. */
export function currentChangeOrigin(): string | undefined {
  return origins.getStore();
}
