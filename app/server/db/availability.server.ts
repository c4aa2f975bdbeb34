// Whether the database can be reached right now (issue 39). A restart, failover or network blip of
// PostgreSQL must never end the process or sign anyone out: while the database is away, requests are
// answered 503 with the German error page, /healthz says "degraded", and the workers retry. This module
// tells a connection problem from every other error, and keeps the instance's view of the database:
// a reported connection error marks it unavailable, a probe marks it available again.

/** SQLSTATEs and Node codes of "the database is not there" (not: "the statement was wrong"). */
const UNAVAILABLE_CODES = new Set([
  '57P01', // admin_shutdown: the backend was terminated (pg_terminate_backend, fast shutdown)
  '57P02', // crash_shutdown
  '57P03', // cannot_connect_now: starting up or shutting down
  '08000', // connection_exception
  '08001', // sqlclient_unable_to_establish_sqlconnection
  '08003', // connection_does_not_exist
  '08004', // sqlserver_rejected_establishment_of_sqlconnection
  '08006', // connection_failure
  '53300', // too_many_connections
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
]);

// node-postgres reports a lost or never-made connection with these fixed texts and no code.
const UNAVAILABLE_MESSAGE =
  /^(Connection terminated|Connection terminated unexpectedly|Connection terminated due to connection timeout|timeout exceeded when trying to connect|Client has encountered a connection error and is not queryable|Client was closed and is not queryable)$/;

/** True when `error` (or an error it wraps: Drizzle's cause, an AggregateError's members) is a connection problem. */
export function isDatabaseUnavailableError(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 5) return false;
  const candidate = error as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
  if (typeof candidate.code === 'string' && UNAVAILABLE_CODES.has(candidate.code)) return true;
  if (typeof candidate.message === 'string' && UNAVAILABLE_MESSAGE.test(candidate.message)) return true;
  if (Array.isArray(candidate.errors) && candidate.errors.some((inner) => isDatabaseUnavailableError(inner, depth + 1)))
    return true;
  return isDatabaseUnavailableError(candidate.cause, depth + 1);
}

export type DatabaseAvailability = {
  /** False from a reported connection error until a probe reached the database again. */
  isAvailable(): boolean;
  /** Reports an error seen anywhere; returns whether it was a connection problem (then probing starts). */
  report(error: unknown): boolean;
  /** Stops probing (at shutdown). */
  stop(): void;
};

/**
 * Whether a failure is to be answered as "the database is away": a connection error (reported, so probing
 * starts), or any error while the database is known to be away (a library such as Better Auth may hide
 * the cause). Without an availability (a partial test service set), the error alone decides.
 */
export function failedForDatabaseAbsence(availability: DatabaseAvailability | undefined, error: unknown): boolean {
  if (!availability) return isDatabaseUnavailableError(error);
  return availability.report(error) || !availability.isAvailable();
}

/** The embedded database lives in this process: it cannot go away on its own. */
export const ALWAYS_AVAILABLE: DatabaseAvailability = {
  isAvailable: () => true,
  report: (error) => isDatabaseUnavailableError(error),
  stop: () => {},
};

export type AvailabilityOptions = {
  /** Resolves when the database answers (e.g. `select 1`), rejects otherwise. */
  probe: () => Promise<unknown>;
  onChange?: (available: boolean) => void;
  /** Delays between probes while unavailable: back-off up to the last value. */
  probeDelaysMs?: readonly number[];
};

export const PROBE_DELAYS_MS = [250, 500, 1000, 2000] as const;

/** The availability of a database server reached over the network. */
export function watchAvailability(options: AvailabilityOptions): DatabaseAvailability {
  const delays = options.probeDelaysMs ?? PROBE_DELAYS_MS;
  let available = true;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let attempt = 0;

  const probeLater = () => {
    if (stopped || timer) return;
    timer = setTimeout(
      () => {
        timer = undefined;
        options.probe().then(
          () => {
            if (available || stopped) return;
            available = true;
            attempt = 0;
            options.onChange?.(true);
          },
          () => {
            attempt += 1;
            probeLater();
          },
        );
      },
      delays[Math.min(attempt, delays.length - 1)],
    );
    timer.unref?.();
  };

  return {
    isAvailable: () => available,
    report(error) {
      if (!isDatabaseUnavailableError(error)) return false;
      if (available && !stopped) {
        available = false;
        attempt = 0;
        options.onChange?.(false);
      }
      probeLater();
      return true;
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
      timer = undefined;
    },
  };
}
