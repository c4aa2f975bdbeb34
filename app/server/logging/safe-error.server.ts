// What of an error may be written to the log: its class, a machine code (SQLSTATE such as 23505, a Node
// code such as ECONNREFUSED, Better Auth's codes), the names of the constraint, table and column a
// database error concerns, the HTTP status of a refusal, and the stack frames (file and line only).
// Never its message, detail or hint, nor a query's parameters: those quote the submitted values
// (Drizzle's DrizzleQueryError message lists every parameter: names, addresses, health data; PostgreSQL's
// messages and details quote the offending value; JSON.parse's message quotes the input).

export type SafeError = {
  type: string;
  code?: string;
  constraint?: string;
  table?: string;
  column?: string;
  status?: number;
  frames?: string[];
  cause?: SafeError;
};

const CODE = /^[A-Za-z0-9_.:-]{1,64}$/;
const IDENTIFIER = /^[A-Za-z_][A-Za-z0-9_$.]{0,127}$/;
const FRAME = /^\s+at (.{1,300})$/;
const MAX_FRAMES = 8;

function pick(value: unknown, pattern: RegExp): string | undefined {
  return typeof value === 'string' && pattern.test(value) ? value : undefined;
}

function typeOf(error: object): string {
  // pino's standard serializer (which pino-http applies before ours) leaves a plain object whose `type`
  // is the class name.
  const named = (error as { type?: unknown }).type;
  if (!(error instanceof Error) && typeof named === 'string' && IDENTIFIER.test(named)) return named;
  const constructorName = (error as { constructor?: { name?: unknown } }).constructor?.name;
  if (typeof constructorName === 'string' && IDENTIFIER.test(constructorName) && constructorName !== 'Object')
    return constructorName;
  return pick((error as { name?: unknown }).name, IDENTIFIER) ?? 'Error';
}

/** The "at …" lines of a stack: the first lines repeat the message (which may hold data) and are dropped. */
export function stackFrames(stack: unknown): string[] | undefined {
  if (typeof stack !== 'string') return undefined;
  const frames: string[] = [];
  for (const line of stack.split('\n')) {
    const frame = FRAME.exec(line);
    if (frame?.[1]) frames.push(frame[1]);
    if (frames.length === MAX_FRAMES) break;
  }
  return frames.length ? frames : undefined;
}

export function safeError(error: unknown, options: { frames?: boolean } = {}, depth = 0): SafeError {
  if (error === null || typeof error !== 'object') return { type: error === null ? 'null' : typeof error };
  const source = error as Record<string, unknown>;
  const result: SafeError = { type: typeOf(error) };
  const code = pick(source.code, CODE) ?? pick(source.sqlState, CODE);
  if (code) result.code = code;
  const constraint = pick(source.constraint, IDENTIFIER);
  if (constraint) result.constraint = constraint;
  const table = pick(source.table, IDENTIFIER);
  if (table) result.table = table;
  const column = pick(source.column, IDENTIFIER);
  if (column) result.column = column;
  const status = source.status ?? source.statusCode;
  if (typeof status === 'number' && Number.isInteger(status)) result.status = status;
  if (options.frames !== false) {
    const frames = stackFrames(source.stack);
    if (frames) result.frames = frames;
  }
  // A DrizzleQueryError wraps the driver's error, which carries the SQLSTATE.
  if (depth < 3 && source.cause !== undefined && source.cause !== error) {
    result.cause = safeError(source.cause, { frames: false }, depth + 1);
  }
  return result;
}
