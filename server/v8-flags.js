// V8 settings of the server process, set by server.js before anything else loads (plain JavaScript:
// it runs before the server bundle). They exist for issue 15's memory goal of the embedded database
// (PGlite: ≤ 250 MiB idle, ≤ 400 MiB peak); with PostgreSQL (DATABASE_URL) V8 keeps its defaults
// (decision 116).
import { setFlagsFromString } from 'node:v8';

/** V8's own default for the new space's growth (doubling); restored once start-up is done. */
const DEFAULT_SEMI_SPACE_GROWTH_FACTOR = 2;

/**
 * Applies the flags for `env` and returns `startupDone`, to be called once the server listens.
 *
 * - `--heap-growing-percent=20`: the old generation grows by 20 % per major collection instead of up to
 *   4x, so request garbage does not pile up under load (decision 190).
 * - `--wasm-num-compilation-tasks=1`: PGlite's hot WebAssembly functions are optimised (TurboFan) by one
 *   background thread instead of one per V8 worker. Each compiling thread leaves its peak of compiler
 *   memory in its own glibc arena, freed but kept (60–120 MiB over four arenas after a first start,
 *   ~3 MiB of it in use); with one thread it is one arena (decision 206).
 * - `--semi-space-growth-factor=1` during start-up only: loading the server bundle and migrating keep
 *   many young objects alive, which made V8 grow the new space to its maximum (32 MiB committed, a few
 *   MiB used) for an idle process until the memory reducer ran seconds later. Growth is allowed again
 *   after start-up, so requests under load get the large new space as before (decision 206).
 */
export function applyV8Flags(env) {
  if (env.DATABASE_URL) return { startupDone() {} };
  setFlagsFromString('--heap-growing-percent=20');
  setFlagsFromString('--wasm-num-compilation-tasks=1');
  setFlagsFromString('--semi-space-growth-factor=1');
  return {
    startupDone() {
      setFlagsFromString(`--semi-space-growth-factor=${DEFAULT_SEMI_SPACE_GROWTH_FACTOR}`);
    },
  };
}
