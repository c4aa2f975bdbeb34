// The outcome of a staff use case (decision 160): the value, or a typed refusal with an error code, an
// optional German detail computed from the data (e.g. which plate is taken) and German field errors.
// Routes never interpret it: `respond` (http/action-response.server.ts) turns it into the ActionResult.
import type { ActionErrorCode } from '#app/domain/action-result';

export { isUuid } from '#app/domain/uuid';

export type Failure<F extends string = string> = {
  ok: false;
  code: Extract<ActionErrorCode, 'invalid' | 'not-found' | 'conflict'>;
  /** A German detail for the toast; without one the area's catalogue text for the code is shown. */
  message?: string;
  fieldErrors?: Partial<Record<F, string>>;
};

export type Result<T, F extends string = string> = { ok: true; value: T } | Failure<F>;

export const CHECK_FIELDS_MESSAGE = 'Bitte prüfen Sie die markierten Felder.';

export function ok<T>(value: T): { ok: true; value: T } {
  return { ok: true, value };
}

export function invalid<F extends string>(
  fieldErrors: Partial<Record<F, string>>,
  message = CHECK_FIELDS_MESSAGE,
): Failure<F> {
  return { ok: false, code: 'invalid', message, fieldErrors };
}

export function notFound(message?: string): Failure<never> {
  return message === undefined ? { ok: false, code: 'not-found' } : { ok: false, code: 'not-found', message };
}

export function conflict<F extends string>(message: string, fieldErrors: Partial<Record<F, string>> = {}): Failure<F> {
  return { ok: false, code: 'conflict', message, fieldErrors };
}

/** PostgreSQL's unique_violation (23505), as node-postgres and PGlite report it, wrapped by Drizzle or not. */
export function isUniqueViolation(error: unknown): boolean {
  return sqlStateOf(error) === '23505';
}

/** The SQLSTATE of a database error (node-postgres or PGlite, wrapped by Drizzle or not), else null. */
export function sqlStateOf(error: unknown): string | null {
  for (let current: unknown = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current === 'object' && 'code' in current) {
      const code = (current as { code: unknown }).code;
      if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    }
    current = typeof current === 'object' && 'cause' in current ? (current as { cause: unknown }).cause : null;
  }
  return null;
}
