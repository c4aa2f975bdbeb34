import { describe, expect, it } from 'vitest';
import { libraryMessage } from '#app/server/auth/auth.server';
import { safeError, stackFrames } from './safe-error.server';

describe('safeError', () => {
  it('keeps class, code and frames, drops the message even where the stack repeats it', () => {
    const error = Object.assign(new TypeError('Erika Mustermann, Dialyse\nparams: Erika'), {
      code: 'E_TEST',
      detail: 'Key (name)=(Erika)',
    });
    const safe = safeError(error);
    expect(safe.type).toBe('TypeError');
    expect(safe.code).toBe('E_TEST');
    expect(safe.frames?.length).toBeGreaterThan(0);
    expect(JSON.stringify(safe)).not.toMatch(/Erika|Dialyse|params/);
  });

  it('follows the cause (the driver error under a DrizzleQueryError) and ignores unsafe field values', () => {
    const cause = Object.assign(new Error('duplicate key'), {
      code: '23505',
      constraint: 'bookings_idempotency_key_unique',
      table: 'bookings; drop',
      column: 'x y',
    });
    const safe = safeError(Object.assign(new Error('Failed query: insert … params: Erika'), { cause }));
    expect(safe.cause).toEqual({ type: 'Error', code: '23505', constraint: 'bookings_idempotency_key_unique' });
  });

  it('reads the plain object of pino’s standard serializer', () => {
    expect(
      safeError({
        type: 'DatabaseError',
        message: 'Erika',
        stack: 'DatabaseError: Erika\n    at run (db.js:1:2)',
        code: '57P01',
      }),
    ).toEqual({
      type: 'DatabaseError',
      code: '57P01',
      frames: ['run (db.js:1:2)'],
    });
  });

  it('names thrown non-errors by their type only', () => {
    expect(safeError('Erika Mustermann')).toEqual({ type: 'string' });
    expect(safeError(null)).toEqual({ type: 'null' });
    expect(stackFrames(undefined)).toBeUndefined();
  });
});

describe("Better Auth's log messages", () => {
  it('passes its fixed texts and withholds anything that could quote data', () => {
    expect(libraryMessage('Invalid password')).toBe('Invalid password');
    expect(libraryMessage('Failed query: select … params: erika@example.org')).toBe('message withheld');
    expect(libraryMessage('User erika@example.org not found')).toBe('message withheld');
    expect(libraryMessage('first line\nsecond line')).toBe('message withheld');
    expect(libraryMessage(42)).toBe('message withheld');
  });
});
