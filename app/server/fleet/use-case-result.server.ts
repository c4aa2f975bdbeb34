// The outcome of a staff use case for drivers, vehicles and price rules: the value, or why nothing was
// stored, in German, ready to show. Routes turn it into a response without interpreting it.
import type { FieldErrors } from '../../domain/fleet/driver-form';

export type Failure<F extends string> =
  /** The input failed validation: one German message per field. */
  | { ok: false; code: 'invalid'; message: string; fieldErrors: FieldErrors<F> }
  /** The row is gone (deleted meanwhile, or a crafted id). */
  | { ok: false; code: 'not-found'; message: string }
  /** A unique rule was hit (duplicate plate, duplicate insurer + type). */
  | { ok: false; code: 'conflict'; message: string; fieldErrors: FieldErrors<F> };

export type Result<T, F extends string> = { ok: true; value: T } | Failure<F>;

export const CHECK_FIELDS_MESSAGE = 'Bitte prüfen Sie die markierten Felder.';

export function invalid<F extends string>(fieldErrors: FieldErrors<F>): Failure<F> {
  return { ok: false, code: 'invalid', message: CHECK_FIELDS_MESSAGE, fieldErrors };
}

export function notFound(message: string): Failure<never> {
  return { ok: false, code: 'not-found', message };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids come from forms: anything that is not a UUID can't name a row (and must not reach a uuid column). */
export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

/** PostgreSQL's unique_violation (23505), as node-postgres and PGlite report it, wrapped by Drizzle or not. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current === 'object' && 'code' in current && (current as { code: unknown }).code === '23505') return true;
    current = typeof current === 'object' && 'cause' in current ? (current as { cause: unknown }).cause : null;
  }
  return false;
}
