// The process's pino logger. Every error passed as `err` or `error` is reduced to what may be logged
// (safe-error.server.ts), so no call site can leak a query's parameters or a submitted value through an
// error; and an error logged without a message gets a fixed one, never the error's own message (pino
// would use it).
import { pino, type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import { safeError } from './safe-error.server';

export const logSerializers = {
  err: (error: unknown) => safeError(error),
  error: (error: unknown) => safeError(error),
};

export function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    base: undefined,
    serializers: logSerializers,
    hooks: {
      logMethod(args, method) {
        const [first] = args as unknown[];
        if (args.length === 1 && first instanceof Error) return method.apply(this, [{ err: first }, 'error'] as never);
        if (args.length === 1 && first !== null && typeof first === 'object') {
          const fields = first as Record<string, unknown>;
          if (fields.err !== undefined || fields.error !== undefined)
            return method.apply(this, [first, 'error'] as never);
        }
        return method.apply(this, args);
      },
    },
  };
}

export function createLogger(level: string, destination?: DestinationStream): Logger {
  return destination ? pino(loggerOptions(level), destination) : pino(loggerOptions(level));
}
