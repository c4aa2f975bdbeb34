// The tab's own recent changes (decision 176): every ActionResult's token is the change origin the
// server stamps on the change events of that action. LiveUpdates skips an event whose origin is here,
// because React Router already revalidates after the tab's own action.
const LIMIT = 100;
const own = new Set<string>();

/** Remembers an answered action of this tab (its token). */
export function rememberOwnChange(token: string): void {
  own.add(token);
  // The oldest go first: a Set iterates in insertion order.
  for (const old of own) {
    if (own.size <= LIMIT) break;
    own.delete(old);
  }
}

/** Whether a change event came from one of this tab's own actions. */
export function isOwnChange(origin: string | undefined): boolean {
  return origin !== undefined && own.has(origin);
}
