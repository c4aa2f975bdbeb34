// Telling "the database is away" from every other error, and the instance's view of the database
// (issue 39). Codes: PostgreSQL's SQLSTATE appendix (class 08, 57P01–57P03, 53300) and Node's net errors.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isDatabaseUnavailableError, watchAvailability } from './availability.server';

const withCode = (code: string) => Object.assign(new Error('x'), { code });

describe('isDatabaseUnavailableError', () => {
  it.each([
    ['57P01 admin_shutdown (restart, pg_terminate_backend)', withCode('57P01'), true],
    ['57P02 crash_shutdown', withCode('57P02'), true],
    ['57P03 cannot_connect_now (starting up)', withCode('57P03'), true],
    ['08006 connection_failure', withCode('08006'), true],
    ['08001 unable to establish', withCode('08001'), true],
    ['53300 too_many_connections', withCode('53300'), true],
    ['ECONNREFUSED (server stopped)', withCode('ECONNREFUSED'), true],
    ['ECONNRESET', withCode('ECONNRESET'), true],
    ['node-postgres: lost connection', new Error('Connection terminated unexpectedly'), true],
    ['node-postgres: pool connect timeout', new Error('timeout exceeded when trying to connect'), true],
    [
      'Drizzle wraps the driver error as cause',
      new Error('Failed query: select 1', { cause: withCode('57P01') }),
      true,
    ],
    [
      'net: AggregateError of both address families',
      Object.assign(new AggregateError([withCode('ECONNREFUSED'), withCode('ECONNREFUSED')]), {}),
      true,
    ],
    ['23505 unique_violation: the statement, not the connection', withCode('23505'), false],
    ['22008 datetime_field_overflow', withCode('22008'), false],
    ['57014 query_canceled (statement timeout)', withCode('57014'), false],
    ['a message that only mentions a connection', new Error('Connection terminated by the user, said the text'), false],
    ['not an error', 'ECONNREFUSED', false],
    ['null', null, false],
  ])('%s', (_name, error, expected) => {
    expect(isDatabaseUnavailableError(error)).toBe(expected);
  });

  it('stops following causes after a few levels (a cycle cannot hang it)', () => {
    const a: { cause?: unknown } = {};
    a.cause = a;
    expect(isDatabaseUnavailableError(a)).toBe(false);
  });
});

describe('watchAvailability', () => {
  afterEach(() => vi.useRealTimers());

  it('is unavailable from a connection error until a probe reaches the database, with back-off between probes', async () => {
    vi.useFakeTimers();
    let reachable = false;
    const probe = vi.fn(async () => {
      if (!reachable) throw withCode('ECONNREFUSED');
    });
    const changes: boolean[] = [];
    const availability = watchAvailability({
      probe,
      onChange: (value) => changes.push(value),
      probeDelaysMs: [100, 1000],
    });
    expect(availability.isAvailable()).toBe(true);

    expect(availability.report(withCode('23505'))).toBe(false);
    expect(availability.isAvailable()).toBe(true);
    expect(probe).not.toHaveBeenCalled();

    expect(availability.report(withCode('57P01'))).toBe(true);
    expect(availability.isAvailable()).toBe(false);
    // A second report while away neither notifies again nor starts a second probe loop.
    availability.report(withCode('ECONNREFUSED'));
    await vi.advanceTimersByTimeAsync(100);
    expect(probe).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(probe).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(probe).toHaveBeenCalledTimes(2);
    expect(availability.isAvailable()).toBe(false);

    reachable = true;
    await vi.advanceTimersByTimeAsync(1000);
    expect(availability.isAvailable()).toBe(true);
    expect(changes).toEqual([false, true]);
    // Available again: no more probes.
    await vi.advanceTimersByTimeAsync(10_000);
    expect(probe).toHaveBeenCalledTimes(3);
    availability.stop();
  });

  it('stops probing at shutdown', async () => {
    vi.useFakeTimers();
    const probe = vi.fn(async () => {
      throw withCode('ECONNREFUSED');
    });
    const availability = watchAvailability({ probe, probeDelaysMs: [100] });
    availability.report(withCode('57P01'));
    availability.stop();
    await vi.advanceTimersByTimeAsync(1000);
    expect(probe).not.toHaveBeenCalled();
  });
});
