// The one UUID check: ids come from forms and URLs, and anything that is not a UUID can't name a row
// (and must not reach a uuid column, where PostgreSQL would answer with an error).
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}
